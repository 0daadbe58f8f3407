import { useMemo, useState } from 'react';
import { blockTable, cellDescription, foldersOf, inFolder, type LibraryCard } from './block-table.js';

/**
 * For every creature card of the workspace (or of one folder), which could block which by itself. Rows are
 * attackers, columns blockers; the reason for a "no" is on hover (title) and is the cell's accessible description.
 */
export function CombatMatrix({ cards }: { readonly cards: readonly LibraryCard[] }) {
  const [folder, setFolder] = useState('');
  const folders = useMemo(
    () => foldersOf(cards.filter((c) => c.template.types.includes('creature')).map((c) => c.path)),
    [cards],
  );
  const table = useMemo(() => blockTable(inFolder(cards, folder).map((c) => c.template)), [cards, folder]);

  return (
    <section className="tester-matrix" aria-label="Combat matrix">
      <label className="tester-field">
        Creatures from
        <select value={folder} onChange={(event) => setFolder(event.target.value)}>
          <option value="">the whole workspace</option>
          {folders.map((f) => (
            <option key={f} value={f}>
              {f}/
            </option>
          ))}
        </select>
      </label>
      {table.creatures.length === 0 ? (
        <p className="cs-muted">No creature cards here.</p>
      ) : (
        <div className="tester-matrix-scroll">
          <table>
            <caption>
              Can the creature of the column block the creature of the row by itself? ({table.creatures.length}{' '}
              creatures)
            </caption>
            <thead>
              <tr>
                <th scope="col" className="corner">
                  Attacker \ Blocker
                </th>
                {table.creatures.map((name) => (
                  <th key={name} scope="col" className="blocker">
                    <span>{name}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.creatures.map((attacker, row) => (
                <tr key={attacker}>
                  <th scope="row">{attacker}</th>
                  {table.creatures.map((blocker, col) => {
                    const cell = table.cells[row]?.[col];
                    if (!cell) return <td key={blocker} />;
                    const description = cellDescription(attacker, blocker, cell);
                    return (
                      <td
                        key={blocker}
                        className={cell.ok ? 'can' : 'cannot'}
                        title={description}
                        aria-description={description}
                      >
                        {cell.ok ? 'yes' : 'no'}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
