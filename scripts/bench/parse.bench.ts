/**
 * Parser benchmark on real Oracle data: converts every record of ../shared/fixtures/cards-sample.jsonl to
 * `.card` text in memory, parses up to 30,000 cards and prints speed, the share of ability lines understood,
 * and the most common shapes of the lines not understood (what to teach the parser next).
 */
import { cpus, loadavg } from 'node:os';
import { parseCardText } from '../../engine/format/formats.js';
import { loadOracleRecords, ORACLE_FIXTURE, toCardText } from './oracle-cards.js';

const TARGET_CARDS = 30_000;
const ROUNDS = 3;
/** Alternating rounds of the floor and the parser, for the ratio (the median is reported). */
const RATIO_ROUNDS = 7;

/**
 * The parser's cost as a multiple of a floor measured in the same run: a pass that splits each card's text into
 * lines and words and lower-cases them, the least any parser does. Before the rules-text grammar (commit 4ad3642,
 * whole-line ability parsers) this bench measured 3.07-3.30× on the development machine (10.0-13.2 µs a card,
 * alternating with today's parser in one session); the grammar may cost at most twice that.
 */
const RATIO_BEFORE_GRAMMAR = 3.2;

function floorPass(text: string): number {
  let n = 0;
  for (const line of text.split('\n')) for (const word of line.trim().split(' ')) n += word.toLowerCase().length;
  return n;
}

function cpuMsOf(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** A line's shape: numbers, mana, targets and amounts replaced by placeholders so similar lines group. */
function shape(text: string): string {
  return text
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/(\{[^}]+\})+/g, '{M}')
    .replace(/[+-]?\b\d+\b/g, 'N')
    .replace(/\b(?:a|an|one|two|three|four|five|six|seven|X)\b(?= (?:damage|cards?|life|\+1\/\+1 counters?))/gi, 'N')
    .replace(
      /\btarget (?:[a-z-]+ )*?(?:creature|player|permanent|artifact|enchantment|land|planeswalker|spell|card|opponent)s?(?: or (?:creature|player|planeswalker))?/gi,
      'TARGET',
    )
    .trim();
}

function main(): void {
  const records = loadOracleRecords();
  if (records === null) {
    console.log(`parse bench: ${ORACLE_FIXTURE} is missing; nothing to measure.`);
    return;
  }
  const texts = records.map((r) => toCardText(r));

  // Understood share and unparsed shapes, from one pass over every record.
  let abilityLines = 0;
  let understood = 0;
  const shapes = new Map<string, number>();
  for (const text of texts) {
    const { card } = parseCardText(text, 'bench.card');
    const lines = text.split('\n').filter((l) => l.startsWith('text '));
    abilityLines += lines.length;
    const unparsed = card.abilities.filter((a) => a.kind === 'unparsed');
    understood += lines.length - new Set(unparsed.map((a) => a.line)).size;
    for (const a of unparsed) {
      const s = shape(a.text);
      shapes.set(s, (shapes.get(s) ?? 0) + 1);
    }
  }

  // Warm up, then time TARGET_CARDS parses (cycling through the records). Best of a few rounds: on a shared
  // machine the slowest rounds measure the neighbours, not the parser.
  for (let i = 0; i < 2000; i++) parseCardText(texts[i % texts.length] ?? '', 'bench.card');
  const count = TARGET_CARDS;
  let elapsed = Infinity;
  let cpuMs = Infinity;
  const rounds: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    for (let i = 0; i < count; i++) parseCardText(texts[i % texts.length] ?? '', 'bench.card');
    const wall = performance.now() - start;
    const cpu = process.cpuUsage(cpuStart);
    elapsed = Math.min(elapsed, wall);
    cpuMs = Math.min(cpuMs, (cpu.user + cpu.system) / 1000);
    rounds.push(wall.toFixed(0));
  }

  // The parser against the floor, alternating so both see the same machine.
  let sink = 0;
  const ratios: number[] = [];
  for (let round = 0; round < RATIO_ROUNDS; round++) {
    const floor = cpuMsOf(() => {
      for (let i = 0; i < count; i++) sink += floorPass(texts[i % texts.length] ?? '');
    });
    const parse = cpuMsOf(() => {
      for (let i = 0; i < count; i++) parseCardText(texts[i % texts.length] ?? '', 'bench.card');
    });
    ratios.push(parse / floor);
  }
  ratios.sort((a, b) => a - b);
  const ratio = ratios[Math.floor(ratios.length / 2)] ?? NaN;

  // One typical card: the median-length text, parsed many times (best batch).
  const typical = [...texts].sort((a, b) => a.length - b.length)[Math.floor(texts.length / 2)] ?? '';
  const reps = 2000;
  let perCard = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    const t0 = performance.now();
    for (let i = 0; i < reps; i++) parseCardText(typical, 'typical.card');
    perCard = Math.min(perCard, (performance.now() - t0) / reps);
  }

  console.log(`records in fixture:        ${records.length}`);
  console.log(`cards parsed:              ${count}`);
  console.log(
    `time for ${count} cards:    ${elapsed.toFixed(1)} ms wall, ${cpuMs.toFixed(1)} ms CPU (best of ${ROUNDS}: ${rounds.join(', ')} ms)`,
  );
  console.log(`cards per second:          ${Math.round((count / elapsed) * 1000)}`);
  console.log(`one typical card:          ${(perCard * 1000).toFixed(1)} µs (${typical.split('\n').length - 1} lines)`);
  console.log(
    `per card, CPU:             ${((cpuMs / count) * 1000).toFixed(1)} µs (all ${count} cards, best of ${ROUNDS})`,
  );
  console.log(
    `parser / floor (CPU):      ${ratio.toFixed(2)}x median of ${RATIO_ROUNDS} alternating rounds (${ratios.map((r) => r.toFixed(2)).join(', ')}; floor checksum ${sink % 10})`,
  );
  console.log(
    `against the parser before the grammar (${RATIO_BEFORE_GRAMMAR}x the floor): ${(ratio / RATIO_BEFORE_GRAMMAR).toFixed(2)}x (limit 2x)`,
  );
  console.log(
    `ability lines understood:  ${understood} of ${abilityLines} (${((understood / abilityLines) * 100).toFixed(1)}%)`,
  );
  console.log(
    `load average:              ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (${cpus().length} CPUs)`,
  );
  console.log('most common unparsed line shapes:');
  const top = [...shapes.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 15);
  for (const [s, n] of top) console.log(`  ${String(n).padStart(6)}  ${s}`);
}

main();
