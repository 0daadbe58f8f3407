import { describe, expect, it } from 'vitest';
import { card, creature, keyword, selfRestriction } from '../test-support/templates.js';
import { canBlock, canBlockAlone } from './can-block.js';
import { combatantOf } from './combatant.js';
import { BLOCK_RESTRICTIONS } from './restrictions/registry.js';
import type { BlockRestriction } from './restrictions/types.js';

const bears = creature('Grizzly Bears', '{1}{G}', '2/2');
const birds = creature('Birds', '{U}', '1/1', [keyword('flying')]);
const spider = creature('Giant Spider', '{3}{G}', '2/4', [keyword('reach')]);
const horror = creature('Horror', '{B}', '2/2', [keyword('intimidate')]);
const zombie = creature('Zombie', '{B}', '2/2');
const golem = creature('Golem', '{3}', '3/3', [], { types: ['artifact', 'creature'], colors: [] });
const goblin = creature('Goblin', '{R}', '1/1', [
  selfRestriction("~ can't block.", { kind: 'cantBlock', alone: false }),
]);
const cloud = creature('Cloud Sprite', '{U}', '1/1', [
  keyword('flying'),
  selfRestriction('~ can block only creatures with flying.', {
    kind: 'canBlockOnly',
    attackers: { nouns: ['creature'], qualities: [{ kind: 'keyword', keyword: 'flying', negated: false }] },
  }),
]);
const brute = creature('Brute', '{R}', '3/3', [keyword('menace')]);
const wall = creature('Wall', '{W}', '0/4', [keyword('defender')]);

describe('blocking restrictions (509.1b), on templates alone', () => {
  it('an ordinary creature can block an ordinary creature', () => {
    expect(canBlock(bears, zombie)).toEqual({ ok: true });
  });

  it('flying: only flying or reach can block (702.9b, 702.17b)', () => {
    expect(canBlock(birds, bears)).toEqual({ ok: false, reasons: ['flying: needs flying or reach'] });
    expect(canBlock(birds, spider)).toEqual({ ok: true });
    expect(canBlock(birds, cloud)).toEqual({ ok: true });
    // A flyer can block a non-flyer (702.9b).
    expect(canBlock(bears, birds)).toEqual({ ok: true });
  });

  it('intimidate: only artifact creatures or creatures sharing a color (702.13b)', () => {
    expect(canBlock(horror, bears)).toEqual({ ok: false, reasons: ['intimidate: no shared color'] });
    expect(canBlock(horror, zombie)).toEqual({ ok: true });
    expect(canBlock(horror, golem)).toEqual({ ok: true });
  });

  it("can't block", () => {
    expect(canBlock(bears, goblin)).toEqual({ ok: false, reasons: ["can't block"] });
  });

  it('can block only creatures with flying', () => {
    expect(canBlock(bears, cloud)).toEqual({ ok: false, reasons: ['can block only creatures with flying'] });
    expect(canBlock(birds, cloud)).toEqual({ ok: true });
  });

  it('menace is a whole-declaration rule: no single creature can block it alone (702.111b)', () => {
    expect(canBlock(brute, bears)).toEqual({ ok: true });
    expect(canBlockAlone(brute, bears)).toEqual({ ok: false, reasons: ['menace: needs two or more blockers'] });
  });

  it('defender can block (702.3b)', () => {
    expect(canBlock(bears, wall)).toEqual({ ok: true });
  });

  it("can't beats can (101.2): a flyer that can't block still can't block a flyer", () => {
    const grounded = creature('Grounded Bird', '{U}', '1/1', [
      keyword('flying'),
      selfRestriction("~ can't block.", { kind: 'cantBlock', alone: false }),
    ]);
    expect(canBlock(birds, grounded)).toEqual({ ok: false, reasons: ["can't block"] });
  });

  it('every refusal is reported', () => {
    const flyingHorror = creature('Demon', '{B}', '5/5', [keyword('flying'), keyword('intimidate')]);
    expect(canBlock(flyingHorror, goblin)).toEqual({
      ok: false,
      reasons: ['flying: needs flying or reach', 'intimidate: no shared color', "can't block"],
    });
  });

  it('a non-creature never blocks (506.3)', () => {
    const rock = card('Rock', { types: ['artifact'] });
    expect(canBlock(bears, rock).ok).toBe(false);
  });

  it('restrictions compose: a new module needs no change elsewhere', () => {
    const noRed: BlockRestriction = {
      id: 'noRed',
      check: (_a, b) => (b.colors.includes('R') ? 'red creatures are scared' : null),
    };
    const redBlocker = creature('Red', '{R}', '1/1');
    expect(canBlock(bears, redBlocker, [...BLOCK_RESTRICTIONS, noRed])).toEqual({
      ok: false,
      reasons: ['red creatures are scared'],
    });
  });

  it('works on combatants too', () => {
    expect(canBlock(combatantOf(birds), combatantOf(spider))).toEqual({ ok: true });
  });
});
