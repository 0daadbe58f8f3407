import { parseAbilityLine } from '../../abilities/parse-ability.js';
import { findImplementation } from '../../abilities/implementations.js';
import type { CardWarning, WarningCode } from '../../diagnostics.js';
import { colorsOfCost } from '../../mana/mana-cost.js';
import { COLOR_NAMES, type Color } from '../../mana/mana-symbol.js';
import type { Ability, CardFace, CardTemplate, Layout } from '../../templates/card-template.js';
import { originEnd, originOf } from '../../text/mapped-text.js';
import { selfNames } from '../../text/self-reference.js';
import type { ParseResult } from '../card-format.js';
import { newFace, type AbilitySource, type CardDraft, type FaceDraft, type LineContext } from './draft.js';
import { lineHandlerFor } from './line-handlers/index.js';
import { levelHeader, levelLinesAfter, parseLevel } from './level-lines.js';
import { isModeLine, modeLinesAfter, orphanMode, parseModal } from './modal-lines.js';
import { splitSourceLines, type SourceLine } from './source-lines.js';
import { BASIC_LAND_TYPES, colorFromWord } from './vocabulary.js';

type Warn = (line: number, start: number, end: number, code: WarningCode, message: string) => void;

/**
 * Parses the plain `.card` format (docs/card-format.md). Never throws: every problem becomes a warning
 * with its place, and the template holds whatever could be understood.
 */
export function parseCardText(text: string, file: string): ParseResult {
  const session = new Session(file);
  const lines = splitSourceLines(text);
  for (const line of lines) session.read(line);
  const built = buildCard(session.card, lines, session.warnAt);
  const warnings = session.warnings;
  if (!inOrder(warnings)) warnings.sort((a, b) => a.line - b.line || a.column - b.column);
  return { card: built, warnings };
}

/** Warnings mostly come out in line order already; sorting copies the array, so check first. */
function inOrder(warnings: readonly CardWarning[]): boolean {
  for (let i = 1; i < warnings.length; i++) {
    const a = warnings[i - 1];
    const b = warnings[i];
    if (a && b && (a.line > b.line || (a.line === b.line && a.column > b.column))) return false;
  }
  return true;
}

/** One parse: the draft, the warnings, and the LineContext the handlers see (one object, no per-line closures). */
class Session implements LineContext {
  readonly warnings: CardWarning[] = [];
  readonly card: CardDraft = { faces: [newFace(1)], layout: null, layoutLine: 0, unknownLines: [] };
  face: FaceDraft;
  readonly warnAt: Warn;

  constructor(private readonly file: string) {
    this.face = this.card.faces[0] ?? newFace(1);
    this.warnAt = (line, start, end, code, message) => this.push(line, start, end, code, message);
  }

  private push(line: number, start: number, end: number, code: WarningCode, message: string): void {
    this.warnings.push({
      file: this.file,
      line,
      column: start + 1,
      endColumn: Math.max(end, start) + 1,
      code,
      message,
    });
  }

  warn(line: SourceLine, start: number, end: number, code: WarningCode, message: string): void {
    this.push(line.line, start, end, code, message);
  }

  once(line: SourceLine): boolean {
    const before = this.face.seen.get(line.key);
    if (before === undefined) {
      this.face.seen.set(line.key, line.line);
      return true;
    }
    this.warn(
      line,
      line.keyStart,
      line.keyEnd,
      'duplicate-key',
      `"${line.key}" was already given on line ${before}; this line is ignored`,
    );
    return false;
  }

  read(line: SourceLine): void {
    const handler = lineHandlerFor(line.key);
    if (!handler) {
      this.warn(
        line,
        line.keyStart,
        line.keyEnd,
        'unknown-key',
        `"${line.raw.slice(line.keyStart, line.keyEnd)}" is not a key; expected name, cost, color, super, type, pt, loyalty, text, apply, layout or face`,
      );
      this.card.unknownLines.push({ line: line.line, text: line.raw });
      return;
    }
    if (handler.needsValue && line.value.length === 0) {
      this.warn(
        line,
        line.keyStart,
        line.keyEnd,
        'missing-value',
        `"${line.key}" needs a value, as in "${handler.example}"`,
      );
      return;
    }
    // A `face` line starts the next face, except before anything else, where it names face one.
    if (line.key === 'face' && !(this.card.faces.length === 1 && isEmptyFace(this.face))) {
      this.face = newFace(line.line);
      this.card.faces.push(this.face);
    }
    handler.handle(line, this);
  }
}

function isEmptyFace(face: FaceDraft): boolean {
  return (
    face.seen.size === 0 &&
    face.abilitySources.length === 0 &&
    face.types.length === 0 &&
    face.supertypes.length === 0 &&
    face.subtypes.length === 0
  );
}

function buildCard(card: CardDraft, lines: readonly SourceLine[], warn: Warn): CardTemplate {
  const multi = card.faces.length > 1;
  let layout: Layout = card.layout ?? 'normal';
  if (multi && card.layout === null) {
    const [start, end] = keySpan(lines, card.faces[1]?.startLine ?? 1);
    warn(
      card.faces[1]?.startLine ?? 1,
      start,
      end,
      'bad-face',
      "a card with faces needs a layout line such as 'layout split'; assuming split",
    );
    layout = 'split';
  } else if (multi && layout === 'normal') {
    const [start, end] = keySpan(lines, card.layoutLine);
    warn(
      card.layoutLine,
      start,
      end,
      'bad-face',
      "'layout normal' has one face, but this card has more; use a layout such as 'split'",
    );
  } else if (!multi && layout !== 'normal') {
    const [start, end] = keySpan(lines, card.layoutLine);
    warn(card.layoutLine, start, end, 'bad-face', `a ${layout} card needs a 'face' line to start its second face`);
  }
  // A one-face card (nearly every card) needs no joined name and no list of faces.
  const fullName = multi ? card.faces.map((f) => f.name ?? '').join(' // ') : undefined;
  const faces = card.faces.map((draft, index) => buildFace(draft, index, lines, fullName, warn));
  const first = faces[0] ?? buildFace(newFace(1), 0, lines, undefined, warn);
  // Listed field by field: an object spread with an overridden key falls off V8's fast path.
  return {
    name: fullName ?? first.name,
    manaCost: first.manaCost,
    colors: first.colors,
    colorIndicator: first.colorIndicator,
    supertypes: first.supertypes,
    types: first.types,
    subtypes: first.subtypes,
    power: first.power,
    toughness: first.toughness,
    loyalty: first.loyalty,
    abilities: first.abilities,
    layout,
    faces: multi || layout !== 'normal' ? faces : [],
    unknownLines: card.unknownLines,
  };
}

function buildFace(
  draft: FaceDraft,
  index: number,
  lines: readonly SourceLine[],
  cardName: string | undefined,
  warn: Warn,
): CardFace {
  if (draft.name === null) {
    if (index === 0) {
      const first = lines[0];
      warn(
        first?.line ?? 1,
        0,
        first ? first.raw.length : 0,
        'missing-name',
        "the card has no name; add a line such as 'name Llanowar Elves'",
      );
    } else {
      const [start, end] = keySpan(lines, draft.startLine);
      warn(
        draft.startLine,
        start,
        end,
        'missing-name',
        "this face has no name; write it after 'face', as in 'face Ice'",
      );
    }
  }
  const name = draft.name ?? '';
  const names = selfNames(name, draft.supertypes.includes('legendary'), cardName);
  // The implied abilities come first; the array is this face's own, so the parsed ones are added to it.
  const abilities = impliedAbilities(draft);
  const impliedKeys = abilities.length > 0 ? new Set(abilities.map(abilityKey)) : null;
  const sources = draft.abilitySources;
  for (let index = 0; index < sources.length; index++) {
    const item = sources[index] as AbilitySource;
    // 711.2: a level symbol ("LEVEL 1-3") and the lines up to the next one: what the leveler has at that level.
    const level = levelHeader(item);
    if (level) {
      const levelLines = levelLinesAfter(sources, index);
      abilities.push(...parseLevel(level, levelLines, names, warn));
      index += levelLines.length;
      continue;
    }
    // 700.2: a line followed by `•` lines is a modal header; it and its modes make one ability (modal-lines.ts).
    const modeLines = item.kind === 'text' ? modeLinesAfter(sources, index) : [];
    if (item.kind === 'text' && modeLines.length > 0 && !isModeLine(item)) {
      abilities.push(...parseModal(item, modeLines, names, warn));
      index += modeLines.length;
      continue;
    }
    if (item.kind === 'text' && isModeLine(item)) {
      abilities.push(orphanMode(item, warn));
      continue;
    }
    if (item.kind === 'apply') {
      const known = findImplementation(item.name);
      if (!known) {
        warn(
          item.line,
          item.start,
          item.end,
          'unknown-implementation',
          `"${item.name}" is not a registered implementation; see engine/abilities/implementations.ts`,
        );
      }
      abilities.push({ kind: 'applied', line: item.line, text: item.name, implementation: known?.name ?? item.name });
      continue;
    }
    const result = parseAbilityLine(item.source, item.line, names);
    const start = originOf(result.parsed, 0);
    const end = originEnd(result.parsed, result.parsed.text.length);
    if (result.problem) {
      const stated = statedColors(result.parsed.text);
      if (stated) {
        colorSentence(draft, stated, item.line, start, end, warn);
        if (sameColors(stated, draft.colorIndicator)) continue;
      } else {
        warn(item.line, result.problem.start, result.problem.end, 'unparsed-ability', result.problem.message);
      }
      abilities.push(...result.abilities);
      continue;
    }
    for (const ability of result.abilities) {
      if (impliedKeys && ability.kind === 'activated' && impliedKeys.has(abilityKey(ability))) {
        warn(
          item.line,
          start,
          end,
          'redundant-ability',
          `the ${landTypeNames(draft)} land type already gives "${ability.text}" (rule 305.6); remove this line`,
        );
        continue;
      }
      abilities.push(ability);
    }
  }
  return {
    name,
    manaCost: draft.manaCost,
    colors: draft.colorIndicator ?? colorsOfCost(draft.manaCost),
    colorIndicator: draft.colorIndicator,
    supertypes: draft.supertypes,
    types: draft.types,
    subtypes: draft.subtypes,
    power: draft.power,
    toughness: draft.toughness,
    loyalty: draft.loyalty,
    abilities,
  };
}

/** The columns of the key on line `line`, for warnings about the line as a whole. */
function keySpan(lines: readonly SourceLine[], line: number): [number, number] {
  const found = lines.find((l) => l.line === line);
  return found ? [found.keyStart, found.keyEnd] : [0, 0];
}

/** Rule 305.6: a land with a basic land type has "{T}: Add [mana]." for each such type. */
function impliedAbilities(draft: FaceDraft): Ability[] {
  if (!draft.types.includes('land')) return [];
  const abilities: Ability[] = [];
  for (const basic of BASIC_LAND_TYPES) {
    if (!draft.subtypes.includes(basic.word)) continue;
    abilities.push({
      kind: 'activated',
      line: 0,
      text: `{T}: Add {${basic.color}}.`,
      costs: [{ kind: 'tap' }],
      effects: [{ kind: 'addMana', options: [[{ kind: 'colored', color: basic.color }]] }],
      restrictions: [],
      isManaAbility: true,
      implied: true,
    });
  }
  return abilities;
}

function landTypeNames(draft: FaceDraft): string {
  return BASIC_LAND_TYPES.filter((b) => draft.subtypes.includes(b.word))
    .map((b) => b.word)
    .join(' and ');
}

function abilityKey(ability: Ability): string {
  return ability.kind === 'activated' ? JSON.stringify([ability.costs, ability.effects]) : '';
}

const COLOR_SENTENCE = /^~ is ((?:[a-z]+)(?:(?:,\s*and|,|\s+and)\s+[a-z]+)*)\.?$/i;

/** "~ is green." states a color (rule 204.1 color indicators say the same thing); returns the colors or null. */
function statedColors(text: string): Color[] | null {
  const m = COLOR_SENTENCE.exec(text);
  if (!m) return null;
  const colors: Color[] = [];
  for (const word of (m[1] ?? '').split(/[\s,]+/)) {
    if (word.toLowerCase() === 'and') continue;
    const color = colorFromWord(word);
    if (!color || word.length === 1) return null;
    if (!colors.includes(color)) colors.push(color);
  }
  return colors;
}

function sameColors(a: readonly Color[], b: readonly Color[] | null): boolean {
  return b !== null && a.length === b.length && a.every((c) => b.includes(c));
}

function colorSentence(
  draft: FaceDraft,
  stated: readonly Color[],
  line: number,
  start: number,
  end: number,
  warn: Warn,
): void {
  const words = stated.map((c) => COLOR_NAMES[c]).join(' ');
  if (sameColors(stated, draft.colorIndicator)) {
    warn(
      line,
      start,
      end,
      'redundant-ability',
      `this states what 'color ${words}' on line ${draft.colorLine?.line ?? 0} already does; remove it`,
    );
  } else if (draft.colorIndicator === null) {
    warn(line, start, end, 'unparsed-ability', `a color sentence is not an ability; write 'color ${words}' instead`);
  } else {
    warn(
      line,
      start,
      end,
      'unparsed-ability',
      `this says the card is ${words}, but its color line says otherwise; fix one of them`,
    );
  }
}
