import { parseAbilityLine } from '../../abilities/parse-ability.js';
import type { WarningCode } from '../../diagnostics.js';
import type { Ability, Condition, Modification } from '../../templates/card-template.js';
import { originEnd, originOf } from '../../text/mapped-text.js';
import type { AbilitySource } from './draft.js';

type TextSource = Extract<AbilitySource, { kind: 'text' }>;
type Warn = (line: number, start: number, end: number, code: WarningCode, message: string) => void;
type LevelCondition = Extract<Condition, { kind: 'level' }>;

/** "LEVEL 1-3", "LEVEL 4+" (711.2): a level symbol, written as Gatherer and Scryfall write it. */
const HEADER = /^\s*level\s+(\d+)\s*(?:[-\u2013]\s*(\d+)|\+)\s*$/i;
/** The level's power and toughness, alone on its line: "4/4". */
const PT = /^\s*(\d+)\/(\d+)\s*$/;

/** The level symbol a `text` line is ("LEVEL 1-3": at least 1, at most 3 level counters), or null. */
export function levelHeader(item: AbilitySource): LevelCondition | null {
  if (item.kind !== 'text') return null;
  const m = HEADER.exec(item.source.text);
  if (!m) return null;
  return { kind: 'level', min: Number(m[1]), max: m[2] === undefined ? null : Number(m[2]) };
}

/** The `text` lines after the level symbol at `index`, up to the next one: what that level gives. */
export function levelLinesAfter(sources: readonly AbilitySource[], index: number): TextSource[] {
  const out: TextSource[] = [];
  for (let i = index + 1; i < sources.length; i++) {
    const item = sources[i];
    if (!item || item.kind !== 'text' || levelHeader(item)) break;
    out.push(item);
  }
  return out;
}

/**
 * 711.2a, 711.2b: "LEVEL N1-N2 [abilities] [P/T]" means "As long as this creature has at least N1 level counters on
 * it, but no more than N2, it has base power and toughness [P/T] and has [abilities]." Each line of the level becomes
 * a static ability of the leveler with that condition: its power and toughness (layer 7b), a keyword it has (layer
 * 6), an activated or triggered ability it has (613.1f), or a static ability that applies only then. The symbol's
 * line itself gives nothing. A line the grammar can't read warns as any line does; one it reads but that can't be
 * made to depend on the level (a replacement, a cost change) warns that it can't.
 */
export function parseLevel(
  condition: LevelCondition,
  lines: readonly TextSource[],
  names: readonly string[],
  warn: Warn,
): Ability[] {
  const out: Ability[] = [];
  for (const item of lines) {
    const pt = PT.exec(item.source.text);
    if (pt) {
      const setPT: Modification = {
        kind: 'setPT',
        layer: '7b',
        power: { kind: 'fixed', value: Number(pt[1]) },
        toughness: { kind: 'fixed', value: Number(pt[2]) },
        plus: 0,
      };
      out.push(levelStatic(item.line, item.source.text.trim(), [setPT], condition));
      continue;
    }
    const result = parseAbilityLine(item.source, item.line, names);
    if (result.problem) {
      warn(item.line, result.problem.start, result.problem.end, 'unparsed-ability', result.problem.message);
      out.push(...result.abilities);
      continue;
    }
    const wrapped = result.abilities.map((a) => atLevel(a, condition));
    if (wrapped.every((a): a is Ability => a !== null)) {
      out.push(...wrapped);
      continue;
    }
    warn(
      item.line,
      originOf(result.parsed, 0),
      originEnd(result.parsed, result.parsed.text.length),
      'unparsed-ability',
      "this kind of ability can't depend on the level yet (711.2): only power and toughness, keywords, activated, " +
        'triggered and continuous static abilities can',
    );
    out.push({ kind: 'unparsed', line: item.line, text: result.parsed.text });
  }
  return out;
}

function levelStatic(line: number, text: string, modifications: Modification[], condition: LevelCondition): Ability {
  return {
    kind: 'static',
    line,
    text,
    effect: { kind: 'continuous', affected: { kind: 'self' }, modifications, condition },
  };
}

/** The ability as the leveler has it only at this level, or null when it can't be made to depend on it. */
function atLevel(ability: Ability, condition: LevelCondition): Ability | null {
  switch (ability.kind) {
    case 'keyword':
      return levelStatic(ability.line, ability.text, [{ kind: 'addKeywords', keywords: [ability.keyword] }], condition);
    case 'protection':
      return levelStatic(
        ability.line,
        ability.text,
        [{ kind: 'protection', protection: { everything: ability.everything, qualities: ability.qualities } }],
        condition,
      );
    case 'activated':
    case 'triggered':
      if (ability.zone !== undefined) return null;
      return levelStatic(ability.line, ability.text, [{ kind: 'addAbilities', abilities: [ability] }], condition);
    case 'static':
      // "Other creatures you control get +2/+2.": the same effect, only while the leveler is at this level.
      if (ability.effect.kind !== 'continuous' || ability.effect.condition !== undefined) return null;
      return { ...ability, effect: { ...ability.effect, condition } };
    default:
      return null;
  }
}
