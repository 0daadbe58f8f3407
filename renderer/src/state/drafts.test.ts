import { describe, expect, it } from 'vitest';
import { documentsReducer, initialDocuments, isModified } from './documents.js';
import { draftsOf, tabsToRestore } from './drafts.js';

const file = (path: string, text: string) => ({ path, text, mtimeMs: 7, encoding: 'utf-8', kind: 'text' }) as const;

describe('hot exit drafts', () => {
  it('records every tab, with the editor text only where something could be lost', () => {
    let s = documentsReducer(initialDocuments, { type: 'open', path: 'a.card', text: 'A', mtimeMs: 1 });
    s = documentsReducer(s, { type: 'open', path: 'b.card', text: 'B', mtimeMs: 1 });
    s = documentsReducer(s, { type: 'edited', path: 'a.card', dirty: true });
    expect(draftsOf(s.docs, s.activePath, (d) => `${d.path} now`)).toEqual({
      tabs: [
        { path: 'a.card', text: 'a.card now' },
        { path: 'b.card', text: null },
      ],
      active: 'b.card',
    });
  });

  it('brings tabs back against the disk of today: edited ones modified, gone ones deleted or dropped', () => {
    const drafts = {
      tabs: [
        { path: 'a.card', text: 'A edited' },
        { path: 'b.card', text: null },
        { path: 'gone.card', text: null },
        { path: 'gone-edited.card', text: 'kept' },
        { path: 'same.card', text: 'S' },
      ],
      active: 'b.card',
    };
    const tabs = tabsToRestore(drafts, [file('a.card', 'A'), file('b.card', 'B'), null, null, file('same.card', 'S')]);
    expect(tabs.map((t) => t.path)).toEqual(['a.card', 'b.card', 'gone-edited.card', 'same.card']);
    const s = documentsReducer(initialDocuments, { type: 'restore', tabs, active: drafts.active });
    expect(s.activePath).toBe('b.card');
    expect(s.docs.map((d) => [d.path, isModified(d), d.draft])).toEqual([
      ['a.card', true, 'A edited'],
      ['b.card', false, null],
      ['gone-edited.card', true, 'kept'],
      ['same.card', false, 'S'],
    ]);
    expect(s.docs.map((d) => d.id)).toEqual([1, 2, 3, 4]);
  });

  it('does not restore over a tab the user opened meanwhile', () => {
    const s0 = documentsReducer(initialDocuments, { type: 'open', path: 'a.card', text: 'A', mtimeMs: 1 });
    const tabs = tabsToRestore({ tabs: [{ path: 'a.card', text: 'old draft' }], active: 'a.card' }, [
      file('a.card', 'A'),
    ]);
    const s = documentsReducer(s0, { type: 'restore', tabs, active: 'a.card' });
    expect(s.docs).toHaveLength(1);
    expect(s.docs[0]?.draft).toBeNull();
  });
});
