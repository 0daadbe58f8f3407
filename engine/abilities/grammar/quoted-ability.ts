import type { Ability } from '../../templates/card-template.js';
import { Scanner } from '../../text/scanner.js';
import { abilityParsers } from '../parsers/index.js';

/** How one kind of quoted ability is read: an emblem's (114.2) or one an effect gives an object (613.1f). */
export interface QuotedAbilityRules {
  /** What the quote holds, for the warning when none is there: 'the emblem\'s ability'. */
  readonly what: string;
  /** Words in the quote that mean the object that will have it, read as `~` ("this emblem"); null: none. */
  readonly selfWord: string | null;
  /** Why a `~` written in the quote can't be read, or null when `~` is the object that has it. */
  readonly tildeProblem: string | null;
  /** Whether the parsed ability can be had that way, and the expectation to show when it can't. */
  readonly accepts: (ability: Ability) => boolean;
  readonly refusal: string;
}

/** Opening quotes and the closing quote each one takes. */
const QUOTES: Readonly<Record<string, string>> = { '"': '"', '\u201c': '\u201d' };

/** Whether the scanner is at an opening quote (after spaces). */
export function atQuote(s: Scanner): boolean {
  const save = s.mark();
  s.spaces();
  const found = QUOTES[s.peek()] !== undefined;
  s.reset(save);
  return found;
}

/**
 * One quoted ability ("{T}: ~ deals 1 damage to any target."), read by the ability parsers themselves as a card's
 * line would be; null, with the reason recorded at its column, when refused. The ability's text is as written.
 */
export function quotedAbility(s: Scanner, rules: QuotedAbilityRules): Ability | null {
  s.spaces();
  const open = s.peek();
  const close = QUOTES[open];
  if (close === undefined) {
    s.expected(`${rules.what} in quotes`);
    return null;
  }
  const start = s.pos + 1;
  const end = s.text.indexOf(close, start);
  if (end < 0) {
    s.expected(`the closing quote of ${rules.what}`);
    return null;
  }
  const raw = s.text.slice(start, end);
  const written = raw.trim();
  const offset = start + (raw.length - raw.trimStart().length);
  const named = rules.tildeProblem === null ? -1 : written.indexOf('~');
  if (named >= 0) {
    s.expected(rules.tildeProblem ?? '', offset + named);
    return null;
  }
  const inner = selfReferences(written, rules.selfWord);
  const scanner = new Scanner(inner.text);
  const abilities = parseAbility(scanner);
  if (!abilities) {
    const at = scanner.furthest < 0 ? 0 : scanner.furthest;
    s.expected(
      scanner.expectation.length > 0 ? scanner.expectation : `${rules.what} that the grammar understands`,
      offset + inner.original(at),
    );
    return null;
  }
  const [ability, more] = abilities;
  if (!ability || more || !rules.accepts(ability)) {
    s.expected(rules.refusal, offset);
    return null;
  }
  s.pos = end + 1;
  return { ...ability, text: written };
}

/**
 * One or more quoted abilities joined by "and" (""{T}: …" and "When …""), each read as quotedAbility reads it: an
 * emblem's, a token's or the ones an effect gives. Null, with the scanner unmoved, when any of them is refused: a
 * line is understood whole or not at all.
 */
export function quotedAbilities(s: Scanner, rules: QuotedAbilityRules): Ability[] | null {
  const save = s.mark();
  const abilities: Ability[] = [];
  for (;;) {
    const found = quotedAbility(s, rules);
    if (!found) {
      s.reset(save);
      return null;
    }
    abilities.push(found);
    const before = s.mark();
    if (!(s.words('and') && atQuote(s))) {
      s.reset(before);
      return abilities;
    }
  }
}

/** The ability parsers over a whole text, as a card's line is read (parse-ability.ts), or null. */
function parseAbility(s: Scanner): readonly Ability[] | null {
  const line = { line: 0, text: s.text };
  for (const parser of abilityParsers) {
    s.reset(0);
    const abilities = parser.parse(s, line);
    if (abilities) return abilities;
  }
  return null;
}

/** The text with `word` read as `~` (none: as written), and how to map a column of it back to the written text. */
function selfReferences(
  written: string,
  word: string | null,
): { readonly text: string; readonly original: (at: number) => number } {
  if (word === null) return { text: written, original: (at) => at };
  const shifts: { readonly at: number; readonly by: number }[] = [];
  let text = '';
  let from = 0;
  const lower = written.toLowerCase();
  for (;;) {
    const at = lower.indexOf(word, from);
    if (at < 0) break;
    text += `${written.slice(from, at)}~`;
    shifts.push({ at: text.length, by: word.length - 1 });
    from = at + word.length;
  }
  text += written.slice(from);
  return {
    text,
    original: (at) => at + shifts.filter((shift) => shift.at <= at).reduce((sum, shift) => sum + shift.by, 0),
  };
}
