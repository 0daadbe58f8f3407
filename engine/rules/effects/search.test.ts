import { describe, expect, it } from 'vitest';
import type { Description, Effect, Subject } from '../../templates/card-template.js';
import { setupGame, setupState } from '../game/setup.js';
import { shuffled } from '../game/random.js';
import { card, creature, fixed, spell, tapEffect, target } from '../test-support/templates.js';
import { run } from './test-run.js';

type Search = Extract<Effect, { kind: 'search' }>;

const basicLand: Description = {
  nouns: ['card'],
  qualities: [
    { kind: 'supertype', supertype: 'basic', negated: false },
    { kind: 'type', type: 'land', negated: false },
  ],
};

/** "Search your library for a basic land card, reveal it, put it into your hand, then shuffle." and variations. */
const search = (o: Partial<Search> = {}): Search => ({
  kind: 'search',
  who: { kind: 'you' },
  what: basicLand,
  amount: fixed(1),
  upTo: false,
  reveal: true,
  to: 'hand',
  tapped: false,
  shuffleBeforePut: false,
  ...o,
});

const basic = (name: string) => card(name, { types: ['land'], supertypes: ['basic'], subtypes: [name] });

// p1's library bottom to top: Forest, Bear, Island, Ruins (a nonbasic land); a library's top is the end of its list.
const state = setupState({
  seed: 7,
  players: [
    {
      library: [
        basic('Forest'),
        creature('Bear', '{1}{G}', '2/2'),
        basic('Island'),
        card('Ruins', { types: ['land'] }),
      ],
      battlefield: [creature('Source', '{G}', '1/1')],
    },
    { library: [basic('Mountain')] },
  ],
});
// setupState puts zones in a fixed order; read the ids back rather than guessing them.
const library = state.players.p1?.zones.library ?? [];
const [forest, bear, island, ruins] = library as [string, string, string, string];
const source = state.players.p1?.zones.battlefield[0] as string;

const types = (tx: ReturnType<typeof run>): string[] => tx.events.map((e) => e.event.type);

describe('search (701.19) and shuffle (701.20)', () => {
  it('finds a basic land, reveals it, puts it into the hand, then shuffles the rest with the seed', () => {
    const tx = run(state, [search()], { source });
    const p1 = tx.state.players.p1;
    // The default chooser finds the topmost match: the Island.
    expect(p1?.zones.hand).toEqual([island]);
    expect(types(tx)).toEqual(['revealed', 'zoneChanged', 'shuffled']);
    expect(tx.events[0]?.event).toEqual({ type: 'revealed', player: 'p1', cards: [island] });
    // The shuffle is the seeded one over what was left, and the seed moves on.
    const expected = shuffled([forest, bear, ruins], state.seed);
    expect(p1?.zones.library).toEqual(expected.items);
    expect(tx.state.seed).toBe(expected.seed);
  });

  it("the resolution's answers choose which card is found", () => {
    const tx = run(state, [search()], { source, answers: { cards: [forest] } });
    expect(tx.state.players.p1?.zones.hand).toEqual([forest]);
  });

  it('a search without "reveal it" reveals nothing (701.19e)', () => {
    expect(types(run(state, [search({ reveal: false })], { source }))).toEqual(['zoneChanged', 'shuffled']);
  });

  it('finds two basic lands and puts them onto the battlefield tapped, under the searcher', () => {
    const tx = run(state, [search({ amount: fixed(2), upTo: true, reveal: false, to: 'battlefield', tapped: true })], {
      source,
    });
    const p1 = tx.state.players.p1;
    expect(p1?.zones.battlefield).toEqual([source, island, forest]);
    for (const id of [island, forest]) {
      expect(tx.state.objects[id]?.tapped).toBe(true);
      expect(tx.state.objects[id]?.controller).toBe('p1');
    }
    // Entering tapped is not becoming tapped.
    expect(types(tx)).toEqual(['zoneChanged', 'zoneChanged', 'shuffled']);
    expect(p1?.zones.library).toHaveLength(2);
  });

  it('"up to two" with only one there finds the one', () => {
    const tx = run(
      state,
      [search({ what: { nouns: ['card'], qualities: [{ kind: 'subtype', subtype: 'Forest', negated: false }] } })],
      { source },
    );
    expect(tx.state.players.p1?.zones.hand).toEqual([forest]);
    const upTo = run(state, [search({ amount: fixed(2), upTo: true, to: 'battlefield' })], { source });
    expect(upTo.state.players.p1?.zones.battlefield).toEqual([source, island, forest]);
    const three = run(state, [search({ amount: fixed(3), upTo: true, to: 'battlefield' })], { source });
    expect(three.state.players.p1?.zones.battlefield).toHaveLength(3);
  });

  it('"a card" with no stated quality finds as many as there are (701.19d)', () => {
    const any: Description = { nouns: ['card'], qualities: [] };
    const tx = run(state, [search({ what: any, amount: fixed(9), to: 'graveyard' })], { source });
    expect(tx.state.players.p1?.zones.graveyard).toHaveLength(4);
    expect(tx.state.players.p1?.zones.library).toEqual([]);
    // 701.20e: an empty library is still shuffled.
    expect(types(tx).at(-1)).toBe('shuffled');
  });

  it('finding nothing still shuffles', () => {
    const none: Description = { nouns: ['card'], qualities: [{ kind: 'type', type: 'artifact', negated: false }] };
    const tx = run(state, [search({ what: none })], { source });
    expect(types(tx)).toEqual(['shuffled']);
    expect(tx.state.players.p1?.zones.hand).toEqual([]);
  });

  it('"then shuffle and put that card on top": the found card skips the shuffle and ends on top (701.20b)', () => {
    const any: Description = { nouns: ['card'], qualities: [] };
    const tx = run(state, [search({ what: any, to: 'libraryTop', shuffleBeforePut: true })], {
      source,
      answers: { cards: [bear] },
    });
    const after = tx.state.players.p1?.zones.library ?? [];
    expect(after.at(-1)).toBe(bear);
    expect(after.slice(0, -1)).toEqual(shuffled([forest, island, ruins], state.seed).items);
    // Not a zone change: it never left the library (400.7).
    expect(types(tx)).toEqual(['revealed', 'shuffled']);
  });

  it('is deterministic: the same state shuffles the same way; another seed another way', () => {
    const any: Description = { nouns: ['card'], qualities: [] };
    const effect = search({ what: any, to: 'libraryTop', shuffleBeforePut: true });
    const order = (seed: number) =>
      run({ ...state, seed }, [effect], { source, answers: { cards: [ruins] } }).state.players.p1?.zones.library;
    expect(order(7)).toEqual(order(7));
    const orders = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => JSON.stringify(order(seed))));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('"it" afterwards is the card found (608.2c)', () => {
    const effects: Effect[] = [search({ reveal: false, to: 'battlefield' }), tapEffect({ kind: 'it' })];
    expect(run(state, effects, { source }).state.objects[island]?.tapped).toBe(true);
  });

  it('target player searches their own library; objects search nothing', () => {
    const them: Subject = target(['player'], 'target player');
    const tx = run(state, [search({ who: them, reveal: false })], { source, targets: ['p2'] });
    expect(tx.state.players.p2?.zones.hand).toHaveLength(1);
    expect(tx.state.players.p1?.zones.library).toEqual(library);
    expect(run(state, [search({ who: { kind: 'self' } })], { source }).edits).toEqual([]);
  });

  it('undo puts the library order, the seed and the found card back', () => {
    const rampant = card('Rampant', { cost: '{G}', types: ['sorcery'], abilities: [spell([search()], 'Search …')] });
    const game = setupGame({
      seed: 11,
      players: [
        {
          hand: [rampant],
          library: [basic('Forest'), creature('Bear', '{1}{G}', '2/2'), basic('Island'), basic('Plains')],
          pool: { G: 1 },
        },
        {},
      ],
    });
    const p1 = game.state.players.p1;
    const card0 = p1?.zones.hand[0] as string;
    expect(game.perform({ type: 'cast', player: 'p1', card: card0 }).ok).toBe(true);
    const before = game.state;
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    expect(game.state.players.p1?.zones.hand).toHaveLength(1);
    expect(game.state.seed).not.toBe(before.seed);
    expect(game.undo()).toBe(true);
    expect(game.state).toEqual(before);
    expect(game.state.players.p1?.zones.library).toEqual(p1?.zones.library);
    // Redo replays the same shuffle: the seed is part of the state.
    expect(game.redo()).toBe(true);
    const redone = game.state.players.p1?.zones.library;
    expect(game.undo()).toBe(true);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    expect(game.state.players.p1?.zones.library).toEqual(redone);
  });
});

describe('search for any number of cards (701.19b)', () => {
  const lands: Description = { nouns: ['card'], qualities: [{ kind: 'type', type: 'land', negated: false }] };
  const anyNumber = (o: Partial<Search> = {}) => search({ what: lands, upTo: true, anyNumber: true, ...o });

  it('finds every match by default and puts them all where it says', () => {
    const tx = run(state, [anyNumber({ reveal: false, to: 'exile' })], { source });
    expect([...(tx.state.players.p1?.zones.exile ?? [])].sort()).toEqual([forest, island, ruins].sort());
    expect(tx.state.players.p1?.zones.library).toEqual([bear]);
  });

  it("the searcher picks which (a `picks` answer, the tester's choice), none included", () => {
    const asked: unknown[] = [];
    const tx = run(state, [anyNumber({ reveal: false, to: 'battlefield' })], {
      source,
      answers: { picks: [[ruins]] },
      asked: (q) => asked.push(q),
    });
    expect(tx.state.objects[ruins]?.zone.zone).toBe('battlefield');
    expect(tx.state.objects[forest]?.zone.zone).toBe('library');
    expect(asked).toMatchObject([{ kind: 'pick', min: 0, max: 3 }]);
    const none = run(state, [anyNumber({ to: 'battlefield' })], { source, answers: { picks: [[]] } });
    expect(none.state.players.p1?.zones.library).toHaveLength(4);
  });

  it('"them" afterwards are all the cards found (608.2c)', () => {
    const effects: Effect[] = [anyNumber({ reveal: false, to: 'battlefield' }), tapEffect({ kind: 'it', them: true })];
    const tx = run(state, effects, { source });
    expect([forest, island, ruins].map((x) => tx.state.objects[x]?.tapped)).toEqual([true, true, true]);
  });

  it('several cards put on top go in the order the searcher gives, the first topmost (401.4)', () => {
    const effect = anyNumber({ reveal: true, to: 'libraryTop', shuffleBeforePut: true });
    const tx = run(state, [effect], {
      source,
      answers: {
        picks: [
          [forest, island, ruins],
          [island, ruins, forest],
        ],
      },
    });
    expect(tx.state.players.p1?.zones.library.slice(-3)).toEqual([forest, ruins, island]);
  });
});

describe('"your library and/or graveyard" (701.19a) for a card named … (201.2)', () => {
  const named = (name: string): Description => ({ nouns: ['card'], qualities: [{ kind: 'named', name }] });
  // p1's library: Forest, Bear; graveyard: Angel.
  const both = setupState({
    seed: 7,
    players: [
      {
        library: [basic('Forest'), creature('Bear', '{1}{G}', '2/2')],
        graveyard: [creature('Angel', '{4}{W}', '4/4')],
        battlefield: [creature('Source', '{G}', '1/1')],
      },
      {},
    ],
  });
  const [, libraryBear] = both.players.p1?.zones.library as [string, string];
  const angel = both.players.p1?.zones.graveyard[0] as string;
  const from = both.players.p1?.zones.battlefield[0] as string;

  it('a card found in the library: the library is shuffled', () => {
    const tx = run(both, [search({ what: named('Bear'), alsoGraveyard: true })], { source: from });
    expect(tx.state.players.p1?.zones.hand).toEqual([libraryBear]);
    expect(types(tx)).toEqual(['revealed', 'zoneChanged', 'shuffled']);
  });

  it('a card found in the graveyard: no search of the library, no shuffle', () => {
    const tx = run(both, [search({ what: named('Angel'), alsoGraveyard: true })], { source: from });
    expect(tx.state.players.p1?.zones.hand).toEqual([angel]);
    expect(types(tx)).toEqual(['revealed', 'zoneChanged']);
  });

  it('nothing found: both were searched, and the library is shuffled', () => {
    const tx = run(both, [search({ what: named('Dragon'), alsoGraveyard: true })], { source: from });
    expect(types(tx)).toEqual(['shuffled']);
  });

  it('without "and/or graveyard" the graveyard is not searched', () => {
    const tx = run(both, [search({ what: named('Angel') })], { source: from });
    expect(tx.state.players.p1?.zones.hand).toEqual([]);
  });
});
