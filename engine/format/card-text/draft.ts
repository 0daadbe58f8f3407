import type { Color, ManaCost } from '../../mana/mana-symbol.js';
import type { CardType, Layout, Supertype } from '../../templates/card-template.js';
import type { WarningCode } from '../../diagnostics.js';
import type { MappedText } from '../../text/mapped-text.js';
import type { SourceLine } from './source-lines.js';

/** A `text` or `apply` line, kept in file order until the names are known. */
export type AbilitySource =
  | { readonly kind: 'text'; readonly line: number; readonly source: MappedText }
  | {
      readonly kind: 'apply';
      readonly line: number;
      readonly name: string;
      readonly start: number;
      readonly end: number;
    };

/** One face being filled in by the line handlers. */
export interface FaceDraft {
  /** The line that started this face (the `face` line; 1 for face one). */
  readonly startLine: number;
  name: string | null;
  manaCost: ManaCost | null;
  colorIndicator: Color[] | null;
  colorLine: SourceLine | null;
  supertypes: Supertype[];
  types: CardType[];
  subtypes: string[];
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  readonly abilitySources: AbilitySource[];
  /** Single-valued keys seen in this face, for duplicate-key warnings. */
  readonly seen: Map<string, number>;
}

export interface CardDraft {
  readonly faces: FaceDraft[];
  layout: Layout | null;
  layoutLine: number;
  readonly unknownLines: { line: number; text: string }[];
}

export function newFace(startLine: number): FaceDraft {
  return {
    startLine,
    name: null,
    manaCost: null,
    colorIndicator: null,
    colorLine: null,
    supertypes: [],
    types: [],
    subtypes: [],
    power: null,
    toughness: null,
    loyalty: null,
    abilitySources: [],
    seen: new Map(),
  };
}

/** What a line handler may touch. Columns are 0-based offsets in `line.raw`. */
export interface LineContext {
  readonly card: CardDraft;
  /** The face the line belongs to: the last one started. */
  readonly face: FaceDraft;
  warn(line: SourceLine, start: number, end: number, code: WarningCode, message: string): void;
  /**
   * For keys that may appear once per face: true the first time; later a duplicate-key warning and false.
   */
  once(line: SourceLine): boolean;
}
