import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const parse = (text: string) => parseAbilityText(text, 1, ['Test Spell']);
const one = { kind: 'fixed', value: 1 } as const;

describe('alternative costs (118.9)', () => {
  it('"You may pay {W}{U}{B}{R}{G} rather than pay ~\'s mana cost." is mana instead of the mana cost', () => {
    expect(parse("You may pay {W}{U}{B}{R}{G} rather than pay Test Spell's mana cost.").abilities).toEqual([
      {
        kind: 'alternativeCost',
        line: 1,
        text: "You may pay {W}{U}{B}{R}{G} rather than pay ~'s mana cost.",
        costs: [
          {
            kind: 'mana',
            mana: (['W', 'U', 'B', 'R', 'G'] as const).map((color) => ({ kind: 'colored', color })),
          },
        ],
        conditions: [],
      },
    ]);
  });

  it('reads several costs from the cost grammar, joined by "and"', () => {
    const [ability] = parse(
      "You may pay 1 life and exile a blue card from your hand rather than pay Test Spell's mana cost.",
    ).abilities;
    expect(ability).toMatchObject({
      kind: 'alternativeCost',
      costs: [
        { kind: 'payLife', amount: 1 },
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
    });
  });

  it('a condition first: "If you control a Forest, you may sacrifice a Forest rather than pay ~\'s mana cost."', () => {
    const [ability] = parse(
      "If you control a Forest, you may sacrifice a Forest rather than pay Test Spell's mana cost.",
    ).abilities;
    const forest = { kind: 'subtype', subtype: 'Forest', negated: false };
    expect(ability).toMatchObject({
      kind: 'alternativeCost',
      costs: [{ kind: 'sacrifice', what: { nouns: ['permanent'], qualities: [forest] }, amount: one }],
      conditions: [{ kind: 'count', op: '>=', value: 1 }],
    });
  });

  it.each([
    [
      "If it's not your turn, you may exile a green card from your hand rather than pay ~'s mana cost.",
      'exileFromHand',
    ],
    ["You may return two Islands you control to their owner's hand rather than pay ~'s mana cost.", 'returnToHand'],
    ["You may discard a Mountain card rather than pay ~'s mana cost.", 'discard'],
    [
      "If you control a Plains, you may tap an untapped creature you control rather than pay ~'s mana cost.",
      'tapUntapped',
    ],
    ["You may sacrifice four Eldrazi Spawn rather than pay this spell's mana cost.", 'sacrifice'],
  ])('%s', (text, kind) => {
    const { abilities, problem } = parse(text);
    expect(problem).toBeNull();
    expect(abilities[0]?.kind === 'alternativeCost' && abilities[0].costs.map((c) => c.kind)).toEqual([kind]);
  });

  it('"You may cast ~ without paying its mana cost." costs nothing', () => {
    expect(
      parse('If you control a Swamp, you may cast Test Spell without paying its mana cost.').abilities,
    ).toMatchObject([{ kind: 'alternativeCost', costs: [], conditions: [{ kind: 'count' }] }]);
  });

  it.each([
    ['You may pay {W} rather than pay the mana cost for spells that you cast.', 'the mana cost for spells'],
    ["You may wibble a card rather than pay ~'s mana cost.", 'wibble a card'],
  ])('refuses %s at %s', (text, at) => {
    const { problem } = parse(text);
    expect(problem && text.slice(problem.start).startsWith(at)).toBe(true);
  });
});

describe('evoke (702.74a)', () => {
  it('"Evoke {2}{U}" is an alternative cost and a sacrifice trigger when cast for it', () => {
    const { abilities, problem } = parse(
      "Evoke {2}{U} (You may cast this spell for its evoke cost. If you do, it's sacrificed when it enters the battlefield.)",
    );
    expect(problem).toBeNull();
    expect(abilities).toEqual([
      {
        kind: 'alternativeCost',
        line: 1,
        text: 'Evoke {2}{U}',
        costs: [
          {
            kind: 'mana',
            mana: [
              { kind: 'generic', amount: 2 },
              { kind: 'colored', color: 'U' },
            ],
          },
        ],
        conditions: [],
        keyword: 'evoke',
      },
      {
        kind: 'triggered',
        line: 1,
        text: 'Evoke {2}{U}',
        trigger: {
          event: { kind: 'zoneChange', what: { kind: 'self' }, from: null, to: 'battlefield' },
          condition: { kind: 'castFor', keyword: 'evoke' },
        },
        effects: [{ kind: 'sacrifice', who: { kind: 'you' }, what: { kind: 'self' }, chosen: null, amount: one }],
      },
    ]);
  });

  it('"Evoke—Exile a green card from your hand." takes a cost after a dash', () => {
    expect(parse('Evoke—Exile a green card from your hand.').abilities[0]).toMatchObject({
      kind: 'alternativeCost',
      costs: [{ kind: 'exileFromHand' }],
      keyword: 'evoke',
    });
  });
});
