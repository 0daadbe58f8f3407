import { parseBoundedJson, sizeInWords, type JsonBounds } from '../format/json/bounded-json.js';
import type { CardTemplate } from '../templates/card-template.js';
import type { Sha256 } from './build-pack.js';
import { validateManifest, type PackManifest } from './manifest.js';
import type { PackError } from './pack-error.js';
import { MANIFEST_ENTRY } from './pack-layout.js';
import type { SchemaError } from './schema.js';
import { validateTemplate } from './validate-template.js';

export type ReadPackResult =
  | { readonly ok: true; readonly manifest: PackManifest; readonly templates: readonly CardTemplate[] }
  /** `manifest` is there when it was valid, so a tool can still list it beside the errors. */
  | { readonly ok: false; readonly errors: readonly PackError[]; readonly manifest: PackManifest | null };

/** How many schema errors one entry reports before "and N more"; a garbage entry can have thousands. */
const MAX_SCHEMA_ERRORS = 5;

function schemaMessage(what: string, errors: readonly SchemaError[]): string {
  const shown = errors.slice(0, MAX_SCHEMA_ERRORS).map((e) => `${e.path} ${e.message}`);
  const more = errors.length > MAX_SCHEMA_ERRORS ? `; and ${errors.length - MAX_SCHEMA_ERRORS} more` : '';
  return `${what}: ${shown.join('; ')}${more}`;
}

type Decoded = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: PackError };

/**
 * What a pack's JSON may be: the attacker writes the entries and their hashes, so nothing is parsed beyond these.
 * Real card entries are a few KB and about 13 levels deep; a manifest lists every card and warning, megabytes for
 * a big workspace (the zip's own per-entry cap bounds it), and is a few levels deep.
 */
export const CARD_ENTRY_BOUNDS: JsonBounds = { maxLength: 1024 * 1024, maxDepth: 64 };
export const MANIFEST_BOUNDS: JsonBounds = { maxLength: Number.POSITIVE_INFINITY, maxDepth: 64 };

function decodeJson(entry: string, bytes: Uint8Array, bounds: JsonBounds, what: string): Decoded {
  // Checked on the bytes, before decoding: UTF-8 is never shorter in bytes than in characters.
  if (bytes.byteLength > bounds.maxLength) {
    return {
      ok: false,
      error: {
        entry,
        code: 'too-large',
        message: `is larger than the ${sizeInWords(bounds.maxLength)} limit for ${what}`,
      },
    };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, error: { entry, code: 'bad-json', message: 'is not valid UTF-8' } };
  }
  const parsed = parseBoundedJson(text, bounds);
  if (parsed.ok) return parsed;
  const code = parsed.problem === 'invalid' ? 'bad-json' : parsed.problem;
  return { ok: false, error: { entry, code, message: parsed.message } };
}

/**
 * Reads a pack's entries (already safely unzipped by the host) back into templates, trusting nothing:
 * the manifest is validated, every card entry must match its hash and the CardTemplate schema, and no
 * entry may be missing or unlisted. Templates come back in manifest order. Never throws.
 */
export function readPack(entries: ReadonlyMap<string, Uint8Array>, sha256: Sha256): ReadPackResult {
  const manifestBytes = entries.get(MANIFEST_ENTRY);
  if (!manifestBytes) {
    return {
      ok: false,
      errors: [
        { entry: MANIFEST_ENTRY, code: 'missing-manifest', message: 'is missing; this is not a cardsmith pack' },
      ],
      manifest: null,
    };
  }
  const decoded = decodeJson(MANIFEST_ENTRY, manifestBytes, MANIFEST_BOUNDS, 'the manifest');
  if (!decoded.ok) return { ok: false, errors: [decoded.error], manifest: null };
  const checked = validateManifest(decoded.value);
  if (!checked.ok) {
    return {
      ok: false,
      errors: [
        {
          entry: MANIFEST_ENTRY,
          code: 'bad-manifest',
          message: schemaMessage('is not a valid manifest', checked.errors),
        },
      ],
      manifest: null,
    };
  }

  const { manifest } = checked;
  const errors: PackError[] = [];
  const templates: CardTemplate[] = [];
  const listed = new Set<string>([MANIFEST_ENTRY]);
  for (const card of manifest.cards) {
    listed.add(card.entry);
    const bytes = entries.get(card.entry);
    if (!bytes) {
      errors.push({
        entry: card.entry,
        code: 'missing-entry',
        message: `is listed in the manifest (for ${card.source}) but is not in the pack`,
      });
      continue;
    }
    const actual = sha256(bytes);
    if (actual !== card.sha256) {
      errors.push({
        entry: card.entry,
        code: 'hash-mismatch',
        message: `has SHA-256 ${actual} but the manifest says ${card.sha256}; the entry was changed after compiling`,
      });
      continue;
    }
    const json = decodeJson(card.entry, bytes, CARD_ENTRY_BOUNDS, 'a card entry');
    if (!json.ok) {
      errors.push(json.error);
      continue;
    }
    const template = validateTemplate(json.value);
    if (!template.ok) {
      errors.push({
        entry: card.entry,
        code: 'bad-template',
        message: schemaMessage('is not a valid card template', template.errors),
      });
      continue;
    }
    if (template.card.name !== card.name) {
      errors.push({
        entry: card.entry,
        code: 'bad-template',
        message: `is named ${JSON.stringify(template.card.name)} but the manifest says ${JSON.stringify(card.name)}`,
      });
      continue;
    }
    templates.push(template.card);
  }
  for (const name of entries.keys()) {
    if (!listed.has(name))
      errors.push({ entry: name, code: 'unexpected-entry', message: 'is not listed in the manifest' });
  }
  return errors.length > 0 ? { ok: false, errors, manifest } : { ok: true, manifest, templates };
}
