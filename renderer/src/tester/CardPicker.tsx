import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { filterOptions, type CardOption } from './card-options.js';

interface Props {
  readonly options: readonly CardOption[];
  readonly selected: CardOption | null;
  readonly onSelect: (option: CardOption) => void;
}

/** A searchable card list: a combobox over a listbox (arrows, Enter, Escape), like the quick-open dialog. */
export function CardPicker({ options, selected, onSelect }: Props) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(0);
  const listId = useId();
  const matches = useMemo(() => filterOptions(options, query), [options, query]);
  const current = Math.min(highlight, matches.length - 1);
  const optionId = (i: number): string => `${listId}-${i}`;

  const pick = (option: CardOption | undefined): void => {
    if (!option) return;
    onSelect(option);
    setQuery('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown') {
      setOpen(true);
      setHighlight((h) => Math.min(h + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') setHighlight((h) => Math.max(h - 1, 0));
    else if (event.key === 'Enter' && open) pick(matches[current]);
    else if (event.key === 'Escape' && open) setOpen(false);
    else return;
    event.preventDefault();
  };

  return (
    <div className="tester-picker">
      <input
        type="text"
        role="combobox"
        aria-label="Card"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && current >= 0 ? optionId(current) : undefined}
        placeholder={selected ? `${selected.label} (${selected.detail})` : 'Search cards by name or file'}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setHighlight(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul id={listId} role="listbox" aria-label="Cards" className="tester-picker-list">
          {matches.length === 0 && (
            <li role="option" aria-selected={false} aria-disabled className="cs-muted">
              No card matches.
            </li>
          )}
          {matches.map((o, i) => (
            <li
              key={o.key}
              id={optionId(i)}
              role="option"
              aria-selected={i === current}
              className={i === current ? 'highlighted' : undefined}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(o);
              }}
            >
              <span className="tester-card-name">{o.label}</span> <span className="cs-muted">{o.detail}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="tester-picked" aria-live="polite">
        {selected ? (
          <>
            Selected: <strong>{selected.label}</strong> <span className="cs-muted">({selected.detail})</span>
          </>
        ) : (
          <span className="cs-muted">No card selected.</span>
        )}
      </p>
    </div>
  );
}
