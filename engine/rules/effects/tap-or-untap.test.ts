import { describe, expect, it } from 'vitest';
import type { Effect, Subject } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, creature } from '../test-support/templates.js';
import { run } from './test-run.js';

const target: Subject = {
  kind: 'target',
  allowed: ['permanent'],
  description: { nouns: ['permanent'], qualities: [] },
  count: 1,
  upTo: false,
  text: 'target permanent',
};
const tapOrUntap: Effect = { kind: 'tapOrUntap', what: target };

/** 701.21: "tap or untap target permanent": which one is chosen as it resolves (608.2d). */
describe('tap or untap', () => {
  const state = setupState({
    players: [
      {
        battlefield: [creature('Bear', '{1}{G}', '2/2'), { template: card('Land', { types: ['land'] }), tapped: true }],
      },
      {},
    ],
  });
  const bear = idOf(state, 'Bear');
  const land = idOf(state, 'Land');

  it('does what the answer says', () => {
    const tapped = run(state, [tapOrUntap], { source: bear, targets: [bear], answers: { choices: ['tap'] } });
    expect(tapped.state.objects[bear]?.tapped).toBe(true);
    const untapped = run(state, [tapOrUntap], { source: bear, targets: [land], answers: { choices: ['untap'] } });
    expect(untapped.state.objects[land]?.tapped).toBe(false);
    // Tapping a tapped permanent does nothing (701.21a).
    const again = run(state, [tapOrUntap], { source: bear, targets: [land], answers: { choices: ['tap'] } });
    expect(again.state.objects[land]?.tapped).toBe(true);
  });

  it('without an answer, turns it over: taps an untapped permanent, untaps a tapped one', () => {
    expect(run(state, [tapOrUntap], { source: bear, targets: [bear] }).state.objects[bear]?.tapped).toBe(true);
    expect(run(state, [tapOrUntap], { source: bear, targets: [land] }).state.objects[land]?.tapped).toBe(false);
  });

  it('each effect takes its own answer, in order', () => {
    const two = run(state, [tapOrUntap, { ...tapOrUntap, what: { ...target } }], {
      source: bear,
      targets: [bear, land],
      answers: { choices: ['untap', 'tap'] },
    });
    expect(two.state.objects[bear]?.tapped).toBe(false);
    expect(two.state.objects[land]?.tapped).toBe(true);
  });
});
