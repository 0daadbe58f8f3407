import { describe, expect, it } from 'vitest';
import type { Duration } from '../../templates/card-template.js';
import { effectDuration } from './duration.js';
import { scan } from './test-scan.js';

describe('effect durations (611.2)', () => {
  it.each<[string, Duration]>([
    ['until end of turn.', 'endOfTurn'],
    ['until your next turn.', 'untilYourNextTurn'],
    ['for as long as ~ remains tapped.', 'whileSourceTapped'],
    ['for as long as you control ~.', 'whileYouControlSource'],
    ['for as long as you control ~ and ~ remains tapped.', 'whileYouControlSourceTapped'],
    ['for as long as ~ remains on the battlefield.', 'whileSourceOnBattlefield'],
    ['until ~ leaves the battlefield.', 'whileSourceOnBattlefield'],
  ])('reads "%s"', (text, duration) => {
    expect(scan(effectDuration, text)).toEqual({ value: duration, rest: '.' });
  });

  it('reads nothing, without moving, where no duration starts or an unknown one does', () => {
    expect(scan(effectDuration, 'this turn.')).toEqual({ value: null, rest: 'this turn.' });
    expect(scan(effectDuration, 'until your next upkeep.')).toEqual({ value: null, rest: 'until your next upkeep.' });
    expect(scan(effectDuration, 'for each creature.')).toEqual({ value: null, rest: 'for each creature.' });
  });
});
