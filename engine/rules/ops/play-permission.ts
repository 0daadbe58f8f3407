import type { CardTemplate, PlayPermissionDuration, StaticEffect } from '../../templates/card-template.js';
import { matchesDescription } from '../describe/matches.js';
import { hasPrintedAbilities } from '../state/characteristics.js';
import { battlefield } from '../state/queries.js';
import type { Transaction } from '../state/transaction.js';
import type { GameObject, GameState, PlayerId, PlayPermission, ZoneRef } from '../state/types.js';

type PlayFromTop = Extract<StaticEffect, { kind: 'playFromTop' }>;

/**
 * Permissions to play a card from exile (601.3, 305.2): "You may play that card this turn." and the like give one
 * (`grantPlay`), kept on the exiled card (`GameObject.playable`). It is read as the card is cast or played
 * (`playPermission`) and forgotten when the card leaves exile, since it is a new object then (400.7).
 */

/**
 * The last turn a permission lasts through: this turn ("this turn", "until end of turn"), the controller's next turn
 * ("until the end of your next turn": the next turn in turn order that is theirs, 500.1), or null for as long as the
 * card stays in exile.
 */
export function lastTurnOf(state: GameState, player: PlayerId, until: PlayPermissionDuration): number | null {
  const now = state.turn.number;
  if (until === 'endOfTurn') return now;
  if (until === 'whileExiled') return null;
  const order = state.playerOrder;
  const active = order.indexOf(state.turn.activePlayer);
  for (let k = 1; k <= order.length; k++) if (order[(active + k) % order.length] === player) return now + k;
  return now;
}

/** Gives `permission` for the exiled card `id`; nothing for a card that isn't in exile. */
export function grantPlay(tx: Transaction, id: string, permission: PlayPermission): void {
  const card = tx.state.objects[id];
  if (!card || card.zone.zone !== 'exile') return;
  const before = card.playable;
  tx.set(['objects', id, 'playable'], before, [...(before ?? []), permission]);
}

/**
 * The permission that lets `player` play (`land`: as a land, 305.2) or cast `card` from exile or from the top of
 * their library now, the free one first; null when none does (not there, another player's, ended, or a cast-only
 * one for a land).
 */
export function playPermission(
  state: GameState,
  card: GameObject,
  player: PlayerId,
  land: boolean,
): PlayPermission | null {
  if (card.zone.zone === 'library') return topOfLibraryPermission(state, card, player, land);
  if (card.zone.zone !== 'exile' || !card.playable) return null;
  const now = state.turn.number;
  const valid = card.playable.filter(
    (p) => p.player === player && (p.lastTurn === null || now <= p.lastTurn) && (!land || p.play === 'play'),
  );
  return valid.find((p) => p.free) ?? valid[0] ?? null;
}

/** A template's "from the top of your library" abilities, found once per template. */
const FROM_TOP = new WeakMap<CardTemplate, readonly PlayFromTop[]>();
function fromTopAbilities(template: CardTemplate): readonly PlayFromTop[] {
  let found = FROM_TOP.get(template);
  if (!found) {
    found = template.abilities.flatMap((a) =>
      a.kind === 'static' && a.effect.kind === 'playFromTop' ? [a.effect] : [],
    );
    FROM_TOP.set(template, found);
  }
  return found;
}

/**
 * 601.3, 305.2: "You may cast creature spells from the top of your library." and the like: the top card of `player`'s
 * own library, when a permanent they control with such an ability (on the battlefield, with its abilities) allows
 * it and the card matches what it names, seen from that permanent ("of the chosen type").
 */
function topOfLibraryPermission(
  state: GameState,
  card: GameObject,
  player: PlayerId,
  land: boolean,
): PlayPermission | null {
  const zone = card.zone;
  if (zone.zone !== 'library' || zone.player !== player) return null;
  if (state.players[player]?.zones.library.at(-1) !== card.id) return null;
  for (const source of battlefield(state)) {
    if (source.controller !== player) continue;
    const abilities = fromTopAbilities(source.template);
    if (abilities.length === 0 || !hasPrintedAbilities(source, state)) continue;
    for (const ability of abilities) {
      if (land && ability.play !== 'play') continue;
      if (
        ability.what &&
        !matchesDescription(state, card.id, ability.what, { controller: player, source: source.id })
      ) {
        continue;
      }
      return { player, play: ability.play, lastTurn: null, free: false };
    }
  }
  return null;
}

/** The players who may play or cast `card` from exile or the top of a library now, for a UI to offer (601.3). */
export function playersPermitted(state: GameState, card: GameObject): PlayerId[] {
  const zone = card.zone;
  if (zone.zone === 'library') {
    const owner = zone.player;
    const may = playPermission(state, card, owner, false) ?? playPermission(state, card, owner, true);
    return may !== null ? [owner] : [];
  }
  const players = (card.playable ?? []).map((p) => p.player);
  return [...new Set(players)].filter((p) => playPermission(state, card, p, false) !== null);
}

/** 400.7: a card that leaves exile is a new object, without the permissions it had there. */
export function forgetPlayableOnMove(tx: Transaction, object: GameObject, from: ZoneRef, to: ZoneRef): void {
  if (object.playable === undefined || from.zone !== 'exile' || to.zone === 'exile') return;
  tx.set(['objects', object.id, 'playable'], object.playable, undefined);
}
