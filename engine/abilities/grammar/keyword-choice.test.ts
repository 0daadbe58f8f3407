import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';
import { effectsOf, refusal } from '../effects/test-effects.js';

describe('keywords and counters "of your choice" (608.2d, 614.12)', () => {
  it('"gains your choice of flying, trample, or haste": one of them, chosen as it resolves', () => {
    expect(
      effectsOf('Target artifact creature gains your choice of flying, trample, or haste until end of turn.'),
    ).toEqual([
      expect.objectContaining({
        kind: 'modify',
        modifications: [{ kind: 'addKeywords', keywords: ['flying', 'trample', 'haste'], oneOf: true }],
        duration: 'endOfTurn',
      }),
    ]);
  });

  it('after "gets +1/+1 and", two alternatives with "or"; "loses your choice of …"', () => {
    expect(
      effectsOf('Target creature gets +1/+1 and gains your choice of deathtouch or lifelink until end of turn.')[0],
    ).toMatchObject({
      modifications: [{ kind: 'ptChange' }, { kind: 'addKeywords', keywords: ['deathtouch', 'lifelink'], oneOf: true }],
    });
    expect(
      effectsOf('Target creature loses your choice of flying, first strike, or trample until end of turn.')[0],
    ).toMatchObject({
      modifications: [{ kind: 'removeKeywords', keywords: ['flying', 'first strike', 'trample'], oneOf: true }],
    });
  });

  it('refused when an alternative is no keyword ("protection from red")', () => {
    expect(
      refusal(
        'Until end of turn, ~ gets -1/-1 and gains your choice of double strike, protection from red, or vigilance.',
        '~',
      )?.at,
    ).toMatch(/^protection from red/);
  });

  it('"~ enters the battlefield with your choice of a flying counter or a first strike counter on it."', () => {
    const [ability] = parseAbilityText(
      '~ enters the battlefield with your choice of a flying counter or a first strike counter on it.',
      1,
      ['~'],
    ).abilities;
    expect(ability).toMatchObject({
      kind: 'static',
      effect: {
        kind: 'entersWith',
        counters: [
          { counter: 'flying', amount: { kind: 'fixed', value: 1 } },
          { counter: 'first strike', amount: { kind: 'fixed', value: 1 } },
        ],
        oneOf: true,
      },
    });
  });
});
