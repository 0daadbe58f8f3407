import { HTMLElement, NodeType, parse, type Node } from 'node-html-parser';
import { parseBoundedJson, type JsonBounds } from '../../engine/format/json/bounded-json.js';
import type { Color } from '../../engine/mana/mana-symbol.js';
import type { Layout } from '../../engine/templates/card-template.js';
import type { CardMatch, DownloadedCard, DownloadedFace } from '../../engine/download/downloaded-card.js';
import {
  normalizeGathererSymbols,
  normalizeLegacySymbols,
  stripInlineTags,
  symbolFromGathererImage,
} from '../../engine/download/symbols.js';

/**
 * Reads the pages Gatherer serves: the classic ASP.NET card details, search (standard, compact, checklist) and
 * languages pages, its "Object moved" redirect body and home page, and today's Next.js card page. Anything
 * else is `unknown`, which the client turns into an error naming the URL.
 */
export type GathererPage =
  | {
      readonly kind: 'card';
      readonly card: DownloadedCard;
      /** Split-card halves named in the title but shown on another page (`&part=Ice`). */
      readonly missingParts: readonly string[];
      /** The halves in printed order, from the page title (`Fire // Ice`); empty for other cards. */
      readonly partOrder: readonly string[];
    }
  | {
      readonly kind: 'search';
      readonly matches: readonly CardMatch[];
      readonly total: number | null;
      readonly nextPage: string | null;
      readonly suggestions: readonly string[];
    }
  | { readonly kind: 'languages'; readonly matches: readonly CardMatch[] }
  | { readonly kind: 'home' }
  | { readonly kind: 'moved'; readonly location: string }
  | { readonly kind: 'unknown'; readonly reason: string };

const ROW_PREFIX = /^(ctl00_ctl00_ctl00_MainContent_SubContent_SubContent_(?:ctl\d+_)?)nameRow$/;

/**
 * Gatherer's pages are about 30 elements deep. Reading a page walks its elements recursively (here and in the
 * HTML library's selectors), so a deeper one is refused first: 10,000 nested elements overflowed the stack.
 */
export const MAX_PAGE_DEPTH = 256;

/** The JSON rows of today's pages: a card and its printings, a few levels deep. */
const NEXT_ROW_BOUNDS: JsonBounds = { maxLength: Number.POSITIVE_INFINITY, maxDepth: 64 };

/** Whether some element sits inside more than `max` others; walked with a list, not recursion. */
function nestedDeeperThan(root: HTMLElement, max: number): boolean {
  const pending: [Node, number][] = [[root, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (depth > max) return true;
    for (const child of node.childNodes) pending.push([child, depth + 1]);
  }
  return false;
}

export function readGathererPage(html: string, url: string): GathererPage {
  if (html.includes('self.__next_f.push')) return readNextPage(html, url);
  const root = parse(html, { comment: false });
  if (nestedDeeperThan(root, MAX_PAGE_DEPTH)) {
    return { kind: 'unknown', reason: `a page nested more than ${MAX_PAGE_DEPTH} levels deep` };
  }
  const title = (root.querySelector('title')?.text ?? '').replace(/\s+/g, ' ').trim();
  if (/^Object moved$/i.test(title)) {
    const href = root.querySelector('a')?.getAttribute('href');
    return href
      ? { kind: 'moved', location: decodeURIComponent(href) }
      : { kind: 'unknown', reason: 'a redirect body without a link' };
  }
  const nameRows = root.querySelectorAll('div.row').filter((d) => ROW_PREFIX.test(d.id));
  if (nameRows.length > 0) return readDetails(root, nameRows, title, url);
  if (/ - Languages - /.test(title)) return readLanguages(root, url);
  if (root.querySelector('[id$="searchTermDisplay"]') || /^Card Search/.test(title)) return readSearch(root, url);
  if (/^Gatherer - Magic: The Gathering$/.test(title)) return { kind: 'home' };
  return { kind: 'unknown', reason: title === '' ? 'a page without a title' : `a page titled "${title}"` };
}

// ---------------------------------------------------------------------------------------------------------------
// Classic details page

function textOf(node: Node): string {
  if (node.nodeType === NodeType.TEXT_NODE) return node.text;
  if (!(node instanceof HTMLElement)) return '';
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src') ?? '';
    const alt = node.getAttribute('alt') ?? '';
    const name = /[?&](?:amp;)?name=([^&]+)/.exec(src)?.[1];
    if (name !== undefined) return symbolFromGathererImage(decodeURIComponent(name), alt);
    if (/chaos/i.test(src) || /chaos/i.test(alt)) return '{CHAOS}';
    return alt;
  }
  if (node.tagName === 'BR') return '\n';
  return node.childNodes.map(textOf).join('');
}

function clean(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function rowValue(root: HTMLElement, prefix: string, field: string): HTMLElement | null {
  return root.querySelector(`#${prefix}${field}Row`)?.querySelector('div.value') ?? null;
}

function rowLabel(root: HTMLElement, prefix: string, field: string): string {
  return clean(root.querySelector(`#${prefix}${field}Row`)?.querySelector('div.label')?.text ?? '');
}

const COLOR_WORDS: Readonly<Record<string, Color>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

function readFace(root: HTMLElement, prefix: string): DownloadedFace {
  const name = clean(rowValue(root, prefix, 'name')?.text ?? '');
  const manaNode = rowValue(root, prefix, 'mana');
  const manaCost = manaNode ? clean(textOf(manaNode)).replace(/\s+/g, '') : '';
  const typeLine = clean(rowValue(root, prefix, 'type')?.text ?? '');
  const textNode = rowValue(root, prefix, 'text');
  const text = (textNode?.querySelectorAll('div.cardtextbox') ?? [])
    .map((box) => normalizeGathererSymbols(clean(textOf(box))))
    .filter((line) => line !== '');
  const ptText = clean(rowValue(root, prefix, 'pt')?.text ?? '').replace(/\{1\/2\}/g, '½');
  let power: string | null = null;
  let toughness: string | null = null;
  let loyalty: string | null = null;
  if (ptText !== '') {
    const slash = /^(.*?)\s*\/\s*(.*)$/.exec(ptText);
    if (slash && !/loyalty/i.test(rowLabel(root, prefix, 'pt'))) {
      power = slash[1] ?? null;
      toughness = slash[2] ?? null;
    } else loyalty = ptText;
  }
  const indicator = clean(rowValue(root, prefix, 'colorIndicator')?.text ?? '');
  const colorIndicator =
    indicator === ''
      ? null
      : indicator
          .toLowerCase()
          .split(/[\s,]+/)
          .map((w) => COLOR_WORDS[w])
          .filter((c): c is Color => c !== undefined);
  return {
    name,
    manaCost: manaCost === '' ? null : manaCost,
    typeLine,
    text,
    power,
    toughness,
    loyalty,
    colors: null,
    colorIndicator,
  };
}

function multiverseIdOf(root: HTMLElement, prefix: string): number | null {
  const link = root.querySelector(`#${prefix}currentSetSymbol`)?.querySelector('a[href*="multiverseid="]');
  const id = /multiverseid=(\d+)/.exec(link?.getAttribute('href') ?? '')?.[1];
  return id === undefined ? null : Number(id);
}

/** `Fire // Ice (Apocalypse) - Gatherer - Magic: The Gathering` → `Fire // Ice`. */
function titleName(title: string): string {
  return title
    .replace(/ - Gatherer - Magic: The Gathering$/, '')
    .replace(/\s*\((?:[^()]|\([^()]*\))*\)\s*$/, '')
    .trim();
}

function readDetails(root: HTMLElement, nameRows: readonly HTMLElement[], title: string, url: string): GathererPage {
  const prefixes = nameRows.map((row) => ROW_PREFIX.exec(row.id)?.[1] ?? '');
  let faces = prefixes.map((p) => readFace(root, p));
  const ids = [...new Set(prefixes.map((p) => multiverseIdOf(root, p)).filter((n): n is number => n !== null))];
  if (ids.length === 0) {
    const fromForm = /multiverseid=(\d+)/.exec(root.querySelector('form')?.getAttribute('action') ?? '')?.[1];
    if (fromForm !== undefined) ids.push(Number(fromForm));
  }
  if (faces.some((f) => f.name === '' || f.typeLine === '')) {
    return { kind: 'unknown', reason: 'a card page without a card name or type line' };
  }
  const titled = titleName(title);
  const titleParts = titled.includes(' // ') ? titled.split(' // ').map((s) => s.trim()) : [];
  // Gatherer lists split halves in its own order; the title has the printed order.
  if (titleParts.length > 1) {
    faces = [...faces].sort((a, b) => titleParts.indexOf(a.name) - titleParts.indexOf(b.name));
  }
  let layout: Layout = 'normal';
  if (faces.length > 1 && faces.every((f) => f.name === faces[0]?.name)) {
    faces = [mergeFaces(faces)];
  } else if (titleParts.length > 1) layout = 'split';
  else if (faces.length > 1) layout = faces[1]?.manaCost === null ? 'transform' : 'flip';
  const present = new Set(faces.map((f) => f.name));
  const missingParts = titleParts.filter((p) => !present.has(p));
  if (missingParts.length > 0) layout = 'split';
  return {
    kind: 'card',
    card: {
      name: faces.map((f) => f.name).join(' // '),
      layout,
      faces,
      multiverseIds: ids,
      source: 'gatherer',
      sourceUrl: url,
      language: null,
    },
    missingParts,
    partOrder: titleParts,
  };
}

/** Cards printed across two physical cards under one name (B.F.M.): one card with both halves' text. */
function mergeFaces(faces: readonly DownloadedFace[]): DownloadedFace {
  const [first] = faces;
  const pick = <K extends keyof DownloadedFace>(key: K): DownloadedFace[K] | undefined =>
    faces.map((f) => f[key]).find((v) => v !== null && v !== '');
  return {
    name: first?.name ?? '',
    manaCost: pick('manaCost') ?? null,
    typeLine: faces.map((f) => f.typeLine).join(' '),
    text: faces.flatMap((f) => f.text),
    power: pick('power') ?? null,
    toughness: pick('toughness') ?? null,
    loyalty: pick('loyalty') ?? null,
    colors: null,
    colorIndicator: pick('colorIndicator') ?? null,
  };
}

/** Merges the halves of a split card fetched from separate `&part=` pages, in title order. */
export function mergeSplitParts(parts: readonly DownloadedCard[], order: readonly string[]): DownloadedCard | null {
  const faces = parts.flatMap((p) => p.faces);
  const sorted = order.map((name) => faces.find((f) => f.name === name));
  if (sorted.some((f) => f === undefined)) return null;
  const ordered = sorted.filter((f): f is DownloadedFace => f !== undefined);
  const first = parts[0];
  if (!first) return null;
  return {
    ...first,
    name: ordered.map((f) => f.name).join(' // '),
    layout: 'split',
    faces: ordered,
    multiverseIds: [...new Set(parts.flatMap((p) => p.multiverseIds))],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Search and languages pages

function idFromHref(href: string | undefined): number | null {
  const id = /multiverseid=(\d+)/i.exec(href ?? '')?.[1];
  return id === undefined ? null : Number(id);
}

function readSearch(root: HTMLElement, url: string): GathererPage {
  const matches: CardMatch[] = [];
  const seen = new Set<number>();
  for (const item of root.querySelectorAll('tr.cardItem')) {
    const link = item.querySelectorAll('a[href*="Details.aspx?multiverseid="]').find((a) => clean(a.text) !== '');
    const id = idFromHref(link?.getAttribute('href'));
    if (!link || id === null || seen.has(id)) continue;
    seen.add(id);
    const typeNode = item.querySelector('span.typeLine') ?? item.querySelector('td.type');
    const manaNode = item.querySelector('span.manaCost') ?? item.querySelector('td.mana');
    const typeLine = typeNode ? clean(typeNode.text).replace(/\s*\([^()]*\)\s*$/, '') : null;
    const manaCost = manaNode ? clean(textOf(manaNode)).replace(/\s+/g, '') : '';
    matches.push({
      name: clean(link.text),
      multiverseId: id,
      ref: null,
      typeLine: typeLine === '' ? null : typeLine,
      manaCost: manaCost === '' ? null : manaCost,
      language: null,
    });
  }
  const count = /\((\d+)\)\s*$/.exec(clean(root.querySelector('[id$="searchTermDisplay"]')?.text ?? ''))?.[1];
  const next = root
    .querySelectorAll('div.pagingControls a')
    .find((a) => /^>$/.test(clean(a.text)) || /^\s*&gt;\s*$/.test(a.text.replace(/&nbsp;/g, '')));
  const nextHref = next?.getAttribute('href');
  const suggestions = root
    .querySelectorAll('[id$="DidYouMeanCandidates"] a')
    .map((a) => clean(a.text))
    .filter((s) => s !== '');
  return {
    kind: 'search',
    matches,
    total: count === undefined ? null : Number(count),
    nextPage: nextHref ? new URL(nextHref.replace(/&amp;/g, '&'), url).toString() : null,
    suggestions,
  };
}

function readLanguages(root: HTMLElement, url: string): GathererPage {
  const matches: CardMatch[] = [];
  for (const item of root.querySelectorAll('tr.cardItem')) {
    const link = item.querySelector('a[href*="multiverseid="]');
    const id = idFromHref(link?.getAttribute('href'));
    const cells = item.querySelectorAll('td');
    if (!link || id === null) continue;
    matches.push({
      name: clean(link.text),
      multiverseId: id,
      ref: new URL(link.getAttribute('href') ?? '', url).toString(),
      typeLine: null,
      manaCost: null,
      language: clean(cells[1]?.text ?? '') || null,
    });
  }
  return { kind: 'languages', matches };
}

// ---------------------------------------------------------------------------------------------------------------
// Today's site (2025 redesign): the card is JSON inside `self.__next_f.push([1,"<id>:<json>"])` chunks.

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Fields public clients read; `card` objects without the first three are not a card. */
const REQUIRED = ['instanceName', 'instanceTypeLine', 'instanceText'] as const;

function findCardObject(value: Json, depth = 0): Record<string, Json> | null {
  if (depth > 60 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findCardObject(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const card = value['card'];
  if (card && typeof card === 'object' && !Array.isArray(card) && typeof card['instanceName'] === 'string') return card;
  for (const item of Object.values(value)) {
    const found = findCardObject(item, depth + 1);
    if (found) return found;
  }
  return null;
}

function nextChunks(html: string): string[] {
  const chunks: string[] = [];
  const pattern = /self\.__next_f\.push\((\[[\s\S]*?\])\)\s*<\/script>/g;
  for (const m of html.matchAll(pattern)) {
    // Not JSON (a chunk of JavaScript) or too deep for a card: not ours.
    const array = parseBoundedJson(m[1] ?? '', NEXT_ROW_BOUNDS);
    const last = array.ok && Array.isArray(array.value) ? (array.value[array.value.length - 1] as unknown) : null;
    if (typeof last === 'string') chunks.push(last);
  }
  return chunks;
}

function stringField(card: Record<string, Json>, ...keys: string[]): string | null {
  for (const key of keys) {
    const v = card[key];
    if (typeof v === 'string' && v.trim() !== '') return v;
    if (typeof v === 'number') return String(v);
  }
  return null;
}

function readNextPage(html: string, url: string): GathererPage {
  // A chunk holds one or more `<id>:<json>` rows, one per line.
  const rows = nextChunks(html).flatMap((chunk) => chunk.split('\n'));
  for (const row of rows) {
    const colon = /^[0-9a-zA-Z]+:/.exec(row);
    if (!colon || !row.includes('instanceName')) continue;
    const json = parseBoundedJson(row.slice(colon[0].length), NEXT_ROW_BOUNDS);
    if (!json.ok) continue;
    const card = findCardObject(json.value as Json);
    if (!card) continue;
    const missing = REQUIRED.filter((k) => typeof card[k] !== 'string');
    if (missing.length > 0) return { kind: 'unknown', reason: `a card object without ${missing.join(', ')}` };
    const text = normalizeGathererSymbols(stripInlineTags(String(card['instanceText'])).replace(/\r\n?/g, '\n'))
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '');
    // Beyond the documented fields, cost and numbers are read under the names public clients use, when present.
    const cost = stringField(card, 'instanceManaText', 'manaCost', 'oracleManaCost');
    const pt = stringField(card, 'instancePowerToughness');
    const [ptPower, ptToughness] = pt ? pt.split('/').map((s) => s.trim()) : [];
    const face: DownloadedFace = {
      name: String(card['instanceName']),
      manaCost: cost === null ? null : normalizeLegacySymbols(normalizeGathererSymbols(cost)).replace(/\s+/g, ''),
      typeLine: String(card['instanceTypeLine']),
      text,
      power: stringField(card, 'instancePower', 'power') ?? ptPower ?? null,
      toughness: stringField(card, 'instanceToughness', 'toughness') ?? ptToughness ?? null,
      loyalty: stringField(card, 'instanceLoyalty', 'loyalty'),
      colors: null,
      colorIndicator: null,
    };
    const id = Number(stringField(card, 'multiverseId', 'instanceMultiverseId') ?? NaN);
    return {
      kind: 'card',
      card: {
        name: face.name,
        layout: 'normal',
        faces: [face],
        multiverseIds: Number.isInteger(id) ? [id] : [],
        source: 'gatherer',
        sourceUrl: url,
        language: stringField(card, 'languageCode'),
      },
      missingParts: [],
      partOrder: [],
    };
  }
  return { kind: 'unknown', reason: 'a Next.js page without a card object' };
}
