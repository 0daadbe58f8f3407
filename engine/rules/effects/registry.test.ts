import { describe, expect, it } from 'vitest';
import type { Effect, EffectKind } from '../../templates/card-template.js';
import { board, d } from '../describe/test-board.js';
import { idOf } from '../test-support/find.js';
import { fixed, mana, target } from '../test-support/templates.js';
import type { GameObject, GameState, TriggerContext } from '../state/types.js';
import { EFFECTS } from './registry.js';
import { run } from './test-run.js';

// The describe board (p1: Goblin the source, Bear, Elite, Ring, tapped Forest; p2: Angel, Golgari, Shrine, Bolt in
// hand, L1 in library, Zombie in graveyard, Blaze on the stack).
const state = board();
const id = (name: string) => idOf(state, name);
const one = (text: string) => target(['permanent', 'player', 'spell', 'card'], text);

function withCounter(base: GameState, name: string, counter: string): GameState {
  const object = base.objects[idOf(base, name)] as GameObject;
  return { ...base, objects: { ...base.objects, [object.id]: { ...object, counters: { [counter]: 1 } } } };
}

function withSubtype(base: GameState, name: string, subtype: string): GameState {
  const object = base.objects[idOf(base, name)] as GameObject;
  const changed = { ...object, template: { ...object.template, subtypes: [...object.template.subtypes, subtype] } };
  return { ...base, objects: { ...base.objects, [object.id]: changed } };
}

/** The board with `name` a transforming double-faced card (712.1) whose back face is `${name} Back`. */
function withBackFace(base: GameState, name: string): GameState {
  const object = base.objects[idOf(base, name)] as GameObject;
  const front = object.template;
  const back = { ...front, name: `${name} Back`, manaCost: null, abilities: [] };
  const template = { ...front, layout: 'transform' as const, faces: [front, back] };
  return { ...base, objects: { ...base.objects, [object.id]: { ...object, template } } };
}

/** The board with p2's library card (L1) in p1's library instead. */
function withP1Library(base: GameState): GameState {
  const l1 = base.objects[idOf(base, 'L1')] as GameObject;
  const p1 = base.players['p1'];
  const p2 = base.players['p2'];
  if (!p1 || !p2) throw new Error('no players');
  return {
    ...base,
    players: {
      ...base.players,
      p1: { ...p1, zones: { ...p1.zones, library: [l1.id] } },
      p2: { ...p2, zones: { ...p2.zones, library: [] } },
    },
    objects: {
      ...base.objects,
      [l1.id]: { ...l1, owner: 'p1', controller: 'p1', zone: { player: 'p1', zone: 'library' } },
    },
  };
}

/** The board with p2's graveyard card (Zombie) in p2's exile instead. */
function withZombieExiled(base: GameState): GameState {
  const zombie = base.objects[idOf(base, 'Zombie')] as GameObject;
  const p2 = base.players['p2'];
  if (!p2) throw new Error('no player');
  return {
    ...base,
    players: { ...base.players, p2: { ...p2, zones: { ...p2.zones, graveyard: [], exile: [zombie.id] } } },
    objects: { ...base.objects, [zombie.id]: { ...zombie, zone: { player: 'p2', zone: 'exile' } } },
  };
}

/** The exiled Zombie with "Madness {B}" (702.35a). */
function withMadness(base: GameState): GameState {
  const zombie = Object.values(base.objects).find((o) => o.zone.zone === 'exile');
  if (!zombie) throw new Error('no exiled card');
  const madness = {
    kind: 'alternativeCost' as const,
    line: 9,
    text: 'Madness {B}',
    costs: [{ kind: 'mana' as const, mana: [{ kind: 'colored' as const, color: 'B' as const }] }],
    conditions: [],
    keyword: 'madness' as const,
    zone: 'exile' as const,
  };
  const template = { ...zombie.template, abilities: [...zombie.template.abilities, madness] };
  return { ...base, objects: { ...base.objects, [zombie.id]: { ...zombie, template } } };
}

/**
 * One working example per effect kind. The mapped type makes a new kind in the contract a compile error here until
 * it has an example, and the test below fails until its executor does something real with it (a placeholder that
 * throws, or an executor that changes nothing, fails).
 */
const EXAMPLES: {
  readonly [K in EffectKind]: {
    readonly effect: Extract<Effect, { kind: K }>;
    readonly targets?: string[];
    readonly modes?: number[];
    /** A board of its own, when the describe board has nothing the effect can act on. */
    readonly state?: GameState;
    /** What a triggered ability's event was about, for effects that read it. */
    readonly trigger?: TriggerContext;
  };
} = {
  addMana: { effect: { kind: 'addMana', options: [mana('{R}')] } },
  addProducedMana: {
    effect: { kind: 'addProducedMana' },
    trigger: { object: null, player: 'p1', amount: null, mana: { W: 0, U: 0, B: 0, R: 0, G: 1, C: 0 } },
  },
  // 608.2d: the source (Goblin) remembers the color chosen.
  chooseColor: { effect: { kind: 'chooseColor' } },
  dealDamage: {
    effect: { kind: 'dealDamage', amount: fixed(1), to: one('t'), from: { kind: 'self' } },
    targets: [id('Angel')],
  },
  destroy: { effect: { kind: 'destroy', what: one('t') }, targets: [id('Bear')] },
  regenerate: { effect: { kind: 'regenerate', what: { kind: 'self' } } },
  transform: { effect: { kind: 'transform', what: { kind: 'self' } }, state: withBackFace(state, 'Goblin') },
  drawCards: { effect: { kind: 'drawCards', who: one('t'), amount: fixed(1) }, targets: ['p2'] },
  gainLife: { effect: { kind: 'gainLife', who: { kind: 'you' }, amount: fixed(1) } },
  loseLife: { effect: { kind: 'loseLife', who: { kind: 'you' }, amount: fixed(1) } },
  tap: { effect: { kind: 'tap', what: one('t') }, targets: [id('Angel')] },
  untap: { effect: { kind: 'untap', what: one('t') }, targets: [id('Forest')] },
  tapOrUntap: { effect: { kind: 'tapOrUntap', what: one('t') }, targets: [id('Angel')] },
  discard: { effect: { kind: 'discard', who: one('t'), amount: fixed(1), random: false }, targets: ['p2'] },
  // 406.3: p2 exiles a card (Bolt) from their hand.
  exileCards: {
    effect: {
      kind: 'exileCards',
      who: one('t'),
      amount: fixed(1),
      what: { nouns: ['card'], qualities: [] },
      from: 'hand',
      random: false,
    },
    targets: ['p2'],
  },
  revealHand: { effect: { kind: 'revealHand', who: one('t') }, targets: ['p2'] },
  // 701.16a: p2's card in hand (Bolt) is shown: an event, nothing else.
  reveal: { effect: { kind: 'reveal', what: one('t') }, targets: [id('Bolt')] },
  discardHand: { effect: { kind: 'discardHand', who: one('t') }, targets: ['p2'] },
  chooseCard: { effect: { kind: 'chooseCard', what: d(['card']), from: one('t') }, targets: ['p2'] },
  putCounters: { effect: { kind: 'putCounters', what: { kind: 'self' }, counter: '+1/+1', amount: fixed(1) } },
  becomeDesignated: { effect: { kind: 'becomeDesignated', what: { kind: 'self' }, designation: 'monstrous' } },
  moveCounters: {
    effect: {
      kind: 'moveCounters',
      from: { kind: 'self' },
      to: one('target creature'),
      counter: '+1/+1',
      amount: fixed(1),
    },
    targets: [id('Bear')],
    state: withCounter(state, 'Goblin', '+1/+1'),
  },
  removeCounters: {
    effect: { kind: 'removeCounters', what: { kind: 'self' }, counter: 'fade', amount: fixed(1) },
    state: withCounter(state, 'Goblin', 'fade'),
  },
  createTokens: {
    effect: {
      kind: 'createTokens',
      who: { kind: 'you' },
      amount: fixed(1),
      token: {
        name: 'Goblin Token',
        power: 1,
        toughness: 1,
        colors: ['R'],
        supertypes: [],
        types: ['creature'],
        subtypes: ['Goblin'],
        keywords: [],
      },
    },
  },
  createEmblem: {
    effect: {
      kind: 'createEmblem',
      who: { kind: 'you' },
      abilities: [
        {
          kind: 'static',
          line: 0,
          text: 'Creatures you control get +1/+1.',
          effect: {
            kind: 'continuous',
            affected: { kind: 'each', description: d(['creature'], { kind: 'controller', who: 'you' }) },
            modifications: [
              {
                kind: 'ptChange',
                power: { sign: 1, amount: fixed(1) },
                toughness: { sign: 1, amount: fixed(1) },
              },
            ],
          },
        },
      ],
    },
  },
  createTokenCopies: {
    effect: {
      kind: 'createTokenCopies',
      who: { kind: 'you' },
      amount: fixed(1),
      of: one('t'),
      except: { modifications: [], noManaCost: false },
    },
    targets: [id('Angel')],
  },
  becomeCopy: {
    effect: {
      kind: 'becomeCopy',
      what: { kind: 'self' },
      of: one('t'),
      duration: 'endOfTurn',
      except: { modifications: [], noManaCost: false },
    },
    targets: [id('Angel')],
  },
  optional: {
    effect: { kind: 'optional', effects: [{ kind: 'gainLife', who: { kind: 'you' }, amount: fixed(1) }], ifYouDo: [] },
  },
  pay: { effect: { kind: 'pay', costs: [{ kind: 'payLife', amount: 2 }] } },
  changeZone: {
    effect: { kind: 'changeZone', what: one('t'), to: 'hand', position: null, underYourControl: false },
    targets: [id('Bear')],
  },
  exileIfLeaves: { effect: { kind: 'exileIfLeaves', what: one('t') }, targets: [id('Bear')] },
  exileIfDies: { effect: { kind: 'exileIfDies', what: one('t'), dealtDamageThisWay: null }, targets: [id('Bear')] },
  sacrifice: {
    effect: { kind: 'sacrifice', who: { kind: 'you' }, what: { kind: 'self' }, chosen: null, amount: fixed(1) },
  },
  counter: { effect: { kind: 'counter', what: one('t') }, targets: [id('Blaze')] },
  // 702.85a: p1's library (L1, a land-less card with no mana cost: mana value 0 < the Goblin's 1) is exiled and offered.
  cascade: { effect: { kind: 'cascade' }, state: withP1Library(state) },
  // 608.2g: the exiled Zombie is offered to the controller (a pending cast in the state).
  castWithoutPaying: {
    effect: { kind: 'castWithoutPaying', what: one('t') },
    targets: [id('Zombie')],
    state: withZombieExiled(state),
  },
  // 702.35a: the exiled Zombie, given madness, is offered to its owner for its madness cost.
  castForMadness: {
    effect: { kind: 'castForMadness', what: one('t') },
    targets: [id('Zombie')],
    state: withMadness(withZombieExiled(state)),
  },
  // 601.3: the exiled Zombie may be cast by the controller this turn.
  mayPlay: {
    effect: { kind: 'mayPlay', what: one('t'), play: 'play', until: 'endOfTurn', free: false },
    targets: [id('Zombie')],
    state: withZombieExiled(state),
  },
  // 707.10: a copy of Blaze (X = 3) on the stack above it.
  copySpell: {
    effect: { kind: 'copySpell', what: one('t'), amount: fixed(1), newTargets: false },
    targets: [id('Blaze')],
  },
  // 701.12a: Bear and Angel each deal damage equal to its power to the other.
  fight: { effect: { kind: 'fight', what: one('a'), other: one('b') }, targets: [id('Bear'), id('Angel')] },
  mill: { effect: { kind: 'mill', who: one('t'), amount: fixed(1) }, targets: ['p2'] },
  lookAtHand: { effect: { kind: 'lookAtHand', who: one('t') }, targets: ['p2'] },
  extraTurn: { effect: { kind: 'extraTurn', who: { kind: 'you' } } },
  endGame: { effect: { kind: 'endGame', who: { kind: 'you' }, result: 'lose' } },
  skipNext: { effect: { kind: 'skipNext', who: { kind: 'you' }, what: 'turn', count: 1 } },
  additionalLands: { effect: { kind: 'additionalLands', who: { kind: 'you' }, count: 1 } },
  maximumHandSize: {
    effect: { kind: 'maximumHandSize', who: { kind: 'you' }, change: { kind: 'none' }, duration: 'untilYourNextTurn' },
  },
  exchangeControl: {
    effect: { kind: 'exchangeControl', what: [{ kind: 'self' }, one('t')] },
    targets: [id('Angel')],
  },
  pair: { effect: { kind: 'pair', what: { kind: 'self' }, with: one('t') }, targets: [id('Bear')] },
  shuffleIntoLibrary: { effect: { kind: 'shuffleIntoLibrary', who: one('t'), zones: ['hand'] }, targets: ['p2'] },
  flipCoin: { effect: { kind: 'flipCoin', who: { kind: 'you' } } },
  clash: { effect: { kind: 'clash' } },
  vote: { effect: { kind: 'vote', options: ['death', 'taxes'] } },
  explore: { effect: { kind: 'explore', what: { kind: 'self' } }, state: withP1Library(state) },
  planeswalk: { effect: { kind: 'planeswalk', who: { kind: 'you' } } },
  becomeMonarch: { effect: { kind: 'becomeMonarch', who: { kind: 'you' } } },
  rollDie: { effect: { kind: 'rollDie', who: one('t'), sides: 6 }, targets: ['p2'] },
  search: {
    effect: {
      kind: 'search',
      who: one('t'),
      what: d(['card']),
      amount: fixed(1),
      upTo: false,
      reveal: false,
      to: 'hand',
      tapped: false,
      shuffleBeforePut: false,
    },
    targets: ['p2'],
  },
  modify: {
    effect: {
      kind: 'modify',
      what: one('t'),
      modifications: [{ kind: 'addKeywords', keywords: ['flying'] }],
      duration: 'endOfTurn',
    },
    targets: [id('Bear')],
  },
  modal: {
    effect: {
      kind: 'modal',
      min: 1,
      max: 1,
      modes: [
        { line: 2, text: 'You gain 1 life.', effects: [{ kind: 'gainLife', who: { kind: 'you' }, amount: fixed(1) }] },
        { line: 3, text: 'Destroy target permanent.', effects: [{ kind: 'destroy', what: one('t') }] },
      ],
    },
    targets: [id('Bear')],
    modes: [1],
  },
  // 701.3a, 702.6a: Ring made an Equipment, attached to target creature (Bear).
  attach: {
    effect: { kind: 'attach', what: one('w'), to: one('t') },
    targets: [id('Ring'), id('Bear')],
    state: withSubtype(state, 'Ring', 'Equipment'),
  },
  // 701.27a: the Bear, with a +1/+1 counter, gets another (the controller's own permanents by default).
  proliferate: { effect: { kind: 'proliferate' }, state: withCounter(state, 'Bear', '+1/+1') },
  // 615: a shield in the state for the next 2 damage to Bear.
  preventDamage: {
    effect: { kind: 'preventDamage', amount: fixed(2), combat: false, to: one('t'), by: null, duration: 'endOfTurn' },
    targets: [id('Bear')],
  },
  // p2 can't pay 100 life (119.4), so the effect happens (118.12).
  unless: {
    effect: {
      kind: 'unless',
      payer: one('t'),
      costs: [{ kind: 'payLife', amount: 100 }],
      effects: [{ kind: 'gainLife', who: { kind: 'you' }, amount: fixed(1) }],
    },
    targets: ['p2'],
  },
  // The controller looks at p2's top card (L1) and puts it into its owner's hand.
  // 701.16a: p2 reveals until a card (any), which goes to their hand.
  revealUntil: {
    effect: {
      kind: 'revealUntil',
      who: one('t'),
      what: { nouns: ['card'], qualities: [] },
      to: 'hand',
      tapped: false,
      rest: 'libraryBottom',
      restOrder: 'random',
    },
    targets: ['p2'],
  },
  topCards: {
    effect: {
      kind: 'topCards',
      who: one('t'),
      amount: fixed(1),
      reveal: false,
      picks: [{ how: 'exactly', amount: fixed(1), what: null, reveal: false, to: 'hand', tapped: false }],
      rest: 'libraryBottom',
      restOrder: 'any',
    },
    targets: ['p2'],
  },
  // 603.7: nothing happens now but a delayed triggered ability waiting for the next end step.
  reflexive: { effect: { kind: 'reflexive', effects: [{ kind: 'gainLife', who: { kind: 'you' }, amount: fixed(1) }] } },
  delayed: {
    effect: {
      kind: 'delayed',
      at: { kind: 'beginningOfStep', step: 'end', whose: 'each' },
      effects: [{ kind: 'gainLife', who: { kind: 'you' }, amount: fixed(1) }],
    },
  },
  // The source (Goblin) wasn't kicked, so `otherwise` runs (608.2c, 702.33d).
  conditional: {
    effect: {
      kind: 'conditional',
      condition: { kind: 'kicked' },
      effects: [],
      otherwise: [{ kind: 'gainLife', who: { kind: 'you' }, amount: fixed(1) }],
    },
  },
};

describe('the effect registry', () => {
  it('has one module per effect kind, each for its own kind', () => {
    expect(Object.keys(EFFECTS).sort()).toEqual(Object.keys(EXAMPLES).sort());
    for (const [kind, module] of Object.entries(EFFECTS)) expect(module.kind).toBe(kind);
  });

  // Revealing and choosing change no state: what they do is tell every player (a game event, 701.16a, 608.2d).
  it.each(Object.entries(EXAMPLES))(
    '%s has a real implementation: its example runs and changes the game or tells the players something',
    (_kind, example) => {
      const tx = run('state' in example && example.state ? example.state : state, [example.effect], {
        source: id('Goblin'),
        targets: example.targets ?? [],
        ...('modes' in example ? { modes: example.modes } : {}),
        ...('trigger' in example ? { trigger: example.trigger } : {}),
      });
      expect(tx.edits.length + tx.events.length).toBeGreaterThan(0);
    },
  );
});
