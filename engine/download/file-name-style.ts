import { safeFileName } from './file-name.js';

/**
 * How a workspace names its card files, so a download writes `prodigal-pyromancer.card` beside the shipped
 * `shock.card` and not `Prodigal Pyromancer.card` (issue 23): `kebab` (the shipped cards' style, the default),
 * `snake` (`prodigal_pyromancer`), or `named` (the card's own name, `Prodigal Pyromancer`).
 */
export type FileNameStyle = 'kebab' | 'snake' | 'named';

const CARD_ENDING = /\.card(?:\.json)?$/i;

/** A sibling's vote; null for a name every style would give (`shock`) or one no style gives. */
function styleOf(fileName: string): FileNameStyle | null {
  const base = fileName.replace(CARD_ENDING, '');
  if (/^[\p{Ll}\p{N}]+$/u.test(base)) return null;
  if (/^[\p{Ll}\p{N}]+(?:-[\p{Ll}\p{N}]+)+$/u.test(base)) return 'kebab';
  if (/^[\p{Ll}\p{N}]+(?:_[\p{Ll}\p{N}]+)+$/u.test(base)) return 'snake';
  if (/[\s\p{Lu}]/u.test(base)) return 'named';
  return null;
}

/**
 * The style most of a folder's card files use (other files are ignored); kebab-case when there are none, they
 * do not say, or two styles tie.
 */
export function inferFileNameStyle(siblings: readonly string[]): FileNameStyle {
  const votes: Record<FileNameStyle, number> = { kebab: 0, snake: 0, named: 0 };
  for (const name of siblings) {
    if (!CARD_ENDING.test(name)) continue;
    const style = styleOf(name);
    if (style !== null) votes[style] += 1;
  }
  const best = Math.max(votes.kebab, votes.snake, votes.named);
  const winners = (Object.keys(votes) as FileNameStyle[]).filter((s) => votes[s] === best);
  return best > 0 && winners.length === 1 ? (winners[0] ?? 'kebab') : 'kebab';
}

/**
 * Lower-case words joined by `separator`: accents dropped (`Lim-Dûl` → `lim-dul`), apostrophes dropped as the
 * shipped files do (`Serra's Blessing` → `serras-blessing`), every other run of punctuation one separator.
 */
function joinedWords(cardName: string, separator: string): string {
  return cardName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, separator)
    .split(separator)
    .filter((w) => w !== '')
    .join(separator);
}

/** The file name for a card in a style; always safe on every file system (see safeFileName). */
export function styledFileName(cardName: string, style: FileNameStyle, extension = '.card'): string {
  if (style === 'named') return safeFileName(cardName, extension);
  const words = joinedWords(cardName, style === 'kebab' ? '-' : '_');
  return safeFileName(words === '' ? cardName : words, extension);
}
