import { useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { TreeNode } from '../../../host/contract.js';
import { TAB_DRAG_TYPE } from '../editor/EditorTabs.js';
import {
  CardFileIcon,
  ChevronIcon,
  DeleteIcon,
  FileIcon,
  FolderIcon,
  NewFileIcon,
  NewFolderIcon,
  RenameIcon,
} from './icons.js';
import { targetFolder, treeKey, visibleRows, type TreeRow } from './tree-model.js';
import { useTreeState } from './use-tree-state.js';

export interface FileTreeProps {
  readonly tree: TreeNode | null;
  readonly isCard: (path: string) => boolean;
  readonly openPaths: ReadonlySet<string>;
  readonly modifiedPaths: ReadonlySet<string>;
  readonly activePath: string | null;
  readonly warningCounts: ReadonlyMap<string, number>;
  readonly onOpen: (path: string) => void;
  readonly onNewFile: (folder: string) => void;
  readonly onNewFolder: (folder: string) => void;
  readonly onRename: (path: string) => void;
  readonly onDelete: (path: string) => void;
  /** A tab was dropped on a folder: save a copy of that document there. */
  readonly onDropTab: (tabPath: string, folder: string) => void;
}

function describe(row: TreeRow, props: FileTreeProps): string {
  const path = row.node.path;
  const parts: string[] = [];
  if (row.node.kind === 'directory') parts.push('folder');
  if (props.openPaths.has(path)) parts.push('open');
  if (props.modifiedPaths.has(path)) parts.push('modified');
  const count = props.warningCounts.get(path) ?? 0;
  if (count > 0) parts.push(`${count} warning${count === 1 ? '' : 's'}`);
  return parts.join(', ');
}

/** The workspace's folders and files as an ARIA tree with a roving tabindex. */
export function FileTree(props: FileTreeProps) {
  const { tree, activePath, onOpen, onRename, onDelete, onNewFile, onNewFolder, onDropTab } = props;
  const { expanded, focused, setFocused, setOpen, reveal } = useTreeState();
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const rows = useMemo(() => (tree ? visibleRows(tree, expanded) : []), [tree, expanded]);
  const items = useRef(new Map<string, HTMLLIElement>());
  const moveFocus = useRef(false);

  // The active file's folders open, so the tree shows where the file is.
  useEffect(() => {
    if (activePath !== null) reveal(activePath);
  }, [activePath, reveal]);

  const focusedRow = rows.find((r) => r.node.path === focused) ?? null;
  const tabStop = focusedRow?.node.path ?? rows[0]?.node.path ?? null;

  useEffect(() => {
    if (!moveFocus.current || focused === null) return;
    moveFocus.current = false;
    items.current.get(focused)?.focus();
  }, [focused, rows]);

  const focusPath = (path: string): void => {
    moveFocus.current = true;
    setFocused(path);
  };

  const activate = (row: TreeRow): void => {
    if (row.node.kind === 'directory') setOpen(row.node.path, !expanded.has(row.node.path));
    else onOpen(row.node.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    const current = focusedRow ?? rows[0];
    if (event.key === 'Enter' || (event.key === ' ' && current?.node.kind === 'directory')) {
      if (current) activate(current);
    } else if (event.key === 'F2') {
      if (current) onRename(current.node.path);
    } else if (event.key === 'Delete') {
      if (current) onDelete(current.node.path);
    } else {
      const result = treeKey(rows, current?.node.path ?? null, expanded, event.key);
      if (result.kind === 'none') return;
      if (result.kind === 'focus') focusPath(result.path);
      else setOpen(result.path, result.kind === 'expand');
    }
    event.preventDefault();
  };

  const acceptsTab = (event: DragEvent): boolean => event.dataTransfer.types.includes(TAB_DRAG_TYPE);
  const dragOver = (event: DragEvent, folder: string): void => {
    if (!acceptsTab(event)) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = 'copy';
    setDropTarget(folder);
  };
  const drop = (event: DragEvent, folder: string): void => {
    if (!acceptsTab(event)) return;
    event.preventDefault();
    event.stopPropagation();
    setDropTarget(null);
    const tabPath = event.dataTransfer.getData(TAB_DRAG_TYPE);
    if (tabPath) onDropTab(tabPath, folder);
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
            onClick={() => focusedRow && onRename(focusedRow.node.path)}
          >
            <RenameIcon />
          </button>
          <button
            type="button"
            className="icon-button"
            title="Delete (Delete)"
            aria-label="Delete"
            disabled={focusedRow === null}
            onClick={() => focusedRow && onDelete(focusedRow.node.path)}
          >
            <DeleteIcon />
          </button>
        </div>
      </div>
      <ul
        role="tree"
        aria-label="Cards"
        className={`cs-tree${dropTarget === '' ? ' drop-target' : ''}`}
        onKeyDown={onKeyDown}
        onDragOver={(e) => dragOver(e, '')}
        onDragLeave={() => setDropTarget(null)}
        onDrop={(e) => drop(e, '')}
      >
        {rows.map((row) => {
          const { node } = row;
          const isDir = node.kind === 'directory';
          const open = expanded.has(node.path);
          const description = describe(row, props);
          const count = props.warningCounts.get(node.path) ?? 0;
          const classes = [
            'tree-row',
            node.path === activePath ? 'active' : '',
            node.path === focused ? 'focused' : '',
            dropTarget === node.path ? 'drop-target' : '',
            props.modifiedPaths.has(node.path) ? 'modified' : '',
          ];
          return (
            <li
              key={node.path}
              ref={(el) => {
                if (el) items.current.set(node.path, el);
                else items.current.delete(node.path);
              }}
              role="treeitem"
              aria-label={node.name}
              aria-description={description || undefined}
              aria-level={row.level}
              aria-setsize={row.setSize}
              aria-posinset={row.posInSet}
              aria-expanded={isDir ? open : undefined}
              aria-selected={node.path === focused}
              tabIndex={node.path === tabStop ? 0 : -1}
              className={classes.filter(Boolean).join(' ')}
              style={{ paddingLeft: `${(row.level - 1) * 14 + 6}px` }}
              title={node.path}
              onFocus={() => setFocused(node.path)}
              onClick={() => {
                setFocused(node.path);
                if (isDir) setOpen(node.path, !open);
              }}
              onDoubleClick={() => !isDir && onOpen(node.path)}
              draggable={false}
              onDragOver={isDir ? (e) => dragOver(e, node.path) : undefined}
              onDrop={isDir ? (e) => drop(e, node.path) : undefined}
            >
              <span className="twistie">{isDir && <ChevronIcon open={open} />}</span>
              {isDir ? (
                <FolderIcon open={open} />
              ) : props.isCard(node.path) ? (
                <CardFileIcon open={props.openPaths.has(node.path)} modified={props.modifiedPaths.has(node.path)} />
              ) : (
                <FileIcon />
              )}
              <span className="tree-name">{node.name}</span>
              {count > 0 && (
                <span className="cs-badge warning-badge" aria-hidden="true">
                  {count}
                </span>
              )}
              {props.modifiedPaths.has(node.path) && <span className="cs-dot" aria-hidden="true" />}
            </li>
          );
        })}
      </ul>
      {tree && rows.length === 0 && <p className="tree-empty">No files yet. Use “New file” to start.</p>}
    </nav>
  );
}
