import { useRef, type KeyboardEvent } from 'react';
import { isModified, type OpenDocument } from '../state/documents.js';
import { CloseIcon } from '../tree/icons.js';
import { baseName } from '../tree/tree-model.js';

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
}

/** Open files as ARIA tabs. Arrow keys move between tabs; Delete closes one; tabs drag onto tree folders. */
export function EditorTabs({ docs, activePath, onActivate, onClose }: Props) {
  const refs = useRef(new Map<number, HTMLDivElement>());

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
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            <span className={`tab-name${doc.deletedOnDisk ? ' deleted' : ''}`}>{name}</span>
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
    </div>
  );
}
