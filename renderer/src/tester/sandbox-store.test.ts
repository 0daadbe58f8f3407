import { describe, expect, it } from 'vitest';
import { logTexts } from './event-text.js';
import { SandboxStore } from './sandbox-store.js';
import { card } from './test-cards.js';

describe('SandboxStore', () => {
  it('snapshots each change, marks what changed, and undoes without game events', () => {
    const store = new SandboxStore();
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().version));
    expect(store.perform({ type: 'addCard', player: 'p1', zone: 'battlefield', template: card('elves') }).ok).toBe(
      true,
    );
    expect(store.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 }).ok).toBe(true);
    let snap = store.getSnapshot();
    expect(snap.state.players['p1']?.pool.G).toBe(1);
    expect(snap.changed.has('c1')).toBe(true);
    expect(snap.changed.has('p1')).toBe(true);
    expect(snap.direction).toBe('do');
    const logged = snap.log.length;

    expect(store.undo()).toBe(true);
    snap = store.getSnapshot();
    expect(snap.state.objects['c1']?.tapped).toBe(false);
    expect(snap.state.players['p1']?.pool.G).toBe(0);
    expect(snap.direction).toBe('undo');
    expect(snap.log.length).toBeLessThan(logged);
    expect(snap.canRedo).toBe(true);
    expect(seen).toEqual([1, 2, 3]);
    expect(store.getSnapshot()).toBe(snap);

    store.reset();
    expect(store.getSnapshot().state.objects).toEqual({});
    expect(store.getSnapshot().canUndo).toBe(false);
  });

  it('refuses an illegal action with the engine reason and changes nothing', () => {
    const store = new SandboxStore();
    store.perform({ type: 'addCard', player: 'p1', zone: 'hand', template: card('shock') });
    const before = store.getSnapshot();
    const r = store.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['p2'] });
    expect(r.ok).toBe(false);
    expect(store.getSnapshot()).toBe(before);
  });

  it('describes the log in words', () => {
    const store = new SandboxStore();
    store.perform({ type: 'addCard', player: 'p1', zone: 'battlefield', template: card('elves') });
    store.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    const { log, state } = store.getSnapshot();
    const texts = logTexts(log, state).map((l) => l.text);
    expect(texts).toContain('Llanowar Elves (c1) became tapped');
    expect(texts).toContain('Player 1 (p1) added {G}');
  });
});
