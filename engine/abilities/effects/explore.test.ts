import { describe, expect, it } from 'vitest';
import { effectsOf, refusal } from './test-effects.js';

describe('explore (701.40a)', () => {
  it('reads "it explores", "Target creature you control explores." and "then it explores again"', () => {
    expect(effectsOf('When ~ enters the battlefield, it explores.')).toEqual([
      { kind: 'explore', what: { kind: 'it' } },
    ]);
    expect(effectsOf('Target creature you control explores.')).toMatchObject([
      { kind: 'explore', what: { kind: 'target', description: { nouns: ['creature'] } } },
    ]);
    expect(effectsOf('When ~ enters the battlefield, it explores, then it explores again.')).toEqual([
      { kind: 'explore', what: { kind: 'it' } },
      { kind: 'explore', what: { kind: 'it' } },
    ]);
  });

  it('only a permanent explores', () => {
    expect(refusal('Explore.')).not.toBeNull();
    expect(refusal('Target player explores.')).not.toBeNull();
  });
});
