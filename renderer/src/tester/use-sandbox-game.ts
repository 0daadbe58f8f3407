import { useState, useSyncExternalStore } from 'react';
import { SandboxStore, type SandboxSnapshot } from './sandbox-store.js';

/**
 * The tester's game as a hook: one SandboxStore for the component's life, and its snapshot through
 * useSyncExternalStore, which re-renders once per perform / undo / redo (the game's change events).
 */
export function useSandboxGame(): { readonly store: SandboxStore; readonly snapshot: SandboxSnapshot } {
  const [store] = useState(() => new SandboxStore());
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { store, snapshot };
}
