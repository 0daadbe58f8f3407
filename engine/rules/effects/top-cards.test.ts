import { describe, expect, it } from 'vitest';
import type { Effect, TopCardsPick } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, creature, fixed } from '../test-support/templates.js';
import type { Transaction } from '../state/transaction.js';
import { run } from './test-run.js';

type TopCards = Extract<Effect, { kind: 'topCards' }>;

const pick = (o: Partial<TopCardsPick>): TopCardsPick => ({
  how: 'exactly',
  amount: fixed(1),
  what: null,
  reveal: false,
  to: 'hand',
  tapped: false,
  ...o,
});
const topCards = (o: Partial<TopCards>): TopCards => ({
  kind: 'topCards',
  who: { kind: 'you' },
  amount: fixed(4),
  reveal: false,
  picks: [],
  rest: null,
  restOrder: 'any',
  ...o,
});
const land = (name: string) => card(name, { types: ['land'] });

// p1's library bottom → top: A, B (a land), C, D (a land), E; the top is the end of the list.
const state = setupState({
  seed: 3,
  players: [
    {
      library: [card('A'), land('B'), card('C'), land('D'), card('E')],
      battlefield: [creature('Source', '{U}', '1/1')],
    },
    {},
  ],
});
const source = idOf(state, 'Source');
const id = (name: string) => idOf(state, name);
const names = (tx: Transaction, zone: 'library' | 'hand' | 'graveyard' | 'exile') =>
  tx.state.players.p1?.zones[zone].map((x) => tx.state.objects[x]?.template.name);

describe('topCards: look at the top N, pick, place the rest', () => {
  it('Impulse: one of the top four into the hand (the answer), the rest on the bottom in the order given', () => {
    const effect = topCards({ picks: [pick({})], rest: 'libraryBottom' });
    const tx = run(state, [effect], { source, answers: { picks: [[id('C')], [id('B'), id('E'), id('D')]] } });
    expect(names(tx, 'hand')).toEqual(['C']);
    // The first named is the topmost of the cards put on the bottom (401.4): bottom → top D, E, B, then A.
    expect(names(tx, 'library')).toEqual(['D', 'E', 'B', 'A']);
  });

  it('without answers: the topmost card is picked and the rest keep their order', () => {
    const tx = run(state, [topCards({ picks: [pick({})], rest: 'libraryBottom' })], { source });
    expect(names(tx, 'hand')).toEqual(['E']);
    expect(names(tx, 'library')).toEqual(['B', 'C', 'D', 'A']);
  });

  it('Mulch: all lands revealed into the hand, the rest into the graveyard; revealed to all (701.16a)', () => {
    const lands = {
      nouns: ['card' as const],
      qualities: [{ kind: 'type' as const, type: 'land' as const, negated: false }],
    };
    const effect = topCards({ reveal: true, picks: [pick({ how: 'all', what: lands })], rest: 'graveyard' });
    const tx = run(state, [effect], { source });
    expect(names(tx, 'hand')).toEqual(['D', 'B']);
    expect(names(tx, 'graveyard')).toEqual(['E', 'C']);
    expect(names(tx, 'library')).toEqual(['A']);
    expect(tx.events.map((e) => e.event)).toContainEqual({
      type: 'revealed',
      player: 'p1',
      cards: [id('E'), id('D'), id('C'), id('B')],
    });
  });

  it('scry 2: the answer puts E on the bottom and keeps D on top; "pick none" keeps both', () => {
    const scry = topCards({
      amount: fixed(2),
      picks: [pick({ how: 'anyNumber', to: 'libraryBottom' })],
      rest: 'libraryTop',
    });
    const bottomed = run(state, [scry], { source, answers: { picks: [[id('E')]] } });
    expect(names(bottomed, 'library')).toEqual(['E', 'A', 'B', 'C', 'D']);
    const kept = run(state, [scry], { source, answers: { picks: [[], [id('D'), id('E')]] } });
    // Reordered on top: D first named, so topmost.
    expect(names(kept, 'library')).toEqual(['A', 'B', 'C', 'E', 'D']);
  });

  it('"up to" may pick none; "exactly" refuses an answer with too few and takes the default', () => {
    const upTo = run(state, [topCards({ picks: [pick({ how: 'upTo' })] })], { source, answers: { picks: [[]] } });
    expect(names(upTo, 'hand')).toEqual([]);
    const exactly = run(state, [topCards({ picks: [pick({})] })], { source, answers: { picks: [[]] } });
    expect(names(exactly, 'hand')).toEqual(['E']);
  });

  it('a random order for the rest uses the seeded generator (same seed, same order)', () => {
    const effect = topCards({ picks: [pick({})], rest: 'libraryBottom', restOrder: 'random' });
    const a = run(state, [effect], { source });
    const b = run(state, [effect], { source });
    expect(names(a, 'library')).toEqual(names(b, 'library'));
    expect(a.state.seed).not.toBe(state.seed);
  });

  it('onto the battlefield under the controller, tapped; more than the library holds takes what there is', () => {
    const effect = topCards({ amount: fixed(9), picks: [pick({ how: 'all', to: 'battlefield', tapped: true })] });
    const tx = run(state, [effect], { source });
    expect(names(tx, 'library')).toEqual([]);
    expect(tx.state.objects[id('A')]?.tapped).toBe(true);
    expect(tx.state.objects[id('A')]?.controller).toBe('p1');
  });

  it('the top card with no instruction stays on top and is "it" for a condition after it (608.2c)', () => {
    const isLand = {
      nouns: ['card' as const],
      qualities: [{ kind: 'type' as const, type: 'land' as const, negated: false }],
    };
    const reveal = topCards({ amount: fixed(1), reveal: true });
    const oracle = (otherwise: 'hand' | 'bottom'): Effect[] => [
      reveal,
      {
        kind: 'conditional',
        condition: { kind: 'objectIs', what: 'it', description: isLand },
        effects: [
          { kind: 'changeZone', what: { kind: 'it' }, to: 'battlefield', position: null, underYourControl: false },
        ],
        otherwise: [
          {
            kind: 'changeZone',
            what: { kind: 'it' },
            to: otherwise === 'bottom' ? 'library' : 'hand',
            position: otherwise === 'bottom' ? 'bottom' : null,
            underYourControl: false,
          },
        ],
      },
    ];
    // E (no land) on top: alone, it stays; "Otherwise, put that card into your hand"; or on the bottom (401.4).
    expect(names(run(state, [reveal], { source }), 'library')).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(names(run(state, oracle('hand'), { source }), 'hand')).toEqual(['E']);
    expect(names(run(state, oracle('bottom'), { source }), 'library')).toEqual(['E', 'A', 'B', 'C', 'D']);
    // A land on top: onto the battlefield.
    const landOnTop = setupState({
      players: [{ library: [card('A'), land('B')], battlefield: [creature('Source', '{U}', '1/1')] }, {}],
    });
    const tx = run(landOnTop, oracle('hand'), { source: idOf(landOnTop, 'Source') });
    expect(tx.state.objects[idOf(landOnTop, 'B')]?.zone.zone).toBe('battlefield');
  });
});

describe('exile the top N cards (406.3)', () => {
  const exileAll = (amount: number) => topCards({ amount: fixed(amount), picks: [pick({ how: 'all', to: 'exile' })] });

  it('exiles the top three, topmost first, asking nothing; "them" then names all three (608.2c)', () => {
    const asked: unknown[] = [];
    const effects: Effect[] = [
      exileAll(3),
      { kind: 'changeZone', what: { kind: 'it', them: true }, to: 'hand', position: null, underYourControl: false },
    ];
    const tx = run(state, effects, { source, asked: (q) => asked.push(q) });
    expect(asked).toEqual([]);
    expect(names(tx, 'hand')).toEqual(['E', 'D', 'C']);
    expect(names(tx, 'library')).toEqual(['A', 'B']);
  });

  it('a library with fewer cards exiles what there is', () => {
    expect(names(run(state, [exileAll(9)], { source }), 'exile')).toEqual(['E', 'D', 'C', 'B', 'A']);
  });
});

describe('revealUntil (701.16a)', () => {
  const lands = {
    nouns: ['card' as const],
    qualities: [{ kind: 'type' as const, type: 'land' as const, negated: false }],
  };
  const until = (o: Partial<Extract<Effect, { kind: 'revealUntil' }>> = {}): Effect => ({
    kind: 'revealUntil',
    who: { kind: 'you' },
    what: lands,
    to: 'hand',
    tapped: false,
    rest: 'graveyard',
    restOrder: 'any',
    ...o,
  });

  it('reveals from the top until a match (E, then the land D): D to the hand, E to the rest; "it" is D', () => {
    const tx = run(state, [until(), { kind: 'tap', what: { kind: 'it' } }], { source });
    expect(names(tx, 'hand')).toEqual(['D']);
    expect(names(tx, 'graveyard')).toEqual(['E']);
    expect(names(tx, 'library')).toEqual(['A', 'B', 'C']);
    expect(tx.events.find((e) => e.event.type === 'revealed')?.event).toMatchObject({ cards: [id('E'), id('D')] });
  });

  it('no match: every card is revealed and goes with the rest; the bottom in the order given (401.4)', () => {
    const none = {
      nouns: ['card' as const],
      qualities: [{ kind: 'type' as const, type: 'artifact' as const, negated: false }],
    };
    const tx = run(state, [until({ what: none, rest: 'libraryBottom' })], {
      source,
      answers: { picks: [[id('A'), id('B'), id('C'), id('D'), id('E')]] },
    });
    expect(names(tx, 'hand')).toEqual([]);
    expect(names(tx, 'library')).toEqual(['E', 'D', 'C', 'B', 'A']);
  });

  it('onto the battlefield tapped, under the controller', () => {
    const tx = run(state, [until({ to: 'battlefield', tapped: true, rest: 'exile' })], { source });
    expect(tx.state.objects[id('D')]).toMatchObject({ zone: { zone: 'battlefield', player: 'p1' }, tapped: true });
    expect(names(tx, 'exile')).toEqual(['E']);
  });
});
