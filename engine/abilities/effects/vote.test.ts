import { describe, expect, it } from 'vitest';
import { effectsOf, refusal } from './test-effects.js';

describe('votes (701.32)', () => {
  it('"Starting with you, each player votes for time or knowledge." and "If … gets more votes [or the vote is tied], …"', () => {
    expect(
      effectsOf(
        'Starting with you, each player votes for time or knowledge. If time gets more votes, take an extra turn after this one. If knowledge gets more votes or the vote is tied, draw three cards.',
      ),
    ).toEqual([
      { kind: 'vote', options: ['time', 'knowledge'] },
      {
        kind: 'conditional',
        condition: { kind: 'vote', option: 'time', orTied: false },
        effects: [{ kind: 'extraTurn', who: { kind: 'you' } }],
        otherwise: [],
      },
      {
        kind: 'conditional',
        condition: { kind: 'vote', option: 'knowledge', orTied: true },
        effects: [{ kind: 'drawCards', who: { kind: 'you' }, amount: { kind: 'fixed', value: 3 } }],
        otherwise: [],
      },
    ]);
  });

  it('"for each sprout vote": the votes a word got, times the amount', () => {
    const effects = effectsOf(
      'Starting with you, each player votes for sprout or harvest. Put two +1/+1 counters on ~ for each sprout vote. You gain 3 life for each harvest vote.',
      '~',
    );
    expect(effects[1]).toMatchObject({ kind: 'putCounters', amount: { kind: 'votes', option: 'sprout', times: 2 } });
    expect(effects[2]).toMatchObject({ kind: 'gainLife', amount: { kind: 'votes', option: 'harvest', times: 3 } });
  });

  it('refused: a word no vote offered before, "or the vote is tied" with three options, objects voted for', () => {
    expect(refusal('Draw a card for each death vote.')).not.toBeNull();
    expect(
      refusal('Starting with you, each player votes for death or taxes. If carnage gets more votes, draw a card.'),
    ).not.toBeNull();
    expect(
      refusal(
        'Starting with you, each player votes for a, b, or c. If b gets more votes or the vote is tied, draw a card.',
      ),
    ).not.toBeNull();
    expect(
      refusal("Starting with you, each player votes for a nonland permanent you don't control. Exile it."),
    ).not.toBeNull();
  });
});
