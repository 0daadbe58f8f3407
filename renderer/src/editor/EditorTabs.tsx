import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { isModified, type OpenDocument } from '../state/documents.js';
import { CloseIcon } from '../tree/icons.js';
import { baseName, parentPath } from '../tree/tree-model.js';
import './editor.css';

/** The drag data type of a tab; the file tree accepts it on folders (Save As by drag). */
export const TAB_DRAG_TYPE = 'application/x-cardsmith-tab';

export function tabId(doc: OpenDocument): string {
  return `tab-${doc.id}`;
}

export const EDITOR_PANEL_ID = 'editor-panel';

interface Props {
  readonly docs: readonly OpenDocument[];
  readonly activePath: string | null;
  readonly onActivate: (path: string) => void;
  readonly onClose: (path: string) => void;
  /** Closes every tab but this one. */
  readonly onCloseOthers: (path: string) => void;
  readonly onCloseAll: () => void;
  readonly onSaveAll: () => void;
}

/** The folder to show beside each tab whose file name another open tab has too (two `shock.card`s). */
export function tabFolders(docs: readonly OpenDocument[]): ReadonlyMap<number, string> {
  const count = new Map<string, number>();
  for (const doc of docs) count.set(baseName(doc.path), (count.get(baseName(doc.path)) ?? 0) + 1);
  return new Map(
    docs
      .filter((doc) => (count.get(baseName(doc.path)) ?? 0) > 1)
      .map((doc) => [doc.id, parentPath(doc.path) || '(workspace)']),
  );
}

interface MenuAt {
  readonly path: string;
  readonly x: number;
  readonly y: number;
}

/** Open files as ARIA tabs. Arrow keys move between tabs; Delete closes one; tabs drag onto tree folders. */
export function EditorTabs({ docs, activePath, onActivate, onClose, onCloseOthers, onCloseAll, onSaveAll }: Props) {
  const refs = useRef(new Map<number, HTMLDivElement>());
  const folders = useMemo(() => tabFolders(docs), [docs]);
  const [menu, setMenu] = useState<MenuAt | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  // The strip scrolls; the active tab is kept in view (a new tab opens right of the active one, maybe off-screen).
  const activeId = docs.find((d) => d.path === activePath)?.id;
  useEffect(() => {
    if (activeId === undefined) return;
    refs.current.get(activeId)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeId, docs.length]);

  useEffect(() => {
    if (menu) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [menu]);

  const openMenu = (path: string, x: number, y: number): void => setMenu({ path, x, y });
  const closeMenu = (): void => {
    const doc = docs.find((d) => d.path === menu?.path);
    setMenu(null);
    if (doc) refs.current.get(doc.id)?.focus();
  };
  const run = (action: () => void): void => {
    setMenu(null);
    action();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number): void => {
    const go = (i: number): void => {
      const doc = docs[(i + docs.length) % docs.length];
      if (!doc) return;
      onActivate(doc.path);
      refs.current.get(doc.id)?.focus();
    };
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(docs.length - 1);
    else if (event.key === 'Delete') {
      const doc = docs[index];
      if (doc) onClose(doc.path);
    } else if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      const doc = docs[index];
      const box = event.currentTarget.getBoundingClientRect();
      if (doc) openMenu(doc.path, box.left, box.bottom);
    } else return;
    event.preventDefault();
  };

  // The strip stays when empty: it holds the layout's first row.
  return (
    <div
      className="cs-tabs"
      role={docs.length > 0 ? 'tablist' : undefined}
      aria-label={docs.length > 0 ? 'Open files' : undefined}
    >
      {docs.map((doc, index) => {
        const name = baseName(doc.path);
        const modified = isModified(doc);
        const active = doc.path === activePath;
        return (
          <div
            key={doc.id}
            id={tabId(doc)}
            ref={(el) => {
              if (el) refs.current.set(doc.id, el);
              else refs.current.delete(doc.id);
            }}
            role="tab"
            aria-selected={active}
            aria-controls={EDITOR_PANEL_ID}
            aria-label={modified ? `${name}, modified` : name}
            aria-description={folders.get(doc.id)}
            tabIndex={active ? 0 : -1}
            className={`cs-tab${active ? ' active' : ''}${modified ? ' modified' : ''}`}
            title={doc.deletedOnDisk ? `${doc.path} (deleted on disk)` : doc.path}
            draggable
            onDragStart={(e) => {
              e.dataTransfer.setData(TAB_DRAG_TYPE, doc.path);
              e.dataTransfer.setData('text/plain', doc.path);
              e.dataTransfer.effectAllowed = 'copy';
            }}
            onClick={() => onActivate(doc.path)}
            onAuxClick={(e) => {
              if (e.button === 1) onClose(doc.path);
            }}
            onContextMenu={(e) => {
              e.preventDefault();
              openMenu(doc.path, e.clientX, e.clientY);
            }}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            <span className={`tab-name${doc.deletedOnDisk ? ' deleted' : ''}`}>{name}</span>
            {folders.has(doc.id) && <span className="tab-folder">{folders.get(doc.id)}</span>}
            <span
              className="tab-close"
              aria-hidden="true"
              title="Close (Ctrl+W)"
              onClick={(e) => {
                e.stopPropagation();
                onClose(doc.path);
              }}
            >
              {modified && <span className="cs-dot" />}
              <CloseIcon className="close-icon" />
            </span>
          </div>
        );
      })}
      {menu && (
        <div
          ref={menuRef}
          className="cs-tab-menu"
          role="menu"
          aria-label="Tab actions"
          style={{ left: menu.x, top: menu.y }}
          onKeyDown={(e) => {
            const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
            const at = items.indexOf(document.activeElement as HTMLElement);
            if (e.key === 'Escape' || e.key === 'Tab') closeMenu();
            else if (e.key === 'ArrowDown') items[(at + 1) % items.length]?.focus();
            else if (e.key === 'ArrowUp') items[(at - 1 + items.length) % items.length]?.focus();
            else return;
            e.preventDefault();
            e.stopPropagation();
          }}
          onBlur={(e) => {
            if (!menuRef.current?.contains(e.relatedTarget as Node | null)) setMenu(null);
          }}
        >
          <button type="button" role="menuitem" onClick={() => run(() => onClose(menu.path))}>
            Close
          </button>
          <button type="button" role="menuitem" onClick={() => run(() => onCloseOthers(menu.path))}>
            Close others
          </button>
          <button type="button" role="menuitem" onClick={() => run(onCloseAll)}>
            Close all
          </button>
          <button type="button" role="menuitem" onClick={() => run(onSaveAll)}>
            Save all <kbd>Ctrl+K S</kbd>
          </button>
        </div>
      )}
    </div>
  );
}
