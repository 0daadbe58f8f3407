import { describe, expect, it } from 'vitest';
import type { Effect, Subject } from '../../templates/card-template.js';
import { effectsOf, refusal } from './test-effects.js';

const eachPlayer: Subject = { kind: 'each', description: { nouns: ['player'], qualities: [] } };
const shuffle = (who: Subject, zones: ('hand' | 'graveyard')[]): Effect => ({ kind: 'shuffleIntoLibrary', who, zones });

describe('shuffling a hand and graveyard into a library (701.20a)', () => {
  it('"Each player shuffles their hand and graveyard into their library, then draws seven cards."', () => {
    expect(
      effectsOf('Each player shuffles their hand and graveyard into their library, then draws seven cards.'),
    ).toEqual([
      shuffle(eachPlayer, ['hand', 'graveyard']),
      { kind: 'drawCards', who: eachPlayer, amount: { kind: 'fixed', value: 7 } },
    ]);
  });

  it('the graveyard or the hand alone; "you" and "your"', () => {
    expect(effectsOf('Each player shuffles their graveyard into their library.')).toEqual([
      shuffle(eachPlayer, ['graveyard']),
    ]);
    expect(effectsOf('Shuffle your hand into your library.')).toEqual([shuffle({ kind: 'you' }, ['hand'])]);
  });

  it('refuses other zones and other libraries', () => {
    expect(refusal('Each player shuffles their exile into their library.')).not.toBeNull();
    expect(refusal('Each player shuffles their graveyard into your hand.')).not.toBeNull();
  });
});
