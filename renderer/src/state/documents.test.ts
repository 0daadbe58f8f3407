import { describe, expect, it } from 'vitest';
import { activeDocument, documentsReducer, initialDocuments, isModified, type DocumentsState } from './documents.js';

const open = (state: DocumentsState, path: string, text = `text of ${path}`): DocumentsState =>
  documentsReducer(state, { type: 'open', path, text, mtimeMs: 1 });

describe('documentsReducer', () => {
  it('opens a tab right of the active one and activates it; opening again only activates', () => {
    let s = open(open(initialDocuments, 'a.card'), 'b.card');
    s = documentsReducer(s, { type: 'activate', path: 'a.card' });
    s = open(s, 'c.card');
    expect(s.docs.map((d) => d.path)).toEqual(['a.card', 'c.card', 'b.card']);
    expect(s.activePath).toBe('c.card');
    const again = open(s, 'a.card', 'other');
    expect(again.docs).toBe(s.docs);
    expect(again.activePath).toBe('a.card');
  });

  it('gives each tab a stable id', () => {
    const s = open(open(initialDocuments, 'a.card'), 'b.card');
    expect(s.docs.map((d) => d.id)).toEqual([1, 2]);
  });

  it('closing the active tab activates its right neighbour, else the left one', () => {
    let s = open(open(open(initialDocuments, 'a'), 'b'), 'c');
    s = documentsReducer(s, { type: 'activate', path: 'b' });
    s = documentsReducer(s, { type: 'close', path: 'b' });
    expect(s.activePath).toBe('c');
    s = documentsReducer(s, { type: 'close', path: 'c' });
    expect(s.activePath).toBe('a');
    s = documentsReducer(s, { type: 'close', path: 'a' });
    expect(s.activePath).toBeNull();
    expect(activeDocument(s)).toBeNull();
  });

  it('tracks unsaved edits and clears them on save', () => {
    let s = open(initialDocuments, 'a.card', 'old');
    s = documentsReducer(s, { type: 'edited', path: 'a.card', dirty: true });
    expect(s.docs[0]?.dirty).toBe(true);
    s = documentsReducer(s, { type: 'saved', path: 'a.card', text: 'new', mtimeMs: 5, stillDirty: false });
    expect(s.docs[0]).toMatchObject({ savedText: 'new', mtimeMs: 5, dirty: false });
  });

  it('stays modified when the user typed while a save was in flight', () => {
    let s = open(initialDocuments, 'a.card', 'old');
    s = documentsReducer(s, { type: 'edited', path: 'a.card', dirty: true });
    s = documentsReducer(s, { type: 'saved', path: 'a.card', text: 'new', mtimeMs: 5, stillDirty: true });
    expect(s.docs[0]?.dirty).toBe(true);
  });

  it('ignores a disk event that carries the text we already have (our own save)', () => {
    let s = open(initialDocuments, 'a.card', 'same');
    s = documentsReducer(s, { type: 'diskChanged', path: 'a.card', text: 'same', mtimeMs: 9 });
    expect(s.docs[0]).toMatchObject({ reloads: 0, mtimeMs: 9, conflict: null });
  });

  it('does not mistake its own save, reported by the watcher before the answer, for an outside change', () => {
    let s = open(initialDocuments, 'a.card', 'old');
    s = documentsReducer(s, { type: 'edited', path: 'a.card', dirty: true });
    s = documentsReducer(s, { type: 'saving', path: 'a.card', text: 'new' });
    s = documentsReducer(s, { type: 'diskChanged', path: 'a.card', text: 'new', mtimeMs: 9 });
    expect(s.docs[0]?.conflict).toBeNull();
    s = documentsReducer(s, { type: 'saved', path: 'a.card', text: 'new', mtimeMs: 9, stillDirty: false });
    expect(s.docs[0]).toMatchObject({ savedText: 'new', dirty: false, savingText: null, conflict: null });
  });

  it('reloads a clean document changed on disk', () => {
    let s = open(initialDocuments, 'a.card', 'old');
    s = documentsReducer(s, { type: 'diskChanged', path: 'a.card', text: 'outside', mtimeMs: 9 });
    expect(s.docs[0]).toMatchObject({ savedText: 'outside', reloads: 1, dirty: false, conflict: null });
  });

  it('never drops unsaved edits: a disk change becomes a conflict for the user to settle', () => {
    let s = open(initialDocuments, 'a.card', 'old');
    s = documentsReducer(s, { type: 'edited', path: 'a.card', dirty: true });
    s = documentsReducer(s, { type: 'diskChanged', path: 'a.card', text: 'outside', mtimeMs: 9 });
    expect(s.docs[0]).toMatchObject({ savedText: 'old', reloads: 0, dirty: true, conflict: { text: 'outside' } });

    const mine = documentsReducer(s, { type: 'resolveConflict', path: 'a.card', keep: 'mine' });
    expect(mine.docs[0]).toMatchObject({ savedText: 'outside', reloads: 0, dirty: true, conflict: null });

    const disk = documentsReducer(s, { type: 'resolveConflict', path: 'a.card', keep: 'disk' });
    expect(disk.docs[0]).toMatchObject({ savedText: 'outside', reloads: 1, dirty: false, conflict: null });
  });

  it('keeps a document deleted on disk open and counts it as modified', () => {
    let s = open(initialDocuments, 'a.card');
    s = documentsReducer(s, { type: 'diskDeleted', path: 'a.card' });
    expect(s.docs[0]?.deletedOnDisk).toBe(true);
    expect(s.docs[0] && isModified(s.docs[0])).toBe(true);
  });

  it('follows a rename of the file or of a folder above it, keeping ids', () => {
    let s = open(open(initialDocuments, 'red/shock.card'), 'blue/ponder.card');
    s = documentsReducer(s, { type: 'activate', path: 'red/shock.card' });
    s = documentsReducer(s, { type: 'diskDeleted', path: 'red/shock.card' });
    s = documentsReducer(s, { type: 'renamed', from: 'red', to: 'burn' });
    expect(s.docs.map((d) => [d.id, d.path, d.deletedOnDisk])).toEqual([
      [1, 'burn/shock.card', false],
      [2, 'blue/ponder.card', false],
    ]);
    expect(s.activePath).toBe('burn/shock.card');
    // "red-ish" is not inside "red".
    const t = documentsReducer(open(initialDocuments, 'red-ish/a.card'), { type: 'renamed', from: 'red', to: 'x' });
    expect(t.docs[0]?.path).toBe('red-ish/a.card');
  });
});

describe('closing many tabs', () => {
  it('closes them in one go and activates the one kept', () => {
    let s = open(open(open(initialDocuments, 'a'), 'b'), 'c');
    s = documentsReducer(s, { type: 'closeMany', paths: ['a', 'c'], activate: 'b' });
    expect(s.docs.map((d) => d.path)).toEqual(['b']);
    expect(s.activePath).toBe('b');
    s = documentsReducer(s, { type: 'closeMany', paths: ['b'], activate: null });
    expect(s.activePath).toBeNull();
  });
});
