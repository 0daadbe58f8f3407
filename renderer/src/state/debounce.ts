/** A debounced function: calls `fn` once, `ms` after the last call. `flush` runs a pending call now. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
  flush(): void;
  readonly pending: boolean;
}

/**
 * `maxMs`, when given, bounds the wait under a steady stream of calls: the call runs at the latest `maxMs` after
 * the first call that found nothing pending (hot exit keeps drafts this way while the user types without pause).
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number, maxMs?: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: A | undefined;
  let firstCall = 0;
  const run = (): void => {
    timer = undefined;
    const args = lastArgs;
    lastArgs = undefined;
    if (args) fn(...args);
  };
  const debounced = (...args: A): void => {
    lastArgs = args;
    if (timer !== undefined) clearTimeout(timer);
    else firstCall = Date.now();
    const wait = maxMs === undefined ? ms : Math.max(0, Math.min(ms, firstCall + maxMs - Date.now()));
    timer = setTimeout(run, wait);
  };
  const cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    lastArgs = undefined;
  };
  const flush = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    run();
  };
  // defineProperty, not Object.assign: assign would copy the getter's value once.
  return Object.defineProperty(Object.assign(debounced, { cancel, flush }), 'pending', {
    get: (): boolean => timer !== undefined,
  }) as Debounced<A>;
}
