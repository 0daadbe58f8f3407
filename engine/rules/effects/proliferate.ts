import { addCounters } from '../ops/permanents.js';
import { addEnergy, addPoison } from '../ops/players.js';
import type { EffectModule } from './types.js';

/**
 * 701.27a: "Proliferate": the controller chooses any number of permanents and/or players that have a counter, then
 * gives each one another counter of each kind it already has (countersAdded; a player's are poison counters, the only
 * ones a player keeps, 122.1f). The choice is the resolution's next `picks` answer (608.2d); the candidates are the
 * controller and their permanents first, then the other players and theirs, and by default the controller takes
 * their own (themselves and the permanents they control) and nothing of an opponent's.
 */
export const proliferate: EffectModule<'proliferate'> = {
  kind: 'proliferate',
  execute(ctx) {
    const state = ctx.tx.state;
    const order = [ctx.controller, ...state.playerOrder.filter((p) => p !== ctx.controller)];
    const candidates: string[] = [];
    let mine = 0;
    for (const player of order) {
      const p = state.players[player];
      if (!p) continue;
      const own: string[] = [];
      if (p.poison > 0 || p.energy > 0) own.push(player);
      for (const p2 of state.playerOrder) {
        for (const id of state.players[p2]?.zones.battlefield ?? []) {
          const o = state.objects[id];
          if (o && o.controller === player && Object.values(o.counters).some((n) => n > 0)) own.push(id);
        }
      }
      candidates.push(...own);
      if (player === ctx.controller) mine = own.length;
    }
    const chosen = ctx.pickCards(candidates, 0, candidates.length, mine);
    for (const id of chosen) {
      const player = ctx.tx.state.players[id];
      if (player) {
        // 701.27a: another of each kind of counter the player has.
        if (player.poison > 0) addPoison(ctx.tx, id, 1);
        if (player.energy > 0) addEnergy(ctx.tx, id, 1);
        continue;
      }
      const object = ctx.tx.state.objects[id];
      if (!object) continue;
      for (const [kind, n] of Object.entries(object.counters)) if (n > 0) addCounters(ctx.tx, id, kind, 1);
    }
  },
};
