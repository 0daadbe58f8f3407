import { describe, expect, it } from 'vitest';
import { safeFileName } from './file-name.js';

describe('safeFileName', () => {
  it.each([
    ['Fire // Ice', 'Fire - Ice.card'],
    ['Shock', 'Shock.card'],
    ['"Ach! Hans, Run!"', 'Ach! Hans, Run!.card'],
    ['B.F.M. (Big Furry Monster)', 'B.F.M. (Big Furry Monster).card'],
    ['What?/Why:*<>|\\', 'WhatWhy.card'],
    ['Con', 'Con_.card'],
    ['...', 'card.card'],
    ['Trailing dot.', 'Trailing dot.card'],
    ['極楽鳥', '極楽鳥.card'],
  ])('%s → %s', (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });

  it('keeps long names short', () => {
    expect(safeFileName('x'.repeat(300)).length).toBeLessThanOrEqual(85);
  });
});
