/**
 * Real card data for the benchmarks: the Oracle records of ../shared/fixtures/cards-sample.jsonl, each record as
 * `.card` text, and a workspace of such files. Shared by the parse, compile and workspace UI benches so they all
 * measure the same input.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface OracleRecord {
  readonly name: string;
  readonly manaCost: string | null;
  readonly typeLine: string;
  readonly oracleText: string | null;
  readonly power: string | null;
  readonly toughness: string | null;
  readonly loyalty: string | null;
  readonly set: string | null;
}

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ORACLE_FIXTURE = path.resolve(projectRoot, '../shared/fixtures/cards-sample.jsonl');

/** Every record of the fixture, or null when the shared fixtures are not beside the project. */
export function loadOracleRecords(): OracleRecord[] | null {
  if (!existsSync(ORACLE_FIXTURE)) return null;
  return readFileSync(ORACLE_FIXTURE, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as OracleRecord);
}

const SUPERTYPES = new Set(['basic', 'legendary', 'snow', 'world', 'ongoing']);

/** One record as a `.card` file under `name` (its own by default); the card's name in its text becomes `~`. */
export function toCardText(record: OracleRecord, name: string = record.name): string {
  const lines = [`name ${name}`];
  if (record.manaCost) lines.push(`cost ${record.manaCost}`);
  const [left = '', right = ''] = record.typeLine.split(/\s+[—–-]\s+/);
  const words = left.toLowerCase().split(/\s+/).filter(Boolean);
  const supers = words.filter((w) => SUPERTYPES.has(w));
  const types = words.filter((w) => !SUPERTYPES.has(w));
  if (supers.length > 0) lines.push(`super ${supers.join(' ')}`);
  if (types.length > 0) lines.push(`type ${types.join(' ')}${right ? ` - ${right.toLowerCase()}` : ''}`);
  if (record.power !== null && record.toughness !== null) lines.push(`pt ${record.power}/${record.toughness}`);
  if (record.loyalty !== null) lines.push(`loyalty ${record.loyalty}`);
  for (const ability of (record.oracleText ?? '').split('\n')) {
    if (ability.trim() !== '') lines.push(`text ${ability.split(record.name).join('~')}`);
  }
  return `${lines.join('\n')}\n`;
}

function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-') || 'card'
  );
}

/**
 * `count` real-looking `.card` files in per-set folders under `dir` (or all in `oneFolder`), the records repeated
 * as needed; repeated names get a copy number so every card name stays unique. The compile and workspace UI
 * benches use it.
 */
export async function writeBenchWorkspace(
  dir: string,
  records: readonly OracleRecord[],
  count: number,
  oneFolder?: string,
): Promise<{ files: number; bytes: number }> {
  const used = new Map<string, number>();
  const files: { file: string; text: string }[] = [];
  for (let i = 0; files.length < count; i++) {
    const record = records[i % records.length];
    if (!record) break;
    const copy = (used.get(record.name) ?? 0) + 1;
    used.set(record.name, copy);
    const name = copy === 1 ? record.name : `${record.name} ${copy}`;
    files.push({
      file: path.join(dir, oneFolder ?? slug(record.set ?? 'misc'), `${slug(name)}.card`),
      text: toCardText(record, name),
    });
  }
  await Promise.all([...new Set(files.map((f) => path.dirname(f.file)))].map((d) => mkdir(d, { recursive: true })));
  for (const f of files) writeFileSync(f.file, f.text);
  return { files: files.length, bytes: files.reduce((n, f) => n + Buffer.byteLength(f.text), 0) };
}
