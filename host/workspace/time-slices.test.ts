import { describe, expect, it } from 'vitest';
import { timeSlices } from './time-slices.js';

/** Whether a callback queued for the next turn of the event loop ran while `work` was awaited. */
async function letTheLoopTurn(work: () => Promise<void>): Promise<boolean> {
  let turned = false;
  const timer = setImmediate(() => (turned = true));
  await work();
  clearImmediate(timer);
  return turned;
}

describe('timeSlices', () => {
  it('gives the event loop a turn only once a slice of time is used up, then starts a new slice', async () => {
    let clock = 0;
    const slice = timeSlices(10, () => clock);
    clock = 9;
    expect(await letTheLoopTurn(slice)).toBe(false);
    clock = 10;
    expect(await letTheLoopTurn(slice)).toBe(true);
    clock = 15;
    expect(await letTheLoopTurn(slice)).toBe(false);
    clock = 20;
    expect(await letTheLoopTurn(slice)).toBe(true);
  });
});
