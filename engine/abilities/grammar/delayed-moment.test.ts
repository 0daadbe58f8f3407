import { describe, expect, it } from 'vitest';
import type { BeginningOfStep } from '../../templates/card-template.js';
import { delayedMoment } from './delayed-moment.js';
import { scan } from './test-scan.js';

describe('when a delayed triggered ability triggers (603.7)', () => {
  it.each<[string, BeginningOfStep]>([
    ['at the beginning of the next end step.', { kind: 'beginningOfStep', step: 'end', whose: 'each' }],
    ["at the beginning of the next turn's upkeep.", { kind: 'beginningOfStep', step: 'upkeep', whose: 'each' }],
    ['at the beginning of your next upkeep.', { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' }],
    ['At the beginning of the next upkeep, draw', { kind: 'beginningOfStep', step: 'upkeep', whose: 'each' }],
    // 514.3a.
    ['at the beginning of the next cleanup step.', { kind: 'beginningOfStep', step: 'cleanup', whose: 'each' }],
    ['at end of combat.', { kind: 'beginningOfStep', step: 'endOfCombat', whose: 'each' }],
  ])('%s', (text, expected) => {
    const { value, rest } = scan(delayedMoment, text);
    expect(value).toEqual(expected);
    expect(rest).toBe(text.endsWith('draw') ? ', draw' : '.');
  });

  it.each([
    'at the beginning of your upkeep',
    'at the beginning of the next wibble',
    'until end of turn',
    // A cleanup step is no step of a player's own: only "the next" one.
    'at the beginning of your next cleanup step',
  ])('leaves "%s" alone', (text) => {
    expect(scan(delayedMoment, text)).toEqual({ value: null, rest: text });
  });
});
