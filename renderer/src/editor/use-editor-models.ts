import { useEffect, useRef, useState, type Dispatch } from 'react';
import type { editor, IDisposable } from 'monaco-editor/editor/editor.api';
import { LANGUAGE_ID } from '../language/grammar.js';
import { ensureCardLanguage } from '../language/register.js';
import type { DocumentsAction, OpenDocument } from '../state/documents.js';
import { baseName } from '../tree/tree-model.js';
import { monaco } from './monaco.js';

interface Entry {
  readonly model: editor.ITextModel;
  readonly listener: IDisposable;
  reloads: number;
}

export function languageFor(path: string): string {
  return /\.card$/i.test(path) ? LANGUAGE_ID : 'plaintext';
}

/**
 * One Monaco model per open document, keyed by the document's id (so a rename keeps the model and
 * its undo history). Creates models for new tabs, disposes those of closed tabs, loads disk text on
 * a reload, and reports whether the text differs from disk.
 */
export function useEditorModels(
  docs: readonly OpenDocument[],
  dispatch: Dispatch<DocumentsAction>,
): ReadonlyMap<number, editor.ITextModel> {
  const entries = useRef(new Map<number, Entry>());
  const latest = useRef(new Map<number, OpenDocument>());
  const [models, setModels] = useState<ReadonlyMap<number, editor.ITextModel>>(new Map());

  useEffect(() => {
    latest.current = new Map(docs.map((d) => [d.id, d]));
    let changed = false;
    for (const doc of docs) {
      let entry = entries.current.get(doc.id);
      if (!entry) {
        ensureCardLanguage(monaco);
        const uri = monaco.Uri.from({ scheme: 'cardsmith', path: `/${doc.id}/${baseName(doc.path)}` });
        const model = monaco.editor.createModel(doc.draft ?? doc.savedText, languageFor(doc.path), uri);
        const id = doc.id;
        const listener = model.onDidChangeContent(() => {
          const current = latest.current.get(id);
          if (current) dispatch({ type: 'edited', path: current.path, dirty: model.getValue() !== current.savedText });
        });
        entry = { model, listener, reloads: doc.reloads };
        entries.current.set(doc.id, entry);
        changed = true;
      }
      if (entry.reloads !== doc.reloads) {
        entry.reloads = doc.reloads;
        const { model } = entry;
        if (model.getValue() !== doc.savedText) {
          // An edit, not setValue: the reload lands on the undo stack, so Ctrl+Z brings the old text back.
          model.pushStackElement();
          model.pushEditOperations([], [{ range: model.getFullModelRange(), text: doc.savedText }], () => null);
          model.pushStackElement();
        }
      }
      if (entry.model.getLanguageId() !== languageFor(doc.path)) {
        monaco.editor.setModelLanguage(entry.model, languageFor(doc.path));
      }
    }
    const open = new Set(docs.map((d) => d.id));
    for (const [id, entry] of entries.current) {
      if (open.has(id)) continue;
      entry.listener.dispose();
      entry.model.dispose();
      entries.current.delete(id);
      changed = true;
    }
    if (changed) setModels(new Map([...entries.current].map(([id, e]) => [id, e.model])));
  }, [docs, dispatch]);

  useEffect(() => {
    const all = entries.current;
    return () => {
      for (const entry of all.values()) {
        entry.listener.dispose();
        entry.model.dispose();
      }
      all.clear();
    };
  }, []);

  return models;
}
