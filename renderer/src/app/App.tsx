import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { editor } from 'monaco-editor/editor/editor.api';
import type { CardWarning } from '../../../engine/diagnostics.js';
import type { HostApi } from '../../../host/contract.js';
import { CompileButton } from '../compile/CompileButton.js';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.js';
import { QuickOpen } from '../dialogs/QuickOpen.js';
import { useDialogs } from '../dialogs/use-dialogs.js';
import { DownloadButton } from '../download/DownloadButton.js';
import { CardEditor, type CardEditorHandle, type CursorPosition } from '../editor/CardEditor.js';
import { EDITOR_PANEL_ID, EditorTabs, tabId } from '../editor/EditorTabs.js';
import { FileBar, fileBarText, readOnlyReason } from '../editor/FileBar.js';
import { useCardLanguage } from '../editor/use-card-language.js';
import { useEditorModels } from '../editor/use-editor-models.js';
import { useLiveDiagnostics } from '../editor/use-live-diagnostics.js';
import { isCardFile, skippedMessage, type ParseResult } from '../language/parse.js';
import { ParserPanel } from '../panel/ParserPanel.js';
import { activeDocument, documentsReducer, initialDocuments, isModified } from '../state/documents.js';
import { StatusBar } from '../status/StatusBar.js';
import { TesterDock } from '../tester/index.js';
import { FileTree, type TreeSelection } from '../tree/FileTree.js';
import { baseName, listFiles } from '../tree/tree-model.js';
import { useDiskSync } from './use-disk-sync.js';
import { useHotExit } from './use-hot-exit.js';
import { useDuplicateNames } from './use-duplicate-names.js';
import { useFileCommands, type Position } from './use-file-commands.js';
import { useShortcuts } from './use-shortcuts.js';
import { useWorkspace } from './use-workspace.js';
import { useWorkspaceFiles } from './use-workspace-files.js';

/** How the welcome text names the command key. */
const MOD = /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';

/** Status messages fade after this long; the status bar is no log. */
const MESSAGE_MS = 4000;

/** The window: tree, tabs and editor, parser panel, status bar, and the dialogs over them. */
export function App({ host }: { readonly host: HostApi }) {
  const { info, error, refresh: refreshTree } = useWorkspace(host);
  const [state, dispatch] = useReducer(documentsReducer, initialDocuments);
  const active = activeDocument(state);

  const docsRef = useRef(state.docs);
  useEffect(() => {
    docsRef.current = state.docs;
  }, [state.docs]);
  const modelsRef = useRef<ReadonlyMap<number, editor.ITextModel>>(new Map());

  useCardLanguage(
    useCallback((model: editor.ITextModel) => {
      for (const [id, m] of modelsRef.current) {
        if (m === model) return docsRef.current.find((d) => d.id === id)?.path ?? null;
      }
      return null;
    }, []),
  );
  const models = useEditorModels(state.docs, dispatch);
  useEffect(() => {
    modelsRef.current = models;
  }, [models]);
  const live = useLiveDiagnostics(state.docs, models);
  useDiskSync(host, state.docs, dispatch);
  useHotExit(host, state, dispatch, models);
  const disk = useWorkspaceFiles(host, info?.tree ?? null);

  const dialogs = useDialogs();
  const [quickOpen, setQuickOpen] = useState(false);
  const [cursor, setCursor] = useState<CursorPosition | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const editorRef = useRef<CardEditorHandle>(null);
  const [pendingReveal, setPendingReveal] = useState<{ path: string; at: Position; seq: number } | null>(null);
  const revealSeq = useRef(0);
  const requestReveal = useCallback((path: string, at: Position) => {
    revealSeq.current += 1;
    setPendingReveal({ path, at, seq: revealSeq.current });
  }, []);

  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const commands = useFileCommands({
    host,
    state,
    dispatch,
    models,
    dialogs,
    tree: info?.tree ?? null,
    refreshTree,
    reveal: requestReveal,
    notify: setMessage,
  });

  const activeModel = active ? (models.get(active.id) ?? null) : null;

  // A jump applies once the requested file is the one in the editor (opening it is asynchronous).
  const reveal =
    pendingReveal && active?.path === pendingReveal.path
      ? { line: pendingReveal.at.line, column: pendingReveal.at.column, seq: pendingReveal.seq }
      : null;

  const conflict = state.docs.find((d) => d.conflict !== null) ?? null;
  useShortcuts(
    {
      save: () => active && void commands.save(active.path),
      close: () => active && void commands.close(active.path),
      quickOpen: () => setQuickOpen(true),
      saveAll: () => void commands.saveAll(),
    },
    !dialogs.isOpen && !quickOpen && conflict === null,
  );

  // Live results for open files win over what is on disk: the panel shows what the user sees. Costs the open
  // files, not the workspace (see CardFileIndex): this runs on every parse.
  const liveByPath = useMemo(() => {
    const byPath = new Map<string, ParseResult | null>();
    for (const doc of state.docs) {
      const result = live.get(doc.id);
      if (result !== undefined && disk.index.get(doc.path) !== undefined) byPath.set(doc.path, result);
    }
    return byPath;
  }, [disk.index, live, state.docs]);
  const workspace = useMemo(() => disk.index.withLive(liveByPath), [disk.index, liveByPath]);
  const duplicates = useDuplicateNames(disk.index, liveByPath, state.docs, models);
  const allWarnings = useMemo(
    () => (duplicates.warnings.length > 0 ? [...workspace.warnings(), ...duplicates.warnings] : workspace.warnings()),
    [workspace, duplicates],
  );
  const warningCount = useCallback(
    (path: string) => workspace.warningCount(path) + (duplicates.byFile.has(path) ? 1 : 0),
    [workspace, duplicates],
  );
  const activeResult = useMemo(() => {
    const result = active ? (live.get(active.id) ?? null) : null;
    const duplicate = active ? duplicates.byFile.get(active.path) : undefined;
    return result && duplicate ? { ...result, warnings: [duplicate, ...result.warnings] } : result;
  }, [active, live, duplicates]);
  // The tester takes the editor's card from the same (debounced) parse, not the text of every keystroke.
  const editorCard = useMemo(() => {
    const doc = state.docs.find((d) => d.path === state.activePath);
    const result = doc ? live.get(doc.id) : undefined;
    return doc && result ? { path: doc.path, card: result.card } : null;
  }, [state.docs, state.activePath, live]);
  const openPaths = useMemo(() => new Set(state.docs.map((d) => d.path)), [state.docs]);
  const modifiedPaths = useMemo(() => new Set(state.docs.filter(isModified).map((d) => d.path)), [state.docs]);
  const allFiles = useMemo(() => (info ? listFiles(info.tree) : []), [info]);

  const selectWarning = useCallback(
    (warning: CardWarning) => void commands.open(warning.file, { line: warning.line, column: warning.column }),
    [commands],
  );
  const openAt = useCallback((path: string, at: Position) => void commands.open(path, at), [commands]);
  // A download opens its first new file only; the tree selects them all, so the rest are one look away.
  const [treeSelection, setTreeSelection] = useState<TreeSelection | null>(null);
  const downloaded = useCallback(
    (paths: readonly string[]) => {
      if (paths[0] !== undefined) void commands.open(paths[0]);
      setTreeSelection((prev) => ({ paths, seq: (prev?.seq ?? 0) + 1 }));
    },
    [commands],
  );

  return (
    <div className="cs-app">
      <FileTree
        tree={info?.tree ?? null}
        isCard={isCardFile}
        openPaths={openPaths}
        modifiedPaths={modifiedPaths}
        activePath={state.activePath}
        warningCount={warningCount}
        onOpen={commands.open}
        onNewFile={commands.newFile}
        onNewFolder={commands.newFolder}
        onRename={commands.rename}
        onDelete={commands.remove}
        onDropTab={commands.saveCopy}
        selection={treeSelection}
        skippedNote={disk.cardFiles.length === 0 && info?.skipped ? skippedMessage(info.skipped) : null}
      />
      <main className="cs-main">
        <div className="cs-topbar">
          <div className="cs-actions" role="toolbar" aria-label="Workspace actions">
            <CompileButton host={host} onOpen={(path, at) => void commands.open(path, at)} />
            <DownloadButton host={host} onDownloaded={downloaded} onNotify={setMessage} />
          </div>
          <EditorTabs
            docs={state.docs}
            activePath={state.activePath}
            onActivate={(path) => dispatch({ type: 'activate', path })}
            onClose={(path) => void commands.close(path)}
            onCloseOthers={(path) => void commands.closeAll(path)}
            onCloseAll={() => void commands.closeAll(null)}
            onSaveAll={() => void commands.saveAll()}
          />
        </div>
        <div
          className={`editor-area${active && fileBarText(active) !== null ? ' with-bar' : ''}`}
          id={EDITOR_PANEL_ID}
          role={active ? 'tabpanel' : undefined}
          aria-labelledby={active ? tabId(active) : undefined}
        >
          <CardEditor
            ref={editorRef}
            model={activeModel}
            reveal={reveal}
            onCursor={setCursor}
            label={active ? `${baseName(active.path)} card text` : 'Card text'}
            readOnly={active ? readOnlyReason(active) : null}
          />
          {active && (
            <FileBar
              doc={active}
              onReopen={(encoding) => void commands.reopen(active.path, encoding)}
              onConvert={() => dispatch({ type: 'convertToUtf8', path: active.path })}
            />
          )}
          {!active && (
            <div className="cs-welcome">
              <h1>Cardsmith</h1>
              {error ? (
                <p className="cs-error" role="alert">
                  Cannot open the workspace: {error}
                </p>
              ) : (
                <>
                  <p>Open a card from the tree on the left: double-click it, or select it and press Enter.</p>
                  <ul className="cs-shortcuts">
                    <li>
                      <kbd>{MOD}</kbd>+<kbd>P</kbd> go to a file by name
                    </li>
                    <li>
                      <kbd>{MOD}</kbd>+<kbd>S</kbd> save
                    </li>
                    <li>
                      <kbd>{MOD}</kbd>+<kbd>W</kbd> close the tab
                    </li>
                    <li>
                      <kbd>Ctrl</kbd>+<kbd>Space</kbd> suggestions
                    </li>
                  </ul>
                </>
              )}
            </div>
          )}
        </div>
        <ParserPanel
          activePath={active?.path ?? null}
          activeResult={activeResult}
          workspaceWarnings={allWarnings}
          workspaceFiles={disk.cardFiles.length}
          cardFiles={disk.cardFiles}
          workspaceResults={workspace}
          onSelect={selectWarning}
          onOpen={openAt}
        />
        <TesterDock host={host} editorCard={editorCard} cards={disk.cards} />
      </main>
      <StatusBar
        root={info?.root ?? null}
        cards={disk.cardFiles.length}
        warnings={workspace.warningTotal + duplicates.warnings.length}
        unread={disk.unread}
        cursor={active ? cursor : null}
        message={message}
      />
      {quickOpen && (
        <QuickOpen
          paths={allFiles}
          onPick={(path) => {
            setQuickOpen(false);
            if (path !== null) void commands.open(path);
          }}
        />
      )}
      {conflict?.conflict && !dialogs.isOpen && (
        <ConfirmDialog
          title={`${baseName(conflict.path)} changed on disk`}
          message={`${conflict.path} was changed outside Cardsmith while you had unsaved edits. Which version do you want to keep?`}
          actions={[
            { label: 'Keep my edits', value: 'mine', variant: 'primary' },
            { label: 'Load disk version', value: 'disk', variant: 'danger' },
          ]}
          cancelValue="mine"
          onAnswer={(value) =>
            dispatch({ type: 'resolveConflict', path: conflict.path, keep: value === 'disk' ? 'disk' : 'mine' })
          }
        />
      )}
      {dialogs.element}
    </div>
  );
}
