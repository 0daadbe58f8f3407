import { describe, expect, it } from 'vitest';
import type { CombatRestriction, Keyword } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { creature, keyword, selfRestriction } from '../test-support/templates.js';

const lure: CombatRestriction = { kind: 'mustBeBlocked', by: { nouns: ['creature'], qualities: [] }, all: true };
const mustBeBlocked: CombatRestriction = { kind: 'mustBeBlocked', by: null, all: false };
const bear = (name: string, ...keywords: Keyword[]) => creature(name, '{2}', '2/2', keywords.map(keyword));
const with_ = (name: string, r: CombatRestriction) => creature(name, '{2}', '2/2', [selfRestriction(name, r)]);

/** p1 attacks with every creature it has (c1, c2, …); `block` tries a declaration by p2 (its creatures follow in id
 * order) on a fresh copy of that moment each time. */
function attacked(attackers: ReturnType<typeof creature>[], blockers: ReturnType<typeof creature>[]) {
  const block = (...pairs: [string, string][]) => {
    const game = setupGame({
      players: [{ battlefield: attackers }, { battlefield: blockers }],
      step: 'declareAttackers',
    });
    const all = attackers.map((_, i) => ({ creature: `c${i + 1}` }));
    expect(game.perform({ type: 'declareAttackers', player: 'p1', attackers: all }).ok).toBe(true);
    game.perform({ type: 'nextStep' });
    return game.perform({
      type: 'declareBlockers',
      player: 'p2',
      blocks: pairs.map(([blocker, attacker]) => ({ blocker, attackers: [attacker] })),
    });
  };
  return { block };
}

describe('block requirements (509.1c)', () => {
  it('Lure: every creature able to block the lured attacker must block it, not another attacker', () => {
    const { block } = attacked([with_('Lure Bearer', lure), bear('Other')], [bear('A'), bear('B', 'defender')]);
    const none = block();
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.reason).toMatch(/A \(c3\) must block Lure Bearer \(c1\): all creatures able to block/);
    expect(block(['c3', 'c1']).ok).toBe(false);
    expect(block(['c3', 'c2'], ['c4', 'c1']).ok).toBe(false);
    expect(block(['c3', 'c1'], ['c4', 'c1']).ok).toBe(true);
  });

  it('Lure with a description: only the creatures it names must block ("All Walls able to block ~ do so")', () => {
    const walls: CombatRestriction = {
      kind: 'mustBeBlocked',
      by: { nouns: ['permanent'], qualities: [{ kind: 'subtype', subtype: 'Wall', negated: false }] },
      all: true,
    };
    const wall = creature('Wall', '{1}', '0/4', [], { subtypes: ['Wall'] });
    const { block } = attacked([with_('Priest', walls)], [wall, bear('Bear')]);
    expect(block().ok).toBe(false);
    expect(block(['c2', 'c1']).ok).toBe(true);
  });

  it('a description about the source reads it: "All creatures with power less than ~\'s power able to block ~ do so"', () => {
    // 509.1c: the requirement's description is seen from its source (the attacker it is on): "~'s power" is its power.
    const smaller: CombatRestriction = {
      kind: 'mustBeBlocked',
      by: {
        nouns: ['creature'],
        qualities: [
          {
            kind: 'compareTo',
            property: 'power',
            op: '<',
            amount: { kind: 'property', property: 'power', of: { kind: 'self' } },
          },
        ],
      },
      all: true,
    };
    const giant = creature('Giant', '{4}', '4/4', [selfRestriction('Giant', smaller)]);
    const elf = creature('Elf', '{1}', '1/1');
    const { block } = attacked([giant], [elf, creature('Ogre', '{4}', '5/5')]);
    // The Elf (power 1 < 4) must block the Giant; the Ogre (5) need not.
    expect(block().ok).toBe(false);
    expect(block(['c2', 'c1']).ok).toBe(true);
  });

  it('"~ must be blocked by a creature that shares a color with ~ if able": the source\'s colors', () => {
    const shares: CombatRestriction = {
      kind: 'mustBeBlocked',
      by: { nouns: ['creature'], qualities: [{ kind: 'shares', what: 'color', with: 'self', other: false }] },
      all: false,
    };
    const red = creature('Red Fiend', '{R}', '2/2', [selfRestriction('Red Fiend', shares)]);
    const { block } = attacked([red], [creature('Goblin', '{R}', '1/1'), creature('Elf', '{G}', '1/1')]);
    expect(block().ok).toBe(false);
    expect(block(['c3', 'c1']).ok).toBe(false);
    expect(block(['c2', 'c1']).ok).toBe(true);
  });

  it('"must be blocked if able": one blocker is enough, and a creature that cannot block it is not asked', () => {
    const { block } = attacked([with_('Fiend', mustBeBlocked), bear('Other')], [bear('A'), bear('B')]);
    expect(block().ok).toBe(false);
    expect(block(['c3', 'c2']).ok).toBe(false);
    expect(block(['c3', 'c1']).ok).toBe(true);
    const flyer = creature('Flyer', '{2}', '2/2', [keyword('flying'), selfRestriction('must', mustBeBlocked)]);
    expect(attacked([flyer], [bear('A')]).block().ok).toBe(true);
  });

  it('obeys the most requirements: a creature that must block two attackers blocks one of them', () => {
    const { block } = attacked([with_('Lured 1', lure), with_('Lured 2', lure)], [bear('A')]);
    expect(block().ok).toBe(false);
    expect(block(['c3', 'c1']).ok).toBe(true);
    expect(block(['c3', 'c2']).ok).toBe(true);
  });

  it('a restriction beats a requirement: menace leaves a lone creature free (509.1b before 509.1c)', () => {
    const menace = creature('Menacer', '{2}', '2/2', [keyword('menace'), selfRestriction('lure', lure)]);
    expect(attacked([menace], [bear('A')]).block().ok).toBe(true);
    const { block } = attacked([menace], [bear('A'), bear('B')]);
    // Two could block it together; a change of one creature alone can't obey more, so none is required (see the
    // module's note on searching one creature at a time).
    expect(block().ok).toBe(true);
    expect(block(['c2', 'c1'], ['c3', 'c1']).ok).toBe(true);
  });
});
