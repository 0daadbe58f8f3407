export type TesterTab = 'game' | 'matrix';

const TABS: readonly { readonly id: TesterTab; readonly label: string }[] = [
  { id: 'game', label: 'Game' },
  { id: 'matrix', label: 'Combat matrix' },
];

export const tabId = (tab: TesterTab): string => `tester-tab-${tab}`;
export const viewId = (tab: TesterTab): string => `tester-view-${tab}`;

/** Game | Combat matrix: a tab list (Left/Right switch, like the parser panel's tabs). */
export function TesterTabs({ tab, onTab }: { readonly tab: TesterTab; readonly onTab: (tab: TesterTab) => void }) {
  return (
    <div className="panel-tabs tester-tabs" role="tablist" aria-label="Rules tester view">
      {TABS.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={tabId(t.id)}
          aria-selected={tab === t.id}
          aria-controls={viewId(t.id)}
          tabIndex={tab === t.id ? 0 : -1}
          className={`panel-tab${tab === t.id ? ' active' : ''}`}
          onClick={() => onTab(t.id)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
            event.preventDefault();
            const next: TesterTab = t.id === 'game' ? 'matrix' : 'game';
            onTab(next);
            document.getElementById(tabId(next))?.focus();
          }}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
