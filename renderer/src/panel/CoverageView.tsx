import { useMemo, useState, type KeyboardEvent } from 'react';
import type { CoverageGroup, RefusedLine } from '../../../engine/coverage/coverage.js';
import type { ParseResults } from '../language/parse.js';
import { CheckIcon } from '../tree/icons.js';
import {
  barWidth,
  COVERAGE_STEP,
  createWorkspaceCoverage,
  groupLabel,
  nextIndex,
  partOf,
  refusedLines,
} from './coverage-model.js';
import { ShowMore, useShownCount } from './show-more.js';

/** One cache for the page: it holds per-file results, keyed by the parse results themselves. */
const workspaceCoverage = createWorkspaceCoverage();

interface Props {
  /** Every card file in tree order, and each one's latest parse (live for open files, as the Workspace tab). */
  readonly cardFiles: readonly string[];
  readonly results: ParseResults;
  readonly onOpen: (path: string, at: { line: number; column: number }) => void;
}

/** Moves the focus among a list's buttons with the arrow keys, Home and End (Tab leaves the list). */
function onListKeyDown(event: KeyboardEvent<HTMLUListElement>): void {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > li > button')];
  const index = buttons.findIndex((b) => b === document.activeElement);
  const next = nextIndex(event.key, index, buttons.length);
  if (next === null || index < 0) return;
  event.preventDefault();
  buttons[next]?.focus();
}

/**
 * The Coverage tab: how many ability lines of the workspace the grammar understands, and a bar per phrase that
 * stopped it, largest first. A group lists its lines; a line opens its card there. Only mounted while the tab is
 * shown, so a hidden tab costs nothing while the user types.
 */
export function CoverageView({ cardFiles, results, onOpen }: Props) {
  const report = useMemo(() => workspaceCoverage(cardFiles, results), [cardFiles, results]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [shown, more] = useShownCount(COVERAGE_STEP);
  const refused = refusedLines(report);
  const selected = report.groups.find((g) => g.key === selectedKey) ?? null;

  return (
    <div className="coverage">
      <p className="coverage-headline" data-testid="coverage-headline">
        <span>
          Ability lines understood: <strong>{partOf(report.understoodLines, report.abilityLines)}</strong>
        </span>
        <span>
          Cards without warnings: <strong>{partOf(report.cleanCards, report.cards)}</strong>
        </span>
      </p>
      {report.groups.length === 0 ? (
        <p className="all-clear">
          <CheckIcon /> The parser understood every ability line.
        </p>
      ) : (
        <div className="coverage-columns">
          <div className="coverage-groups">
            <ul
              className="coverage-group-list"
              aria-label="Refused lines by the phrase that stopped the parser"
              onKeyDown={onListKeyDown}
            >
              {report.groups.slice(0, shown).map((g) => (
                <li key={g.key}>
                  <button
                    type="button"
                    className={`coverage-group${g.key === selectedKey ? ' selected' : ''}`}
                    aria-label={groupLabel(g, refused)}
                    aria-expanded={g.key === selectedKey}
                    aria-controls="coverage-lines"
                    onClick={() => setSelectedKey(g.key === selectedKey ? null : g.key)}
                  >
                    <span className="coverage-bar-track" aria-hidden="true">
                      <span className="coverage-bar" style={{ width: barWidth(g, refused) }} />
                    </span>
                    <span className="coverage-count">{g.count.toLocaleString('en')}</span>
                    <span className="coverage-key">{g.key}</span>
                    <span className="coverage-examples">{g.examples.join(', ')}</span>
                  </button>
                </li>
              ))}
            </ul>
            <ShowMore shown={shown} total={report.groups.length} onMore={more} step={COVERAGE_STEP} />
          </div>
          <div className="coverage-lines" id="coverage-lines">
            {selected ? (
              // Keyed by group: another group starts with its first 50 lines again.
              <GroupLines key={selected.key} group={selected} onOpen={onOpen} />
            ) : (
              <p className="cs-muted panel-empty">Choose a phrase to see the lines it stopped.</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function GroupLines({ group, onOpen }: { group: CoverageGroup; onOpen: Props['onOpen'] }) {
  const [shown, more] = useShownCount(COVERAGE_STEP);
  const open = (line: RefusedLine): void => onOpen(line.path, { line: line.line, column: line.column });
  return (
    <>
      <ul
        className="warning-list coverage-line-list"
        aria-label={`Lines stopped at "${group.key}"`}
        onKeyDown={onListKeyDown}
      >
        {group.lines.slice(0, shown).map((line) => (
          <li key={`${line.path}:${line.line}`}>
            <button
              type="button"
              className="warning-item"
              aria-label={`${line.path}, line ${line.line}, column ${line.column}: ${line.text}`}
              onClick={() => open(line)}
            >
              <span className="warning-file">{line.path}</span>
              <span className="warning-pos">
                Ln {line.line}, Col {line.column}
              </span>
              <span className="warning-message">{line.text}</span>
            </button>
          </li>
        ))}
      </ul>
      <ShowMore shown={shown} total={group.lines.length} onMore={more} step={COVERAGE_STEP} />
    </>
  );
}
