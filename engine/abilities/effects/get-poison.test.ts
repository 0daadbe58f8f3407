import { describe, expect, it } from 'vitest';
import { effectsOf } from './test-effects.js';

describe('poison counters (122.1f)', () => {
  it('reads "[player] gets a poison counter" as a poison counter put on that player', () => {
    expect(effectsOf('Target player gets a poison counter.')).toMatchObject([
      {
        kind: 'putCounters',
        what: { kind: 'target', count: 1 },
        counter: 'poison',
        amount: { kind: 'fixed', value: 1 },
      },
    ]);
    expect(effectsOf('Each player gets two poison counters.')?.[0]).toMatchObject({
      counter: 'poison',
      amount: { kind: 'fixed', value: 2 },
    });
  });

  it('reads the player named before ("its controller", "defending player") and after other verbs', () => {
    expect(effectsOf('Destroy target creature with flying. Its controller gets a poison counter.')[1]).toMatchObject({
      kind: 'putCounters',
      what: { kind: 'controllerOf' },
      counter: 'poison',
    });
    expect(effectsOf("Whenever ~ attacks and isn't blocked, defending player gets a poison counter.")[0]).toMatchObject(
      { what: { kind: 'defendingPlayer' }, counter: 'poison' },
    );
  });
});
