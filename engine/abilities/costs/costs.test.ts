import { describe, expect, it } from 'vitest';
import type { Ability, ActivationRestriction, Cost } from '../../templates/card-template.js';
import { parseAbilityText } from '../parse-ability.js';

function activated(text: string): Extract<Ability, { kind: 'activated' }> {
  const result = parseAbilityText(text, 1, ['Test Card']);
  expect(result.problem).toBeNull();
  const [ability] = result.abilities;
  if (ability?.kind !== 'activated') throw new Error(`not activated: ${JSON.stringify(result.abilities)}`);
  return ability;
}

const costs = (text: string): readonly Cost[] => activated(text).costs;
const restrictions = (text: string): readonly ActivationRestriction[] => activated(text).restrictions;
const one = { kind: 'fixed', value: 1 } as const;
const two = { kind: 'fixed', value: 2 } as const;
const creature = { nouns: ['creature'], qualities: [] };

describe('costs that choose (118.3)', () => {
  it.each([
    ['Sacrifice a creature: Draw a card.', { kind: 'sacrifice', what: creature, amount: one }],
    ['Sacrifice two lands: Draw a card.', { kind: 'sacrifice', what: { nouns: ['land'], qualities: [] }, amount: two }],
    [
      'Sacrifice another creature: Draw a card.',
      { kind: 'sacrifice', what: { nouns: ['creature'], qualities: [{ kind: 'other' }] }, amount: one },
    ],
    [
      'Sacrifice an artifact: Draw a card.',
      { kind: 'sacrifice', what: { nouns: ['artifact'], qualities: [] }, amount: one },
    ],
    [
      'Sacrifice a Goblin: Draw a card.',
      {
        kind: 'sacrifice',
        what: { nouns: ['permanent'], qualities: [{ kind: 'subtype', subtype: 'Goblin', negated: false }] },
        amount: one,
      },
    ],
    [
      'Discard a card: Draw a card.',
      { kind: 'discard', what: { nouns: ['card'], qualities: [] }, amount: one, random: false },
    ],
    [
      'Discard two cards: Draw a card.',
      { kind: 'discard', what: { nouns: ['card'], qualities: [] }, amount: two, random: false },
    ],
    [
      'Discard a card at random: Draw a card.',
      { kind: 'discard', what: { nouns: ['card'], qualities: [] }, amount: one, random: true },
    ],
    [
      'Discard a creature card: Draw a card.',
      {
        kind: 'discard',
        what: { nouns: ['card'], qualities: [{ kind: 'type', type: 'creature', negated: false }] },
        amount: one,
        random: false,
      },
    ],
    ['Remove a +1/+1 counter from ~: Draw a card.', { kind: 'removeCounters', counter: '+1/+1', amount: one }],
    ['Remove two charge counters from ~: Draw a card.', { kind: 'removeCounters', counter: 'charge', amount: two }],
    // 601.2b: a variable cost, its number announced as X is.
    [
      'Remove any number of storage counters from ~: Draw a card.',
      { kind: 'removeCounters', counter: 'storage', amount: { kind: 'variable', letter: 'X' } },
    ],
    [
      'Remove X storage counters from ~: Draw a card.',
      { kind: 'removeCounters', counter: 'storage', amount: { kind: 'variable', letter: 'X' } },
    ],
    [
      'Tap an untapped creature you control: Draw a card.',
      {
        kind: 'tapUntapped',
        what: {
          nouns: ['creature'],
          qualities: [
            { kind: 'tapped', tapped: false },
            { kind: 'controller', who: 'you' },
          ],
        },
        amount: one,
      },
    ],
    [
      'Tap two untapped Clerics you control: Draw a card.',
      {
        kind: 'tapUntapped',
        what: {
          nouns: ['permanent'],
          qualities: [
            { kind: 'tapped', tapped: false },
            { kind: 'subtype', subtype: 'Cleric', negated: false },
            { kind: 'controller', who: 'you' },
          ],
        },
        amount: two,
      },
    ],
    [
      'Exile a card from your graveyard: Draw a card.',
      {
        kind: 'exileFromGraveyard',
        what: { nouns: ['card'], qualities: [{ kind: 'zone', zone: 'graveyard', whose: 'you' }] },
        amount: one,
      },
    ],
    [
      'Exile two creature cards from your graveyard: Draw a card.',
      {
        kind: 'exileFromGraveyard',
        what: {
          nouns: ['card'],
          qualities: [
            { kind: 'type', type: 'creature', negated: false },
            { kind: 'zone', zone: 'graveyard', whose: 'you' },
          ],
        },
        amount: two,
      },
    ],
    [
      'Exile a blue card from your hand: Draw a card.',
      {
        kind: 'exileFromHand',
        what: {
          nouns: ['card'],
          qualities: [
            { kind: 'color', color: 'U', negated: false },
            { kind: 'zone', zone: 'hand', whose: 'you' },
          ],
        },
        amount: one,
      },
    ],
    [
      "Return two Islands you control to their owner's hand: Draw a card.",
      {
        kind: 'returnToHand',
        what: {
          nouns: ['permanent'],
          qualities: [
            { kind: 'subtype', subtype: 'Island', negated: false },
            { kind: 'controller', who: 'you' },
          ],
        },
        amount: two,
      },
    ],
  ])('%s', (text, cost) => {
    expect(costs(text)).toEqual([cost]);
  });

  it('composes with other costs: {1}{B}, {T}, Sacrifice another creature', () => {
    expect(costs('{1}{B}, {T}, Sacrifice another creature: Draw a card.').map((c) => c.kind)).toEqual([
      'mana',
      'tap',
      'sacrifice',
    ]);
  });

  it('"Return ~ to its owner\'s hand" returns the source itself', () => {
    expect(costs("{R}, Return ~ to its owner's hand: Draw a card.")).toEqual([
      { kind: 'mana', mana: [{ kind: 'colored', color: 'R' }] },
      { kind: 'returnSelfToHand' },
    ]);
  });

  it('refuses "Return ~ to its owner\'s hand" with an effect on what ~ is attached to (it is attached to nothing then)', () => {
    const result = parseAbilityText(
      "{1}{G}{U}, Return ~ to its owner's hand: Put two +1/+1 counters on enchanted creature.",
      1,
      [],
    );
    expect(result.abilities[0]?.kind).toBe('unparsed');
    expect(result.problem?.message).toContain('attached to');
  });

  it('"Sacrifice this creature" is still sacrificing ~', () => {
    expect(costs('Sacrifice ~: Draw a card.')).toEqual([{ kind: 'sacrificeSelf' }]);
    // 701.39a.
    expect(costs('{T}, Exert ~: Draw a card.')).toEqual([{ kind: 'tap' }, { kind: 'exertSelf' }]);
  });

  it.each([
    ['Sacrifice a wombat: Draw a card.', 'Sacrifice '.length, 'what to sacrifice'],
    ['Discard a creature: Draw a card.', 'Discard a '.length, "'card'"],
    ['Tap a creature you control: Draw a card.', 'Tap '.length, 'what to tap'],
    // Not a cost (it must be from ~), but an effect's words (122.1): the colon after them is what is not understood.
    [
      'Remove a +1/+1 counter from target creature: Draw a card.',
      'Remove a +1/+1 counter from target creature'.length,
      "'.'",
    ],
    ["Return a creature to its owner's hand: Draw a card.", 'Return '.length, 'what to return'],
  ])('refuses %s at the first word not understood', (text, start, message) => {
    const result = parseAbilityText(text, 1, []);
    expect(result.abilities[0]?.kind).toBe('unparsed');
    expect(result.problem?.start).toBe(start);
    expect(result.problem?.message).toContain(message);
  });

  it('leaves effects that start with the same verbs to the effect grammar', () => {
    const result = parseAbilityText('Exile the top card of your library.', 1, []);
    expect(result.problem?.message ?? '').not.toContain('a card from your graveyard');
  });
});

describe('activation restrictions (602.5b)', () => {
  it.each([
    ['{T}: Draw a card. Activate only as a sorcery.', [{ kind: 'sorcerySpeed' }]],
    ['{T}: Draw a card. Activate this ability only any time you could cast a sorcery.', [{ kind: 'sorcerySpeed' }]],
    [
      '{T}: Draw a card. Activate only during your turn.',
      [{ kind: 'window', parts: [{ kind: 'turn', whose: 'you' }] }],
    ],
    [
      '{T}: Draw a card. Activate this ability only during your upkeep.',
      [
        {
          kind: 'window',
          parts: [
            { kind: 'turn', whose: 'you' },
            { kind: 'during', period: 'upkeep' },
          ],
        },
      ],
    ],
    ['{1}: ~ gets +1/+1 until end of turn. Activate only once each turn.', [{ kind: 'perTurn', count: 1 }]],
    ['{1}: Draw a card. Activate no more than twice each turn.', [{ kind: 'perTurn', count: 2 }]],
    [
      '{B}: ~ gets +1/+0 until end of turn. Activate this ability no more than three times each turn.',
      [{ kind: 'perTurn', count: 3 }],
    ],
    ['{1}: Draw a card. Activate only no more than twice each turn.', [{ kind: 'perTurn', count: 2 }]],
    [
      '{1}: Draw a card. Activate this ability only during your turn and only once each turn.',
      [
        { kind: 'window', parts: [{ kind: 'turn', whose: 'you' }] },
        { kind: 'perTurn', count: 1 },
      ],
    ],
    [
      '{T}: Draw a card. Activate only if you control five or more lands.',
      [
        {
          kind: 'condition',
          condition: {
            kind: 'count',
            of: { nouns: ['land'], qualities: [{ kind: 'controller', who: 'you' }] },
            op: '>=',
            value: 5,
          },
        },
      ],
    ],
    ['{T}: Draw a card.', []],
  ])('%s', (text, expected) => {
    if (expected === null) {
      expect(parseAbilityText(text, 1, []).abilities[0]?.kind).toBe('unparsed');
      return;
    }
    expect(restrictions(text)).toEqual(expected);
    expect(activated(text).effects).toHaveLength(1);
  });

  it('refuses an unknown restriction at its first unknown word', () => {
    const text = '{T}: Draw a card. Activate only when the moon is full.';
    const result = parseAbilityText(text, 1, []);
    expect(result.abilities[0]?.kind).toBe('unparsed');
    expect(result.problem?.start).toBe(text.indexOf('when'));
    expect(result.problem?.message).toContain("'as a sorcery'");
  });

  it('reads "during your turn, before attackers are declared" as one window (506.6a)', () => {
    const text = '{T}: Draw a card. Activate only during your turn, before attackers are declared.';
    expect(restrictions(text)).toEqual([
      {
        kind: 'window',
        parts: [
          { kind: 'turn', whose: 'you' },
          { kind: 'before', moment: 'attackersDeclared' },
        ],
      },
    ]);
  });

  it('reads "Any player may activate this ability" (602.2), alone or with "but only …"', () => {
    const alone = activated('{3}: Put a +1/+1 counter on ~. Any player may activate this ability.');
    expect(alone.anyPlayer).toBe(true);
    expect(alone.restrictions).toEqual([]);
    const sorcery = activated(
      '{2}: Draw a card. Any player may activate this ability but only any time they could cast a sorcery.',
    );
    expect(sorcery.anyPlayer).toBe(true);
    expect(sorcery.restrictions).toEqual([{ kind: 'sorcerySpeed' }]);
    expect(activated('{T}: Draw a card.').anyPlayer).toBeUndefined();
  });

  it('still names an unknown effect word before the restriction', () => {
    const text = '{T}: Venture into the dungeon. Activate only as a sorcery.';
    const result = parseAbilityText(text, 1, []);
    expect(result.problem?.start).toBe(text.indexOf('Venture'));
  });
});

describe('loyalty abilities (606.2, 209.1)', () => {
  it.each([
    ['+1: Draw a card.', { kind: 'loyalty', sign: 1, amount: one }],
    ['\u22122: Draw a card.', { kind: 'loyalty', sign: -1, amount: two }],
    ['-2: Draw a card.', { kind: 'loyalty', sign: -1, amount: two }],
    ['0: Draw a card.', { kind: 'loyalty', sign: 1, amount: { kind: 'fixed', value: 0 } }],
    [
      '\u2212X: ~ deals X damage to any target.',
      { kind: 'loyalty', sign: -1, amount: { kind: 'variable', letter: 'X' } },
    ],
    ['-10: Draw a card.', { kind: 'loyalty', sign: -1, amount: { kind: 'fixed', value: 10 } }],
  ])('%s', (text, expected) => {
    expect(costs(text)).toEqual([expected]);
    expect(activated(text).restrictions).toEqual([]);
  });

  it('is never a mana ability (605.1a): "\u22121: Add {R}{R}." uses the stack', () => {
    expect(activated('-1: Add {R}{R}.').isManaAbility).toBe(false);
  });

  it('refuses a loyalty line whose effect is not understood, at the effect', () => {
    const text = '+1: Venture into the dungeon.';
    const result = parseAbilityText(text, 1, []);
    expect(result.abilities[0]?.kind).toBe('unparsed');
    expect(result.problem?.start).toBe(text.indexOf('Venture'));
  });

  it('reads an unsigned number only as "0:" and never inside a cost list', () => {
    for (const text of ['2: Draw a card.', '{T}, +1: Draw a card.', '+1, {T}: Draw a card.']) {
      expect(parseAbilityText(text, 1, []).abilities[0]?.kind).toBe('unparsed');
    }
  });
});
