import type { DownloadSource } from '../../../host/contract.js';
import type { FindBy } from './download-form.js';

/** What the Download dialog was last set to: it opens that way again, also after a restart. */
export interface DownloadSettings {
  readonly source: DownloadSource;
  readonly findBy: FindBy;
  readonly folder: string;
}

const KEY = 'cardsmith.download-dialog';
const DEFAULTS: DownloadSettings = { source: 'scryfall', findBy: 'name', folder: '' };

/** What was stored, field by field: anything unknown (an older version's value, a hand edit) is the default. */
export function settingsFrom(stored: string | null): DownloadSettings {
  let value: unknown;
  try {
    value = stored === null ? null : JSON.parse(stored);
  } catch {
    return DEFAULTS;
  }
  if (typeof value !== 'object' || value === null) return DEFAULTS;
  const o = value as Record<string, unknown>;
  return {
    source: o['source'] === 'gatherer' ? 'gatherer' : 'scryfall',
    findBy: o['findBy'] === 'id' || o['findBy'] === 'search' ? o['findBy'] : 'name',
    folder: typeof o['folder'] === 'string' && o['folder'].length <= 1000 ? o['folder'] : '',
  };
}

/** The page's storage, when it may be used (a sandboxed or private page can refuse it). */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Kept for the page's life even where storage is refused. */
let inPage: DownloadSettings | null = null;

export function rememberedSettings(): DownloadSettings {
  if (inPage) return inPage;
  try {
    return settingsFrom(storage()?.getItem(KEY) ?? null);
  } catch {
    return DEFAULTS;
  }
}

export function rememberSettings(settings: DownloadSettings): void {
  inPage = settings;
  try {
    storage()?.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Full or refused storage: the page still remembers until it closes.
  }
}
