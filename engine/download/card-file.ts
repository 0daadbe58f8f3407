import { colorsOfCost, parseManaCost } from '../mana/mana-cost.js';
import { COLOR_NAMES, COLORS, type Color } from '../mana/mana-symbol.js';
import type { DownloadedCard, DownloadedFace } from './downloaded-card.js';
import { replaceSelfReferences, selfNames } from './self-reference.js';
import { normalizeLoyaltyCost } from './symbols.js';
import { splitTypeLine } from './type-line.js';

/**
 * A downloaded card → the text of a `.card` file, written the way a careful author would:
 * name, cost, `color` only where the cost does not imply the colors, supertypes, one `type` line per card type
 * with its subtypes, pt, loyalty, one `text` line per ability with the card's own name as `~`.
 * Multi-face cards: `layout`, then per face a blank line, `face <name>` and that face's keys.
 */
export function toCardFile(card: DownloadedCard): string {
  const lines: string[] = [];
  const [first, ...rest] = card.faces;
  if (!first) return '';
  if (rest.length === 0) {
    lines.push(`name ${first.name}`, ...faceLines(first));
    return `${lines.join('\n')}\n`;
  }
  // docs/card-format.md: a `layout` line, then each face starts with `face <name>`, a blank line between.
  lines.push(`layout ${card.layout === 'normal' ? 'split' : card.layout}`);
  for (const face of card.faces) lines.push('', `face ${face.name}`, ...faceLines(face));
  return `${lines.join('\n')}\n`;
}

function faceLines(face: DownloadedFace): string[] {
  const lines: string[] = [];
  const cost = face.manaCost?.trim() ?? '';
  if (cost !== '') lines.push(`cost ${cost}`);
  const indicator = colorLine(face, cost);
  if (indicator) lines.push(indicator);
  const split = splitTypeLine(face.typeLine);
  if (split.supertypes.length > 0) lines.push(`super ${split.supertypes.join(' ')}`);
  for (const group of split.groups) {
    const type = group.type.toLowerCase();
    const subtypes = group.subtypes.map((s) => s.toLowerCase()).join(' ');
    const head = type === '' ? '' : type;
    lines.push(`type ${[head, subtypes].filter((x) => x !== '').join(' - ')}`.trimEnd());
  }
  if (face.power !== null || face.toughness !== null) lines.push(`pt ${face.power ?? '0'}/${face.toughness ?? '0'}`);
  if (face.loyalty !== null) lines.push(`loyalty ${face.loyalty}`);
  const legendary = split.supertypes.includes('legendary') || split.groups.some((g) => g.type === 'planeswalker');
  const names = selfNames(face.name, legendary);
  for (const paragraph of face.text) {
    const text = normalizeLoyaltyCost(replaceSelfReferences(paragraph.trim(), names));
    if (text !== '') lines.push(`text ${text}`);
  }
  return lines;
}

/** Rule 202.2: the cost implies colors; only a color indicator or a mismatch needs a `color` line. */
function colorLine(face: DownloadedFace, cost: string): string | null {
  const parsed = cost === '' ? null : parseManaCost(cost);
  const implied = parsed && parsed.ok ? colorsOfCost(parsed.cost) : [];
  const wanted = face.colorIndicator ?? face.colors;
  if (!wanted || wanted.length === 0) return null;
  const ordered = COLORS.filter((c: Color) => wanted.includes(c));
  if (face.colorIndicator === null && sameColors(ordered, implied)) return null;
  if (face.colorIndicator !== null && parsed?.ok && sameColors(ordered, implied)) return null;
  return `color ${ordered.map((c) => COLOR_NAMES[c]).join(' ')}`;
}

function sameColors(a: readonly Color[], b: readonly Color[]): boolean {
  return a.length === b.length && a.every((c) => b.includes(c));
}
