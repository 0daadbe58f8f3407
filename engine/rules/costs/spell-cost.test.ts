import { describe, expect, it } from 'vitest';
import { formatManaCost } from '../../mana/mana-cost.js';
import type { CardTemplate, SpellCostChange } from '../../templates/card-template.js';
import { moveTo } from '../ops/zones.js';
import { Transaction } from '../state/transaction.js';
import { setupGame } from '../game/setup.js';
import { card, creature, mana, staticAbility } from '../test-support/templates.js';
import { totalManaCost } from './spell-cost.js';

const reduce = (
  spells: SpellCostChange['spells'],
  value: number,
  change: 'less' | 'more' = 'less',
): SpellCostChange => ({
  kind: 'spellCost',
  spells,
  change,
  amount: { kind: 'fixed', value },
  condition: null,
});
const creatureSpells: SpellCostChange['spells'] = {
  kind: 'matching',
  description: { nouns: ['spell'], qualities: [{ kind: 'type', type: 'creature', negated: false }] },
  caster: 'you',
};
const anySpells: SpellCostChange['spells'] = {
  kind: 'matching',
  description: { nouns: ['spell'], qualities: [] },
  caster: 'any',
};
const artifact = card('Relic', { cost: '{1}', types: ['artifact'] });
const bear = creature('Bear', '{1}{G}', '2/2');
const giant = creature('Giant', '{5}{G}{G}', '7/7');

/** The total cost of the first card in p1's hand, as `cast` determines it: with the card on the stack (601.2a). */
function total(spell: CardTemplate, p1: readonly CardTemplate[], p2: readonly CardTemplate[] = [], x = 0): string {
  const game = setupGame({ players: [{ hand: [spell], battlefield: [...p1] }, { battlefield: [...p2] }] });
  const tx = new Transaction(game.state);
  moveTo(tx, 'c1', { zone: 'stack' });
  return formatManaCost(totalManaCost(tx.state, 'c1', 'p1', spell.manaCost ?? [], x));
}

describe('totalManaCost (601.2f)', () => {
  it('a permanent reduces the generic mana of the spells it names, for its controller only', () => {
    const incubator = card('Incubator', { types: ['artifact'], abilities: [staticAbility(reduce(creatureSpells, 1))] });
    expect(total(giant, [incubator])).toBe('{4}{G}{G}');
    expect(total(giant, [], [incubator])).toBe('{5}{G}{G}');
    expect(total(card('Bolt', { cost: '{2}{R}', types: ['instant'] }), [incubator])).toBe('{2}{R}');
  });

  it('never below {0} and never the colored part (118.7a)', () => {
    const big = card('Big', { types: ['artifact'], abilities: [staticAbility(reduce(creatureSpells, 5))] });
    expect(total(bear, [big])).toBe('{G}');
  });

  it('increases add generic mana before reductions take it; X counts with its value (107.3)', () => {
    const tax = card('Tax', { types: ['artifact'], abilities: [staticAbility(reduce(anySpells, 1, 'more'))] });
    const fireball = card('Fireball', { cost: '{X}{R}', types: ['sorcery'] });
    expect(total(fireball, [tax], [], 3)).toBe('{4}{R}');
    expect(total(fireball, [], [], 3)).toBe('{X}{R}');
  });

  it("the spell's own ability counts what its caster controls (affinity, 702.41a)", () => {
    const affinity: SpellCostChange = {
      kind: 'spellCost',
      spells: { kind: 'self' },
      change: 'less',
      amount: {
        kind: 'count',
        of: { nouns: ['artifact'], qualities: [{ kind: 'controller', who: 'you' }] },
        times: 1,
      },
      condition: null,
    };
    const golem = creature('Golem', '{7}', '4/4', [staticAbility(affinity)]);
    expect(total(golem, [artifact, artifact, bear], [artifact])).toBe('{5}');
    expect(mana('{7}')).toEqual(golem.manaCost);
  });
});
