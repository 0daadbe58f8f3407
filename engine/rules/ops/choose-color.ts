import { COLOR_NAMES, type Color } from '../../mana/mana-symbol.js';
import { colorsOfObject } from '../state/characteristics.js';
import type { GameState, PlayerId } from '../state/types.js';

const COLORS = Object.keys(COLOR_NAMES) as Color[];

/** A color named by an answer: "red", "Red" or "R"; null for anything else. */
export function colorNamed(answer: string | undefined): Color | null {
  if (answer === undefined) return null;
  const wanted = answer.toLowerCase();
  return COLORS.find((c) => c.toLowerCase() === wanted || COLOR_NAMES[c].toLowerCase() === wanted) ?? null;
}

/**
 * 608.2d: a color `player` chooses as a spell or ability resolves ("the color of your choice"): the answer when it
 * names a color; else the engine chooses for them the color most common among the permanents their opponents
 * control, where a protection from it matters most (ties in WUBRG order; white when there are none).
 */
export function chooseColor(state: GameState, player: PlayerId, answer: string | undefined): Color {
  const named = colorNamed(answer);
  if (named !== null) return named;
  const counts = new Map<Color, number>();
  for (const p of state.playerOrder) {
    if (p === player) continue;
    for (const id of state.players[p]?.zones.battlefield ?? []) {
      const o = state.objects[id];
      if (!o) continue;
      for (const c of colorsOfObject(o, state)) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
  }
  let best: Color = 'W';
  let bestCount = 0;
  for (const c of COLORS) {
    const n = counts.get(c) ?? 0;
    if (n > bestCount) [best, bestCount] = [c, n];
  }
  return best;
}
