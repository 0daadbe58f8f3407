import { describe, expect, it } from 'vitest';
import { effectsOf } from './test-effects.js';

describe('object verbs and "and"', () => {
  it('reads "tap that creature and it doesn\'t untap …" as two clauses, not two objects', () => {
    const effects = effectsOf(
      "Whenever ~ deals combat damage to a creature, tap that creature and it doesn't untap during its controller's next untap step.",
    );
    expect(effects).toMatchObject([
      { kind: 'tap', what: { kind: 'it' } },
      { kind: 'modify', what: { kind: 'it' }, duration: 'untilNextUntapStep' },
    ]);
    expect(effectsOf('Destroy target creature and target land.')).toHaveLength(2);
  });

  it('reads "~ doesn\'t untap during your next untap step" with its own duration', () => {
    expect(effectsOf("{T}: Add {U} or {B}. ~ doesn't untap during your next untap step.")[1]).toMatchObject({
      kind: 'modify',
      what: { kind: 'self' },
      duration: 'untilYourNextUntapStep',
    });
  });
});
