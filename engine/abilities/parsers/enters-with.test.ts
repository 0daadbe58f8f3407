import { describe, expect, it } from 'vitest';
import type { Amount, StaticEffect } from '../../templates/card-template.js';
import { parseAbilityText } from '../parse-ability.js';

const effects = (text: string): unknown[] => {
  const result = parseAbilityText(text, 1, []);
  expect(result.problem).toBeNull();
  return result.abilities.map((a) => (a.kind === 'static' ? a.effect : a.kind));
};
const entersWith = (fields: Partial<Extract<StaticEffect, { kind: 'entersWith' }>>): StaticEffect => ({
  kind: 'entersWith',
  tapped: false,
  counters: [],
  condition: null,
  unless: false,
  ...fields,
});
const fixed = (value: number) => ({ kind: 'fixed', value }) as const;
const youControl = { kind: 'controller', who: 'you' } as const;

describe('"~ enters the battlefield with …" (614.1c)', () => {
  it('reads counters of any kind, fixed or X, in both wordings', () => {
    expect(effects('~ enters the battlefield with three +1/+1 counters on it.')).toEqual([
      entersWith({ counters: [{ counter: '+1/+1', amount: fixed(3) }] }),
    ]);
    expect(effects('~ enters with X charge counters on it.')).toEqual([
      entersWith({ counters: [{ counter: 'charge', amount: { kind: 'variable', letter: 'X' } }] }),
    ]);
    expect(effects('~ enters the battlefield tapped with two depletion counters on it.')).toEqual([
      entersWith({ tapped: true, counters: [{ counter: 'depletion', amount: fixed(2) }] }),
    ]);
  });

  it('reads "You may have ~ enter the battlefield with …" as a choice made as it enters (702.98a)', () => {
    expect(effects('You may have ~ enter the battlefield with a +1/+1 counter on it.')).toEqual([
      entersWith({ counters: [{ counter: '+1/+1', amount: fixed(1) }], optional: true }),
    ]);
    expect(
      parseAbilityText(
        'You may have ~ enter the battlefield with a +1/+1 counter on it if you control a Forest.',
        1,
        [],
      ).problem,
    ).not.toBeNull();
  });

  it('reads "an additional" counter and "If you don\'t, it gains haste." (riot, 702.136a)', () => {
    const text =
      "You may have ~ enter the battlefield with an additional +1/+1 counter on it. If you don't, it gains haste.";
    expect(effects(text)).toEqual([
      entersWith({
        counters: [{ counter: '+1/+1', amount: fixed(1) }],
        optional: true,
        otherwise: [{ kind: 'addKeywords', keywords: ['haste'] }],
      }),
    ]);
    // Only what "it" gets: another effect is refused.
    const refused = parseAbilityText(
      "You may have ~ enter the battlefield with a +1/+1 counter on it. If you don't, draw a card.",
      1,
      [],
    ).problem;
    expect(refused?.message).toMatch(/what it gets if you don't/);
  });

  it('reads the condition first: "If ~ was kicked, it enters …" (702.33d)', () => {
    expect(effects('If ~ was kicked, it enters the battlefield with two +1/+1 counters on it.')).toEqual([
      entersWith({ counters: [{ counter: '+1/+1', amount: fixed(2) }], condition: { kind: 'kicked' } }),
    ]);
    expect(
      parseAbilityText(
        'If ~ was kicked, it enters the battlefield with two +1/+1 counters on it if you control a Forest.',
        1,
        [],
      ).problem,
    ).not.toBeNull();
  });

  it('reads what else it enters with: "… and with haste", "… and with "Pay 3 life: Regenerate ~."" (614.1c)', () => {
    expect(effects('If ~ was kicked, it enters the battlefield with two +1/+1 counters on it and with haste.')).toEqual(
      [
        entersWith({
          counters: [{ counter: '+1/+1', amount: fixed(2) }],
          condition: { kind: 'kicked' },
          gains: [{ kind: 'addKeywords', keywords: ['haste'] }],
        }),
      ],
    );
    expect(
      effects('~ enters the battlefield with a +1/+1 counter on it and with "Pay 3 life: Regenerate ~."'),
    ).toMatchObject([{ kind: 'entersWith', gains: [{ kind: 'addAbilities' }] }]);
    expect(
      parseAbilityText('~ enters the battlefield with a +1/+1 counter on it and with wibble.', 1, []).problem?.message,
    ).toMatch(/what else it enters with/);
  });

  it('reads counted amounts: "for each …", "a number of … equal to …", ", where X is …"', () => {
    const graveyardCreatures: Amount = {
      kind: 'count',
      of: {
        nouns: ['card'],
        qualities: [
          { kind: 'type', type: 'creature', negated: false },
          { kind: 'zone', zone: 'graveyard', whose: 'you' },
        ],
      },
      times: 1,
    };
    expect(
      effects('~ enters the battlefield with a +1/+1 counter on it for each creature card in your graveyard.'),
    ).toEqual([entersWith({ counters: [{ counter: '+1/+1', amount: graveyardCreatures }] })]);
    expect(
      effects(
        '~ enters the battlefield with a number of +1/+1 counters on it equal to the number of creature cards in your graveyard.',
      ),
    ).toEqual([entersWith({ counters: [{ counter: '+1/+1', amount: graveyardCreatures }] })]);
    expect(
      effects(
        '~ enters the battlefield with X +1/+1 counters on it, where X is the number of other creatures on the battlefield.',
      ),
    ).toEqual([
      entersWith({
        counters: [
          {
            counter: '+1/+1',
            amount: { kind: 'count', of: { nouns: ['creature'], qualities: [{ kind: 'other' }] }, times: 1 },
          },
        ],
      }),
    ]);
  });

  it('reads "tapped unless …" and "… if …" conditions, with "a Mountain or a Plains" as alternatives', () => {
    expect(effects('~ enters the battlefield tapped unless you control a Mountain or a Plains.')).toEqual([
      entersWith({
        tapped: true,
        unless: true,
        condition: {
          kind: 'count',
          of: {
            nouns: ['permanent'],
            qualities: [
              {
                kind: 'anyOf',
                qualities: [
                  { kind: 'subtype', subtype: 'Mountain', negated: false },
                  { kind: 'subtype', subtype: 'Plains', negated: false },
                ],
              },
              youControl,
            ],
          },
          op: '>=',
          value: 1,
        },
      }),
    ]);
    const [withIf] = effects('~ enters the battlefield with two +1/+1 counters on it if you control a Forest.');
    expect(withIf).toMatchObject({ unless: false, condition: { kind: 'count' } });
  });

  it('"tapped and doesn\'t untap during your untap step" is two abilities', () => {
    expect(effects("~ enters the battlefield tapped and doesn't untap during your untap step.")).toEqual([
      entersWith({ tapped: true }),
      'applied',
    ]);
  });

  it('leaves a plain "enters the battlefield tapped." to the enters-tapped implementation', () => {
    expect(effects('~ enters the battlefield tapped.')).toEqual(['applied']);
  });

  it('refuses what it cannot count, saying where', () => {
    const result = parseAbilityText('~ enters the battlefield with a +1/+1 counter on it for each time it was kicked.');
    expect(result.problem?.message).toContain("what to count after 'for each'");
    expect(
      parseAbilityText('~ enters the battlefield tapped unless you have two or more opponents.').problem,
    ).not.toBeNull();
  });
});

describe('escapes with (702.138c)', () => {
  it('"~ escapes with two +1/+1 counters on it." enters with them only if it escaped', () => {
    expect(effects('~ escapes with two +1/+1 counters on it.')).toEqual([
      entersWith({
        counters: [{ counter: '+1/+1', amount: { kind: 'fixed', value: 2 } }],
        condition: { kind: 'castFor', keyword: 'escape' },
      }),
    ]);
  });
});
