import { describe, expect, it } from 'vitest';
import { ptOf } from './board-model.js';
import {
  EMPTY_POOL,
  isCreature,
  lookupIn,
  parseCardFile,
  parseScenario,
  runScenario,
  setupState,
  type Action,
} from './engine.js';
import { logTexts } from './event-text.js';
import {
  answersOf,
  choicesComplete,
  defaultChoices,
  passResolves,
  pickQuestions,
  picksComplete,
  reached,
  resolutionNeeds,
  withPick,
  type ResolutionNeeds,
} from './resolution-choices.js';
import { SandboxStore } from './sandbox-store.js';
import { writeScenario } from './scenario-writer.js';
import { allCards, card } from './test-cards.js';

function play(actions: readonly Action[]): SandboxStore {
  const store = new SandboxStore();
  for (const action of actions) {
    const r = store.perform(action);
    if (!r.ok) throw new Error(`${action.type}: ${r.reason}`);
  }
  return store;
}

const add = (player: string, zone: 'hand' | 'battlefield' | 'library' | 'graveyard', key: string): Action => ({
  type: 'addCard',
  player,
  zone,
  template: card(key),
});

function roundTrip(store: SandboxStore): string {
  const { history, state } = store.getSnapshot();
  const text = writeScenario({ history, state });
  const parsed = parseScenario(text, 'saved.scenario');
  expect(parsed.problems).toEqual([]);
  expect(runScenario(parsed.scenario, lookupIn(allCards())).problems).toEqual([]);
  return text;
}

describe('choices as the top of the stack resolves', () => {
  it('asks nothing of a spell without "you may" or choices', () => {
    const store = play([
      add('p2', 'battlefield', 'bears'),
      add('p1', 'hand', 'shock'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, R: 1 } },
      { type: 'cast', player: 'p1', card: 'c2', targets: ['c1'] },
    ]);
    expect(resolutionNeeds(store.getSnapshot().state)).toBeNull();
  });

  it('asks "you may"; No keeps the card in the library, and is saved as `do resolve no`', () => {
    const store = play([
      add('p1', 'library', 'bears'),
      add('p1', 'hand', 'sprite'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, U: 1 } },
      { type: 'cast', player: 'p1', card: 'c2' },
      { type: 'resolve' },
    ]);
    // The trigger needed no choice: it is on the stack already.
    const state = store.getSnapshot().state;
    expect(state.stack).toHaveLength(1);
    const needs = resolutionNeeds(state);
    expect(needs?.mays.map((q) => q.label)).toEqual(['You may draw a card']);
    expect(needs?.name).toMatch(/^Prying Sprite: When ~ enters/);
    if (!needs) throw new Error('no needs');
    const choices = { ...defaultChoices(needs), may: [false] };
    expect(answersOf(needs, choices)).toEqual({ may: [false] });
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    expect(store.getSnapshot().state.players['p1']?.zones.hand).toEqual([]);
    expect(store.getSnapshot().state.players['p1']?.zones.library).toEqual(['c1']);
    expect(roundTrip(store)).toContain('do resolve no\n');
  });

  it('asks a permanent spell\'s "You may have ~ enter the battlefield with …" (riot, 702.136a) as it enters', () => {
    const store = play([
      add('p1', 'hand', 'riot'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, R: 1, G: 1 } },
      { type: 'cast', player: 'p1', card: 'c1' },
    ]);
    const needs = resolutionNeeds(store.getSnapshot().state);
    if (!needs) throw new Error('no needs');
    expect(needs.mays.map((q) => q.label)).toEqual([
      "You may have ~ enter the battlefield with 1 +1/+1 counter(s); if you don't, it gains haste",
    ]);
    const choices = { ...defaultChoices(needs), may: [false] };
    expect(answersOf(needs, choices)).toEqual({ may: [false] });
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    expect(store.getSnapshot().state.objects['c1']?.counters['+1/+1'] ?? 0).toBe(0);
    expect(roundTrip(store)).toContain('do resolve no\n');
  });

  it('asks the "you may pay" of entering before riot\'s, in the order the engine reads them (614.12, 616.1)', () => {
    const text = [
      'name Toll Goblin',
      'cost {R}',
      'type creature - goblin',
      'pt 2/2',
      "text As ~ enters the battlefield, you may pay 2 life. If you don't, ~ enters the battlefield tapped.",
      'text Riot',
    ].join('\n');
    const template = parseCardFile('toll.card', text)?.card;
    if (!template) throw new Error('no card');
    const store = play([
      { type: 'addCard', player: 'p1', zone: 'hand', template },
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, R: 1 } },
      { type: 'cast', player: 'p1', card: 'c1' },
    ]);
    const needs = resolutionNeeds(store.getSnapshot().state);
    if (!needs) throw new Error('no needs');
    expect(needs.mays.map((q) => q.label.slice(0, 40))).toEqual([
      'As ~ enters the battlefield, you may pay',
      'You may have ~ enter the battlefield wit',
    ]);
    // Don't pay (it enters tapped), but take riot's counter.
    const choices = { ...defaultChoices(needs), may: [false, true] };
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    const state = store.getSnapshot().state;
    expect(state.objects['c1']).toMatchObject({ tapped: true, counters: { '+1/+1': 1 } });
    expect(state.players['p1']?.life).toBe(20);
  });

  it("asks the opponent's tribute (702.104a) as the permanent spell enters, and saves it as `no`", () => {
    const store = play([
      add('p1', 'hand', 'tribute'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, R: 1, C: 4 } },
      { type: 'cast', player: 'p1', card: 'c1' },
    ]);
    const needs = resolutionNeeds(store.getSnapshot().state);
    if (!needs) throw new Error('no needs');
    expect(needs.mays.map((q) => q.label)).toEqual(['Tribute: Player 2 may put 2 +1/+1 counter(s) on it as it enters']);
    const choices = { ...defaultChoices(needs), may: [false] };
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    expect(store.getSnapshot().state.objects['c1']?.tributePaid).toBe(false);
    expect(roundTrip(store)).toContain('do resolve no\n');
  });

  it('asks which creatures a devouring permanent spell sacrifices as it enters (702.82a), any number', () => {
    const store = play([
      add('p1', 'battlefield', 'bears'),
      add('p1', 'battlefield', 'bears'),
      add('p2', 'battlefield', 'bears'),
      add('p1', 'hand', 'devour'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, R: 1, G: 1, C: 3 } },
      { type: 'cast', player: 'p1', card: 'c4' },
    ]);
    const needs = resolutionNeeds(store.getSnapshot().state);
    if (!needs) throw new Error('no needs');
    expect(needs.cards).toMatchObject([
      { kind: 'sacrifice', player: 'p1', count: null, from: ['c1', 'c2'], label: expect.stringContaining('devour 1') },
    ]);
    const choices = { ...defaultChoices(needs), cards: [['c1', 'c2']] };
    expect(choicesComplete(needs, choices)).toBe(true);
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    expect(store.getSnapshot().state.objects['c4']?.counters['+1/+1']).toBe(2);
    expect(roundTrip(store)).toContain('do resolve discard Grizzly Bears#1, Grizzly Bears#2');
  });

  it('asks which card a player exiles from their graveyard (406.3): theirs, chosen by them', () => {
    const store = play([
      add('p2', 'graveyard', 'bears'),
      add('p2', 'graveyard', 'shock'),
      add('p1', 'graveyard', 'mountain'),
      add('p1', 'battlefield', 'bonegnawer'),
      { type: 'activate', player: 'p1', source: 'c4', ability: 0, targets: ['p2'] },
    ]);
    const needs = resolutionNeeds(store.getSnapshot().state);
    if (!needs) throw new Error('no needs');
    expect(needs.cards).toMatchObject([{ kind: 'exile', player: 'p2', count: 1, from: ['c1', 'c2'] }]);
    const picked = { ...defaultChoices(needs), cards: [['c2']] };
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, picked) }).ok).toBe(true);
    expect(store.getSnapshot().state.players['p2']?.zones.exile).toEqual(['c2']);
    expect(store.getSnapshot().state.players['p2']?.zones.graveyard).toEqual(['c1']);
  });

  it('asks which cards a player discards, and saves them as `discard A, B`', () => {
    const store = play([
      add('p2', 'hand', 'shock'),
      add('p2', 'hand', 'bears'),
      add('p2', 'hand', 'mountain'),
      add('p1', 'hand', 'rot'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, B: 1, C: 2 } },
      { type: 'cast', player: 'p1', card: 'c4', targets: ['p2'] },
    ]);
    const needs = resolutionNeeds(store.getSnapshot().state);
    if (!needs) throw new Error('no needs');
    expect(needs.cards).toMatchObject([{ kind: 'discard', player: 'p2', count: 2, from: ['c1', 'c2', 'c3'] }]);
    expect(needs.cards[0]?.label).toBe('Player 2 discards 2 cards');
    const none = defaultChoices(needs);
    expect(choicesComplete(needs, none)).toBe(false);
    const picked = { ...none, cards: [['c1', 'c3']] };
    expect(choicesComplete(needs, picked)).toBe(true);
    expect(answersOf(needs, picked)).toEqual({ cards: ['c1', 'c3'] });
    // Passing asks too, but only the pass that makes it resolve.
    const state = store.getSnapshot().state;
    expect(passResolves(state, 'p1')).toBe(false);
    expect(store.perform({ type: 'passPriority', player: 'p1' }).ok).toBe(true);
    expect(passResolves(store.getSnapshot().state, 'p2')).toBe(true);
    store.perform({ type: 'passPriority', player: 'p2', answers: answersOf(needs, picked) });
    expect(store.getSnapshot().state.players['p2']?.zones.hand).toEqual(['c2']);
    expect(roundTrip(store)).toContain('do pass p2 discard Shock, Mountain\n');
  });

  it('skips the answers of a "you may" inside one answered no (the engine never asks them)', () => {
    const needs: ResolutionNeeds = {
      item: 'a1',
      name: 'test',
      mays: [
        { index: 0, label: 'You may pay {1}', parent: null },
        { index: 1, label: 'You may draw a card', parent: 0 },
        { index: 2, label: 'You may gain 1 life', parent: null },
      ],
      cards: [{ index: 0, kind: 'discard', player: 'p1', count: 1, from: ['c1', 'c2'], label: 'x', parent: 1 }],
      entering: [],
    };
    const no = { may: [false, true, false], cards: [[]], entering: [], picks: [] };
    expect(reached(needs, no, 1)).toBe(false);
    expect(answersOf(needs, no)).toEqual({ may: [false, false] });
    expect(choicesComplete(needs, no)).toBe(true);
    const yes = { may: [true, true, true], cards: [['c2']], entering: [], picks: [] };
    expect(answersOf(needs, yes)).toEqual({ may: [true, true, true], cards: ['c2'] });
    expect(choicesComplete(needs, { ...yes, cards: [[]] })).toBe(false);
  });
});

describe('every choice the engine takes as it resolves', () => {
  it('asks each player of "any player may …" in APNAP order (101.4); saved as `do resolve no yes`', () => {
    const store = play([
      add('p1', 'library', 'bears'),
      add('p1', 'hand', 'browbeat'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, R: 1, C: 2 } },
      { type: 'cast', player: 'p1', card: 'c2', targets: ['p1'] },
    ]);
    const needs = resolutionNeeds(store.getSnapshot().state);
    if (!needs) throw new Error('no needs');
    expect(needs.mays).toEqual([
      { index: 0, label: 'Player 1 may: deal 5 damage to them?', parent: null },
      { index: 1, label: 'Player 2 may: deal 5 damage to them? (if no one before did)', parent: null },
    ]);
    const choices = { ...defaultChoices(needs), may: [false, true] };
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    expect(store.getSnapshot().state.players['p2']?.life).toBe(15);
    expect(store.getSnapshot().state.players['p1']?.zones.hand).toEqual([]);
    expect(roundTrip(store)).toContain('do resolve no yes\n');
  });

  it('asks each player of "each player may search …" whether to, then what they find in their own library', () => {
    const store = play([
      add('p1', 'library', 'mountain'),
      add('p2', 'library', 'mountain'),
      add('p1', 'hand', 'wayfinder'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, G: 1, C: 2 } },
      { type: 'cast', player: 'p1', card: 'c3' },
      { type: 'resolve' },
    ]);
    const needs = resolutionNeeds(store.getSnapshot().state);
    if (!needs) throw new Error('no needs');
    expect(needs.mays.map((q) => q.label)).toEqual([
      'Player 1 may: search library for 1 basic land card; reveal, put into hand, then shuffle?',
      'Player 2 may: search library for 1 basic land card; reveal, put into hand, then shuffle?',
    ]);
    expect(needs.cards).toMatchObject([
      { kind: 'search', player: 'p1', from: ['c1'], parent: 0 },
      { kind: 'search', player: 'p2', from: ['c2'], parent: 1 },
    ]);
    const choices = { ...defaultChoices(needs), may: [false, true], cards: [[], ['c2']] };
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    expect(store.getSnapshot().state.players['p2']?.zones.hand).toEqual(['c2']);
    expect(store.getSnapshot().state.players['p1']?.zones.hand).toEqual([]);
  });

  it('asks which card of a revealed hand is chosen, offering only those that fit; saved as `pick`', () => {
    const store = play([
      add('p2', 'hand', 'shock'),
      add('p2', 'hand', 'bears'),
      add('p2', 'hand', 'growth'),
      add('p1', 'hand', 'duress'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, B: 1 } },
      { type: 'cast', player: 'p1', card: 'c4', targets: ['p2'] },
    ]);
    const state = store.getSnapshot().state;
    const needs = resolutionNeeds(state);
    if (!needs) throw new Error('no needs');
    const choices = defaultChoices(needs);
    // The discard names "that card": only the choice of the card is asked.
    expect(needs.cards).toEqual([]);
    const [question, ...rest] = pickQuestions(state, needs, choices);
    expect(rest).toEqual([]);
    expect(question).toMatchObject({ kind: 'pick', from: ['c1', 'c3'], min: 1, max: 1, byDefault: ['c1'] });
    expect(question?.label).toMatch(/^Choose noncreature nonland card from .*: choose 1 card$/);
    if (!question) throw new Error('no question');
    const picked = withPick([question], choices, 0, ['c3']);
    expect(picksComplete([question], picked) && choicesComplete(needs, picked)).toBe(true);
    expect(picksComplete([question], withPick([question], choices, 0, []))).toBe(false);
    expect(answersOf(needs, picked)).toEqual({ picks: [['c3']] });
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, picked) }).ok).toBe(true);
    expect(store.getSnapshot().state.players['p2']?.zones.graveyard).toEqual(['c3']);
    expect(roundTrip(store)).toContain('do resolve pick Giant Growth\n');
  });

  it("asks a copy's new target (707.10c): the current one first and by default; saved as `pick`", () => {
    const store = play([
      add('p1', 'hand', 'shock'),
      add('p2', 'hand', 'twincast'),
      add('p2', 'battlefield', 'bears'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, R: 1 } },
      { type: 'cast', player: 'p1', card: 'c1', targets: ['p2'] },
      { type: 'setPool', player: 'p2', pool: { ...EMPTY_POOL, U: 2 } },
      { type: 'cast', player: 'p2', card: 'c2', targets: ['c1'] },
    ]);
    const state = store.getSnapshot().state;
    const needs = resolutionNeeds(state);
    if (!needs) throw new Error('no needs');
    const choices = defaultChoices(needs);
    const [question, ...rest] = pickQuestions(state, needs, choices);
    expect(rest).toEqual([]);
    expect(question).toMatchObject({ kind: 'pick', min: 1, max: 1, byDefault: ['p2'] });
    expect(question?.from).toEqual(['p2', 'p1', 'c3']);
    expect(question?.label).toMatch(/^Copy target instant or sorcery spell.*: the copy's target/);
    if (!question) throw new Error('no question');
    const picked = withPick([question], choices, 0, ['c3']);
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, picked) }).ok).toBe(true);
    const copy = store.getSnapshot().state.stack[1];
    expect(copy?.targets).toEqual(['c3']);
    expect(roundTrip(store)).toContain('do resolve pick Grizzly Bears\n');
  });

  it('asks which card looked at to take, then the order of the rest; later questions follow earlier answers', () => {
    const store = play([
      add('p1', 'library', 'bears'),
      add('p1', 'library', 'shock'),
      add('p1', 'library', 'growth'),
      add('p1', 'hand', 'impulse'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, U: 1, C: 1 } },
      { type: 'cast', player: 'p1', card: 'c4' },
    ]);
    const state = store.getSnapshot().state;
    const needs = resolutionNeeds(state);
    if (!needs) throw new Error('no needs');
    const first = pickQuestions(state, needs, defaultChoices(needs));
    // Library top first: Giant Growth (c3), Shock, Grizzly Bears.
    expect(first.map((q) => [q.kind, q.from])).toEqual([
      ['pick', ['c3', 'c2', 'c1']],
      ['order', ['c2', 'c1']],
    ]);
    const took = withPick(first, defaultChoices(needs), 0, ['c1']);
    const second = pickQuestions(state, needs, took);
    expect(second[1]?.from).toEqual(['c3', 'c2']);
    const ordered = withPick(second, took, 1, ['c2', 'c3']);
    expect(picksComplete(second, ordered)).toBe(true);
    expect(answersOf(needs, ordered)).toEqual({ picks: [['c1'], ['c2', 'c3']] });
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, ordered) }).ok).toBe(true);
    expect(store.getSnapshot().state.players['p1']?.zones.hand).toEqual(['c1']);
    // Bottom to top: the first named is the topmost of those put on the bottom.
    expect(store.getSnapshot().state.players['p1']?.zones.library).toEqual(['c3', 'c2']);
    expect(roundTrip(store)).toContain('do resolve pick Grizzly Bears pick Shock, Giant Growth\n');
  });

  it('asks what "a creature you control" chooses as it resolves (608.2d), among those that fit', () => {
    const store = play([
      add('p1', 'battlefield', 'bears'),
      add('p1', 'battlefield', 'elves'),
      add('p2', 'battlefield', 'angel'),
      add('p1', 'hand', 'unsummonMine'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, U: 1 } },
      { type: 'cast', player: 'p1', card: 'c4' },
    ]);
    const needs = resolutionNeeds(store.getSnapshot().state);
    expect(needs?.cards).toMatchObject([{ kind: 'chosen', player: 'p1', count: 1, from: ['c1', 'c2'] }]);
    if (!needs) throw new Error('no needs');
    const choices = { ...defaultChoices(needs), cards: [['c1']] };
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    expect(store.getSnapshot().state.players['p1']?.zones.hand).toEqual(['c1']);
  });

  it('asks which card a search finds, among those that fit', () => {
    const store = play([
      add('p1', 'library', 'bears'),
      add('p1', 'library', 'shock'),
      add('p1', 'hand', 'tutor'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, B: 1, C: 1 } },
      { type: 'cast', player: 'p1', card: 'c3' },
    ]);
    const state = store.getSnapshot().state;
    const needs = resolutionNeeds(state);
    expect(needs?.cards).toMatchObject([{ kind: 'search', player: 'p1', count: 1, from: ['c2', 'c1'] }]);
    if (!needs) throw new Error('no needs');
    const choices = { ...defaultChoices(needs), cards: [['c1']] };
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    expect(store.getSnapshot().state.players['p1']?.zones.hand).toEqual(['c1']);
  });

  it('a search of "your library and/or graveyard" offers the graveyard’s cards too (701.19a)', () => {
    const store = play([
      add('p1', 'library', 'bears'),
      add('p1', 'library', 'shock'),
      add('p1', 'graveyard', 'bears'),
      add('p1', 'hand', 'seek'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, G: 1 } },
      { type: 'cast', player: 'p1', card: 'c4' },
    ]);
    const needs = resolutionNeeds(store.getSnapshot().state);
    expect(needs?.cards).toMatchObject([{ kind: 'search', player: 'p1', count: 1, from: ['c1', 'c3'] }]);
    if (!needs) throw new Error('no needs');
    const choices = { ...defaultChoices(needs), cards: [['c3']] };
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    expect(store.getSnapshot().state.players['p1']?.zones.hand).toEqual(['c3']);
  });

  it('asks what a permanent spell chooses as it enters (614.12); saved as `choose`', () => {
    const store = play([
      add('p1', 'hand', 'prism'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, C: 1 } },
      { type: 'cast', player: 'p1', card: 'c1' },
    ]);
    const state = store.getSnapshot().state;
    const needs = resolutionNeeds(state);
    if (!needs) throw new Error('no needs');
    expect(needs.entering.map((q) => q.label)).toEqual(['As it enters, choose a color']);
    expect(needs.entering[0]?.options.map((o) => o.value)).toEqual(['white', 'blue', 'black', 'red', 'green']);
    const choices = { ...defaultChoices(needs), entering: ['red'] };
    expect(answersOf(needs, choices)).toEqual({ choices: ['red'] });
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    expect(store.getSnapshot().state.objects['c1']?.chosen).toEqual({ color: 'R' });
    expect(roundTrip(store)).toContain('do resolve choose red\n');
  });

  it('asks the color of "protection from the color of your choice" as it resolves (608.2d); saved as `choose`', () => {
    const store = play([add('p1', 'battlefield', 'runes'), add('p1', 'battlefield', 'bears')]);
    expect(store.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0, targets: ['c2'] }).ok).toBe(true);
    const needs = resolutionNeeds(store.getSnapshot().state);
    if (!needs) throw new Error('no needs');
    expect(needs.entering.map((q) => q.label)).toEqual([
      'Target creature you control gains protection from the color of your choice until end of turn: choose a color',
    ]);
    const choices = { ...defaultChoices(needs), entering: ['green'] };
    expect(answersOf(needs, choices)).toEqual({ choices: ['green'] });
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    expect(roundTrip(store)).toContain('do resolve choose green\n');
  });

  it('asks the color of "Choose a color." as it resolves (608.2d); saved as `choose`', () => {
    const store = play([
      add('p1', 'battlefield', 'angel'),
      add('p1', 'hand', 'brave'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, W: 1 } },
      { type: 'cast', player: 'p1', card: 'c2' },
    ]);
    const needs = resolutionNeeds(store.getSnapshot().state);
    if (!needs) throw new Error('no needs');
    expect(needs.entering.map((q) => q.label)).toEqual(['Choose a color']);
    const choices = { ...defaultChoices(needs), entering: ['black'] };
    expect(answersOf(needs, choices)).toEqual({ choices: ['black'] });
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    expect(store.getSnapshot().state.objects['c2']?.chosen).toEqual({ color: 'B' });
    expect(roundTrip(store)).toContain('do resolve choose black\n');
  });

  it('asks a keyword "of your choice" as it resolves (608.2d); saved as `choose lifelink`', () => {
    const store = play([
      add('p1', 'battlefield', 'bears'),
      add('p1', 'hand', 'gift'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, B: 1 } },
      { type: 'cast', player: 'p1', card: 'c2', targets: ['c1'] },
    ]);
    const needs = resolutionNeeds(store.getSnapshot().state);
    if (!needs) throw new Error('no needs');
    expect(needs.entering).toEqual([
      {
        index: 0,
        label:
          'Target creature gets +1/+1 and gains your choice of deathtouch or lifelink until end of turn: choose one',
        options: [
          { value: 'deathtouch', label: 'deathtouch' },
          { value: 'lifelink', label: 'lifelink' },
        ],
      },
    ]);
    const choices = { ...defaultChoices(needs), entering: ['lifelink'] };
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    expect(roundTrip(store)).toContain('do resolve choose lifelink\n');
  });

  it('asks a keyword counter "of your choice" as the permanent enters (614.12); a two-word one saved quoted', () => {
    const store = play([
      add('p1', 'hand', 'glider'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, W: 1, C: 2 } },
      { type: 'cast', player: 'p1', card: 'c1' },
    ]);
    const needs = resolutionNeeds(store.getSnapshot().state);
    if (!needs) throw new Error('no needs');
    expect(needs.entering.map((q) => [q.label, q.options.map((o) => o.value)])).toEqual([
      ['As it enters, choose a counter', ['flying', 'first strike']],
    ]);
    const choices = { ...defaultChoices(needs), entering: ['first strike'] };
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    expect(store.getSnapshot().state.objects['c1']?.counters).toEqual({ 'first strike': 1 });
    expect(roundTrip(store)).toContain('do resolve choose "first strike"\n');
  });

  it("asks each player's vote (701.32a), starting with the caster; saved as `choose time choose knowledge`", () => {
    const store = play([
      add('p1', 'library', 'bears'),
      add('p1', 'hand', 'plea'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, U: 1, C: 3 } },
      { type: 'cast', player: 'p1', card: 'c2' },
    ]);
    const needs = resolutionNeeds(store.getSnapshot().state);
    if (!needs) throw new Error('no needs');
    expect(needs.entering.map((q) => [q.label, q.options.map((o) => o.value)])).toEqual([
      ['Player 1 votes', ['time', 'knowledge']],
      ['Player 2 votes', ['time', 'knowledge']],
    ]);
    const choices = { ...defaultChoices(needs), entering: ['time', 'knowledge'] };
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    expect(store.getSnapshot().state.players['p1']?.zones.hand).toEqual(['c1']);
    expect(roundTrip(store)).toContain('do resolve choose time choose knowledge\n');
  });

  it('asks whether to tap or untap (701.21) as it resolves; saved as `choose untap`', () => {
    const store = play([
      add('p1', 'battlefield', 'bears'),
      add('p1', 'hand', 'twiddle'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, U: 1 } },
      { type: 'cast', player: 'p1', card: 'c2', targets: ['c1'] },
    ]);
    const needs = resolutionNeeds(store.getSnapshot().state);
    if (!needs) throw new Error('no needs');
    expect(needs.entering.map((q) => q.label)).toEqual(['Tap or untap target artifact, creature, or land']);
    expect(needs.entering[0]?.options.map((o) => o.value)).toEqual(['tap', 'untap']);
    const choices = { ...defaultChoices(needs), entering: ['tap'] };
    expect(answersOf(needs, choices)).toEqual({ may: [true], choices: ['tap'] });
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    expect(store.getSnapshot().state.objects['c1']?.tapped).toBe(true);
    expect(roundTrip(store)).toContain('choose tap');
  });

  it('asks each clashing player, in APNAP order, where their revealed card goes (701.23c); saved as `choose`', () => {
    const store = play([
      add('p1', 'library', 'bears'),
      add('p2', 'library', 'shock'),
      add('p1', 'hand', 'ants'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, R: 1, C: 1 } },
      { type: 'cast', player: 'p1', card: 'c3', targets: ['p2'] },
    ]);
    const needs = resolutionNeeds(store.getSnapshot().state);
    if (!needs) throw new Error('no needs');
    expect(needs.entering.map((q) => q.label)).toEqual([
      'Clash: Player 1 reveals Grizzly Bears',
      'Clash: Player 2 reveals Shock',
    ]);
    expect(needs.entering[0]?.options.map((o) => o.value)).toEqual(['top', 'bottom']);
    const choices = { ...defaultChoices(needs), entering: ['bottom', 'top'] };
    expect(answersOf(needs, choices)).toEqual({ choices: ['bottom', 'top'] });
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    // Grizzly Bears (2) beats Shock (1): the spell returns to its owner's hand.
    expect(store.getSnapshot().state.players['p1']?.zones.hand).toEqual(['c3']);
    expect(roundTrip(store)).toContain('do resolve choose bottom choose top\n');
  });

  it('asks where a nonland card an exploration reveals goes (701.40a); saved as `choose graveyard`', () => {
    const store = play([
      add('p1', 'library', 'bears'),
      add('p1', 'hand', 'branchwalker'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, G: 1, C: 1 } },
      { type: 'cast', player: 'p1', card: 'c2' },
      { type: 'resolve' },
    ]);
    const needs = resolutionNeeds(store.getSnapshot().state);
    if (!needs) throw new Error('no needs');
    expect(needs.entering.map((q) => q.label)).toEqual(['It explores: a nonland card revealed goes']);
    expect(needs.entering[0]?.options.map((o) => o.value)).toEqual(['top', 'graveyard']);
    const choices = { ...defaultChoices(needs), entering: ['graveyard'] };
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    expect(store.getSnapshot().state.players['p1']?.zones.graveyard).toEqual(['c1']);
    expect(roundTrip(store)).toContain('do resolve choose graveyard\n');
  });

  it('asks for a die roll (706): a result given is the result, logged and saved as `roll N`', () => {
    const store = play([
      add('p1', 'battlefield', 'bears'),
      add('p1', 'hand', 'spurt'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, G: 1, C: 1 } },
      { type: 'cast', player: 'p1', card: 'c2', targets: ['c1'] },
    ]);
    const needs = resolutionNeeds(store.getSnapshot().state);
    if (!needs) throw new Error('no needs');
    expect(needs.chance).toEqual([
      { index: 0, kind: 'roll', sides: 6, label: 'Player 1 rolls a 6-sided die', parent: null },
    ]);
    expect(answersOf(needs, defaultChoices(needs))).toEqual({});
    const choices = { ...defaultChoices(needs), chance: ['5'] };
    expect(answersOf(needs, choices)).toEqual({ rolls: [5] });
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    const { state, log } = store.getSnapshot();
    const bears = state.objects['c1'];
    if (!bears) throw new Error('no bears');
    expect(ptOf(state, bears).current).toBe('7/7');
    expect(logTexts(log, state).map((l) => l.text)).toContain(
      'Growth Spurt (c2): Player 1 (p1) rolled 5 on a 6-sided die',
    );
    expect(roundTrip(store)).toContain('do resolve roll 5\n');
  });

  it('asks for a coin flip (705.2: the caster calls it): won or lost, or at random', () => {
    const store = play([
      add('p1', 'battlefield', 'bears'),
      add('p1', 'hand', 'verdict'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, R: 2, C: 1 } },
      { type: 'cast', player: 'p1', card: 'c2' },
    ]);
    const needs = resolutionNeeds(store.getSnapshot().state);
    if (!needs) throw new Error('no needs');
    expect(needs.chance?.map((q) => q.label)).toEqual(['Coin flip (Player 1 calls it)']);
    const choices = { ...defaultChoices(needs), chance: ['win'] };
    expect(answersOf(needs, choices)).toEqual({ flips: [true] });
    expect(store.perform({ type: 'resolve', answers: answersOf(needs, choices) }).ok).toBe(true);
    const { state, log } = store.getSnapshot();
    expect(state.objects['c1']?.zone.zone).toBe('graveyard');
    expect(logTexts(log, state).map((l) => l.text)).toContain("Puppet's Verdict (c2): Player 1 (p1) won the flip");
    expect(roundTrip(store)).toContain('do resolve flip win\n');
  });
});

describe('tokens and power/toughness', () => {
  it('creates tokens, logs them in words, and saves a scenario that finds them', () => {
    const store = play([
      add('p1', 'hand', 'alarm'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, W: 1, C: 1 } },
      { type: 'cast', player: 'p1', card: 'c1' },
      { type: 'resolve' },
    ]);
    const { state, log } = store.getSnapshot();
    const tokens = (state.players['p1']?.zones.battlefield ?? []).map((id) => state.objects[id]);
    expect(tokens.map((o) => [o?.template.name, o?.token])).toEqual([
      ['Soldier Token', true],
      ['Soldier Token', true],
    ]);
    expect(logTexts(log, state).map((e) => e.text)).toContain('Player 1 (p1) created a token: Soldier Token (c3)');
    expect(roundTrip(store)).toContain('expect Soldier Token#2 in p1 battlefield\n');
  });

  it('shows current power and toughness beside the printed ones, and why', () => {
    const state = setupState({ players: [{ battlefield: [card('bears')] }, {}] });
    const bears = state.objects['c1'];
    if (!bears) throw new Error('no bears');
    expect(ptOf(state, bears)).toEqual({ current: '2/2', printed: '2/2', changed: false, why: [] });
    const grown = { ...bears, counters: { '+1/+1': 2 } };
    const withCounters = { ...state, objects: { ...state.objects, c1: grown } };
    expect(ptOf(withCounters, grown)).toEqual({
      current: '4/4',
      printed: '2/2',
      changed: true,
      why: ['+2/+2 counters'],
    });
  });

  it('names the spell that changed them until end of turn', () => {
    const store = play([
      add('p1', 'battlefield', 'bears'),
      add('p1', 'hand', 'growth'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, G: 1 } },
      { type: 'cast', player: 'p1', card: 'c2', targets: ['c1'] },
      { type: 'resolve' },
    ]);
    const state = store.getSnapshot().state;
    const bears = state.objects['c1'];
    if (!bears) throw new Error('no bears');
    expect(ptOf(state, bears)).toEqual({ current: '5/5', printed: '2/2', changed: true, why: ['+3/+3 Giant Growth'] });
  });

  it('shows a land an effect made a creature with the base it was given (205.1b, 613.4b)', () => {
    const store = play([
      add('p1', 'battlefield', 'statuary'),
      { type: 'setPool', player: 'p1', pool: { ...EMPTY_POOL, C: 4 } },
      { type: 'activate', player: 'p1', source: 'c1', ability: 1 },
      { type: 'resolve' },
    ]);
    const state = store.getSnapshot().state;
    const statuary = state.objects['c1'];
    if (!statuary) throw new Error('no statuary');
    expect(isCreature(statuary, state)).toBe(true);
    expect(ptOf(state, statuary)).toEqual({
      current: '4/2',
      printed: '—',
      changed: true,
      why: ['base 4/2 Dread Statuary'],
    });
  });
});
