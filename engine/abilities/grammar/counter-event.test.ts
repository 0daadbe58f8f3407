import { describe, expect, it } from 'vitest';
import { watchedCounters } from './counter-event.js';
import { watchedTokens } from './token-event.js';
import { scan } from './test-scan.js';

const yours = { kind: 'controller', who: 'you' };

describe('counters and tokens as events (614.1a, 122.6, 111.1)', () => {
  it.each([
    [
      'one or more +1/+1 counters would be put on a creature you control, twice',
      { on: { kind: 'permanent', description: { nouns: ['creature'], qualities: [yours] } }, counter: '+1/+1' },
      ', twice',
    ],
    [
      'one or more counters would be put on an artifact or creature you control,',
      {
        on: { kind: 'permanent', description: { nouns: ['artifact', 'creature'], qualities: [yours] } },
        counter: null,
      },
      ',',
    ],
    ['you would get one or more counters, you', { on: { kind: 'player', who: 'you' }, counter: null }, ', you'],
  ])('reads "%s"', (text, value, rest) => {
    expect(scan(watchedCounters, text)).toEqual({ value, rest });
  });

  it.each([
    'one or more tokens would be created,',
    'you would gain life,',
    'one or more +1/+1 counters would be removed',
  ])('is not "%s", and stays where it was', (text) => {
    expect(scan(watchedCounters, text)).toEqual({ value: null, rest: text });
  });

  it('tokens: "one or more tokens would be created [under your control]"', () => {
    expect(scan(watchedTokens, 'one or more tokens would be created, twice')).toEqual({
      value: { who: null, byEffect: false },
      rest: ', twice',
    });
    expect(scan(watchedTokens, 'one or more tokens would be created under your control,')).toEqual({
      value: { who: 'you', byEffect: false },
      rest: ',',
    });
  });
});
