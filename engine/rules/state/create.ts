import type { CardTemplate } from '../../templates/card-template.js';
import { EMPTY_POOL } from '../mana/pool.js';
import { newId } from '../ops/ids.js';
import { frontFace } from '../ops/transform.js';
import type { Transaction } from './transaction.js';
import type { GameObject, GameState, PlayerId, PlayerState, PlayerZoneName } from './types.js';

export interface PlayerSpec {
  /** Defaults to `p1`, `p2`, … in order. */
  readonly id?: PlayerId;
  readonly name?: string;
  /** Rule 119.1: 20 by default. */
  readonly life?: number;
}

function newPlayer(id: PlayerId, spec: PlayerSpec): PlayerState {
  return {
    id,
    name: spec.name ?? id,
    life: spec.life ?? 20,
    poison: 0,
    energy: 0,
    pool: EMPTY_POOL,
    restrictedMana: [],
    zones: { library: [], hand: [], battlefield: [], graveyard: [], exile: [], command: [] },
    landsPlayedThisTurn: 0,
    lastTurnStarted: 0,
    drewFromEmptyLibrary: false,
    lost: false,
    lossReason: null,
  };
}

/** A fresh game: turn 1, the first player active in their first main phase (the sandbox's usual start). */
export function initialState(players: readonly PlayerSpec[], seed = 1): GameState {
  const specs = players.length > 0 ? players : [{}, {}];
  const ids = specs.map((s, i) => s.id ?? `p${i + 1}`);
  const first = ids[0] as PlayerId;
  const record: Record<PlayerId, PlayerState> = {};
  specs.forEach((s, i) => {
    const id = ids[i] as PlayerId;
    record[id] = { ...newPlayer(id, s), lastTurnStarted: id === first ? 1 : 0 };
  });
  return {
    playerOrder: ids,
    players: record,
    objects: {},
    stack: [],
    turn: { number: 1, activePlayer: first, step: 'main1', priority: first, passes: [] },
    combat: null,
    shields: [],
    preventionShields: [],
    continuousEffects: [],
    pendingTriggers: [],
    delayedTriggers: [],
    nextId: 1,
    seed,
    winner: null,
  };
}

export interface NewCard {
  readonly template: CardTemplate;
  readonly owner: PlayerId;
  readonly zone: PlayerZoneName | 'command';
  readonly tapped?: boolean;
  /** On the battlefield: came under control this turn (302.6). Otherwise it has been there since before. */
  readonly sick?: boolean;
  readonly damage?: number;
  readonly counters?: Readonly<Record<string, number>>;
  readonly canBlockAdditional?: number;
  readonly token?: boolean;
}

/** Templates become objects: a new card with a fresh deterministic id, put on top of / at the end of its zone. */
export function createCard(tx: Transaction, card: NewCard): GameObject {
  const id = newId(tx, 'c');
  const counters: Record<string, number> = { ...(card.counters ?? {}) };
  if (
    card.zone === 'battlefield' &&
    card.template.types.includes('planeswalker') &&
    counters['loyalty'] === undefined
  ) {
    const loyalty = Number.parseInt(card.template.loyalty ?? '', 10);
    if (Number.isFinite(loyalty)) counters['loyalty'] = loyalty;
  }
  const object: GameObject = {
    id,
    template: frontFace(card.template),
    owner: card.owner,
    controller: card.owner,
    zone: { player: card.owner, zone: card.zone },
    token: card.token ?? false,
    tapped: card.zone === 'battlefield' ? (card.tapped ?? false) : false,
    damage: card.damage ?? 0,
    deathtouched: false,
    counters,
    controlledSince: card.sick ? tx.state.turn.number : -1,
    canBlockAdditional: card.canBlockAdditional ?? 0,
    attachedTo: null,
  };
  tx.apply({ kind: 'create', object, index: -1 });
  return object;
}
