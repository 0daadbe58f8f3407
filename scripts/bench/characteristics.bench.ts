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
import {
  characteristicsOf,
  keywordsOfObject,
  parseStat,
  powerOf,
  toughnessOf,
} from '../../engine/rules/state/characteristics.js';
import { Transaction } from '../../engine/rules/state/transaction.js';
import type { GameObject, GameState } from '../../engine/rules/state/types.js';
import { card, creature, grizzlyBears } from '../../engine/rules/test-support/templates.js';
import { parseAbilityText } from '../../engine/abilities/parse-ability.js';
import { attach } from '../../engine/rules/ops/attachments.js';
import type { Ability, CardTemplate } from '../../engine/templates/card-template.js';
import { median } from './stats.js';

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
  staticAbilities();
}

/**
 * Static abilities (611.3): 150 creatures and 50 permanents whose continuous effects are recomputed whenever the
 * state changes (anthems, lords, Equipment attached). An `expect pt` query right after a change (cold: the static
 * effects are found again) and on the same state (warm), against a floor measured in the same run: the printed
 * P/T read straight from the template. Target: after a tap (nothing found again) under 0.5 ms, after an entering
 * permanent (the static effects found again; unchanged permanents' matches remembered) under 5 ms, a warm query
 * within 20x the floor.
 */
function staticAbilities(): void {
  const line = (text: string): Ability[] => [...parseAbilityText(text).abilities];
  const sources: CardTemplate[] = [];
  for (let i = 0; i < 50; i++) {
    if (i % 5 === 0) {
      sources.push(
        card(`Sword ${i}`, {
          types: ['artifact'],
          subtypes: ['Equipment'],
          abilities: line('Equipped creature gets +2/+0 and has first strike.'),
        }),
      );
    } else if (i % 2 === 0) {
      sources.push(
        card(`Anthem ${i}`, { types: ['enchantment'], abilities: line('Creatures you control get +1/+1.') }),
      );
    } else {
      sources.push(
        creature(
          `Lord ${i}`,
          '{1}{B}',
          '2/2',
          line('Other Zombie creatures you control get +1/+1 and have deathtouch.'),
          { subtypes: ['Zombie'] },
        ),
      );
    }
  }
  const creatures = Array.from({ length: 150 }, (_, i) =>
    i % 3 === 0 ? creature(`Zombie ${i}`, '{B}', '2/2', [], { subtypes: ['Zombie'] }) : grizzlyBears(),
  );
  const tx = new Transaction(setupState({ players: [{ battlefield: [...sources, ...creatures] }, {}] }));
  const ids = tx.state.players.p1?.zones.battlefield ?? [];
  const bodies = ids.filter((id) => tx.state.objects[id]?.template.types.includes('creature'));
  ids.forEach((id, i) => {
    if (tx.state.objects[id]?.template.subtypes.includes('Equipment'))
      attach(tx, id, bodies[i % bodies.length] as string);
  });
  const state = tx.state;
  const target = bodies[bodies.length - 1] as string;
  const cold: number[] = [];
  const warm: number[] = [];
  const floor: number[] = [];
  const entered: number[] = [];
  let check = 0;
  for (let r = 0; r < ROUNDS; r++) {
    // An edit most actions make: a creature becomes tapped (a new object record, the board otherwise the same).
    const tapped = { ...(state.objects[bodies[r % bodies.length] as string] as GameObject), tapped: true };
    const fresh: GameState = { ...state, objects: { ...state.objects, [tapped.id]: tapped } };
    const o = fresh.objects[target] as GameObject;
    let t = performance.now();
    check += powerOf(o, fresh) + toughnessOf(o, fresh);
    cold.push(performance.now() - t);
    t = performance.now();
    check += powerOf(o, fresh) + toughnessOf(o, fresh);
    warm.push(performance.now() - t);
    t = performance.now();
    check += parseStat(o.template.power) + parseStat(o.template.toughness);
    floor.push(performance.now() - t);
  }
  for (let r = 0; r < ROUNDS; r++) {
    // An edit that changes what the static abilities see (a permanent enters): everything is found again.
    const o = state.objects[target] as GameObject;
    const moved: GameState = { ...state, objects: { ...state.objects, [target]: { ...o, timestamp: r + 1 } } };
    const t = performance.now();
    check += powerOf(moved.objects[target] as GameObject, moved);
    entered.push(performance.now() - t);
  }
  const f = Math.max(median(floor), 1e-4);
  console.log(`static abilities: ${bodies.length} creatures, 50 static sources (checksum ${check})`);
  console.log(`  floor (printed P/T):        median ${median(floor).toFixed(4)} ms`);
  console.log(
    `  expect pt after a tap:      median ${median(cold).toFixed(3)} ms (${(median(cold) / f).toFixed(0)}x floor)`,
  );
  console.log(
    `  after a permanent entered:  median ${median(entered).toFixed(3)} ms (${(median(entered) / f).toFixed(0)}x floor)`,
  );
  console.log(
    `  expect pt on the same state: median ${median(warm).toFixed(4)} ms (${(median(warm) / f).toFixed(0)}x floor)`,
  );
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) run();
