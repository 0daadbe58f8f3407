import { describe, expect, it } from 'vitest';
import type { TargetSlot } from './engine.js';
import { describeNext, endOpenSubject, stillChoosable, targetProgress, type PlannedSubject } from './target-plan.js';

const slot = (text: string, subject: number): TargetSlot => ({
  allowed: ['creature' as const],
  description: { nouns: ['creature'], qualities: [] },
  text,
  optional: false,
  subject,
});
const group = (text: string, subject: number, min: number, max: number | null): PlannedSubject => ({
  slot: slot(text, subject),
  min,
  max,
});

// "Up to two target creatures each get +1/+0 … and target player …": an optional subject before a required one.
const upToTwoThenPlayer = [group('up to two target creatures', 0, 0, 2), group('target player', 1, 1, 1)];

describe('target progress (601.2c)', () => {
  it('fills a subject to its most, then goes on to the next', () => {
    expect(targetProgress(upToTwoThenPlayer, 0, []).next).toMatchObject({ group: 0, number: 1, optional: true });
    expect(targetProgress(upToTwoThenPlayer, 2, []).next).toMatchObject({ group: 1, number: 1, optional: false });
    const done = targetProgress(upToTwoThenPlayer, 3, []);
    expect(done).toEqual({ counts: [2, 1], next: null, complete: true });
  });

  it('lets the user end an optional subject early; later required subjects still need their targets', () => {
    const one = targetProgress(upToTwoThenPlayer, 1, []);
    expect(one.complete).toBe(false);
    const ended = endOpenSubject(one);
    expect(ended).toEqual([1]);
    const after = targetProgress(upToTwoThenPlayer, 1, ended);
    expect(after.next).toMatchObject({ group: 1, number: 1 });
    expect(targetProgress(upToTwoThenPlayer, 2, ended)).toEqual({ counts: [1, 1], next: null, complete: true });
    // Ending with none chosen: the player is the first target.
    expect(targetProgress(upToTwoThenPlayer, 1, endOpenSubject(targetProgress(upToTwoThenPlayer, 0, [])))).toEqual({
      counts: [0, 1],
      next: null,
      complete: true,
    });
  });

  it('keeps "any number of" open, one more slot at a time', () => {
    const any = [group('any number of target creatures', 0, 0, null)];
    expect(targetProgress(any, 5, [])).toMatchObject({ counts: [5], complete: true, next: { number: 6, max: null } });
    expect(targetProgress(any, 5, [5])).toEqual({ counts: [5], next: null, complete: true });
  });

  it('is complete only when the open subject and the later ones have their fewest', () => {
    const required = [group('target creature', 0, 1, 1), group('up to one target creature', 1, 0, 1)];
    expect(targetProgress(required, 0, []).complete).toBe(false);
    expect(targetProgress(required, 1, [])).toMatchObject({ complete: true, next: { group: 1, optional: true } });
  });

  it('offers no object twice to one subject (115.3), but again to the next subject', () => {
    const two = [group('two target creatures', 0, 2, 2), group('target creature', 1, 1, 1)];
    const legal = ['c1', 'c2', 'c3'];
    expect(stillChoosable(targetProgress(two, 1, []), ['c1'], legal)).toEqual(['c2', 'c3']);
    expect(stillChoosable(targetProgress(two, 2, []), ['c1', 'c2'], legal)).toEqual(legal);
    expect(stillChoosable(targetProgress(two, 3, []), ['c1', 'c2', 'c3'], legal)).toEqual([]);
  });

  it('describes the next target for the prompt', () => {
    const next = (g: PlannedSubject, taken: number) => describeNext(targetProgress([g], taken, []).next!);
    expect(next(group('target creature', 0, 1, 1), 0)).toBe('a target');
    expect(next(group('two target creatures', 0, 2, 2), 1)).toBe('target 2 of 2');
    expect(next(group('up to three target creatures', 0, 0, 3), 1)).toBe('target 2 (up to 3)');
    expect(next(group('any number of target creatures', 0, 0, null), 3)).toBe('target 4 (any number)');
  });
});
