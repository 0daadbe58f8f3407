import { describe, expect, it } from 'vitest';
import { EMPTY_POOL, lookupIn, parseScenario, runScenario, type Action } from './engine.js';
import { logTexts } from './event-text.js';
import { SandboxStore } from './sandbox-store.js';
import { writeScenario } from './scenario-writer.js';
import { allCards, card } from './test-cards.js';
import {
  activeTrigger,
  modesPending,
  nextTriggerSlot,
  pendingTriggerRows,
  putTriggerAction,
  targetsComplete,
  triggerName,
  triggerTargetCandidates,
} from './trigger-model.js';

function play(actions: readonly Action[]): SandboxStore {
  const store = new SandboxStore();
  for (const action of actions) {
    const r = store.perform(action);
    if (!r.ok) throw new Error(`${action.type}: ${r.reason}`);
  }
  return store;
}

const add = (player: string, zone: 'hand' | 'battlefield', key: string): Action => ({
  type: 'addCard',
  player,
  zone,
  template: card(key),
});

/** Grizzly Bears (c1) on Player 2's side; Flametongue Kavu (c2) cast and resolved: its trigger waits for a target. */
const kavuEntered = (): SandboxStore =>
  play([
    add('p2', 'battlefield', 'bears'),
    add('p1', 'hand', 'kavu'),
    { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, R: 1, C: 3 } },
    { type: 'cast', player: 'p1', card: 'c2' },
    { type: 'resolve' },
  ]);

describe('pending triggers', () => {
  it('lists a trigger that waits for its target, with its legal targets, and puts it on the stack', () => {
    const store = kavuEntered();
    const state = store.getSnapshot().state;
    const rows = pendingTriggerRows(state);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    if (!row) throw new Error('no row');
    expect(row).toMatchObject({
      sourceName: 'Flametongue Kavu',
      controller: 'p1',
      needsTargets: true,
      actionable: true,
    });
    expect(row.text).toMatch(/deals 4 damage to target creature/);
    expect(triggerName(row)).toBe("Flametongue Kavu's trigger");
    expect(activeTrigger(rows, null)?.id).toBe(row.id);
    expect(nextTriggerSlot(row, [])?.slot.text).toBe('target creature');
    // The Kavu itself is a legal target too (the real card's famous drawback).
    expect(triggerTargetCandidates(state, row, [])).toEqual(['c2', 'c1']);
    expect(targetsComplete(row, [])).toBe(false);
    expect(targetsComplete(row, ['c1'])).toBe(true);
    expect(triggerTargetCandidates(state, row, ['c1'])).toEqual([]);

    // Nothing else may happen meanwhile (603.3d).
    expect(store.perform({ type: 'nextStep' }).ok).toBe(false);
    expect(store.perform(putTriggerAction(row, ['c1'])).ok).toBe(true);
    expect(pendingTriggerRows(store.getSnapshot().state)).toEqual([]);
    expect(store.perform({ type: 'resolve' }).ok).toBe(true);
    const after = store.getSnapshot().state;
    expect(after.players['p2']?.zones.graveyard).toEqual(['c1']);

    const log = logTexts(store.getSnapshot().log, after).map((e) => e.text);
    expect(log).toContain('An ability of Flametongue Kavu (c2) triggered');
    expect(log.some((t) => /put triggered ability of Flametongue Kavu \(c2\) on the stack$/.test(t))).toBe(true);
    expect(log).toContain('Triggered ability of Flametongue Kavu (c2) resolved');
  });

  it('leaves an "up to" slot empty', () => {
    const store = play([
      add('p2', 'battlefield', 'bears'),
      add('p1', 'hand', 'tapper'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, U: 1 } },
      { type: 'cast', player: 'p1', card: 'c2' },
      { type: 'resolve' },
    ]);
    const [row] = pendingTriggerRows(store.getSnapshot().state);
    if (!row) throw new Error('no row');
    expect(row.slots.map((s) => s.upTo)).toEqual([true]);
    expect(targetsComplete(row, [])).toBe(true);
    expect(putTriggerAction(row, [])).toMatchObject({ targets: [], targetCounts: [0] });
    expect(store.perform(putTriggerAction(row, [])).ok).toBe(true);
    expect(store.getSnapshot().state.stack).toHaveLength(1);
  });

  it('lets "up to two" targets stop after one, ended by hand (601.2c)', () => {
    const store = play([
      add('p2', 'battlefield', 'bears'),
      add('p2', 'battlefield', 'bears'),
      add('p1', 'hand', 'justiciar'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, W: 4 } },
      { type: 'cast', player: 'p1', card: 'c3' },
      { type: 'resolve' },
    ]);
    const state = store.getSnapshot().state;
    const [row] = pendingTriggerRows(state);
    if (!row) throw new Error('no row');
    expect(nextTriggerSlot(row, ['c1'])).toMatchObject({ number: 2, max: 2, optional: true });
    expect(triggerTargetCandidates(state, row, ['c1'])).toEqual(['c2']);
    expect(triggerTargetCandidates(state, row, ['c1'], null, [1])).toEqual([]);
    expect(targetsComplete(row, ['c1'], null, [1])).toBe(true);
    expect(store.perform(putTriggerAction(row, ['c1'], null, [1])).ok).toBe(true);
    expect(store.getSnapshot().state.stack).toEqual([expect.objectContaining({ targets: ['c1'] })]);
  });

  it('saves putting a trigger on the stack as `do trigger`, and the runner agrees', () => {
    const store = kavuEntered();
    const [row] = pendingTriggerRows(store.getSnapshot().state);
    if (!row) throw new Error('no row');
    store.perform(putTriggerAction(row, ['c1']));
    store.perform({ type: 'resolve' });
    const { history, state } = store.getSnapshot();
    const text = writeScenario({ history, state });
    expect(text).toContain('do trigger p1 Flametongue Kavu target Grizzly Bears\n');
    const parsed = parseScenario(text, 'saved.scenario');
    expect(parsed.problems).toEqual([]);
    expect(runScenario(parsed.scenario, lookupIn(allCards())).problems).toEqual([]);
  });

  it('writes the pending triggers left when the scenario is saved', () => {
    const { history, state } = kavuEntered().getSnapshot();
    const text = writeScenario({ history, state });
    expect(text).toContain('expect pending 1\n');
    const parsed = parseScenario(text, 'saved.scenario');
    expect(parsed.problems).toEqual([]);
    expect(runScenario(parsed.scenario, lookupIn(allCards())).problems).toEqual([]);
  });

  it("asks a modal trigger its modes first, then the chosen modes' targets (603.3c, 700.2b)", () => {
    // c1 Zuran Orb (p2, an artifact to destroy), c2 Knight of Autumn cast and resolved: its trigger waits.
    const store = play([
      add('p2', 'battlefield', 'orb'),
      add('p1', 'hand', 'knight'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, G: 1, W: 1, C: 1 } },
      { type: 'cast', player: 'p1', card: 'c2' },
      { type: 'resolve' },
    ]);
    const state = store.getSnapshot().state;
    const [row] = pendingTriggerRows(state);
    if (!row) throw new Error('no row');
    expect(row.needsTargets).toBe(true);
    expect(row.modal?.options.map((o) => o.text)).toEqual([
      'Put two +1/+1 counters on ~.',
      'Destroy target artifact or enchantment.',
      'You gain 4 life.',
    ]);
    expect(row.modal?.options.every((o) => o.problem === null)).toBe(true);
    expect(modesPending(row, null)).toBe(true);
    expect(targetsComplete(row, [], null)).toBe(false);
    expect(triggerTargetCandidates(state, row, [], null)).toEqual([]);
    expect(nextTriggerSlot(row, [], [1])?.slot.text).toBe('target artifact or enchantment');
    expect(triggerTargetCandidates(state, row, [], [1])).toEqual(['c1']);
    expect(targetsComplete(row, [], [2])).toBe(true);
    expect(putTriggerAction(row, ['c1'], [1])).toEqual({
      type: 'putTrigger',
      player: 'p1',
      trigger: row.id,
      modes: [1],
      targets: ['c1'],
    });
    expect(store.perform(putTriggerAction(row, ['c1'], [1])).ok).toBe(true);
    expect(store.perform({ type: 'resolve' }).ok).toBe(true);
    expect(store.getSnapshot().state.players.p2?.zones.graveyard).toEqual(['c1']);
    const text = writeScenario({ history: store.getSnapshot().history, state: store.getSnapshot().state });
    expect(text).toContain('do trigger p1 Knight of Autumn mode 2 target Zuran Orb\n');
    const parsed = parseScenario(text, 'saved.scenario');
    expect(runScenario(parsed.scenario, lookupIn(allCards())).problems).toEqual([]);
  });
});
