import { useEffect, useId, useRef, useState } from 'react';
import type { CardMatch, DownloadCardsRequest, DownloadSource, HostApi } from '../../../host/contract.js';
import { ProgressBar } from '../compile/ProgressBar.js';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.js';
import { Dialog } from '../dialogs/Dialog.js';
import {
  errorText,
  FIELD_LABEL,
  matchKey,
  matchLabel,
  outcomeOf,
  outcomeSummary,
  picksOf,
  queryOf,
  skippedLines,
  skippedText,
  type FindBy,
  type Outcome,
  type SkippedLine,
} from './download-form.js';
import { rememberedSettings, rememberSettings } from './remembered-settings.js';
import { useDownloadProgress } from './use-download-progress.js';
import './download.css';

interface Props {
  readonly host: HostApi;
  /** New (or replaced) files, workspace-relative, in the order asked: the first opens, the tree selects them all. */
  readonly onDownloaded: (paths: readonly string[]) => void;
  /** A one-line message for the status bar. */
  readonly onNotify: (message: string) => void;
  readonly onClose: () => void;
}

interface Notice {
  readonly text: string;
  readonly suggestions: readonly string[];
}

type Busy = 'searching' | 'downloading' | null;

function fileNames(paths: readonly string[]): string {
  return paths.map((p) => p.split('/').pop()).join(', ');
}

/** The download's summary, then what became of the files that were already there. */
function withNote(outcome: Outcome, note: string): string {
  return outcome.written.length > 0 ? `${outcomeSummary(outcome)} ${note}` : note;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Download cards from Scryfall or Gatherer into the workspace: by name, multiverse id or search; a search lists
 * the matches with checkboxes. Each card is written or skipped on its own; the first new file opens in the editor
 * (its warnings show in the parser panel) and the tree selects the others; what was skipped is listed with why.
 * An existing file is only replaced after the user says so. Source, find-by and folder are remembered.
 */
export function DownloadDialog({ host, onDownloaded, onNotify, onClose }: Props) {
  const [initial] = useState(rememberedSettings);
  const [source, setSource] = useState<DownloadSource>(initial.source);
  const [findBy, setFindBy] = useState<FindBy>(initial.findBy);
  const [input, setInput] = useState('');
  const [folder, setFolder] = useState(initial.folder);
  // The next time the dialog opens (in this page or after a restart) it starts where this one was left.
  useEffect(() => rememberSettings({ source, findBy, folder }), [source, findBy, folder]);
  const [matches, setMatches] = useState<readonly CardMatch[] | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<readonly SkippedLine[]>([]);
  const [replace, setReplace] = useState<{ outcome: Outcome; open: readonly string[] } | null>(null);
  const { progress, restart: restartProgress } = useDownloadProgress(host);
  const field = useRef<HTMLInputElement>(null);
  const ids = { field: useId(), findBy: useId(), source: useId(), folder: useId(), notice: useId(), skipped: useId() };

  /** The list belongs to the last search: any change to what is asked clears it. */
  const resetList = (): void => {
    setMatches(null);
    setTicked(new Set());
    setNotice(null);
    setStatus(null);
    setSkipped([]);
  };

  const search = async (): Promise<void> => {
    const asked = queryOf(findBy, input);
    if ('problem' in asked) return setNotice({ text: asked.problem, suggestions: [] });
    const q = asked.query;
    const query = 'name' in q ? { name: q.name } : 'search' in q ? { search: q.search } : null;
    if (query === null) return;
    resetList();
    setBusy('searching');
    try {
      const found = await host.downloadSearch(query, source);
      if (found.error) {
        setNotice({ text: errorText(found.error), suggestions: found.error.suggestions });
        return;
      }
      setMatches(found.matches);
      // One match is what was asked for; for many, the user picks.
      setTicked(found.matches.length === 1 ? new Set([matchKey(found.matches[0] as CardMatch, 0)]) : new Set());
      setStatus(`${found.matches.length} ${found.matches.length === 1 ? 'match' : 'matches'}.`);
    } catch (error) {
      setNotice({ text: messageOf(error), suggestions: [] });
    } finally {
      setBusy(null);
    }
  };

  /**
   * Hands the files that arrived to the app (it opens the first: a batch of 100 would open 100 tabs; the tree
   * selects the rest), says what happened, and closes unless something was skipped: the list of what and why
   * then stays readable.
   */
  const finish = (outcome: Outcome, paths: readonly string[], summary = outcomeSummary(outcome)): void => {
    if (paths.length > 0) onDownloaded(paths);
    onNotify(summary);
    setStatus(summary);
    setSkipped(skippedLines(outcome.failed));
    if (outcome.failed.length === 0) onClose();
  };

  const download = async (): Promise<void> => {
    let query: DownloadCardsRequest['query'];
    if (matches !== null) {
      if (ticked.size === 0) return setNotice({ text: 'Tick at least one card to download.', suggestions: [] });
      query = { picks: picksOf(matches, ticked) };
    } else {
      const asked = queryOf(findBy, input);
      if ('problem' in asked) return setNotice({ text: asked.problem, suggestions: [] });
      if ('search' in asked.query) {
        return setNotice({ text: 'Search first, then tick the cards to download.', suggestions: [] });
      }
      query = asked.query;
    }
    setNotice(null);
    setStatus(null);
    setSkipped([]);
    restartProgress();
    setBusy('downloading');
    try {
      const report = await host.download({ query, source, folder: folder.trim(), force: false });
      const outcome = outcomeOf(report);
      if (report.error) {
        // The query itself failed (unknown name, network down): nothing was written; say why and stay.
        setNotice({ text: errorText(report.error), suggestions: report.error.suggestions });
        return;
      }
      const open = outcome.written.map((i) => i.path);
      if (outcome.existing.length > 0) setReplace({ outcome, open });
      else finish(outcome, open);
    } catch (error) {
      setNotice({ text: messageOf(error), suggestions: [] });
    } finally {
      setBusy(null);
    }
  };

  /** The answer to "replace?": write the downloaded text over the file (atomically, by the host), or keep it. */
  const answerReplace = async (answer: string): Promise<void> => {
    if (!replace) return;
    const { outcome, open } = replace;
    setReplace(null);
    const existing = outcome.existing.map((i) => i.path);
    if (answer === 'replace') {
      try {
        for (const item of outcome.existing) await host.writeFile(item.path, item.text);
      } catch (error) {
        setNotice({ text: messageOf(error), suggestions: [] });
        return;
      }
      finish(outcome, [...open, ...existing], withNote(outcome, `Replaced ${fileNames(existing)}.`));
    } else {
      finish(outcome, [...open, ...existing], withNote(outcome, `Kept ${fileNames(existing)}.`));
    }
  };

  const pickSuggestion = (name: string): void => {
    setFindBy('name');
    setInput(name);
    resetList();
    field.current?.focus();
  };

  const allTicked = matches !== null && matches.length > 0 && ticked.size === matches.length;
  const canDownload =
    busy === null && (matches !== null ? ticked.size > 0 : findBy !== 'search' && input.trim() !== '');
  const existingNames = replace?.outcome.existing.map((i) => i.path) ?? [];

  return (
    <>
      <Dialog
        title="Download cards"
        className="download-dialog"
        onCancel={() => {
          if (busy === null && replace === null) onClose();
        }}
      >
        <form
          className="download-form"
          aria-busy={busy !== null}
          onSubmit={(e) => {
            e.preventDefault();
            if (busy !== null) return;
            void (findBy === 'id' ? download() : search());
          }}
        >
          <div className="download-row">
            <label htmlFor={ids.source}>Source</label>
            <select
              id={ids.source}
              className="text-input"
              value={source}
              onChange={(e) => {
                setSource(e.target.value === 'gatherer' ? 'gatherer' : 'scryfall');
                resetList();
              }}
            >
              <option value="scryfall">Scryfall</option>
              <option value="gatherer">Gatherer</option>
            </select>
            <label htmlFor={ids.findBy}>Find by</label>
            <select
              id={ids.findBy}
              className="text-input"
              value={findBy}
              onChange={(e) => {
                const next = e.target.value;
                setFindBy(next === 'id' || next === 'search' ? next : 'name');
                resetList();
              }}
            >
              <option value="name">Name</option>
              <option value="id">Multiverse id</option>
              <option value="search">Search</option>
            </select>
          </div>
          <label htmlFor={ids.field}>{FIELD_LABEL[findBy]}</label>
          <div className="download-query">
            <input
              id={ids.field}
              ref={field}
              data-autofocus
              className="text-input"
              value={input}
              inputMode={findBy === 'id' ? 'numeric' : undefined}
              placeholder={findBy === 'name' ? 'Shock' : findBy === 'id' ? '129732' : 'is:filterland'}
              spellCheck={false}
              autoComplete="off"
              aria-describedby={notice ? ids.notice : undefined}
              onChange={(e) => {
                setInput(e.target.value);
                if (matches !== null || notice !== null) resetList();
              }}
            />
            {findBy !== 'id' && (
              <button type="submit" className="cs-button secondary" disabled={busy !== null || input.trim() === ''}>
                {busy === 'searching' ? 'Searching…' : 'Search'}
              </button>
            )}
          </div>
          <label htmlFor={ids.folder}>Folder in the workspace</label>
          <input
            id={ids.folder}
            className="text-input"
            value={folder}
            placeholder="(the workspace folder)"
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => setFolder(e.target.value)}
          />
          {matches !== null && matches.length > 0 && (
            <fieldset className="download-matches">
              <legend>Matches</legend>
              <button
                type="button"
                className="cs-button secondary select-all"
                onClick={() => setTicked(allTicked ? new Set() : new Set(matches.map(matchKey)))}
              >
                {allTicked ? 'Select none' : 'Select all'}
              </button>
              <ul>
                {matches.map((match, i) => {
                  const key = matchKey(match, i);
                  return (
                    <li key={key}>
                      <label>
                        <input
                          type="checkbox"
                          checked={ticked.has(key)}
                          onChange={(e) => {
                            const next = new Set(ticked);
                            if (e.target.checked) next.add(key);
                            else next.delete(key);
                            setTicked(next);
                          }}
                        />
                        {matchLabel(match)}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}
          {busy === 'downloading' && (
            <ProgressBar label="Download progress" done={progress.done} total={progress.total} />
          )}
          {notice && (
            <div id={ids.notice} className="download-notice" role="alert">
              <p>{notice.text}</p>
              {notice.suggestions.length > 0 && (
                <p className="download-suggestions">
                  Did you mean:{' '}
                  {notice.suggestions.slice(0, 20).map((s) => (
                    <button key={s} type="button" className="link-button" onClick={() => pickSuggestion(s)}>
                      {s}
                    </button>
                  ))}
                </p>
              )}
            </div>
          )}
          <p className="download-status cs-muted" role="status">
            {busy === 'searching' ? 'Searching…' : busy === 'downloading' ? 'Downloading…' : status}
          </p>
          {skipped.length > 0 && (
            <section className="download-skipped" aria-labelledby={ids.skipped}>
              <h3 id={ids.skipped}>Skipped {skipped.reduce((sum, line) => sum + line.names.length, 0)}</h3>
              <ul aria-labelledby={ids.skipped}>
                {skipped.map((line) => (
                  <li key={line.reason}>{skippedText(line)}</li>
                ))}
              </ul>
            </section>
          )}
          <div className="dialog-actions">
            <button type="button" className="cs-button secondary" disabled={busy !== null} onClick={onClose}>
              Close
            </button>
            <button
              type="button"
              className="cs-button primary"
              disabled={!canDownload}
              title={
                findBy === 'search' && matches === null ? 'Search first, then tick the cards to download' : undefined
              }
              onClick={() => void download()}
            >
              {busy === 'downloading' ? 'Downloading…' : 'Download'}
            </button>
          </div>
        </form>
      </Dialog>
      {replace && (
        <ConfirmDialog
          title="Replace existing files?"
          message={`${existingNames.join(', ')} ${existingNames.length === 1 ? 'already exists' : 'already exist'} in the workspace. Replace with the downloaded card text?`}
          actions={[
            { label: 'Keep existing', value: 'keep', variant: 'secondary' },
            { label: 'Replace', value: 'replace', variant: 'danger' },
          ]}
          cancelValue="keep"
          onAnswer={(answer) => void answerReplace(answer)}
        />
      )}
    </>
  );
}
