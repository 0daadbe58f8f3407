import { useEffect, useLayoutEffect, useRef } from 'react';

export interface ShortcutHandlers {
  readonly save: () => void;
  readonly close: () => void;
  readonly quickOpen: () => void;
  /** Ctrl+K S, as in VS Code. */
  readonly saveAll: () => void;
}

/** How long after Ctrl+K the second key of a chord counts. */
const CHORD_MS = 2000;

/** Whether a key press is the second key of Ctrl+K S (S alone, or with the command key held on). */
export function isSaveAllChord(event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'key'>): boolean {
  return !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's';
}

/** The platform's command modifier: Cmd on macOS, Ctrl elsewhere. */
export function isCommandKey(event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey'>, mac: boolean): boolean {
  return mac ? event.metaKey : event.ctrlKey;
}

/** Which app command a key press means, if any. Pure, for tests. */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'key'>,
  mac: boolean,
): keyof ShortcutHandlers | null {
  if (!isCommandKey(event, mac) || event.altKey || event.shiftKey) return null;
  switch (event.key.toLowerCase()) {
    case 's':
      return 'save';
    case 'w':
      return 'close';
    case 'p':
      return 'quickOpen';
    default:
      return null;
  }
}

/**
 * Ctrl/Cmd+S, W and P, caught on the window in the capture phase so they work wherever the focus
 * is (Monaco included) and the browser's own save/print never opens.
 */
export function useShortcuts(handlers: ShortcutHandlers, enabled: boolean): void {
  const latest = useRef(handlers);
  // Before paint, with the DOM: a key pressed as soon as the screen shows a change (a tab marked modified) must reach
  // the handlers of that render, or Ctrl+W would close the tab without asking to save it.
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const mac = /Mac|iPhone|iPad/.test(navigator.platform);
    let chordAt = -Infinity;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.timeStamp - chordAt < CHORD_MS && event.key !== 'Control' && event.key !== 'Meta') {
        chordAt = -Infinity;
        if (isSaveAllChord(event)) {
          event.preventDefault();
          event.stopPropagation();
          if (enabled) latest.current.saveAll();
          return;
        }
      }
      // Ctrl+K goes on to the editor too (Monaco has chords of its own); only the S after it is ours.
      if (isCommandKey(event, mac) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        chordAt = event.timeStamp;
        return;
      }
      const command = shortcutFor(event, mac);
      if (!command) return;
      event.preventDefault();
      event.stopPropagation();
      if (enabled) latest.current[command]();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled]);
}
