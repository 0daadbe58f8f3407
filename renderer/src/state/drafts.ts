import type { Drafts, FileContent } from '../../../host/contract.js';
import { isModified, type OpenDocument, type RestoredTab } from './documents.js';

/**
 * Hot exit's record of the open tabs: every tab's path, and the editor's text for those that could lose something
 * (unsaved edits, or a file gone from disk). `textOf` gives a tab's current editor text.
 */
export function draftsOf(
  docs: readonly OpenDocument[],
  activePath: string | null,
  textOf: (doc: OpenDocument) => string,
): Drafts {
  return {
    tabs: docs.map((doc) => ({
      path: doc.path,
      text: isModified(doc) ? textOf(doc) : null,
      // The encoding the file is read in; a conversion to UTF-8 not yet saved is an unsaved edit like any.
      ...(doc.diskEncoding === 'utf-8' ? {} : { encoding: doc.diskEncoding }),
    })),
    active: activePath,
  };
}

/**
 * The tabs to bring back, given the drafts and what is on disk now (`files[i]` for `drafts.tabs[i]`, null when it
 * cannot be read). A tab without edits whose file is gone is dropped; one with edits comes back as deleted on disk.
 */
export function tabsToRestore(drafts: Drafts, files: readonly (FileContent | null)[]): RestoredTab[] {
  return drafts.tabs.flatMap((tab, i): RestoredTab[] => {
    const file = files[i];
    if (file)
      return [{ path: tab.path, text: file.text, mtimeMs: file.mtimeMs, draft: tab.text, deletedOnDisk: false }];
    if (tab.text === null) return [];
    return [{ path: tab.path, text: '', mtimeMs: 0, draft: tab.text, deletedOnDisk: true }];
  });
}
