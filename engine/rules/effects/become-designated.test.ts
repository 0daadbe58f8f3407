import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Effect } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { moveTo } from '../ops/zones.js';
import { idOf } from '../test-support/find.js';
import { creature } from '../test-support/templates.js';
import { run } from './test-run.js';

const state = setupState({
  players: [{ battlefield: [creature('Giant', '{G}', '3/3'), creature('Crab', '{U}', '2/2')] }, {}],
});
const giant = idOf(state, 'Giant');
const crab = idOf(state, 'Crab');

function effectsOf(text: string): readonly Effect[] {
  const [ability] = parseAbilityText(text).abilities;
  if (ability?.kind !== 'activated') throw new Error(`not an activated ability: ${text}`);
  return ability.effects;
}

describe('monstrosity (701.31)', () => {
  const monstrosity = effectsOf('{3}: Monstrosity 3.');

  it("puts N +1/+1 counters on a permanent that isn't monstrous and makes it monstrous, once", () => {
    const tx = run(state, monstrosity, { source: giant });
    expect(tx.state.objects[giant]?.counters).toEqual({ '+1/+1': 3 });
    expect(tx.state.objects[giant]?.monstrous).toBe(true);
    expect(tx.events.map((e) => e.event)).toContainEqual({
      type: 'becameDesignated',
      object: giant,
      designation: 'monstrous',
    });
    const again = run(tx.state, monstrosity, { source: giant });
    expect(again.state.objects[giant]?.counters).toEqual({ '+1/+1': 3 });
    expect(again.events.some((e) => e.event.type === 'becameDesignated')).toBe(false);
  });

  it('"Monstrosity X." puts the X paid (107.3); monstrous until it leaves the battlefield (701.31b)', () => {
    const tx = run(state, effectsOf('{X}: Monstrosity X.'), { source: giant, x: 2 });
    expect(tx.state.objects[giant]?.counters).toEqual({ '+1/+1': 2 });
    moveTo(tx, giant, { player: 'p1', zone: 'hand' });
    expect(tx.state.objects[giant]?.monstrous).toBeUndefined();
  });
});

describe('adapt (701.43a)', () => {
  const adapt = effectsOf('{2}{U}: Adapt 2.');

  it('puts N +1/+1 counters on a permanent with none, and none on one that has some', () => {
    const tx = run(state, adapt, { source: crab });
    expect(tx.state.objects[crab]?.counters).toEqual({ '+1/+1': 2 });
    const again = run(tx.state, adapt, { source: crab });
    expect(again.state.objects[crab]?.counters).toEqual({ '+1/+1': 2 });
  });
});
