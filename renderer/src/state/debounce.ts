/** A debounced function: calls `fn` once, `ms` after the last call. `flush` runs a pending call now. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
  flush(): void;
  readonly pending: boolean;
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: A | undefined;
  const run = (): void => {
    timer = undefined;
    const args = lastArgs;
    lastArgs = undefined;
    if (args) fn(...args);
  };
  const debounced = (...args: A): void => {
    lastArgs = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, ms);
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
