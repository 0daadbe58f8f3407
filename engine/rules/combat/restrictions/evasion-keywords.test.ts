import { describe, expect, it } from 'vitest';
import type { Ability, Keyword, Protection } from '../../../templates/card-template.js';
import { setupGame } from '../../game/setup.js';
import { basicLand, card, creature, keyword, shock } from '../../test-support/templates.js';
import { canBlock } from '../can-block.js';

/**
 * Evasion and protection keywords through the Game API: p1 attacks with c1, p2 declares blockers. Each case names
 * its rule. The template-only checks (`cardsmith blocks`) are in restrictions.property.test.ts.
 */

const kw = (name: string, cost: string, ...keywords: Keyword[]) => creature(name, cost, '2/2', keywords.map(keyword));
const protection = (p: Protection, text: string): Ability => ({ kind: 'protection', ...p, line: 1, text });
const from = (...colors: ('W' | 'U' | 'B' | 'R' | 'G')[]): Protection => ({
  everything: false,
  qualities: colors.map((color) => ({ kind: 'color', color, negated: false })),
});

/** p1 attacks with its first creature (c1); p2 tries to block it with `blocker`. */
function block(
  attacker: ReturnType<typeof creature>,
  blocker: ReturnType<typeof creature>,
  p2Lands = [] as ReturnType<typeof card>[],
) {
  const game = setupGame({
    step: 'declareAttackers',
    players: [{ battlefield: [attacker] }, { battlefield: [blocker, ...p2Lands] }],
  });
  expect(game.perform({ type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1' }] }).ok).toBe(true);
  game.perform({ type: 'nextStep' });
  return game.perform({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: 'c2', attackers: ['c1'] }] });
}

describe('fear (702.36b)', () => {
  const wraith = kw('Wraith', '{B}', 'fear');
  it('only artifact and/or black creatures block it', () => {
    expect(block(wraith, kw('Bear', '{G}'))).toMatchObject({ ok: false });
    expect(block(wraith, kw('Zombie', '{B}')).ok).toBe(true);
    expect(block(wraith, creature('Golem', '{3}', '3/3', [], { types: ['artifact', 'creature'] })).ok).toBe(true);
  });
  it('a devoid creature is no black creature (702.114a)', () => {
    const devoid = creature('Drone', '{B}', '2/2', [keyword('devoid')]);
    expect(block(wraith, devoid)).toMatchObject({ ok: false });
  });
});

describe('shadow (702.28b): both directions', () => {
  const shade = kw('Shade', '{B}', 'shadow');
  it('only creatures with shadow block a creature with shadow', () => {
    expect(block(shade, kw('Bear', '{G}'))).toMatchObject({ ok: false });
    expect(block(shade, kw('Other Shade', '{B}', 'shadow')).ok).toBe(true);
  });
  it('a creature with shadow blocks only creatures with shadow', () => {
    expect(block(kw('Bear', '{G}'), shade)).toMatchObject({ ok: false });
    expect(canBlock(kw('Bear', '{G}'), shade)).toEqual({
      ok: false,
      reasons: ['shadow: can block only creatures with shadow'],
    });
  });
});

describe('horsemanship (702.31b)', () => {
  const rider = kw('Rider', '{W}', 'horsemanship');
  it('only creatures with horsemanship block it; they may block creatures without it', () => {
    expect(block(rider, kw('Bear', '{G}'))).toMatchObject({ ok: false });
    expect(block(rider, kw('Other Rider', '{W}', 'horsemanship')).ok).toBe(true);
    expect(block(kw('Bear', '{G}'), rider).ok).toBe(true);
  });
});

describe('landwalk (702.14c)', () => {
  const walker = kw('Bog Walker', '{B}', 'swampwalk');
  it("can't be blocked while the defending player controls a land of that type", () => {
    expect(block(walker, kw('Bear', '{G}'), [basicLand('Swamp')])).toMatchObject({
      ok: false,
    });
    expect(block(walker, kw('Bear', '{G}'), [basicLand('Forest')]).ok).toBe(true);
  });
  it('nonbasic landwalk looks for a land without the basic supertype', () => {
    const nonbasic = kw('Wanderer', '{G}', 'nonbasic landwalk');
    const dual = card('Bayou', { types: ['land'], subtypes: ['Swamp', 'Forest'] });
    expect(block(nonbasic, kw('Bear', '{G}'), [basicLand('Swamp')]).ok).toBe(true);
    expect(block(nonbasic, kw('Bear', '{G}'), [dual])).toMatchObject({ ok: false });
  });
  it('the reason names the land', () => {
    const r = block(walker, kw('Bear', '{G}'), [basicLand('Swamp')]);
    expect(r.ok ? '' : r.reason).toContain('swampwalk: the defending player controls a Swamp');
  });
});

describe('protection (702.16)', () => {
  const knight = creature('White Knight', '{W}{W}', '2/2', [protection(from('B'), 'Protection from black')]);

  it("can't be blocked by creatures with the quality (702.16f)", () => {
    expect(block(knight, kw('Zombie', '{B}'))).toMatchObject({ ok: false });
    expect(block(knight, kw('Bear', '{G}')).ok).toBe(true);
  });

  it("can't be targeted by spells with the quality (702.16b)", () => {
    const redKnight = creature('Red Knight', '{W}', '2/2', [
      protection(from('R', 'W'), 'Protection from red and from white'),
    ]);
    const game = setupGame({ players: [{ hand: [shock()], pool: { R: 1 } }, { battlefield: [redKnight] }] });
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['c2'] })).toEqual({
      ok: false,
      reason: "can't cast Shock (c1): Red Knight (c2) has protection from red and from white (702.16b)",
    });
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['p2'] }).ok).toBe(true);
  });

  it('damage from sources with the quality is prevented (702.16e), in combat too', () => {
    const zombie = creature('Zombie', '{B}', '3/3');
    const game = setupGame({
      step: 'declareAttackers',
      players: [{ battlefield: [zombie] }, { battlefield: [knight] }],
    });
    game.perform({ type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1' }] });
    game.perform({ type: 'nextStep' });
    expect(
      game.perform({ type: 'declareBlockers', player: 'p2', blocks: [{ blocker: 'c2', attackers: ['c1'] }] }).ok,
    ).toBe(true);
    for (let i = 0; i < 3 && game.state.turn.step !== 'combatDamage'; i++) game.perform({ type: 'nextStep' });
    expect(game.state.objects.c2?.damage).toBe(0);
    expect(game.state.objects.c2?.zone.zone).toBe('battlefield');
    expect(game.state.objects.c1?.damage).toBe(2);
  });

  it('protection from creatures; from everything (702.16j)', () => {
    const fromCreatures = creature('Warden', '{W}', '1/1', [
      protection({ everything: false, qualities: [{ kind: 'type', type: 'creature', negated: false }] }, 'x'),
    ]);
    expect(block(fromCreatures, kw('Bear', '{G}'))).toMatchObject({ ok: false });
    const everything = creature('Progenitus', '{W}', '10/10', [protection({ everything: true, qualities: [] }, 'x')]);
    expect(block(everything, creature('Golem', '{3}', '3/3', [], { types: ['artifact', 'creature'] }))).toMatchObject({
      ok: false,
    });
  });
});

describe('characteristic-defining keywords (604.3)', () => {
  it('devoid: no color for intimidate (702.114a, 702.13b)', () => {
    const horror = kw('Horror', '{B}', 'intimidate');
    expect(block(horror, kw('Zombie', '{B}')).ok).toBe(true);
    expect(block(horror, creature('Drone', '{B}', '2/2', [keyword('devoid')]))).toMatchObject({ ok: false });
  });

  it('devoid: protection from black does not see a devoid black source (702.114a)', () => {
    const knight = creature('White Knight', '{W}{W}', '2/2', [protection(from('B'), 'Protection from black')]);
    expect(block(knight, creature('Drone', '{B}', '2/2', [keyword('devoid')])).ok).toBe(true);
  });

  it('changeling: protection from Goblins sees a changeling (702.73a)', () => {
    const guard = creature('Guard', '{W}', '2/2', [
      protection({ everything: false, qualities: [{ kind: 'subtype', subtype: 'Goblin', negated: false }] }, 'x'),
    ]);
    const shapeshifter = creature('Shapeshifter', '{1}', '1/1', [keyword('changeling')], {
      subtypes: ['Shapeshifter'],
    });
    expect(block(guard, shapeshifter)).toMatchObject({ ok: false });
    expect(block(guard, kw('Bear', '{G}')).ok).toBe(true);
  });
});
