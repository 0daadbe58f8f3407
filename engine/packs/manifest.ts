import { entryPathFor, unsafePathReason } from './pack-layout.js';
import { array, check, integer, matching, object, string, type Infer, type SchemaError } from './schema.js';

/** Bumped whenever the pack layout or manifest changes incompatibly; readers refuse other versions. */
export const PACK_FORMAT_VERSION = 2;

const sha256Hex = matching(/^[0-9a-f]{64}$/, 'a lower-case hex SHA-256');

const manifestSchema = object({
  packFormatVersion: integer(1),
  /** The cardsmith version that wrote the pack. */
  toolVersion: string,
  cardCount: integer(0),
  /** Sorted by source path. */
  cards: array(
    object({
      name: string,
      /** Workspace-relative, `/`-separated path of the card file. */
      source: string,
      /** The pack entry holding the card's CardTemplate JSON. */
      entry: string,
      /** SHA-256 of the entry's bytes. */
      sha256: sha256Hex,
    }),
  ),
  /** Every warning of every card, files in source order, each file's in parser order. */
  warnings: array(
    object({
      file: string,
      line: integer(0),
      column: integer(0),
      endColumn: integer(0),
      // A plain string, not WarningCode: an older reader must still open a pack from a newer parser.
      code: string,
      message: string,
    }),
  ),
  /** Card names defined by more than one file, compared ignoring case; sources sorted. */
  duplicates: array(object({ name: string, sources: array(string) })),
});

export type PackManifest = Infer<typeof manifestSchema>;
export type ManifestCard = PackManifest['cards'][number];
export type ManifestWarning = PackManifest['warnings'][number];
export type DuplicateName = PackManifest['duplicates'][number];

export type ValidateManifestResult =
  | { readonly ok: true; readonly manifest: PackManifest }
  | { readonly ok: false; readonly errors: readonly SchemaError[] };

/**
 * Checks a parsed manifest: its shape, its format version, and that it is self-consistent (card count,
 * safe and unique sources, each entry where the layout puts it). Never throws.
 */
export function validateManifest(value: unknown): ValidateManifestResult {
  const shaped = check(manifestSchema, value);
  if (!shaped.ok) return shaped;
  const manifest = shaped.value;
  const errors: SchemaError[] = [];
  if (manifest.packFormatVersion !== PACK_FORMAT_VERSION) {
    errors.push({
      path: '$.packFormatVersion',
      message: `pack format ${manifest.packFormatVersion} is not supported; this version of cardsmith reads format ${PACK_FORMAT_VERSION}`,
    });
  }
  if (manifest.cardCount !== manifest.cards.length) {
    errors.push({
      path: '$.cardCount',
      message: `says ${manifest.cardCount} cards but the manifest lists ${manifest.cards.length}`,
    });
  }
  const seen = new Set<string>();
  manifest.cards.forEach((card, i) => {
    const reason = unsafePathReason(card.source);
    if (reason) errors.push({ path: `$.cards[${i}].source`, message: `${JSON.stringify(card.source)}: ${reason}` });
    else if (card.entry !== entryPathFor(card.source)) {
      errors.push({
        path: `$.cards[${i}].entry`,
        message: `expected ${JSON.stringify(entryPathFor(card.source))} for source ${JSON.stringify(card.source)}, got ${JSON.stringify(card.entry)}`,
      });
    }
    if (seen.has(card.entry)) {
      errors.push({ path: `$.cards[${i}].entry`, message: `${JSON.stringify(card.entry)} is listed twice` });
    }
    seen.add(card.entry);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, manifest };
}
