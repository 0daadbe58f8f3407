import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { baseName, parentPath } from '../tree/tree-model.js';
import { Dialog } from './Dialog.js';
import { filterPaths, type QuickOpenMatch } from './quick-open-filter.js';

interface Props {
  readonly paths: readonly string[];
  readonly onPick: (path: string | null) => void;
}

function highlight(match: QuickOpenMatch): { name: ReactNode; folder: string } {
  const start = match.path.lastIndexOf('/') + 1;
  const marks = new Set(match.positions);
  const name = [...baseName(match.path)].map((ch, i) =>
    marks.has(start + i) ? <mark key={i}>{ch}</mark> : <span key={i}>{ch}</span>,
  );
  return { name, folder: parentPath(match.path) };
}

/** Ctrl/Cmd+P: type part of a file name, pick with the arrow keys and Enter. A combobox over a listbox. */
export function QuickOpen({ paths, onPick }: Props) {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const matches = useMemo(() => filterPaths(paths, query), [paths, query]);
  const listId = useId();
  const optionId = (i: number): string => `${listId}-option-${i}`;
  const current = Math.min(selected, matches.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown') setSelected((s) => Math.min(s + 1, matches.length - 1));
    else if (event.key === 'ArrowUp') setSelected((s) => Math.max(s - 1, 0));
    else if (event.key === 'Enter') onPick(matches[current]?.path ?? null);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog title="Go to file" className="quick-open" onCancel={() => onPick(null)}>
      <input
        data-autofocus
        className="text-input"
        role="combobox"
        aria-label="File name"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        placeholder="Type a file name"
        value={query}
        spellCheck={false}
        autoComplete="off"
        onChange={(e) => {
          setQuery(e.target.value);
          setSelected(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Matching files" className="quick-open-list">
        {matches.map((m, i) => {
          const { name, folder } = highlight(m);
          return (
            <li
              key={m.path}
              id={optionId(i)}
              role="option"
              aria-selected={i === current}
              aria-label={m.path}
              className={i === current ? 'selected' : undefined}
              onMouseMove={() => setSelected(i)}
              onClick={() => onPick(m.path)}
            >
              <span className="qo-name">{name}</span>
              {folder && <span className="qo-folder">{folder}</span>}
            </li>
          );
        })}
        {matches.length === 0 && (
          <li role="option" aria-selected="false" aria-disabled="true" className="empty">
            No matching files
          </li>
        )}
      </ul>
    </Dialog>
  );
}
