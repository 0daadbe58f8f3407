import { describe, expect, it } from 'vitest';
import { lookupIn, parseScenario, runScenario, type Action } from './engine.js';
import { SandboxStore } from './sandbox-store.js';
import { quoteName, writeScenario } from './scenario-writer.js';
import { allCards, card } from './test-cards.js';

function play(actions: readonly Action[]): SandboxStore {
  const store = new SandboxStore();
  for (const action of actions) {
    const r = store.perform(action);
    if (!r.ok) throw new Error(`${action.type}: ${r.reason}`);
  }
  return store;
}

/** Writes the store's history as a scenario and runs it with the engine's own scenario runner. */
function roundTrip(store: SandboxStore): { text: string; problems: readonly { message: string }[] } {
  const { history, state } = store.getSnapshot();
  const text = writeScenario({ history, state });
  const parsed = parseScenario(text, 'saved.scenario');
  expect(parsed.problems).toEqual([]);
  const result = runScenario(parsed.scenario, lookupIn(allCards()));
  return { text, problems: result.problems };
}

const add = (player: string, zone: 'hand' | 'battlefield', key: string): Action => ({
  type: 'addCard',
  player,
  zone,
  template: card(key),
});

describe('writeScenario', () => {
  it('writes setup, actions and the final state, and the runner agrees with every line', () => {
    const store = play([
      add('p2', 'battlefield', 'bears'),
      add('p1', 'hand', 'shock'),
      add('p1', 'battlefield', 'mountain'),
      { type: 'cast', player: 'p1', card: 'c2', targets: ['c1'], autoTap: true },
      { type: 'resolve' },
    ]);
    const { text, problems } = roundTrip(store);
    expect(problems).toEqual([]);
    expect(text).toContain('setup p2 battlefield Grizzly Bears\n');
    expect(text).toContain('do cast p1 Shock target Grizzly Bears autotap\n');
    expect(text).toContain('expect Grizzly Bears in p2 graveyard\n');
    expect(text).toContain('expect tapped Mountain\n');
  });

  it('writes an assisted cast (702.132a) as assist PLAYER N, and the runner agrees', () => {
    const store = play([
      add('p1', 'hand', 'huddle'),
      { type: 'setPool', player: 'p1', pool: { W: 0, U: 1, B: 0, R: 0, G: 0, C: 0 } },
      { type: 'setPool', player: 'p2', pool: { W: 0, U: 0, B: 0, R: 0, G: 2, C: 0 } },
      { type: 'cast', player: 'p1', card: 'c1', assist: { player: 'p2', amount: 2 } },
    ]);
    const { text, problems } = roundTrip(store);
    expect(problems).toEqual([]);
    expect(text).toContain('do cast p1 Huddle Up assist p2 2\n');
  });

  it('writes a split card cast as its right half by that name, and fused with fuse (709.3, 702.102a)', () => {
    const store = play([
      add('p1', 'hand', 'wearTear'),
      add('p1', 'hand', 'wearTear'),
      add('p2', 'battlefield', 'crusade'),
      { type: 'setPool', player: 'p1', pool: { W: 1, U: 0, B: 0, R: 0, G: 0, C: 0 } },
      { type: 'cast', player: 'p1', card: 'c2', half: 1, targets: ['c3'] },
      { type: 'resolve' },
    ]);
    const { text, problems } = roundTrip(store);
    expect(problems).toEqual([]);
    expect(text).toContain('do cast p1 Tear#2 target Crusade\n');
    const fused = play([
      add('p1', 'hand', 'wearTear'),
      add('p2', 'battlefield', 'crusade'),
      add('p2', 'battlefield', 'orb'),
      { type: 'setPool', player: 'p1', pool: { W: 1, U: 0, B: 0, R: 2, G: 0, C: 0 } },
      { type: 'cast', player: 'p1', card: 'c1', fuse: true, targets: ['c3', 'c2'] },
    ]);
    const written = roundTrip(fused);
    expect(written.problems).toEqual([]);
    expect(written.text).toContain('do cast p1 Wear // Tear target Zuran Orb, Crusade fuse\n');
  });

  it('writes a conspired cast (702.78a) as conspire A, B, and the runner agrees', () => {
    const store = play([
      add('p1', 'hand', 'trail'),
      add('p1', 'battlefield', 'raider'),
      add('p1', 'battlefield', 'raider'),
      { type: 'setPool', player: 'p1', pool: { W: 0, U: 0, B: 0, R: 4, G: 0, C: 0 } },
      { type: 'cast', player: 'p1', card: 'c1', targets: ['p2'], conspire: ['c2', 'c3'] },
    ]);
    const { text, problems } = roundTrip(store);
    expect(problems).toEqual([]);
    expect(text).toContain('do cast p1 Burn Trail target p2 conspire Goblin Sky Raider#1, Goblin Sky Raider#2\n');
  });

  it('writes which of two kicker costs were paid (702.33b) as kicked N, and the runner agrees', () => {
    const store = play([
      add('p1', 'hand', 'sunscape'),
      { type: 'setPool', player: 'p1', pool: { W: 1, U: 1, B: 0, R: 0, G: 0, C: 4 } },
      { type: 'cast', player: 'p1', card: 'c1', kicked: true, kickers: [1] },
    ]);
    const { text, problems } = roundTrip(store);
    expect(problems).toEqual([]);
    expect(text).toContain('do cast p1 Sunscape Battlemage kicked 2\n');
  });

  it('writes a suspended card (702.62a) as do suspend, and the runner suspends it too', () => {
    const store = play([
      add('p1', 'hand', 'riftbolt'),
      { type: 'setPool', player: 'p1', pool: { W: 0, U: 0, B: 0, R: 1, G: 0, C: 0 } },
      { type: 'suspend', player: 'p1', card: 'c1' },
    ]);
    const { text, problems } = roundTrip(store);
    expect(problems).toEqual([]);
    expect(text).toContain('do suspend p1 Rift Bolt\n');
    expect(text).toContain('expect Rift Bolt in p1 exile\n');
  });

  it('writes the untap choice (502.3) as keep-tapped, and the runner keeps it tapped too', () => {
    const store = play([
      { type: 'addCard', player: 'p2', zone: 'battlefield', template: card('satyr'), tapped: true },
      { type: 'setStep', step: 'cleanup' },
      { type: 'nextStep', keepTapped: ['c1'] },
    ]);
    const { text, problems } = roundTrip(store);
    expect(problems).toEqual([]);
    expect(text).toContain('do next keep-tapped Willow Satyr\n');
    expect(text).toContain('expect tapped Willow Satyr\n');
  });

  it('writes the cleanup discard (514.1) as discard, on next and on the pass that ends the step', () => {
    const hand = (n: number): Action[] => Array.from({ length: n }, () => add('p1', 'hand', 'bears'));
    const next = play([...hand(8), add('p1', 'hand', 'shock'), { type: 'setStep', step: 'end' }]);
    expect(next.perform({ type: 'nextStep', discard: ['c9', 'c1'] }).ok).toBe(true);
    const first = roundTrip(next);
    expect(first.problems).toEqual([]);
    expect(first.text).toContain('do next discard Shock, Grizzly Bears#1\n');
    expect(first.text).toContain('expect Shock in p1 graveyard\n');
    const pass = play([...hand(8), { type: 'setStep', step: 'end' }, { type: 'passPriority', player: 'p1' }]);
    expect(pass.perform({ type: 'passPriority', player: 'p2', discard: ['c3'] }).ok).toBe(true);
    const second = roundTrip(pass);
    expect(second.problems).toEqual([]);
    expect(second.text).toContain('do pass p2 discard Grizzly Bears#3\n');
  });

  it('writes an exerted attacker (701.39d) with exert, and the runner exerts it too', () => {
    const store = play([
      add('p1', 'battlefield', 'brawler'),
      { type: 'setStep', step: 'declareAttackers' },
      { type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1', exert: true }] },
      { type: 'resolve' },
    ]);
    const { text, problems } = roundTrip(store);
    expect(problems).toEqual([]);
    expect(text).toContain('do attack p1 Hooded Brawler exert\n');
    expect(text).toContain('expect attacking Hooded Brawler\n');
    // The "When you do" resolved: +2/+2 (603.12).
    expect(store.getSnapshot().state.objects['c1']?.template.name).toBe('Hooded Brawler');
    expect(store.getSnapshot().state.continuousEffects.length).toBe(2);
  });

  it('names one of several same-named objects with #n in the order the runner creates them', () => {
    const store = play([
      add('p2', 'battlefield', 'bears'),
      add('p1', 'battlefield', 'bears'),
      add('p1', 'hand', 'shock'),
      { type: 'setPool', player: 'p1', pool: { W: 0, U: 0, B: 0, R: 1, G: 0, C: 0 } },
      // c1 is p2's bears; the runner creates p1's first, so it is Grizzly Bears#2 there.
      { type: 'cast', player: 'p1', card: 'c3', targets: ['c1'] },
      { type: 'resolve' },
    ]);
    const { text, problems } = roundTrip(store);
    expect(problems).toEqual([]);
    expect(text).toContain('do cast p1 Shock target Grizzly Bears#2\n');
    expect(text).toContain('expect Grizzly Bears#2 in p2 graveyard\n');
  });

  it('writes mana abilities, combat and later sandbox actions', () => {
    const store = play([
      add('p1', 'battlefield', 'angel'),
      add('p1', 'battlefield', 'elves'),
      add('p2', 'battlefield', 'spider'),
      { type: 'activate', player: 'p1', source: 'c2', ability: 0 },
      { type: 'nextStep' },
      { type: 'nextStep' },
      { type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1' }] },
      { type: 'nextStep' },
      { type: 'declareBlockers', player: 'p2', blocks: [{ blocker: 'c3', attackers: ['c1'] }] },
      add('p2', 'hand', 'shock'),
      { type: 'setLife', player: 'p2', life: 7 },
    ]);
    const { text, problems } = roundTrip(store);
    expect(problems).toEqual([]);
    expect(text).toContain('do activate p1 Llanowar Elves\n');
    expect(text).toContain('do attack p1 Serra Angel\n');
    expect(text).toContain('do block p2 Canopy Spider -> Serra Angel\n');
    expect(text).toContain('setup p2 hand Shock\nlife p2 7\n');
    expect(text).toContain('expect blocking Canopy Spider\n');
  });

  it('keeps X and choices', () => {
    const store = play([
      add('p1', 'hand', 'blaze'),
      add('p1', 'battlefield', 'birds'),
      { type: 'activate', player: 'p1', source: 'c2', ability: 1, choice: 3 },
      { type: 'setPool', player: 'p1', pool: { W: 0, U: 0, B: 0, R: 3, G: 0, C: 0 } },
      { type: 'cast', player: 'p1', card: 'c1', targets: ['p2'], x: 2 },
    ]);
    const { text, problems } = roundTrip(store);
    expect(problems).toEqual([]);
    expect(text).toContain('do activate p1 Birds of Paradise choose 4\n');
    expect(text).toContain('do cast p1 Blaze target p2 x 2\n');
  });

  it('writes the modes of a modal spell (1-based) and the objects a cost chose', () => {
    const store = play([
      add('p1', 'hand', 'blast'),
      add('p1', 'battlefield', 'orb'),
      add('p1', 'battlefield', 'mountain'),
      add('p1', 'battlefield', 'mountain'),
      add('p2', 'battlefield', 'warrior'),
      { type: 'setPool', player: 'p1', pool: { W: 0, U: 1, B: 0, R: 0, G: 0, C: 0 } },
      { type: 'cast', player: 'p1', card: 'c1', modes: [1], targets: ['c5'] },
      { type: 'resolve' },
      { type: 'activate', player: 'p1', source: 'c2', ability: 0, costChoices: ['c3'] },
      { type: 'resolve' },
    ]);
    const { text, problems } = roundTrip(store);
    expect(problems).toEqual([]);
    expect(text).toContain('do cast p1 Blue Elemental Blast mode 2 target Sandstone Warrior\n');
    expect(text).toContain('do activate p1 Zuran Orb pay Mountain#1\n');
    expect(text).toContain('expect Mountain#1 in p1 graveyard\n');
    expect(text).toContain('expect life p1 22\n');
  });

  it('quotes names only where the grammar needs it', () => {
    expect(quoteName('Llanowar Elves')).toBe('Llanowar Elves');
    expect(quoteName('Fire // Ice')).toBe('Fire // Ice');
    expect(quoteName('Shield at Sunrise')).toBe('"Shield at Sunrise"');
    expect(quoteName('Ajani, Caller')).toBe('"Ajani, Caller"');
    expect(quoteName('p2')).toBe('"p2"');
    expect(quoteName('Mode Shift')).toBe('"Mode Shift"');
  });
});
