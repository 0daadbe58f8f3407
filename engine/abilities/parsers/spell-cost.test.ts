import { describe, expect, it } from 'vitest';
import type { SpellCostChange } from '../../templates/card-template.js';
import { parseAbilityText } from '../parse-ability.js';

function costChange(text: string): SpellCostChange {
  const result = parseAbilityText(text, 1, ['Test Card']);
  expect(result.problem).toBeNull();
  const [ability] = result.abilities;
  if (ability?.kind !== 'static' || ability.effect.kind !== 'spellCost') {
    throw new Error(`not a cost change: ${JSON.stringify(result.abilities)}`);
  }
  return ability.effect;
}

const spells = (qualities: unknown[]) => ({
  nouns: ['spell'],
  qualities,
});
const fixed = (value: number) => ({ kind: 'fixed', value });
const youControl = { kind: 'controller', who: 'you' };

describe('cost changes of permanents (601.2f)', () => {
  it.each([
    [
      'Creature spells you cast cost {1} less to cast.',
      { description: spells([{ kind: 'type', type: 'creature', negated: false }]), caster: 'you' },
      'less',
      1,
    ],
    [
      'Noncreature spells cost {1} more to cast.',
      { description: spells([{ kind: 'type', type: 'creature', negated: true }]), caster: 'any' },
      'more',
      1,
    ],
    ['Spells your opponents cast cost {2} more to cast.', { description: spells([]), caster: 'opponent' }, 'more', 2],
    [
      'Goblin spells you cast cost {1} less to cast.',
      { description: spells([{ kind: 'subtype', subtype: 'Goblin', negated: false }]), caster: 'you' },
      'less',
      1,
    ],
  ])('%s', (text, matching, change, value) => {
    expect(costChange(text)).toEqual({
      kind: 'spellCost',
      spells: { kind: 'matching', ...matching },
      change,
      amount: fixed(value),
      condition: null,
    });
  });
});

describe("a spell's own cost change (601.2f)", () => {
  it('"This spell costs {2} less to cast for each creature card in your graveyard." counts, times 2', () => {
    expect(costChange('This spell costs {2} less to cast for each creature card in your graveyard.')).toEqual({
      kind: 'spellCost',
      spells: { kind: 'self' },
      change: 'less',
      amount: {
        kind: 'count',
        of: {
          nouns: ['card'],
          qualities: [
            { kind: 'type', type: 'creature', negated: false },
            { kind: 'zone', zone: 'graveyard', whose: 'you' },
          ],
        },
        times: 2,
      },
      condition: null,
    });
  });

  it('reads clauses after who casts them: "Spells you cast of the chosen type cost {1} less to cast."', () => {
    expect(costChange('Spells you cast of the chosen type cost {1} less to cast.').spells).toEqual({
      kind: 'matching',
      description: { nouns: ['spell'], qualities: [{ kind: 'chosen', what: 'type' }] },
      caster: 'you',
    });
  });

  it('"~ costs {3} less to cast if you control a Giant." has a condition', () => {
    const effect = costChange('Test Card costs {3} less to cast if you control a Giant.');
    expect(effect.spells).toEqual({ kind: 'self' });
    expect(effect.amount).toEqual(fixed(3));
    expect(effect.condition?.kind).toBe('count');
  });

  it('affinity for artifacts (702.41a) is {1} less for each artifact you control', () => {
    expect(
      costChange('Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)'),
    ).toEqual({
      kind: 'spellCost',
      spells: { kind: 'self' },
      change: 'less',
      amount: { kind: 'count', of: { nouns: ['artifact'], qualities: [youControl] }, times: 1 },
      condition: null,
    });
    const plains = costChange('Affinity for Plains').amount;
    expect(plains).toEqual({
      kind: 'count',
      of: { nouns: ['permanent'], qualities: [{ kind: 'subtype', subtype: 'Plains', negated: false }, youControl] },
      times: 1,
    });
  });

  it('undaunted (702.125a) is {1} less for each opponent', () => {
    expect(costChange('Undaunted').amount).toEqual({
      kind: 'count',
      of: { nouns: ['player'], qualities: [{ kind: 'controller', who: 'opponent' }] },
      times: 1,
    });
  });

  it.each([
    'Spells you cast that target enchanted player cost {1} less to cast.',
    'This spell costs {X} less to cast, where X is your devotion to white.',
    'This spell costs {2} less to cast if it targets a blue spell.',
    'Creatures you control cost {1} less to cast.',
  ])('refuses what it would not carry out: %s', (text) => {
    expect(parseAbilityText(text, 1, []).abilities[0]?.kind).toBe('unparsed');
  });
});
