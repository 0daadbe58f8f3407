import { describe, expect, it } from 'vitest';
import { triggerEvent } from './trigger.js';
import { scan } from './test-scan.js';
import { variantEvent } from './variant-event.js';

describe('Planechase and Archenemy trigger events', () => {
  it('reads "you roll {CHAOS}" (901.9b) and "you set this scheme in motion" (701.25)', () => {
    expect(scan(variantEvent, 'you roll {CHAOS}, draw a card')).toEqual({
      value: { kind: 'planarChaos' },
      rest: ', draw a card',
    });
    expect(scan(triggerEvent, 'you set this scheme in motion, draw')).toEqual({
      value: { kind: 'setInMotion' },
      rest: ', draw',
    });
  });

  it('leaves other "you" events alone', () => {
    expect(scan(variantEvent, 'you roll a die')).toEqual({ value: null, rest: 'you roll a die' });
    expect(scan(variantEvent, 'you set a creature')).toEqual({ value: null, rest: 'you set a creature' });
  });
});

describe('"Planeswalk." (701.24c)', () => {
  it('reads it as an effect of the controller', async () => {
    const { parseAbilityText } = await import('../parse-ability.js');
    const result = parseAbilityText("At the beginning of your upkeep, sacrifice a creature. If you can't, planeswalk.");
    expect(JSON.stringify(result)).toContain('"kind":"planeswalk"');
  });
});
