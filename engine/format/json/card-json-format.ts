import { KEYWORDS } from '../../abilities/keywords.js';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { CardWarning, WarningCode } from '../../diagnostics.js';
import { colorsOfCost, formatManaSymbol, parseManaCost, parseManaSymbol } from '../../mana/mana-cost.js';
import { COLORS, type Color, type ManaCost, type ManaSymbol } from '../../mana/mana-symbol.js';
import type {
  Ability,
  ActivationRestriction,
  CardFace,
  CardTemplate,
  CardType,
  CombatRestriction,
  Layout,
  Supertype,
} from '../../templates/card-template.js';
import { selfNames } from '../../text/self-reference.js';
import type { CardFormat, ParseResult } from '../card-format.js';
import { CARD_TYPES, LAYOUTS, SUPERTYPES } from '../card-text/vocabulary.js';
import { LineIndex } from '../../text/line-index.js';
import { readJson, type JsonPositions, type JsonValue } from './json-with-positions.js';

/**
 * `.card.json`: a CardTemplate written as JSON (docs/card-format.md, "The JSON format"). Fields may be
 * left out and get their empty value; `manaCost` may be a string like "{2}{W}"; an ability may be a plain
 * string, which goes through the same ability parsers as a `text` line. Anything wrong is a warning.
 */
export const cardJsonFormat: CardFormat = {
  id: 'card-json',
  extensions: ['.card.json'],
  parse: parseCardJson,
};

type JsonObject = { [key: string]: JsonValue };

const FACE_FIELDS = [
  'name',
  'manaCost',
  'colors',
  'colorIndicator',
  'supertypes',
  'types',
  'subtypes',
  'power',
  'toughness',
  'loyalty',
  'abilities',
];
const CARD_FIELDS = [...FACE_FIELDS, 'layout', 'faces', 'unknownLines'];
const ABILITY_KINDS = ['keyword', 'activated', 'spell', 'static', 'applied', 'unparsed'];

export function parseCardJson(text: string, file: string): ParseResult {
  const warnings: CardWarning[] = [];
  const read = readJson(text);
  const lines = new LineIndex(text);
  const warnAt = (offset: number, length: number, code: WarningCode, message: string): void => {
    const { line, column } = lines.position(offset);
    warnings.push({ file, line, column, endColumn: column + Math.max(length, 0), code, message });
  };
  if (read.error) {
    warnAt(read.error.offset, 1, 'bad-json', `this is not valid JSON: ${read.error.message}`);
    return { card: emptyCard(), warnings };
  }
  const at = (path: string, code: WarningCode, message: string, onKey = false): void => {
    const offset = (onKey ? read.keys.get(path) : undefined) ?? read.positions.get(path) ?? 0;
    warnAt(offset, tokenLength(text, offset), code, message);
  };
  const root = read.value;
  if (!isObject(root)) {
    at('', 'bad-template', 'a .card.json file holds one JSON object, the card template');
    return { card: emptyCard(), warnings };
  }
  const v = new Validator(lines, read.positions, at);
  const card = v.card(root);
  warnings.sort((a, b) => a.line - b.line || a.column - b.column);
  return { card, warnings };
}

const COST_KINDS = [
  'mana',
  'tap',
  'untap',
  'payLife',
  'sacrificeSelf',
  'sacrifice',
  'discard',
  'removeCounters',
  'tapUntapped',
  'exileFromGraveyard',
];
const EFFECT_KINDS = ['addMana', 'dealDamage', 'destroy', 'regenerate', 'drawCards', 'gainLife', 'tap'];
const RESTRICTION_KINDS = ['sorcerySpeed', 'yourTurn', 'upkeep', 'window', 'perTurn', 'condition'];
/** `cantBlock` and `canBlockOnlyFlying` are older templates' forms of two combat restrictions (see olderStatic). */
const STATIC_KINDS = ['continuous', 'cantBlock', 'canBlockOnlyFlying'];

function kindsIn(value: JsonValue | undefined, kinds: readonly string[]): boolean {
  return (
    Array.isArray(value) && value.every((v) => isObject(v) && typeof v.kind === 'string' && kinds.includes(v.kind))
  );
}

/**
 * Older templates have no `restrictions` on activated abilities (602.5b): read as none. Older ones wrote "during your
 * turn" and "during your upkeep" as restrictions of their own; today both are timing windows.
 */
function withRestrictions(ability: Ability): Ability {
  const restrictions = (ability as { restrictions?: unknown }).restrictions;
  if (ability.kind === 'static') return olderStatic(ability);
  if (ability.kind !== 'activated') return ability;
  if (restrictions === undefined) return { ...ability, restrictions: [] };
  return { ...ability, restrictions: ability.restrictions.map(olderRestriction) };
}

function olderRestriction(r: ActivationRestriction): ActivationRestriction {
  const kind = (r as { kind: string }).kind;
  if (kind === 'yourTurn') return { kind: 'window', parts: [{ kind: 'turn', whose: 'you' }] };
  if (kind === 'upkeep') {
    return {
      kind: 'window',
      parts: [
        { kind: 'turn', whose: 'you' },
        { kind: 'during', period: 'upkeep' },
      ],
    };
  }
  return r;
}

/**
 * Older templates wrote "~ can't block." as the static effect `cantBlock` and "~ can block only creatures with
 * flying." as `canBlockOnlyFlying`; today both are combat restrictions of a static ability of ~ itself.
 */
function olderStatic(ability: Extract<Ability, { kind: 'static' }>): Ability {
  const kind = (ability.effect as { kind: string }).kind;
  const restriction: CombatRestriction | null =
    kind === 'cantBlock'
      ? { kind: 'cantBlock', alone: false }
      : kind === 'canBlockOnlyFlying'
        ? {
            kind: 'canBlockOnly',
            attackers: { nouns: ['creature'], qualities: [{ kind: 'keyword', keyword: 'flying', negated: false }] },
          }
        : null;
  if (!restriction) return ability;
  return {
    ...ability,
    effect: { kind: 'continuous', affected: { kind: 'self' }, modifications: [{ kind: 'restriction', restriction }] },
  };
}

/** The shape checks a rules engine relies on: the kind, its own fields, and the kinds of costs and effects. */
function validAbility(o: JsonObject): boolean {
  if (typeof o.text !== 'string' || (o.line !== undefined && typeof o.line !== 'number')) return false;
  switch (o.kind) {
    case 'keyword':
      return KEYWORDS.some((k) => k.keyword === o.keyword);
    case 'protection':
      return typeof o.everything === 'boolean' && Array.isArray(o.qualities);
    case 'activated':
      return (
        kindsIn(o.costs, COST_KINDS) &&
        kindsIn(o.effects, EFFECT_KINDS) &&
        // Older templates have no restrictions (602.5b): read as none.
        (o.restrictions === undefined || kindsIn(o.restrictions, RESTRICTION_KINDS)) &&
        typeof o.isManaAbility === 'boolean' &&
        typeof o.implied === 'boolean'
      );
    case 'spell':
      return kindsIn(o.effects, EFFECT_KINDS);
    case 'static':
      return isObject(o.effect) && typeof o.effect.kind === 'string' && STATIC_KINDS.includes(o.effect.kind);
    case 'applied':
      return typeof o.implementation === 'string';
    case 'unparsed':
      return true;
    default:
      return false;
  }
}

function tokenLength(text: string, offset: number): number {
  const m = /^(?:"(?:[^"\\]|\\.)*"|[^\s,}\]]+|.)/.exec(text.slice(offset, offset + 200));
  return m ? m[0].length : 1;
}

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function emptyCard(): CardTemplate {
  return {
    name: '',
    manaCost: null,
    colors: [],
    colorIndicator: null,
    supertypes: [],
    types: [],
    subtypes: [],
    power: null,
    toughness: null,
    loyalty: null,
    abilities: [],
    layout: 'normal',
    faces: [],
    unknownLines: [],
  };
}

class Validator {
  constructor(
    private readonly lines: LineIndex,
    private readonly positions: JsonPositions,
    private readonly at: (path: string, code: WarningCode, message: string, onKey?: boolean) => void,
  ) {}

  card(root: JsonObject): CardTemplate {
    this.unknownFields(root, '', CARD_FIELDS);
    const layout = this.layout(root.layout);
    const faces: CardFace[] = [];
    if (root.faces !== undefined) {
      if (Array.isArray(root.faces)) {
        root.faces.forEach((f, k) => {
          if (isObject(f)) {
            this.unknownFields(f, `faces.${k}`, FACE_FIELDS);
            faces.push(this.face(f, `faces.${k}.`, undefined));
          } else this.at(`faces.${k}`, 'bad-template', 'each face must be an object');
        });
      } else this.at('faces', 'bad-template', '"faces" must be a list of face objects');
    }
    const joined = faces.length > 0 ? faces.map((f) => f.name).join(' // ') : undefined;
    const top = this.face(root, '', joined);
    if (top.name === '') this.at('', 'missing-name', 'the card has no "name"');
    return { ...top, layout, faces, unknownLines: this.unknownLines(root.unknownLines) };
  }

  private face(o: JsonObject, prefix: string, cardName: string | undefined): CardFace {
    const name = this.stringField(o, prefix, 'name') ?? '';
    const manaCost = this.manaCost(o.manaCost, `${prefix}manaCost`);
    const colorIndicator =
      o.colorIndicator === undefined || o.colorIndicator === null
        ? null
        : this.colors(o.colorIndicator, `${prefix}colorIndicator`);
    const given = o.colors === undefined ? null : this.colors(o.colors, `${prefix}colors`);
    const supertypes = this.words<Supertype>(
      o.supertypes,
      `${prefix}supertypes`,
      SUPERTYPES.map((t) => t.word),
    );
    return {
      name,
      manaCost,
      colors: given ?? colorIndicator ?? colorsOfCost(manaCost),
      colorIndicator,
      supertypes,
      types: this.words<CardType>(
        o.types,
        `${prefix}types`,
        CARD_TYPES.map((t) => t.word),
      ),
      subtypes: this.strings(o.subtypes, `${prefix}subtypes`),
      power: this.statField(o, prefix, 'power'),
      toughness: this.statField(o, prefix, 'toughness'),
      loyalty: this.statField(o, prefix, 'loyalty'),
      abilities: this.abilities(
        o.abilities,
        `${prefix}abilities`,
        selfNames(name, supertypes.includes('legendary'), cardName),
      ),
    };
  }

  private unknownFields(o: JsonObject, path: string, allowed: readonly string[]): void {
    for (const key of Object.keys(o)) {
      if (!allowed.includes(key))
        this.at(path === '' ? key : `${path}.${key}`, 'bad-template', `"${key}" is not a card template field`, true);
    }
  }

  private stringField(o: JsonObject, prefix: string, key: string): string | null {
    const value = o[key];
    if (value === undefined || value === null) return null;
    if (typeof value === 'string') return value;
    this.at(`${prefix}${key}`, 'bad-template', `"${key}" must be a string`);
    return null;
  }

  private statField(o: JsonObject, prefix: string, key: string): string | null {
    const value = o[key];
    if (typeof value === 'number' && Number.isInteger(value)) return String(value);
    return this.stringField(o, prefix, key);
  }

  private layout(value: JsonValue | undefined): Layout {
    if (value === undefined) return 'normal';
    const known = LAYOUTS.find((l) => l.word === value);
    if (known) return known.word;
    this.at('layout', 'bad-layout', `"layout" must be one of ${LAYOUTS.map((l) => l.word).join(', ')}`);
    return 'normal';
  }

  private manaCost(value: JsonValue | undefined, path: string): ManaCost | null {
    if (value === undefined || value === null) return null;
    if (typeof value === 'string') {
      const parsed = parseManaCost(value);
      if (parsed.ok) return parsed.cost;
      this.at(path, 'bad-mana-cost', parsed.error.message);
      return null;
    }
    if (!Array.isArray(value)) {
      this.at(path, 'bad-template', '"manaCost" must be a string like "{2}{W}", a list of mana symbols, or null');
      return null;
    }
    const symbols: ManaSymbol[] = [];
    value.forEach((item, k) => {
      // Round-trip through the text form: a malformed symbol object will not read back.
      const symbol = isObject(item) ? this.symbolFromObject(item) : null;
      if (symbol) symbols.push(symbol);
      else this.at(`${path}.${k}`, 'bad-mana-cost', 'this is not a mana symbol such as {"kind":"colored","color":"G"}');
    });
    return symbols.length > 0 ? symbols : null;
  }

  private symbolFromObject(o: JsonObject): ManaSymbol | null {
    try {
      const text = formatManaSymbol(o as unknown as ManaSymbol);
      const symbol = parseManaSymbol(text.slice(1, -1));
      return symbol && JSON.stringify(symbol) === JSON.stringify(o) ? symbol : null;
    } catch {
      return null;
    }
  }

  private colors(value: JsonValue, path: string): Color[] | null {
    if (!Array.isArray(value)) {
      this.at(path, 'bad-color', 'colors are a list of letters such as ["W", "U"]');
      return null;
    }
    const found = new Set<Color>();
    value.forEach((item, k) => {
      if (typeof item === 'string' && (COLORS as readonly string[]).includes(item)) found.add(item as Color);
      else this.at(`${path}.${k}`, 'bad-color', 'a color is one of "W", "U", "B", "R", "G"');
    });
    return COLORS.filter((c) => found.has(c));
  }

  private words<T extends string>(value: JsonValue | undefined, path: string, allowed: readonly T[]): T[] {
    const result: T[] = [];
    for (const [k, item] of this.list(value, path).entries()) {
      const known = allowed.find((a) => a === item);
      if (known) {
        if (!result.includes(known)) result.push(known);
      } else this.at(`${path}.${k}`, 'bad-template', `expected one of ${allowed.join(', ')}`);
    }
    return result;
  }

  private strings(value: JsonValue | undefined, path: string): string[] {
    const result: string[] = [];
    for (const [k, item] of this.list(value, path).entries()) {
      if (typeof item === 'string') result.push(item);
      else this.at(`${path}.${k}`, 'bad-template', 'expected a string');
    }
    return result;
  }

  private list(value: JsonValue | undefined, path: string): readonly JsonValue[] {
    if (value === undefined || value === null) return [];
    if (Array.isArray(value)) return value;
    this.at(path, 'bad-template', 'expected a list');
    return [];
  }

  private abilities(value: JsonValue | undefined, path: string, names: readonly string[]): Ability[] {
    const result: Ability[] = [];
    for (const [k, item] of this.list(value, path).entries()) {
      const itemPath = `${path}.${k}`;
      if (typeof item === 'string') {
        // A plain string goes through the ability parsers, like a `text` line.
        const line = this.lineOf(itemPath);
        const parsed = parseAbilityText(item, line, names);
        if (parsed.problem) this.at(itemPath, 'unparsed-ability', parsed.problem.message);
        result.push(...parsed.abilities);
        continue;
      }
      if (isObject(item) && validAbility(item)) {
        const line = typeof item.line === 'number' ? item.line : this.lineOf(itemPath);
        // The shape is trusted past kind and text: a template written by Cardsmith itself round-trips.
        // An unparsed ability is only its text (older templates also carried a `reason`, now a warning's job).
        result.push(
          item.kind === 'unparsed'
            ? { kind: 'unparsed', line, text: item.text as string }
            : withRestrictions({ ...(item as unknown as Ability), line }),
        );
        continue;
      }
      this.at(
        itemPath,
        'bad-template',
        `an ability is a string such as "Flying" or a complete ability object (kind ${ABILITY_KINDS.join(', ')}, with "text")`,
      );
    }
    return result;
  }

  private unknownLines(value: JsonValue | undefined): { line: number; text: string }[] {
    const result: { line: number; text: string }[] = [];
    for (const [k, item] of this.list(value, 'unknownLines').entries()) {
      if (isObject(item) && typeof item.line === 'number' && typeof item.text === 'string')
        result.push({ line: item.line, text: item.text });
      else this.at(`unknownLines.${k}`, 'bad-template', 'expected {"line": number, "text": string}');
    }
    return result;
  }

  /** The 1-based line where the value at `path` starts, used as an ability's line. */
  private lineOf(path: string): number {
    return this.lines.position(this.positions.get(path) ?? 0).line;
  }
}
