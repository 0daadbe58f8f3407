import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One row of a fixtures MANIFEST.tsv: the file and what it holds. */
export interface ManifestRow {
  readonly file: string;
  readonly absolute: string;
  /** Gatherer: page_type; Scryfall: object. */
  readonly kind: string;
  readonly title: string;
  readonly cardNames: readonly string[];
  readonly multiverseIds: readonly number[];
}

/** Reads `<dir>/MANIFEST.tsv`; columns are found by header name so both manifests work. */
export function readManifest(dir: string): ManifestRow[] {
  const [header = '', ...lines] = readFileSync(path.join(dir, 'MANIFEST.tsv'), 'utf8').trimEnd().split('\n');
  const columns = header.split('\t');
  const col = (row: string[], name: string): string => row[columns.indexOf(name)] ?? '';
  return lines.map((line) => {
    const row = line.split('\t');
    const names = col(row, 'card_names');
    return {
      file: col(row, 'file'),
      absolute: path.join(dir, col(row, 'file')),
      kind: col(row, 'page_type') || col(row, 'object'),
      title: (col(row, 'title') || col(row, 'summary')).replace(/^"|"$/g, '').replace(/""/g, '"'),
      cardNames: names === '' ? [] : names.split(' // '),
      multiverseIds: (col(row, 'multiverse_ids').match(/\d+/g) ?? []).map(Number).filter((n) => n > 0),
    };
  });
}
