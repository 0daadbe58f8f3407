import { memo, useRef, useState, type KeyboardEvent } from 'react';
import type { CardWarning } from '../../../engine/diagnostics.js';
import type { ParseResult, ParseResults } from '../language/parse.js';
import { CheckIcon } from '../tree/icons.js';
import { baseName } from '../tree/tree-model.js';
import { CardSummary } from './CardSummary.js';
import { CoverageView } from './CoverageView.js';
import { tabAfterKey, type PanelView as View } from './panel-tabs.js';
import { WarningList } from './WarningList.js';

interface Props {
  readonly activePath: string | null;
  /** null: the active file is not a card file. */
  readonly activeResult: ParseResult | null;
  /** Every card file's warnings, in tree order. */
  readonly workspaceWarnings: readonly CardWarning[];
  readonly workspaceFiles: number;
  /** Every card file in tree order and its latest parse, for the Coverage tab. */
  readonly cardFiles: readonly string[];
  readonly workspaceResults: ParseResults;
  readonly onSelect: (warning: CardWarning) => void;
  /** Opens a card at a place (a refused line of the Coverage tab). */
  readonly onOpen: (path: string, at: { line: number; column: number }) => void;
}

/** The bottom panel: the active card's warnings and parsed summary, every file's warnings, or the coverage. */
export const ParserPanel = memo(function ParserPanel({
  activePath,
  activeResult,
  workspaceWarnings,
  workspaceFiles,
  cardFiles,
  workspaceResults,
  onSelect,
  onOpen,
}: Props) {
  const [view, setView] = useState<View>('file');
  const tabs = useRef(new Map<View, HTMLButtonElement>());
  // Coverage has no count badge: counting would mean computing it while the tab is hidden.
  const views: readonly { id: View; label: string; count: number | null }[] = [
    { id: 'file', label: 'This card', count: activeResult?.warnings.length ?? 0 },
    { id: 'workspace', label: 'Workspace', count: workspaceWarnings.length },
    { id: 'coverage', label: 'Coverage', count: null },
  ];

  const onKeyDown = (event: KeyboardEvent): void => {
    const next = tabAfterKey(event.key, view);
    if (next === null) return;
    event.preventDefault();
    setView(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <section className="cs-panel" aria-label="Parser warnings">
      <div className="panel-tabs" role="tablist" aria-label="Warnings view" onKeyDown={onKeyDown}>
        {views.map((v) => (
          <button
            key={v.id}
            ref={(el) => {
              if (el) tabs.current.set(v.id, el);
            }}
            type="button"
            role="tab"
            id={`panel-tab-${v.id}`}
            aria-selected={view === v.id}
            aria-controls={`panel-view-${v.id}`}
            tabIndex={view === v.id ? 0 : -1}
            className={`panel-tab${view === v.id ? ' active' : ''}`}
            onClick={() => setView(v.id)}
          >
            {v.label}
            {v.count !== null && (
              <span className={`cs-badge${v.count > 0 ? ' warning-badge' : ''}`} aria-label={`${v.count} warnings`}>
                {v.count}
              </span>
            )}
          </button>
        ))}
      </div>
      {view === 'file' ? (
        <div className="panel-body panel-file" role="tabpanel" id="panel-view-file" aria-labelledby="panel-tab-file">
          {activePath === null ? (
            <p className="cs-muted panel-empty">
              Open a card from the tree (double-click or Enter) to see what the parser reads.
            </p>
          ) : activeResult === null ? (
            <p className="cs-muted panel-empty">{baseName(activePath)} is not a card file.</p>
          ) : (
            <>
              <div className="panel-warnings">
                {activeResult.warnings.length === 0 ? (
                  <p className="all-clear">
                    <CheckIcon /> No warnings: the parser understood every line.
                  </p>
                ) : (
                  <WarningList warnings={activeResult.warnings} onSelect={onSelect} />
                )}
              </div>
              <CardSummary card={activeResult.card} />
            </>
          )}
        </div>
      ) : view === 'coverage' ? (
        <div
          className="panel-body panel-coverage"
          role="tabpanel"
          id="panel-view-coverage"
          aria-labelledby="panel-tab-coverage"
        >
          <CoverageView cardFiles={cardFiles} results={workspaceResults} onOpen={onOpen} />
        </div>
      ) : (
        <div className="panel-body" role="tabpanel" id="panel-view-workspace" aria-labelledby="panel-tab-workspace">
          {workspaceWarnings.length === 0 ? (
            <p className="all-clear">
              <CheckIcon /> {workspaceFiles} card files, no warnings.
            </p>
          ) : (
            <WarningList warnings={workspaceWarnings} onSelect={onSelect} showFile />
          )}
        </div>
      )}
    </section>
  );
});
