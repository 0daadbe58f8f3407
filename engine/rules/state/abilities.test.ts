import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Ability, CardTemplate } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { attach } from '../ops/attachments.js';
import { Transaction } from './transaction.js';
import { basicLand, card, creature } from '../test-support/templates.js';
import { abilitiesOf } from './abilities.js';
import { characteristicsOf } from './characteristics.js';
import type { GameObject } from './types.js';

const lines = (name: string, ...texts: string[]): Ability[] =>
  texts.flatMap((text) => {
    const parsed = parseAbilityText(text, 1, [name]);
    if (parsed.problem) throw new Error(`${text}: ${parsed.problem.message}`);
    return parsed.abilities;
  });
const aura = (name: string, enchant: string, text: string): CardTemplate =>
  card(name, {
    cost: '{B}',
    types: ['enchantment'],
    subtypes: ['Aura'],
    abilities: lines(name, `Enchant ${enchant}`, text),
  });

/** c1 the Aura attached to c2. */
function enchanted(auraCard: CardTemplate, permanent: CardTemplate): { tx: Transaction; object: () => GameObject } {
  const tx = new Transaction(setupGame({ players: [{ battlefield: [auraCard, permanent] }, {}] }).state);
  expect(attach(tx, 'c1', 'c2')).toBe(true);
  return { tx, object: () => tx.state.objects.c2 as GameObject };
}
const texts = (list: readonly (Ability | null)[]): (string | null)[] => list.map((a) => a?.text ?? null);

describe('the abilities a permanent has now (613.1f, 305.6, 305.7)', () => {
  it('a land whose type is set loses its own abilities and taps for the new type (305.7)', () => {
    const { tx, object } = enchanted(aura('Evil Presence', 'land', 'Enchanted land is a Swamp.'), basicLand('Forest'));
    expect(texts(abilitiesOf(tx.state, object()))).toEqual([null, '{T}: Add {B}.']);
    expect(characteristicsOf(tx.state, 'c2')?.subtypes).toEqual(['Swamp']);
  });

  it('"in addition to its other land types" keeps them and their abilities, and adds one', () => {
    const { tx, object } = enchanted(
      aura('Swamp Cover', 'land', 'Enchanted land is a Swamp in addition to its other land types.'),
      basicLand('Forest'),
    );
    expect(texts(abilitiesOf(tx.state, object()))).toEqual(['{T}: Add {G}.', '{T}: Add {B}.']);
  });

  it('"loses all abilities" leaves none, not even a land type\'s mana ability; subtypes of the same kind are set (205.1a)', () => {
    const golem = creature('Iron Golem', '{4}', '4/4', lines('Iron Golem', '{T}: Add {C}.'), {
      types: ['artifact', 'creature'],
      subtypes: ['Golem'],
    });
    const { tx, object } = enchanted(
      aura('Demonic Mask', 'creature', 'Enchanted creature loses all abilities and is a Demon Spirit.'),
      golem,
    );
    expect(texts(abilitiesOf(tx.state, object()))).toEqual([null]);
    const c = characteristicsOf(tx.state, 'c2');
    expect(c?.types).toEqual(['artifact', 'creature']);
    expect(c?.subtypes).toEqual(['Demon', 'Spirit']);
  });

  it('setting the card type drops subtypes of the types it lost (205.1a: a blue Frog creature)', () => {
    const golem = creature('Iron Golem', '{4}', '4/4', [], {
      types: ['artifact', 'creature'],
      subtypes: ['Golem', 'Equipment'],
    });
    const { tx } = enchanted(
      aura(
        'Frogify',
        'creature',
        'Enchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1.',
      ),
      golem,
    );
    const c = characteristicsOf(tx.state, 'c2');
    expect(c?.types).toEqual(['creature']);
    expect(c?.subtypes).toEqual(['Frog']);
    expect(c?.colors).toEqual(['U']);
    expect([c?.power, c?.toughness]).toEqual([1, 1]);
  });

  it('off the battlefield, a card has its printed abilities', () => {
    const game = setupGame({ players: [{ hand: [basicLand('Forest')] }, {}] });
    const forest = game.state.objects.c1 as GameObject;
    expect(abilitiesOf(game.state, forest)).toBe(forest.template.abilities);
  });
});
