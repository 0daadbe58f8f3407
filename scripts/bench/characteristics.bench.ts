/**
 * Characteristics benchmark: a battlefield of 200 creatures under 50 continuous effects (every fifth one affecting
 * the whole board, the rest three creatures each), then power, toughness and keywords of every permanent, as the
 * tester and combat ask for them. Reports the median of many rounds per full board, for:
 *   cold:  the first read after the effects list changed (builds the per-object index, 613.7 order);
 *   warm:  later reads of the same state (the index is kept per effects list, which is immutable).
 * Target: a warm board well under 1 ms, a cold one under 5 ms.
 * Run alone with `npx tsx scripts/bench/characteristics.bench.ts` (or through scripts/bench/index.ts).
 */
import { addContinuousEffect } from '../../engine/rules/continuous/lifecycle.js';
import { setupState } from '../../engine/rules/game/setup.js';
import { characteristicsOf, keywordsOfObject, powerOf, toughnessOf } from '../../engine/rules/state/characteristics.js';
import { Transaction } from '../../engine/rules/state/transaction.js';
import type { GameObject, GameState } from '../../engine/rules/state/types.js';
import { grizzlyBears } from '../../engine/rules/test-support/templates.js';

const PERMANENTS = 200;
const EFFECTS = 50;
const ROUNDS = Number(process.env.CARDSMITH_BENCH_ROUNDS ?? 200);

function board(): { state: GameState; ids: string[] } {
  const tx = new Transaction(
    setupState({ players: [{ battlefield: Array.from({ length: PERMANENTS }, () => grizzlyBears()) }, {}] }),
  );
  const ids = Object.keys(tx.state.objects);
  for (let i = 0; i < EFFECTS; i++) {
    addContinuousEffect(tx, {
      source: ids[0] as string,
      sourceName: 'Bench',
      controller: 'p1',
      objects: i % 5 === 0 ? ids : ids.slice(i, i + 3),
      modifications: [
        { kind: 'ptChange', power: 1, toughness: 0 },
        { kind: 'addKeywords', keywords: ['flying'] },
      ],
      duration: 'endOfTurn',
    });
  }
  return { state: tx.state, ids };
}

function readBoard(state: GameState, ids: readonly string[]): number {
  let sum = 0;
  for (const id of ids) {
    const o = state.objects[id] as GameObject;
    sum += powerOf(o, state) + toughnessOf(o, state) + keywordsOfObject(o, state).size;
  }
  return sum;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export default function run(): void {
  const { state, ids } = board();
  const cold: number[] = [];
  const warm: number[] = [];
  let check = 0;
  for (let r = 0; r < ROUNDS; r++) {
    // A fresh effects list (same contents): what the engine sees after any edit to the effects.
    const fresh: GameState = { ...state, continuousEffects: [...state.continuousEffects] };
    let t = performance.now();
    check += readBoard(fresh, ids);
    cold.push(performance.now() - t);
    t = performance.now();
    check += readBoard(fresh, ids);
    warm.push(performance.now() - t);
  }
  const t = performance.now();
  for (const id of ids) characteristicsOf(state, id);
  const explained = performance.now() - t;
  console.log(`${PERMANENTS} permanents, ${EFFECTS} effects, ${ROUNDS} rounds (checksum ${check})`);
  console.log(`  cold board (index built): median ${median(cold).toFixed(3)} ms`);
  console.log(`  warm board:               median ${median(warm).toFixed(3)} ms`);
  console.log(`  characteristicsOf, whole board once: ${explained.toFixed(3)} ms`);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) run();
