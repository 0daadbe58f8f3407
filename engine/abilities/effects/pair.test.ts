import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';
import { effectsOf, refusal } from './test-effects.js';

const unpairedYours = {
  nouns: ['creature'],
  qualities: [{ kind: 'paired', paired: false }, { kind: 'controller', who: 'you' }, { kind: 'other' }],
};

describe('soulbond (702.95)', () => {
  it('"pair ~ with another unpaired creature you control" (chosen as it resolves), "pair that creature with ~"', () => {
    expect(effectsOf('Pair Test Card with another unpaired creature you control.')).toEqual([
      { kind: 'pair', what: { kind: 'self' }, with: { kind: 'chosen', description: unpairedYours, count: 1 } },
    ]);
    expect(
      effectsOf(
        'Whenever another creature enters the battlefield under your control, you may pair that creature with Test Card.',
      ),
    ).toEqual([
      { kind: 'optional', effects: [{ kind: 'pair', what: { kind: 'it' }, with: { kind: 'self' } }], ifYouDo: [] },
    ]);
    expect(refusal('Pair Test Card with target creature.')).not.toBeNull();
    expect(refusal('Pair Test Card with another creature an opponent controls.')).not.toBeNull();
  });

  it('"Soulbond" is its two triggered abilities, with their intervening "if"s (603.4)', () => {
    const abilities = parseAbilityText('Soulbond', 1, ['Test Card']).abilities;
    expect(abilities).toMatchObject([
      {
        kind: 'triggered',
        text: 'Soulbond',
        trigger: {
          event: { kind: 'zoneChange', what: { kind: 'self' }, to: 'battlefield' },
          condition: { kind: 'count', of: unpairedYours, op: '>=', value: 1 },
        },
        effects: [{ kind: 'optional', effects: [{ kind: 'pair', what: { kind: 'self' } }] }],
      },
      {
        kind: 'triggered',
        trigger: {
          event: { kind: 'zoneChange', what: { kind: 'matching' }, to: 'battlefield' },
          condition: {
            kind: 'objectIs',
            what: 'self',
            description: { qualities: [{ kind: 'paired', paired: false }] },
          },
        },
        effects: [{ kind: 'optional', effects: [{ kind: 'pair', what: { kind: 'it' }, with: { kind: 'self' } }] }],
      },
    ]);
  });

  it('"As long as ~ is paired with another creature, both creatures have …" / "each of those creatures gets …"', () => {
    const condition = {
      kind: 'objectIs',
      what: 'self',
      description: { nouns: [], qualities: [{ kind: 'paired', paired: true }] },
    };
    for (const text of [
      'As long as Test Card is paired with another creature, both creatures have reach.',
      'As long as Test Card is paired with another creature, each of those creatures gets +2/+2.',
      'As long as Test Card is paired with another creature, each of those creatures has "{R}: Test Card gets +1/+0 until end of turn."',
    ]) {
      expect(parseAbilityText(text, 1, ['Test Card']).abilities).toMatchObject([
        { kind: 'static', effect: { kind: 'continuous', affected: { kind: 'paired' }, condition } },
      ]);
    }
    // "both creatures" names the pair only after that condition.
    expect(parseAbilityText('Both creatures have reach.', 1, ['Test Card']).problem).not.toBeNull();
  });
});
