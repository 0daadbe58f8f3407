import { isFaceUpCommandCard, planarDeck, schemeDeck } from '../ops/command-cards.js';
import { isEmblem } from '../ops/emblems.js';
import type { ContinuousEffect } from '../continuous/types.js';
import { topCardsSeenBy } from './top-card.js';
import type { ManaPool } from '../mana/pool.js';
import type {
  CombatState,
  GameObject,
  GameState,
  ObjectId,
  PendingTrigger,
  PlayerId,
  RestrictedMana,
  StackItem,
  TriggerContext,
  TurnState,
} from '../state/types.js';

export interface PlayerSeat {
  readonly id: PlayerId;
  readonly name: string;
  readonly life: number;
  readonly poison: number;
  readonly energy: number;
  readonly pool: ManaPool;
  /** The part of the pool that may be spent only on some things (106.6): public, like the pool. */
  readonly restrictedMana: readonly RestrictedMana[];
  readonly lost: boolean;
  /** 720.1: whether they are the monarch, a designation everyone sees. */
  readonly monarch: boolean;
  readonly libraryCount: number;
  /** The top card of their library when the viewer may see it (401.5: revealed, or looked at any time), else null. */
  readonly libraryTop: ObjectId | null;
  readonly handCount: number;
  /** The viewer's own hand; null for other players' hands (hidden, 400.2). */
  readonly hand: readonly ObjectId[] | null;
  readonly battlefield: readonly ObjectId[];
  readonly graveyard: readonly ObjectId[];
  readonly exile: readonly ObjectId[];
  /** Their emblems in the command zone (114, 408): public, like the battlefield. */
  readonly emblems: readonly ObjectId[];
  /** Their face-up plane, phenomenon and scheme cards in the command zone (901.7, 904.8): public. */
  readonly command: readonly ObjectId[];
  /** How many cards are face down in their planar deck (901.4) and scheme deck (904.4): which ones is hidden. */
  readonly planarDeckCount: number;
  readonly schemeDeckCount: number;
}

/** What one player may see: public zones, their own hand, and only the size of every library and other hand. */
export interface PlayerView {
  readonly viewer: PlayerId;
  readonly turn: TurnState;
  readonly players: Readonly<Record<PlayerId, PlayerSeat>>;
  readonly playerOrder: readonly PlayerId[];
  /** Only the objects the viewer may see. */
  readonly objects: Readonly<Record<ObjectId, GameObject>>;
  readonly stack: readonly StackItem[];
  /** Triggered abilities waiting to go on the stack: public, since putting them there happens in the open (603.3). */
  readonly pendingTriggers: readonly PendingTrigger[];
  readonly combat: CombatState | null;
  /**
   * Continuous effects (611.2): public, like the spells and abilities that made them; they affect only permanents,
   * which everyone sees.
   */
  readonly continuousEffects: readonly ContinuousEffect[];
  readonly winner: PlayerId | null;
}

/**
 * A trigger's event may be about a card the viewer can't see ("whenever you draw a card": the drawn card). Its id
 * would let the viewer follow that card later, so it is hidden like the card (400.2); the player and amount are public.
 */
function redact(context: TriggerContext, visible: ReadonlySet<ObjectId>): TriggerContext {
  return context.object === null || visible.has(context.object) ? context : { ...context, object: null };
}

/**
 * 708.5: only a face-down spell's or permanent's controller may look at it; everyone else sees the face-down 2/2
 * (its `template`) and knows it is face down, never which card it is.
 */
function hideFace(object: GameObject, viewer: PlayerId): GameObject {
  if (!object.faceDown || object.faceDown.face === null || object.controller === viewer) return object;
  return { ...object, faceDown: { face: null } };
}

/**
 * Rule 400.2: libraries and hands are hidden zones; the library's order is hidden even from its owner, except a top
 * card an ability reveals or lets its controller look at (401.5).
 */
export function playerView(state: GameState, viewer: PlayerId): PlayerView {
  const players: Record<PlayerId, PlayerSeat> = {};
  const visible = new Set<ObjectId>();
  const tops = topCardsSeenBy(state, viewer);
  for (const id of state.playerOrder) {
    const p = state.players[id];
    if (!p) continue;
    const mine = id === viewer;
    const zones = p.zones;
    const inCommand = (zones.command ?? []).map((c) => state.objects[c]).filter((o) => o !== undefined);
    const emblems = inCommand.filter(isEmblem).map((o) => o.id);
    const command = inCommand.filter(isFaceUpCommandCard).map((o) => o.id);
    const libraryTop = tops.has(id) ? (zones.library.at(-1) ?? null) : null;
    if (libraryTop !== null) visible.add(libraryTop);
    for (const o of [
      ...zones.battlefield,
      ...emblems,
      ...command,
      ...zones.graveyard,
      ...zones.exile,
      ...(mine ? zones.hand : []),
    ]) {
      visible.add(o);
    }
    players[id] = {
      id,
      name: p.name,
      life: p.life,
      poison: p.poison,
      energy: p.energy,
      pool: p.pool,
      restrictedMana: p.restrictedMana,
      lost: p.lost,
      monarch: state.monarch === id,
      libraryCount: zones.library.length,
      libraryTop,
      handCount: zones.hand.length,
      hand: mine ? zones.hand : null,
      battlefield: zones.battlefield,
      graveyard: zones.graveyard,
      exile: zones.exile,
      emblems,
      command,
      planarDeckCount: planarDeck(state, id).length,
      schemeDeckCount: schemeDeck(state, id).length,
    };
  }
  for (const item of state.stack) if (item.kind === 'spell') visible.add(item.card);
  const stack = state.stack.map((item) => {
    if (item.kind !== 'ability' || item.trigger === null) return item;
    const trigger = redact(item.trigger, visible);
    return trigger === item.trigger ? item : { ...item, trigger };
  });
  const pendingTriggers = state.pendingTriggers.map((t) => {
    const context = redact(t.context, visible);
    return context === t.context ? t : { ...t, context };
  });
  const objects: Record<ObjectId, GameObject> = {};
  for (const id of visible) {
    const o = state.objects[id];
    if (o) objects[id] = hideFace(o, viewer);
  }
  // 603.4's record of what entered this turn: only objects the viewer still sees, face-down ones unnamed (708.5), so an
  // id can't follow a card into a hidden zone (400.2).
  const entered = state.turn.entered;
  const turn = entered
    ? {
        ...state.turn,
        entered: entered
          .filter((e) => visible.has(e.object.id))
          .map((e) => ({ ...e, object: hideFace(e.object, viewer) })),
      }
    : state.turn;
  return {
    viewer,
    turn,
    players,
    playerOrder: state.playerOrder,
    objects,
    stack,
    pendingTriggers,
    combat: state.combat,
    continuousEffects: state.continuousEffects,
    winner: state.winner,
  };
}
