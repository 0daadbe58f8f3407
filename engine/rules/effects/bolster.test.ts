import { describe, expect, it } from 'vitest';
import { bolsterEffects } from '../../abilities/effects/bolster.js';
import { setupState } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { creature, fixed } from '../test-support/templates.js';
import { run } from './test-run.js';

/** p1: two creatures tied for least toughness (1) and a 3/3; p2: a 0/0-ish smaller creature that isn't p1's. */
function game() {
  return setupState({
    players: [
      {
        battlefield: [
          creature('Small', '{W}', '1/1'),
          creature('Tied', '{W}', '3/1'),
          creature('Big', '{2}{G}', '3/3'),
          creature('Source', '{3}', '2/2'),
        ],
      },
      { battlefield: [creature('Theirs', '{B}', '1/0')] },
    ],
  });
}

describe('bolster (701.33a)', () => {
  it('puts N counters on a creature p1 controls with the least toughness, chosen as it resolves (608.2d)', () => {
    const state = game();
    const source = idOf(state, 'Source');
    const chosen = run(state, bolsterEffects(fixed(2)), { source, answers: { cards: [idOf(state, 'Small')] } });
    expect(chosen.state.objects[idOf(state, 'Small')]?.counters).toEqual({ '+1/+1': 2 });
    expect(chosen.state.objects[idOf(state, 'Tied')]?.counters).toEqual({});
    // Unanswered: the newest of those tied.
    const byDefault = run(state, bolsterEffects(fixed(1)), { source });
    expect(byDefault.state.objects[idOf(state, 'Tied')]?.counters).toEqual({ '+1/+1': 1 });
  });

  it("never a creature with more toughness, nor one p1 doesn't control", () => {
    const state = game();
    const source = idOf(state, 'Source');
    const answers = { cards: [idOf(state, 'Big'), idOf(state, 'Theirs')] };
    const tx = run(state, bolsterEffects(fixed(1)), { source, answers });
    expect(tx.state.objects[idOf(state, 'Big')]?.counters).toEqual({});
    expect(tx.state.objects[idOf(state, 'Theirs')]?.counters).toEqual({});
    expect(tx.state.objects[idOf(state, 'Tied')]?.counters).toEqual({ '+1/+1': 1 });
  });

  it('does nothing when p1 controls no creature', () => {
    const state = setupState({ players: [{}, { battlefield: [creature('Theirs', '{B}', '1/1')] }] });
    const tx = run(state, bolsterEffects(fixed(1)), { source: 'none' });
    expect(tx.state.objects[idOf(state, 'Theirs')]?.counters).toEqual({});
  });
});
