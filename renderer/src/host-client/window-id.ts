import type { TokenEnvironment } from './session-token.js';

const STORAGE_KEY = 'cardsmith.window';
const SHAPE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * This browser tab's window id, for hot exit's drafts (see host/workspace/window-drafts.ts): kept in
 * sessionStorage, so a reload is the same window and gets its own drafts back, while another tab on the same
 * workspace is another window whose drafts never overwrite these. A tab without storage gets a fresh id.
 */
export function takeWindowId(env: Pick<TokenEnvironment, 'sessionStorage'>, fresh: () => string): string {
  try {
    const kept = env.sessionStorage.getItem(STORAGE_KEY);
    if (kept !== null && SHAPE.test(kept)) return kept;
  } catch {
    // Storage refused: this page load is its own window.
  }
  const id = fresh();
  try {
    env.sessionStorage.setItem(STORAGE_KEY, id);
  } catch {
    // As above.
  }
  return id;
}
