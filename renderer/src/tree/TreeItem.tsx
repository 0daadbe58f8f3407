import { memo, useCallback, type DragEvent } from 'react';
import { CardFileIcon, ChevronIcon, FileIcon, FolderIcon } from './icons.js';
import type { TreeRow } from './tree-model.js';

/** Every row's height in pixels: the virtualised tree places row i at i × ROW_HEIGHT. */
export const ROW_HEIGHT = 22;

/** What rows do with the pointer: one stable object for all rows, so a row re-renders only when its facts change. */
export interface TreeItemActions {
  register(path: string, element: HTMLLIElement | null): void;
  focus(path: string): void;
  click(path: string, folder: boolean, expanded: boolean): void;
  open(path: string): void;
  dragOver(event: DragEvent, folder: string): void;
  drop(event: DragEvent, folder: string): void;
}

interface Props {
  readonly row: TreeRow;
  /** Position in the visible rows. */
  readonly index: number;
  readonly expanded: boolean;
  readonly active: boolean;
  readonly focused: boolean;
  /** Selected: the focused row, or one of several selected together. */
  readonly selected: boolean;
  /** The roving tab stop: the one row Tab reaches. */
  readonly tabStop: boolean;
  readonly dropTarget: boolean;
  /** Open in a tab. */
  readonly open: boolean;
  readonly modified: boolean;
  readonly warnings: number;
  readonly card: boolean;
  readonly actions: TreeItemActions;
}

/** One row of the file tree: a treeitem at its place in the scrolled list. */
export const TreeItem = memo(function TreeItem(props: Props) {
  const {
    row,
    index,
    expanded,
    active,
    focused,
    selected,
    tabStop,
    dropTarget,
    open,
    modified,
    warnings,
    card,
    actions,
  } = props;
  const { node } = row;
  const path = node.path;
  const isDir = node.kind === 'directory';
  const description = [
    isDir ? 'folder' : '',
    open ? 'open' : '',
    modified ? 'modified' : '',
    warnings > 0 ? `${warnings} warning${warnings === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const classes = [
    'tree-row',
    active ? 'active' : '',
    focused ? 'focused' : '',
    selected ? 'selected' : '',
    dropTarget ? 'drop-target' : '',
    modified ? 'modified' : '',
  ];
  const register = useCallback((el: HTMLLIElement | null) => actions.register(path, el), [actions, path]);
  return (
    <li
      ref={register}
      role="treeitem"
      aria-label={node.name}
      aria-description={description || undefined}
      aria-level={row.level}
      aria-setsize={row.setSize}
      aria-posinset={row.posInSet}
      aria-expanded={isDir ? expanded : undefined}
      aria-selected={selected}
      tabIndex={tabStop ? 0 : -1}
      className={classes.filter(Boolean).join(' ')}
      style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT, paddingLeft: (row.level - 1) * 14 + 6 }}
      title={path}
      onFocus={() => actions.focus(path)}
      onClick={() => actions.click(path, isDir, expanded)}
      onDoubleClick={() => !isDir && actions.open(path)}
      draggable={false}
      onDragOver={isDir ? (e) => actions.dragOver(e, path) : undefined}
      onDrop={isDir ? (e) => actions.drop(e, path) : undefined}
    >
      <span className="twistie">{isDir && <ChevronIcon open={expanded} />}</span>
      {isDir ? <FolderIcon open={expanded} /> : card ? <CardFileIcon open={open} modified={modified} /> : <FileIcon />}
      <span className="tree-name">{node.name}</span>
      {warnings > 0 && (
        <span className="cs-badge warning-badge" aria-hidden="true">
          {warnings}
        </span>
      )}
      {modified && <span className="cs-dot" aria-hidden="true" />}
    </li>
  );
});
