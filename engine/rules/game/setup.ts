import { placeCommandCard } from '../ops/command-cards.js';
import type { CardTemplate } from '../../templates/card-template.js';
import type { RulesOptions } from '../actions/types.js';
import { EMPTY_POOL, type ManaPool } from '../mana/pool.js';
import { createCard, initialState, type NewCard, type PlayerSpec } from '../state/create.js';
import { Transaction } from '../state/transaction.js';
import type { GameState, PlayerZoneName, Step } from '../state/types.js';
import { COMBAT_STEPS } from '../turn/steps.js';
import { Game } from './game.js';
import { shuffled } from './random.js';

/** A card in a setup: a bare template, or a template with its state. */
export type CardSpec = CardTemplate | (Omit<NewCard, 'owner' | 'zone'> & { readonly template: CardTemplate });

export interface PlayerSetup extends PlayerSpec {
  /** Bottom → top; drawn from the end. */
  readonly library?: readonly CardSpec[];
  readonly hand?: readonly CardSpec[];
  readonly battlefield?: readonly CardSpec[];
  readonly graveyard?: readonly CardSpec[];
  readonly exile?: readonly CardSpec[];
  /**
   * Plane, phenomenon and scheme cards (310.2, 313.2), in order: the first plane of the game is the starting plane,
   * face up (901.5); the others go face down on top of their owner's planar or scheme deck (command-cards.ts).
   */
  readonly command?: readonly CardSpec[];
  readonly pool?: Partial<ManaPool>;
  readonly poison?: number;
  readonly energy?: number;
}

/** Ids are handed out player by player, zone by zone in this order: library, hand, battlefield, graveyard, exile. */
export interface GameSetup {
  readonly players?: readonly PlayerSetup[];
  /** Seed for library shuffles; the same seed always gives the same game. */
  readonly seed?: number;
  /** Shuffle every library once set up (103.2). Off by default so tests control the order. */
  readonly shuffle?: boolean;
  /** The step the game starts in; `main1` of turn 1 by default. */
  readonly step?: Step;
  readonly options?: Partial<RulesOptions>;
  /** 720.1: the player who is the monarch as the game starts; none by default. */
  readonly monarch?: string;
}

const ZONES: readonly PlayerZoneName[] = ['library', 'hand', 'battlefield', 'graveyard', 'exile'];

function toNewCard(spec: CardSpec, owner: string, zone: PlayerZoneName | 'command'): NewCard {
  return 'template' in spec ? { ...spec, owner, zone } : { template: spec, owner, zone };
}

/** Builds the starting state of a sandbox game (not part of the undo history). */
export function setupState(setup: GameSetup = {}): GameState {
  const players = setup.players ?? [{}, {}];
  const tx = new Transaction(initialState(players, setup.seed ?? 1));
  players.forEach((p, i) => {
    const id = tx.state.playerOrder[i] as string;
    for (const zone of ZONES) for (const card of p[zone] ?? []) createCard(tx, toNewCard(card, id, zone));
    for (const card of p.command ?? []) placeCommandCard(tx, createCard(tx, toNewCard(card, id, 'command')).id);
    if (p.pool) tx.set(['players', id, 'pool'], EMPTY_POOL, { ...EMPTY_POOL, ...p.pool });
    if (p.poison) tx.set(['players', id, 'poison'], 0, p.poison);
    if (p.energy) tx.set(['players', id, 'energy'], 0, p.energy);
  });
  if (setup.shuffle) {
    let seed = tx.state.seed;
    for (const id of tx.state.playerOrder) {
      const library = tx.state.players[id]?.zones.library ?? [];
      const result = shuffled(library, seed);
      seed = result.seed;
      tx.set(['players', id, 'zones', 'library'], library, result.items);
    }
    tx.set(['seed'], tx.state.seed, seed);
  }
  if (setup.monarch !== undefined) {
    // Set up before the game: the monarch as turn 1 began too.
    tx.set(['monarch'], undefined, setup.monarch);
    tx.set(['turn'], tx.state.turn, { ...tx.state.turn, monarchAsBegan: setup.monarch });
  }
  const step = setup.step ?? 'main1';
  if (step !== 'main1') {
    const turn = tx.state.turn;
    tx.set(['turn'], turn, { ...turn, step });
  }
  if (COMBAT_STEPS.includes(step)) {
    const active = tx.state.turn.activePlayer;
    tx.set(['combat'], null, {
      attackingPlayer: active,
      defendingPlayer: tx.state.playerOrder.find((p) => p !== active) ?? active,
      attackers: [],
      blockers: [],
      attackersDeclared: false,
      blockersDeclared: false,
      dealtFirstStrikeDamage: [],
    });
  }
  return tx.state;
}

/** A sandbox game with cards already in zones: `setupGame({players: [{hand: [shock]}, {life: 5}]})`. */
export function setupGame(setup: GameSetup = {}): Game {
  return new Game(setupState(setup), { legendRule: setup.options?.legendRule ?? false });
}

/** An empty game for the given players (two by default). */
export function createGame(setup: { readonly players?: readonly PlayerSpec[]; readonly seed?: number } = {}): Game {
  return setupGame({ players: setup.players, seed: setup.seed });
}
