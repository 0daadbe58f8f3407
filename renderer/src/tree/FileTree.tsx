import { memo, useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { TreeNode } from '../../../host/contract.js';
import { TAB_DRAG_TYPE } from '../editor/EditorTabs.js';
import { isSameOrInside } from '../state/documents.js';
import { DeleteIcon, NewFileIcon, NewFolderIcon, RenameIcon } from './icons.js';
import { targetFolder, treeKey, typeAheadTarget, visibleRows } from './tree-model.js';
import { ROW_HEIGHT, TreeItem, type TreeItemActions } from './TreeItem.js';
import { useRowWindow } from './use-row-window.js';
import { useTreeState } from './use-tree-state.js';
import { renderedIndexes } from './virtual-window.js';

export interface FileTreeProps {
  readonly tree: TreeNode | null;
  readonly isCard: (path: string) => boolean;
  readonly openPaths: ReadonlySet<string>;
  readonly modifiedPaths: ReadonlySet<string>;
  readonly activePath: string | null;
  /** A file's warnings: asked only for the rows on screen. */
  readonly warningCount: (path: string) => number;
  readonly onOpen: (path: string) => void;
  readonly onNewFile: (folder: string) => void;
  readonly onNewFolder: (folder: string) => void;
  /** Resolves to the new path (null: not renamed), where the keyboard focus goes after the dialog. */
  readonly onRename: (path: string) => Promise<string | null>;
  /** Resolves to whether it was deleted: the focus then goes to the row after it (or before), else back to it. */
  readonly onDelete: (path: string) => Promise<boolean>;
  /** A tab was dropped on a folder: save a copy of that document there. */
  readonly onDropTab: (tabPath: string, folder: string) => void;
  /** Rows to select together (a download's new files); a new `seq` selects again. */
  readonly selection?: TreeSelection | null;
  /** Set when the workspace has no card file but files the tree leaves out: what they are, how to fix them. */
  readonly skippedNote?: string | null;
}

export interface TreeSelection {
  readonly paths: readonly string[];
  readonly seq: number;
}

/** Letters typed within this long of each other search together (type-ahead). */
const TYPE_AHEAD_MS = 500;
/** Empty space below the last row: somewhere to drop a tab for the workspace's top folder. */
const BOTTOM_SPACE = 24;

const acceptsTab = (event: DragEvent): boolean => event.dataTransfer.types.includes(TAB_DRAG_TYPE);

/**
 * The workspace's folders and files as an ARIA tree with a roving tabindex. Only the rows on screen (and the
 * focused one) are in the DOM: a folder of 31,000 cards renders about forty rows.
 */
export const FileTree = memo(function FileTree(props: FileTreeProps) {
  const { tree, isCard, openPaths, modifiedPaths, activePath, warningCount, skippedNote, selection } = props;
  const { onOpen, onRename, onDelete, onNewFile, onNewFolder, onDropTab } = props;
  const { expanded, focused, setFocused, setOpen, reveal, selected, select, clearSelection } = useTreeState();
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const rows = useMemo(() => (tree ? visibleRows(tree, expanded) : []), [tree, expanded]);
  const indexOf = useMemo(() => new Map(rows.map((row, i) => [row.node.path, i])), [rows]);
  const items = useRef(new Map<string, HTMLLIElement>());
  const moveFocus = useRef(false);
  const typed = useRef({ text: '', at: -Infinity });
  const shownActive = useRef<string | null>(null);
  const { scroller, onScroll, show, window } = useRowWindow(rows.length);

  // The active file's folders open, so the tree shows where the file is; once its row exists, it is scrolled to.
  useEffect(() => {
    if (activePath !== null) reveal(activePath);
  }, [activePath, reveal]);
  useEffect(() => {
    if (activePath === null || shownActive.current === activePath) return;
    const index = indexOf.get(activePath);
    if (index === undefined) return;
    shownActive.current = activePath;
    show(index);
  }, [activePath, indexOf, show]);

  useEffect(() => {
    if (selection) select(selection.paths);
  }, [selection, select]);

  const focusedIndex = focused === null ? -1 : (indexOf.get(focused) ?? -1);
  const focusedRow = rows[focusedIndex] ?? null;
  const tabStop = focusedRow?.node.path ?? rows[0]?.node.path ?? null;

  // Waits for the row to exist: after a rename, the new name's row comes with the next listing of the tree (and
  // is scrolled to then; a row the keys moved to was scrolled to at once, so this one is a no-op for those).
  useEffect(() => {
    const item = focused === null ? undefined : items.current.get(focused);
    if (!moveFocus.current || !item || focused === null) return;
    moveFocus.current = false;
    const index = indexOf.get(focused);
    if (index !== undefined) show(index);
    item.focus({ preventScroll: true });
  }, [focused, rows, indexOf, show]);

  // The rows' handlers read the latest callbacks from here, so the one `actions` object never changes.
  const latest = useRef({ onOpen, onDropTab });
  useEffect(() => {
    latest.current = { onOpen, onDropTab };
  });
  const actions = useMemo(
    (): TreeItemActions => ({
      register: (path, el) => {
        if (el) items.current.set(path, el);
        else items.current.delete(path);
      },
      focus: setFocused,
      click: (path, folder, isOpen) => {
        clearSelection();
        setFocused(path);
        if (folder) setOpen(path, !isOpen);
      },
      open: (path) => latest.current.onOpen(path),
      dragOver: (event, folder) => {
        if (!acceptsTab(event)) return;
        event.preventDefault();
        event.stopPropagation();
        event.dataTransfer.dropEffect = 'copy';
        setDropTarget(folder);
      },
      drop: (event, folder) => {
        if (!acceptsTab(event)) return;
        event.preventDefault();
        event.stopPropagation();
        setDropTarget(null);
        const tabPath = event.dataTransfer.getData(TAB_DRAG_TYPE);
        if (tabPath) latest.current.onDropTab(tabPath, folder);
      },
    }),
    [setFocused, setOpen, clearSelection],
  );

  /** Moves the roving focus to a row, scrolling it into view. */
  const focusRow = (path: string): void => {
    clearSelection();
    const index = indexOf.get(path);
    if (index !== undefined) show(index);
    moveFocus.current = true;
    setFocused(path);
  };

  /** Rename and delete open dialogs, which take the focus: it comes back to the row (or its neighbour) after. */
  const rename = (path: string): void => {
    void onRename(path).then((to) => focusRow(to ?? path));
  };
  const remove = (path: string): void => {
    const at = indexOf.get(path) ?? -1;
    const after = rows.slice(at + 1).find((r) => !isSameOrInside(r.node.path, path));
    const neighbour = after ?? rows[at - 1];
    void onDelete(path).then((deleted) => {
      if (!deleted) focusRow(path);
      else if (neighbour) focusRow(neighbour.node.path);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    const current = focusedRow ?? rows[0];
    if (event.key === 'Enter' || (event.key === ' ' && current?.node.kind === 'directory')) {
      if (!current) return;
      if (current.node.kind === 'directory') setOpen(current.node.path, !expanded.has(current.node.path));
      else onOpen(current.node.path);
    } else if (event.key === 'F2') {
      if (current) rename(current.node.path);
    } else if (event.key === 'Delete') {
      if (current) remove(current.node.path);
    } else if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const text = event.timeStamp - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + event.key : event.key;
      typed.current = { text, at: event.timeStamp };
      const target = typeAheadTarget(rows, focusedIndex, text);
      if (target !== null) focusRow(target);
    } else {
      const result = treeKey(rows, current?.node.path ?? null, expanded, event.key);
      if (result.kind === 'none') return;
      if (result.kind === 'focus') focusRow(result.path);
      else setOpen(result.path, result.kind === 'expand');
    }
    event.preventDefault();
  };

  const folderFor = tree ? targetFolder(tree, focused) : '';

  return (
    <nav className="cs-sidebar" aria-label="Explorer">
      <div className="sidebar-header">
        <h2 id="tree-heading">Cards</h2>
        <div className="cs-toolbar" role="toolbar" aria-label="File actions">
          <button
            type="button"
            className="icon-button"
            title="New file"
            aria-label="New file"
            onClick={() => onNewFile(folderFor)}
          >
            <NewFileIcon />
          </button>
          <button
            type="button"
            className="icon-button"
            title="New folder"
            aria-label="New folder"
            onClick={() => onNewFolder(folderFor)}
          >
            <NewFolderIcon />
          </button>
          <button
            type="button"
            className="icon-button"
            title="Rename (F2)"
            aria-label="Rename"
            disabled={focusedRow === null}
            onClick={() => focusedRow && rename(focusedRow.node.path)}
          >
            <RenameIcon />
          </button>
          <button
            type="button"
            className="icon-button"
            title="Delete (Delete)"
            aria-label="Delete"
            disabled={focusedRow === null}
            onClick={() => focusedRow && remove(focusedRow.node.path)}
          >
            <DeleteIcon />
          </button>
        </div>
      </div>
      {tree && (rows.length === 0 || skippedNote) && (
        <p className="tree-empty" data-testid="tree-empty">
          {skippedNote ? `No card files here. ${skippedNote}.` : 'No files yet. Use “New file” to start.'}
        </p>
      )}
      <div className="cs-tree-scroll" ref={scroller} onScroll={onScroll}>
        <ul
          role="tree"
          aria-label="Cards"
          aria-multiselectable={selected.size > 1 || undefined}
          className={`cs-tree${dropTarget === '' ? ' drop-target' : ''}`}
          style={{ height: rows.length * ROW_HEIGHT + BOTTOM_SPACE }}
          onKeyDown={onKeyDown}
          onDragOver={(e) => actions.dragOver(e, '')}
          onDragLeave={() => setDropTarget(null)}
          onDrop={(e) => actions.drop(e, '')}
        >
          {renderedIndexes(window, focusedIndex).map((index) => {
            const row = rows[index];
            if (!row) return null;
            const path = row.node.path;
            const isDir = row.node.kind === 'directory';
            return (
              <TreeItem
                key={path}
                row={row}
                index={index}
                expanded={isDir && expanded.has(path)}
                active={path === activePath}
                focused={path === focused}
                selected={selected.size > 0 ? selected.has(path) : path === focused}
                tabStop={path === tabStop}
                dropTarget={path === dropTarget}
                open={openPaths.has(path)}
                modified={modifiedPaths.has(path)}
                warnings={warningCount(path)}
                card={!isDir && isCard(path)}
                actions={actions}
              />
            );
          })}
        </ul>
      </div>
    </nav>
  );
});
