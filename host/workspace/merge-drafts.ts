import { MAX_DRAFT_TABS, type DraftTab, type Drafts } from '../contract.js';

/**
 * Several windows' drafts as one record, for the window that takes them over (see WindowDrafts): the first record
 * (the window's own) keeps its tabs and their order, the others' tabs follow. A file open in two of them keeps the
 * first record's tab, unless only a later one has unsaved text: edits win over a clean tab.
 */
export function mergeDrafts(records: readonly Drafts[]): Drafts {
  const byPath = new Map<string, DraftTab>();
  for (const record of records) {
    for (const tab of record.tabs) {
      const kept = byPath.get(tab.path);
      if (!kept || (kept.text === null && tab.text !== null)) byPath.set(tab.path, tab);
    }
  }
  const tabs = [...byPath.values()].slice(0, MAX_DRAFT_TABS);
  const open = new Set(tabs.map((t) => t.path));
  const active = records.map((r) => r.active).find((a) => a !== null && open.has(a)) ?? null;
  return { tabs, active };
}
