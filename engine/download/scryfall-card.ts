import type { Color } from '../mana/mana-symbol.js';
import type { Layout } from '../templates/card-template.js';
import type { CardMatch, DownloadedCard, DownloadedFace } from './downloaded-card.js';

/**
 * Scryfall's card objects (https://scryfall.com/docs/api/cards) → DownloadedCard. Pure: the client in
 * host/download/scryfall.ts fetches, this reads. Unexpected shapes are a value, never a half-read card.
 */

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: string };

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };
type JsonObject = { readonly [key: string]: Json };

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(o: JsonObject, key: string): string | null {
  const v = o[key];
  return typeof v === 'string' ? v : null;
}

function colors(o: JsonObject, key: string): Color[] | null {
  const v = o[key];
  if (!Array.isArray(v)) return null;
  return (v as readonly Json[]).filter((c): c is Color => typeof c === 'string' && /^[WUBRG]$/.test(c));
}

function numbers(o: JsonObject, key: string): number[] {
  const v = o[key];
  return Array.isArray(v) ? (v as readonly Json[]).filter((n): n is number => typeof n === 'number') : [];
}

const LAYOUTS: Readonly<Record<string, Layout>> = {
  normal: 'normal',
  split: 'split',
  flip: 'flip',
  transform: 'transform',
  modal_dfc: 'modal_dfc',
  adventure: 'adventure',
  meld: 'meld',
  double_faced_token: 'transform',
};

/** Layouts Scryfall lists that are no game card (rule 114 emblems, art cards). */
const NOT_CARDS: ReadonlyMap<string, string> = new Map([
  ['art_series', 'an art series card'],
  ['emblem', 'an emblem'],
]);

/** Oracle text → one entry per ability; Scryfall separates abilities with newlines. */
function paragraphs(text: string | null): string[] {
  return (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

function face(o: JsonObject, parent: JsonObject): DownloadedFace | null {
  const name = str(o, 'name');
  const typeLine = str(o, 'type_line') ?? str(parent, 'type_line');
  if (name === null || typeLine === null) return null;
  const cost = str(o, 'mana_cost');
  return {
    name,
    manaCost: cost === null || cost === '' ? null : cost,
    typeLine,
    text: paragraphs(str(o, 'oracle_text')),
    power: str(o, 'power'),
    toughness: str(o, 'toughness'),
    loyalty: str(o, 'loyalty') ?? str(o, 'defense'),
    // Split and adventure faces carry no colors of their own; their costs say it. Never borrow the whole card's.
    colors: colors(o, 'colors'),
    colorIndicator: colors(o, 'color_indicator'),
  };
}

/** Reads one Scryfall `card` object. */
export function scryfallCard(json: unknown, sourceUrl: string): Parsed<DownloadedCard> {
  const o = json as Json;
  if (!isObject(o) || o['object'] !== 'card')
    return { ok: false, problem: 'the response is not a Scryfall card object' };
  const name = str(o, 'name');
  const layoutName = str(o, 'layout') ?? 'normal';
  if (name === null) return { ok: false, problem: 'the card object has no name' };
  if (NOT_CARDS.has(layoutName))
    return { ok: false, problem: `"${name}" is ${NOT_CARDS.get(layoutName)}, not a card to play` };
  const rawFaces = o['card_faces'];
  let faces: DownloadedFace[];
  // Reversible cards print the same card twice; one face is the card.
  if (Array.isArray(rawFaces) && rawFaces.length > 1 && layoutName !== 'reversible_card') {
    const read = (rawFaces as readonly Json[]).map((f) => (isObject(f) ? face(f, o) : null));
    if (read.some((f) => f === null)) return { ok: false, problem: `a face of "${name}" has no name or type line` };
    faces = read.filter((f): f is DownloadedFace => f !== null);
  } else {
    const source = Array.isArray(rawFaces) && isObject(rawFaces[0]) ? (rawFaces[0] as JsonObject) : o;
    const single = face(source, o);
    if (!single) return { ok: false, problem: `"${name}" has no type line` };
    faces = [single];
  }
  const layout: Layout = faces.length > 1 ? (LAYOUTS[layoutName] ?? 'transform') : 'normal';
  const lang = str(o, 'lang');
  return {
    ok: true,
    value: {
      name: faces.map((f) => f.name).join(' // '),
      layout,
      faces,
      // Multiverse ids are positive whole numbers; anything else is no id (Scryfall sends [] for cards without one).
      multiverseIds: numbers(o, 'multiverse_ids').filter((n) => Number.isSafeInteger(n) && n > 0),
      source: 'scryfall',
      sourceUrl: str(o, 'scryfall_uri') ?? sourceUrl,
      language: lang,
    },
  };
}

export interface ScryfallList {
  readonly matches: readonly CardMatch[];
  readonly cards: readonly DownloadedCard[];
  readonly hasMore: boolean;
  readonly nextPage: string | null;
  readonly totalCards: number | null;
}

/** Reads a Scryfall `list` of cards (a search page). */
export function scryfallList(json: unknown, sourceUrl: string): Parsed<ScryfallList> {
  const o = json as Json;
  if (!isObject(o) || o['object'] !== 'list' || !Array.isArray(o['data'])) {
    return { ok: false, problem: 'the response is not a Scryfall list' };
  }
  const cards: DownloadedCard[] = [];
  for (const item of o['data'] as readonly Json[]) {
    const card = scryfallCard(item, sourceUrl);
    if (!card.ok) return card;
    cards.push(card.value);
  }
  const hasMore = o['has_more'] === true;
  const nextPage = str(o, 'next_page');
  if (hasMore && nextPage === null) return { ok: false, problem: 'the list says has_more but gives no next_page' };
  const total = o['total_cards'];
  return {
    ok: true,
    value: {
      cards,
      matches: cards.map((c) => ({
        name: c.name,
        multiverseId: c.multiverseIds[0] ?? null,
        ref: c.sourceUrl,
        typeLine: c.faces.map((f) => f.typeLine).join(' // '),
        manaCost: c.faces[0]?.manaCost ?? null,
        language: c.language,
      })),
      hasMore,
      nextPage: hasMore ? nextPage : null,
      totalCards: typeof total === 'number' ? total : null,
    },
  };
}

export interface ScryfallErrorBody {
  readonly status: number;
  readonly code: string;
  readonly details: string;
  /** `ambiguous` for fuzzy names matching several cards. */
  readonly type: string | null;
}

/** Reads a Scryfall `error` object, or null when the body is not one. */
export function scryfallError(json: unknown): ScryfallErrorBody | null {
  const o = json as Json;
  if (!isObject(o) || o['object'] !== 'error') return null;
  const status = o['status'];
  return {
    status: typeof status === 'number' ? status : 0,
    code: str(o, 'code') ?? 'error',
    details: str(o, 'details') ?? '',
    type: str(o, 'type'),
  };
}
