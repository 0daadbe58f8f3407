/**
 * Real card data for the benchmarks: the Oracle records of ../shared/fixtures/cards-sample.jsonl, and each
 * record as `.card` text. Shared by parse.bench.ts and compile.bench.ts so both measure the same input.
 */
import { existsSync, readFileSync } from 'node:fs';
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
