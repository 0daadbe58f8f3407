import type { Color } from '../mana/mana-symbol.js';
import type { Layout } from '../templates/card-template.js';
import { toCardFile } from './card-file.js';
import type { DownloadedCard, DownloadedFace } from './downloaded-card.js';
import { safeFileName } from './file-name.js';

/**
 * The Oracle records of ../shared/fixtures/cards-sample.jsonl (one per card face per printing) → one card file per
 * card, written by the download module's own writer. Pure: scripts/sample-to-cards.ts reads and writes the files.
 */
export interface OracleRecord {
  readonly name: string;
  readonly manaCost: string | null;
  readonly typeLine: string;
  readonly oracleText: string | null;
  readonly power: string | null;
  readonly toughness: string | null;
  readonly loyalty: string | null;
  /** WUBRG letters. */
  readonly colors: readonly string[] | null;
  readonly multiverseIds: readonly number[] | null;
  readonly set: string | null;
  /** `normal`, `split`, `flip`, `double-faced`, `meld`, `aftermath`, ...; null in the newer (Gatherer) records. */
  readonly layout: string | null;
  readonly source: string | null;
}

export interface SampleCardFile {
  /** A file name made safe the way downloads are (`Night - Day.card`), unique in the folder. */
  readonly fileName: string;
  readonly card: DownloadedCard;
  readonly text: string;
}

const LAYOUTS: Readonly<Record<string, Layout>> = {
  split: 'split',
  aftermath: 'aftermath',
  flip: 'flip',
  'double-faced': 'transform',
  meld: 'meld',
};

/** Record layouts whose faces are separate records; `normal` and the one-face oddities (plane, scheme...) are not. */
const MULTI_FACE_LAYOUTS = new Set(Object.keys(LAYOUTS));

/** Parses the JSON Lines text; blank lines are skipped. */
export function parseOracleRecords(jsonl: string): OracleRecord[] {
  const records: OracleRecord[] = [];
  for (const line of jsonl.split('\n')) if (line.trim() !== '') records.push(JSON.parse(line) as OracleRecord);
  return records;
}

/** One record → the face the download module writes. The records carry no color indicator; `colors` stands in. */
export function oracleFace(record: OracleRecord): DownloadedFace {
  const cost = record.manaCost?.trim() ?? '';
  return {
    name: record.name,
    manaCost: cost === '' ? null : cost,
    typeLine: record.typeLine,
    // The Oracle text separates abilities with newlines, as Scryfall does.
    text: (record.oracleText ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== ''),
    power: record.power,
    toughness: record.toughness,
    loyalty: record.loyalty,
    colors: (record.colors ?? []).filter((c): c is Color => /^[WUBRG]$/.test(c)),
    colorIndicator: null,
  };
}

/** The faces of one printing → the card the download module would have fetched. */
export function oracleCard(faces: readonly OracleRecord[]): DownloadedCard {
  const first = faces[0];
  const ids = [...new Set(faces.flatMap((f) => f.multiverseIds ?? []))];
  return {
    name: faces.map((f) => f.name).join(' // '),
    layout: faces.length > 1 ? layoutOf(faces) : 'normal',
    faces: faces.map(oracleFace),
    multiverseIds: ids,
    // The fixture's records come from Gatherer (mtgjson3 was built from it, the rest scraped from it).
    source: 'gatherer',
    sourceUrl:
      ids[0] === undefined
        ? `cards-sample.jsonl#${first?.set ?? ''}/${first?.name ?? ''}`
        : `https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=${ids[0]}`,
    language: 'en',
  };
}

function layoutOf(faces: readonly OracleRecord[]): Layout {
  const named = faces.find((f) => f.layout !== null && f.layout !== 'normal')?.layout;
  if (named) return LAYOUTS[named] ?? 'split';
  // The newer records say no layout: an Adventure names itself in the second face's type line.
  return faces.some((f) => /\bAdventure\b/.test(f.typeLine)) ? 'adventure' : 'split';
}

/**
 * The printings of each card, faces grouped: one entry per printing, in file order.
 * - Faces of one split, flip, aftermath or adventure card share a multiverse id within their set.
 * - Double-faced faces each have their own id; the records list a front right before its back (same set, the back
 *   without mana cost, the front saying "transform"). Meld cards stay apart: their back belongs to two fronts.
 */
export function groupPrintings(records: readonly OracleRecord[]): OracleRecord[][] {
  const groups: OracleRecord[][] = [];
  const byId = new Map<string, OracleRecord[]>();
  for (let i = 0; i < records.length; i++) {
    const record = records[i];
    if (!record) continue;
    const next = records[i + 1];
    if (next && isFrontAndBack(record, next)) {
      groups.push([record, next]);
      i++;
      continue;
    }
    const keys = (record.multiverseIds ?? []).map((id) => `${record.set ?? ''}:${id}`);
    const group = keys.map((k) => byId.get(k)).find((g) => g !== undefined);
    if (group && !group.some((f) => f.name === record.name)) {
      group.push(record);
    } else {
      const own = [record];
      groups.push(own);
      for (const k of keys) if (!byId.has(k)) byId.set(k, own);
    }
  }
  return groups;
}

function isFrontAndBack(front: OracleRecord, back: OracleRecord): boolean {
  return (
    front.layout === 'double-faced' &&
    back.layout === 'double-faced' &&
    front.set === back.set &&
    front.name !== back.name &&
    back.manaCost === null &&
    /\btransform/i.test(front.oracleText ?? '')
  );
}

/**
 * One card file per card: printings deduplicated by card name (the first printing in the file stands for the others),
 * multi-face faces in one file. A face record found alone in one printing but as part of a multi-face card in another
 * is that card, not a card of its own.
 */
export function sampleCardFiles(records: readonly OracleRecord[]): SampleCardFile[] {
  const groups = groupPrintings(records);
  const facesOfMultiFace = new Set(groups.filter((g) => g.length > 1).flatMap((g) => g.map((f) => f.name)));
  const seen = new Set<string>();
  const usedFileNames = new Set<string>();
  const files: SampleCardFile[] = [];
  for (const group of groups) {
    const only = group.length === 1 ? group[0] : undefined;
    if (only && facesOfMultiFace.has(only.name) && isMultiFaceRecord(only)) continue;
    const card = oracleCard(group);
    if (seen.has(card.name)) continue;
    seen.add(card.name);
    files.push({ fileName: uniqueFileName(card.name, usedFileNames), card, text: toCardFile(card) });
  }
  return files;
}

function isMultiFaceRecord(record: OracleRecord): boolean {
  return record.layout === null || MULTI_FACE_LAYOUTS.has(record.layout);
}

/** safeFileName, plus a number when two names come out the same (file systems may ignore case, long names are cut). */
function uniqueFileName(cardName: string, used: Set<string>): string {
  let fileName = safeFileName(cardName);
  const base = safeFileName(cardName, '');
  for (let n = 2; used.has(fileName.toLowerCase()); n++) fileName = `${base} ${n}.card`;
  used.add(fileName.toLowerCase());
  return fileName;
}
