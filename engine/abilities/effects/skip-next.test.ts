import { describe, expect, it } from 'vitest';
import { effectsOf } from './test-effects.js';

describe('skipping next turns and untap steps (614.10)', () => {
  it('reads "you skip your next turn", "… next two turns" and "[player] skips their next untap step"', () => {
    expect(effectsOf('When ~ enters the battlefield, you skip your next turn.')).toEqual([
      { kind: 'skipNext', who: { kind: 'you' }, what: 'turn', count: 1 },
    ]);
    expect(effectsOf('When ~ enters the battlefield, you skip your next two turns.')).toEqual([
      { kind: 'skipNext', who: { kind: 'you' }, what: 'turn', count: 2 },
    ]);
    expect(effectsOf('Skip your next turn.')).toEqual([
      { kind: 'skipNext', who: { kind: 'you' }, what: 'turn', count: 1 },
    ]);
    expect(
      effectsOf('Whenever ~ deals combat damage to a player, that player skips their next untap step.'),
    ).toMatchObject([{ kind: 'skipNext', who: { kind: 'thatPlayer' }, what: 'untapStep', count: 1 }]);
  });

  it('refuses a phase it does not skip', () => {
    expect(() => effectsOf('Target player skips their next combat phase.')).toThrow();
  });
});
