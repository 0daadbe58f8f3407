import { useEffect, useRef } from 'react';

/** Ctrl+B (Cmd+B on macOS), nothing else held. Pure, for tests. */
export function isCompileShortcut(
  event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'key'>,
  mac: boolean,
): boolean {
  const command = mac ? event.metaKey : event.ctrlKey;
  return command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'b';
}

/**
 * Ctrl/Cmd+B compiles, wherever the focus is (Monaco included), caught on the window in the capture phase.
 * While a modal dialog is open it does nothing: the dialog has the user's attention.
 */
export function useCompileShortcut(compile: () => void): void {
  const latest = useRef(compile);
  useEffect(() => {
    latest.current = compile;
  });
  useEffect(() => {
    const mac = /Mac|iPhone|iPad/.test(navigator.platform);
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!isCompileShortcut(event, mac)) return;
      event.preventDefault();
      event.stopPropagation();
      if (document.querySelector('[aria-modal="true"]') === null) latest.current();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
