import type { Game } from '../game/game.js';
import type { GameState } from '../state/types.js';

/** The id of the only object named `name` (the n-th, 1-based, when several share it). Throws in tests only. */
export function idOf(game: Game | GameState, name: string, n = 1): string {
  const state = 'objects' in game ? game : game.state;
  const ids = Object.values(state.objects)
    .filter((o) => o.template.name === name)
    .map((o) => o.id)
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
  const id = ids[n - 1];
  if (id === undefined) throw new Error(`test: no object named ${name} #${n}`);
  return id;
}
