import type { PlanarFace } from '../events/game-events.js';
import type { Transaction } from '../state/transaction.js';
import type { GameObject, GameState, ObjectId, PlayerId, ZoneRef } from '../state/types.js';
import { nextRandom } from '../game/random.js';

/**
 * The casual variants' command-zone cards: planes and phenomena (Planechase, 901) and schemes (Archenemy, 904).
 * They stay in their owner's command zone all game (310.2, 311.2, 313.2), face down in the owner's planar or scheme
 * deck (`GameObject.inDeck`, the command zone's order bottom first) or face up, when their abilities function there
 * (901.7, 904.8; rules/triggers/match.ts, continuous/static-abilities.ts).
 */

/** A plane or phenomenon card (310.1, 311.1). */
export function isPlanarCard(object: GameObject): boolean {
  return object.template.types.includes('plane') || object.template.types.includes('phenomenon');
}

/** A scheme card (313.1). */
export function isScheme(object: GameObject): boolean {
  return object.template.types.includes('scheme');
}

/** 205.4h: an ongoing scheme stays face up once set in motion (904.11). */
export function isOngoing(object: GameObject): boolean {
  return object.template.supertypes.includes('ongoing');
}

/** A plane, phenomenon or scheme card face up in the command zone: its abilities function (901.7, 904.8). */
export function isFaceUpCommandCard(object: GameObject): boolean {
  return object.zone.zone === 'command' && object.inDeck !== true && (isPlanarCard(object) || isScheme(object));
}

/** 113.6p: an object in the command zone whose abilities function there: an emblem (114.4) or a face-up card. */
export function functionsInCommandZone(object: GameObject): boolean {
  return object.zone.zone === 'command' && object.inDeck !== true;
}

function commandCards(state: GameState, player: PlayerId): GameObject[] {
  const ids = state.players[player]?.zones.command ?? [];
  return ids.map((id) => state.objects[id]).filter((o): o is GameObject => o !== undefined);
}

/** 901.4: `player`'s planar deck, bottom first (its top is the last). */
export function planarDeck(state: GameState, player: PlayerId): readonly GameObject[] {
  return commandCards(state, player).filter((o) => o.inDeck === true && isPlanarCard(o));
}

/** 904.4: `player`'s scheme deck, bottom first (its top is the last). */
export function schemeDeck(state: GameState, player: PlayerId): readonly GameObject[] {
  return commandCards(state, player).filter((o) => o.inDeck === true && isScheme(o));
}

/** The face-up plane and phenomenon cards of the game, in turn order. */
export function faceUpPlanes(state: GameState): readonly GameObject[] {
  return state.playerOrder.flatMap((p) =>
    commandCards(state, p).filter((o) => isFaceUpCommandCard(o) && isPlanarCard(o)),
  );
}

/** Turns a command-zone card face up (`up`) or face down into its owner's deck, at the deck's bottom (`up` false). */
function turn(tx: Transaction, object: GameObject, up: boolean, controller: PlayerId): void {
  tx.set(['objects', object.id, 'inDeck'], object.inDeck, up ? undefined : true);
  if (object.controller !== controller) tx.set(['objects', object.id, 'controller'], object.controller, controller);
  if (!up) {
    // The bottom of the deck is the front of the command zone's list.
    const zone: ZoneRef = { player: object.owner, zone: 'command' };
    const list = tx.state.players[object.owner]?.zones.command ?? [];
    tx.apply({ kind: 'move', object: object.id, from: zone, fromIndex: list.indexOf(object.id), to: zone, toIndex: 0 });
  } else {
    tx.set(['objects', object.id, 'timestamp'], object.timestamp, tx.state.nextId);
  }
}

/**
 * A plane or scheme card added by the tester or a scenario's setup: into its owner's deck, on top (the end of the
 * command zone); a plane or phenomenon card with no plane face up in the game becomes the starting plane instead,
 * turned face up by the planar controller, the active player (901.5, 901.6).
 */
export function placeCommandCard(tx: Transaction, id: ObjectId): void {
  const object = tx.state.objects[id];
  if (!object || object.zone.zone !== 'command' || !(isPlanarCard(object) || isScheme(object))) return;
  const starting = isPlanarCard(object) && faceUpPlanes(tx.state).every((p) => p.id === id);
  if (starting) {
    const active = tx.state.turn.activePlayer;
    if (object.controller !== active) tx.set(['objects', id, 'controller'], object.controller, active);
  } else tx.set(['objects', id, 'inDeck'], object.inDeck, true);
}

/**
 * 901.6: the planar controller is the active player; as a turn begins they become the controller of each face-up
 * plane and phenomenon card.
 */
export function passPlanarControl(tx: Transaction): void {
  const active = tx.state.turn.activePlayer;
  for (const plane of faceUpPlanes(tx.state)) {
    if (plane.controller !== active) tx.set(['objects', plane.id, 'controller'], plane.controller, active);
  }
}

/**
 * 701.24b: "put each face-up plane card and phenomenon card on the bottom of its owner's planar deck face down, then
 * move the top card of your planar deck off that planar deck and turn it face up." Only the planar controller
 * planeswalks (701.24a): another player does nothing. A card turned face down is a new object (901.7a) to every rule
 * here: nothing refers to a face-down plane. With an empty planar deck the plane turned face down is the top card
 * again. Emits planeswalked.
 */
export function planeswalk(tx: Transaction, player: PlayerId): void {
  if (player !== tx.state.turn.activePlayer) return;
  const from = faceUpPlanes(tx.state);
  for (const plane of from) turn(tx, plane, false, plane.owner);
  const deck = planarDeck(tx.state, player);
  const top = deck[deck.length - 1];
  if (top) turn(tx, top, true, player);
  tx.emit({ type: 'planeswalked', player, from: from.map((p) => p.id), to: top?.id ?? null });
}

/**
 * 701.25b: to set a scheme in motion, move it off the top of the scheme deck if it's there and turn it face up if it
 * isn't. Only the scheme's owner does so (701.25a, 313.5: they control it). Emits schemeSetInMotion, which "When you
 * set this scheme in motion" answers (904.9).
 */
export function setSchemeInMotion(tx: Transaction, player: PlayerId, id: ObjectId): string | null {
  const object = tx.state.objects[id];
  if (!object || !isScheme(object) || object.zone.zone !== 'command')
    return 'only a scheme card can be set in motion (701.25a)';
  if (object.owner !== player) return 'only its owner sets a scheme in motion (701.25a, 313.5)';
  if (object.inDeck === true) turn(tx, object, true, player);
  tx.emit({ type: 'schemeSetInMotion', player, object: id });
  return null;
}

/** 904.9: the top card of `player`'s scheme deck, set in motion as their precombat main phase begins; null if none. */
export function topScheme(state: GameState, player: PlayerId): GameObject | null {
  const deck = schemeDeck(state, player);
  return deck[deck.length - 1] ?? null;
}

/**
 * 704.6e: each face-up non-ongoing scheme card goes face down to the bottom of its owner's scheme deck, unless a
 * triggered ability of a scheme is on the stack or waiting to be put there. Returns whether one did.
 */
export function returnSchemes(tx: Transaction): boolean {
  const state = tx.state;
  const isSchemeSource = (id: ObjectId): boolean => {
    const o = state.objects[id];
    return o !== undefined && isScheme(o);
  };
  if (state.pendingTriggers.some((t) => isSchemeSource(t.source))) return false;
  // Set in motion during this action: its "When you set this scheme in motion" triggered and waits to be collected.
  if (tx.events.some((e) => e.event.type === 'schemeSetInMotion')) return false;
  if (state.stack.some((item) => item.kind === 'ability' && item.trigger !== null && isSchemeSource(item.source)))
    return false;
  let any = false;
  for (const p of state.playerOrder) {
    for (const o of commandCards(state, p)) {
      if (!isScheme(o) || o.inDeck === true || isOngoing(o)) continue;
      turn(tx, o, false, o.owner);
      tx.emit({ type: 'schemeToBottom', player: o.owner, object: o.id });
      any = true;
    }
  }
  return any;
}

/**
 * 901.3a, 901.9: the planar die's face, 1 in 6 chaos, 1 in 6 planeswalk, else blank — the answer given (a tester's
 * or scenario's choice), else the game's seeded generator, advanced in the state as coin flips and die rolls do
 * (rules/ops/chance.ts).
 */
export function planarFace(tx: Transaction, answer?: PlanarFace): PlanarFace {
  if (answer !== undefined) return answer;
  const r = nextRandom(tx.state.seed);
  tx.set(['seed'], tx.state.seed, r.seed);
  const face = Math.min(5, Math.floor(r.value * 6));
  return face === 0 ? 'chaos' : face === 1 ? 'planeswalk' : 'blank';
}
