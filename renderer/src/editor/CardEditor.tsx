import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { editor } from 'monaco-editor/editor/editor.api';
import { ensureCardLanguage } from '../language/register.js';
import { THEME_ID } from '../language/theme.js';
import { monaco } from './monaco.js';

export interface CardEditorHandle {
  /** Moves the cursor to a 1-based line and column, scrolls it into view and focuses the editor. */
  revealPosition(line: number, column: number): void;
  focus(): void;
}

export interface CursorPosition {
  readonly line: number;
  readonly column: number;
}

/** A requested jump; `seq` tells a new request from a re-render of the same one. */
export interface RevealRequest {
  readonly line: number;
  readonly column: number;
  readonly seq: number;
}

interface Props {
  readonly model: editor.ITextModel | null;
  readonly reveal: RevealRequest | null;
  readonly onCursor: (position: CursorPosition | null) => void;
  readonly label: string;
  /** The text cannot be edited (a file that is not UTF-8, or binary); `readOnlyMessage` says why when one types. */
  readonly readOnly?: string | null;
  readonly ref?: Ref<CardEditorHandle>;
}

const FONT =
  "ui-monospace, 'Cascadia Code', 'SF Mono', Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace";

function moveTo(ed: editor.IStandaloneCodeEditor, line: number, column: number): void {
  ed.setPosition({ lineNumber: line, column });
  ed.revealPositionInCenterIfOutsideViewport({ lineNumber: line, column });
  ed.focus();
}

/** The Monaco editor. One instance for all tabs; switching tabs swaps models and keeps each view state. */
export function CardEditor({ model, reveal, onCursor, label, readOnly = null, ref }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const instance = useRef<editor.IStandaloneCodeEditor | null>(null);
  const viewStates = useRef(new WeakMap<editor.ITextModel, editor.ICodeEditorViewState>());
  const onCursorRef = useRef(onCursor);
  const revealed = useRef(0);

  useEffect(() => {
    onCursorRef.current = onCursor;
  }, [onCursor]);

  useEffect(() => {
    if (!host.current) return;
    ensureCardLanguage(monaco);
    const ed = monaco.editor.create(host.current, {
      model: null,
      theme: THEME_ID,
      automaticLayout: true,
      minimap: { enabled: false },
      fontFamily: FONT,
      fontSize: 14,
      lineHeight: 21,
      renderWhitespace: 'selection',
      scrollBeyondLastLine: false,
      wordWrap: 'on',
      ariaLabel: label,
      fixedOverflowWidgets: true,
      quickSuggestions: { other: true, comments: false, strings: true },
      hover: { delay: 300 },
      tabSize: 4,
      insertSpaces: true,
    });
    instance.current = ed;
    const cursor = ed.onDidChangeCursorPosition((e) =>
      onCursorRef.current({ line: e.position.lineNumber, column: e.position.column }),
    );
    return () => {
      cursor.dispose();
      // The editor does not own the models (use-editor-models does): detach before disposing.
      ed.setModel(null);
      ed.dispose();
      instance.current = null;
    };
    // `label` is applied by the next effect; the editor is created once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    instance.current?.updateOptions({ ariaLabel: label });
  }, [label]);

  useEffect(() => {
    instance.current?.updateOptions({
      readOnly: readOnly !== null,
      readOnlyMessage: readOnly === null ? undefined : { value: readOnly },
    });
  }, [readOnly]);

  useEffect(() => {
    const ed = instance.current;
    if (!ed) return;
    const previous = ed.getModel();
    if (previous === model) return;
    if (previous && !previous.isDisposed()) {
      const state = ed.saveViewState();
      if (state) viewStates.current.set(previous, state);
    }
    ed.setModel(model);
    if (model) {
      const state = viewStates.current.get(model);
      if (state) ed.restoreViewState(state);
      const p = ed.getPosition();
      onCursorRef.current(p ? { line: p.lineNumber, column: p.column } : null);
      // A file's model can arrive after the user opened a dialog (Ctrl+P right after Enter on a file): the dialog
      // keeps the keyboard, or the keys typed into it would land in the file.
      if (!document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) ed.focus();
    } else {
      onCursorRef.current(null);
    }
  }, [model]);

  // After the model effect above, so a jump into a just-opened file lands in that file.
  useEffect(() => {
    const ed = instance.current;
    if (!ed || !reveal || !model || reveal.seq === revealed.current) return;
    revealed.current = reveal.seq;
    moveTo(ed, reveal.line, reveal.column);
  }, [reveal, model]);

  useImperativeHandle(
    ref,
    () => ({
      revealPosition(line, column) {
        if (instance.current) moveTo(instance.current, line, column);
      },
      focus() {
        instance.current?.focus();
      },
    }),
    [],
  );

  return <div className="editor-host" ref={host} hidden={model === null} />;
}
