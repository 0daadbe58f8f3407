import { parseModalHeader, parseModeLine } from '../../abilities/parse-modal.js';
import type { WarningCode } from '../../diagnostics.js';
import type { Ability, Effect, Mode } from '../../templates/card-template.js';
import { mapped, originEnd, originOf, type MappedText } from '../../text/mapped-text.js';
import type { AbilitySource } from './draft.js';

type TextSource = Extract<AbilitySource, { kind: 'text' }>;
type Warn = (line: number, start: number, end: number, code: WarningCode, message: string) => void;

const BULLET = '•';

/** Whether a `text` line is one mode of a modal ability: its value starts with `•` (700.2). */
export function isModeLine(item: AbilitySource): boolean {
  return item.kind === 'text' && item.source.text.trimStart().startsWith(BULLET);
}

/** The `•` lines right after `sources[index]`: the modes of the modal header there, if it is one. */
export function modeLinesAfter(sources: readonly AbilitySource[], index: number): TextSource[] {
  const out: TextSource[] = [];
  for (let i = index + 1; i < sources.length; i++) {
    const item = sources[i];
    if (!item || item.kind !== 'text' || !isModeLine(item)) break;
    out.push(item);
  }
  return out;
}

/** The text after the bullet, still mapped to the line's columns. */
function afterBullet(source: MappedText): MappedText {
  const at = source.text.indexOf(BULLET) + BULLET.length;
  // `text` lines come from the text handler with the identity mapping (mapped(value, valueStart)).
  return mapped(source.text.slice(at), source.base + at);
}

/**
 * A modal spell or ability (700.2): the `header` line ("Choose one —", "When ~ enters the battlefield, choose one —")
 * and its `•` lines become ONE ability on the header's line whose effect is `modal`, each mode keeping its own line;
 * the bullet lines give no ability of their own. When a mode can't be read, its line warns where the grammar stopped,
 * and nothing of the modal ability is understood (a mode the engine can't run can't be offered): the header and
 * every bullet line are kept as `unparsed` abilities, and the header says which modes were the problem.
 */
export function parseModal(
  header: TextSource,
  bullets: readonly TextSource[],
  names: readonly string[],
  warn: Warn,
): Ability[] {
  const read = bullets.map((b) => ({ bullet: b, result: parseModeLine(afterBullet(b.source), names) }));
  const modes: Mode[] = read.map(({ bullet, result }) => ({
    line: bullet.line,
    text: result.text,
    effects: result.effects ?? [],
  }));
  const headed = parseModalHeader(header.source, header.line, names, modes);
  const modal = headed.problem === null && headed.abilities.some(hasModalEffect);
  const bad = read.filter((r) => r.result.problem !== null);
  if (modal && bad.length === 0) return [...headed.abilities];

  const out: Ability[] = [];
  const headerStart = originOf(headed.parsed, 0);
  const headerEnd = originEnd(headed.parsed, headed.parsed.text.length);
  if (headed.problem) {
    warn(header.line, headed.problem.start, headed.problem.end, 'unparsed-ability', headed.problem.message);
    out.push(...headed.abilities);
  } else if (modal) {
    const lines = bad.map((r) => r.bullet.line).join(', ');
    warn(
      header.line,
      headerStart,
      headerEnd,
      'unparsed-ability',
      `the mode on line ${lines} was not understood, so this modal ability can't be used (700.2)`,
    );
    out.push({ kind: 'unparsed', line: header.line, text: headed.parsed.text });
  } else {
    // The line above the bullets is an ability of its own ("Draw a card."), not a "Choose one —" header.
    out.push(...headed.abilities);
  }
  for (const { bullet, result } of read) {
    if (result.problem) {
      warn(bullet.line, result.problem.start, result.problem.end, 'unparsed-ability', result.problem.message);
    } else if (!modal && !headed.problem) {
      const start = bullet.source.base + bullet.source.text.indexOf(BULLET);
      warn(
        bullet.line,
        start,
        start + BULLET.length,
        'unparsed-ability',
        "a '•' mode belongs to a line ending in 'Choose one —' (or 'choose two —', 'choose one or both —') right above it",
      );
    }
    out.push({ kind: 'unparsed', line: bullet.line, text: `${BULLET} ${result.written}` });
  }
  return out;
}

/** A mode line with no header above it (the first `text` line, or after an `apply` line). */
export function orphanMode(item: TextSource, warn: Warn): Ability {
  const start = item.source.base + item.source.text.indexOf(BULLET);
  warn(
    item.line,
    start,
    start + BULLET.length,
    'unparsed-ability',
    "a '•' mode belongs to a line ending in 'Choose one —' (or 'choose two —', 'choose one or both —') right above it",
  );
  return { kind: 'unparsed', line: item.line, text: item.source.text.trim() };
}

function hasModalEffect(ability: Ability): boolean {
  const effects: readonly Effect[] =
    ability.kind === 'spell' || ability.kind === 'activated' || ability.kind === 'triggered' ? ability.effects : [];
  return effects.some((e) => e.kind === 'modal');
}
