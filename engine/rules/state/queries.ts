import { visibleName } from '../ops/face-down.js';
import type { GameObject, GameState, ObjectId, PlayerId, PlayerState, PlayerZoneName, ZoneRef } from './types.js';

export function getObject(state: GameState, id: ObjectId): GameObject | undefined {
  return state.objects[id];
}

export function getPlayer(state: GameState, id: PlayerId): PlayerState | undefined {
  return state.players[id];
}

export function isPlayer(state: GameState, id: string): boolean {
  return Object.prototype.hasOwnProperty.call(state.players, id);
}

export function zoneIds(state: GameState, player: PlayerId, zone: PlayerZoneName): readonly ObjectId[] {
  return state.players[player]?.zones[zone] ?? [];
}

export function zoneObjects(state: GameState, player: PlayerId, zone: PlayerZoneName): readonly GameObject[] {
  return zoneIds(state, player, zone)
    .map((id) => state.objects[id])
    .filter((o): o is GameObject => o !== undefined);
}

/**
 * "Its controller" (108.4): who controls it now; for an object an effect moved off the battlefield, who controlled it
 * as it last existed there (608.2h: its last known information; its owner took it back as it left, 400.7).
 */
export function knownController(object: GameObject): PlayerId {
  return object.lastController ?? object.controller;
}

/** Every permanent, in player order then battlefield order. */
export function battlefield(state: GameState): readonly GameObject[] {
  return state.playerOrder.flatMap((p) => zoneObjects(state, p, 'battlefield'));
}

export function onBattlefield(object: GameObject): boolean {
  return object.zone.zone === 'battlefield';
}

export function sameZone(a: ZoneRef, b: ZoneRef): boolean {
  if (a.zone === 'stack' || b.zone === 'stack') return a.zone === b.zone;
  return a.zone === b.zone && a.player === b.player;
}

export function zoneLabel(zone: ZoneRef): string {
  return zone.zone === 'stack' ? 'stack' : `${zone.player} ${zone.zone}`;
}

/** The next player in turn order who hasn't lost (two-player games: the opponent). */
export function opponentOf(state: GameState, player: PlayerId): PlayerId {
  const order = state.playerOrder;
  const start = order.indexOf(player);
  for (let i = 1; i <= order.length; i++) {
    const candidate = order[(start + i) % order.length] as PlayerId;
    if (candidate !== player && !state.players[candidate]?.lost) return candidate;
  }
  return player;
}

/** Name of an object or player for messages. */
export function describe(state: GameState, id: string): string {
  const object = state.objects[id];
  if (object) return `${visibleName(object)} (${id})`;
  const player = state.players[id];
  if (player) return player.name === id ? id : `${player.name} (${id})`;
  const item = state.stack.find((s) => s.id === id);
  if (item) return `stack item ${id}`;
  return id;
}

/** Rule 302.6: a creature may attack or {T}/{Q} only if controlled continuously since its controller's turn began. */
export function isSummoningSick(state: GameState, object: GameObject): boolean {
  const started = state.players[object.controller]?.lastTurnStarted ?? 0;
  return object.controlledSince >= started;
}
