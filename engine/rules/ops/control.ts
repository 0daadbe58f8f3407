import { unpair } from './pairing.js';
import { staticEffects } from '../continuous/static-abilities.js';
import type { AppliedModification } from '../continuous/types.js';
import type { Transaction } from '../state/transaction.js';
import type { GameObject, ObjectId, PlayerId } from '../state/types.js';
import { removeFromCombat } from './combat-membership.js';

/**
 * Layer 2 (613.1b): control-changing effects. Control is no characteristic (109.3), and the battlefield is kept per
 * controller, so the engine keeps `controller` stored and makes it follow the effects: after every action, before
 * state-based actions (704.3), each permanent is moved to the battlefield of whoever the latest control effect on it
 * (timestamp order, 613.7) says, or back to its `baseController` when none applies any more. A permanent that
 * changes controller is removed from combat (506.4) and has come under its new controller's control this turn
 * (302.6).
 */
export function applyControlEffects(tx: Transaction): void {
  const wanted = new Map<ObjectId, { controller: PlayerId; timestamp: number }>();
  const consider = (ids: readonly ObjectId[], timestamp: number, modifications: readonly AppliedModification[]) => {
    for (const m of modifications) {
      if (m.kind !== 'control') continue;
      for (const id of ids) {
        const before = wanted.get(id);
        if (!before || before.timestamp <= timestamp) wanted.set(id, { controller: m.controller, timestamp });
      }
    }
  };
  const state = tx.state;
  for (const e of state.continuousEffects) consider(e.affected.ids, e.timestamp, e.modifications);
  // A static ability's effect sorts just before a stored effect with the same number (static-abilities.ts).
  for (const s of staticEffects(state)) consider(s.affected, s.timestamp - 0.5, s.modifications);
  const changes: { object: GameObject; to: PlayerId }[] = [];
  for (const p of state.playerOrder) {
    for (const id of state.players[p]?.zones.battlefield ?? []) {
      const o = state.objects[id];
      if (!o) continue;
      const to = wanted.get(id)?.controller ?? o.baseController ?? o.controller;
      if (to !== o.controller && state.players[to] && !state.players[to].lost) changes.push({ object: o, to });
      else if (!wanted.has(id) && o.baseController !== undefined)
        tx.set(['objects', id, 'baseController'], o.baseController, undefined);
    }
  }
  for (const { object, to } of changes) changeController(tx, object, to);
}

function changeController(tx: Transaction, object: GameObject, to: PlayerId): void {
  const from = object.zone;
  if (from.zone !== 'battlefield') return;
  removeFromCombat(tx, object.id);
  // 702.95e: another player gains control of a paired creature: the pair ends.
  unpair(tx, object.id);
  const path = ['objects', object.id] as const;
  const base = object.baseController ?? object.controller;
  tx.apply({
    kind: 'move',
    object: object.id,
    from,
    fromIndex: tx.state.players[from.player]?.zones.battlefield.indexOf(object.id) ?? -1,
    to: { player: to, zone: 'battlefield' },
    toIndex: -1,
  });
  tx.set([...path, 'controller'], object.controller, to);
  tx.set([...path, 'controlledSince'], object.controlledSince, tx.state.turn.number);
  const current = tx.state.objects[object.id];
  tx.set([...path, 'baseController'], current?.baseController, to === base ? undefined : base);
}
