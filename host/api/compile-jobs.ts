/**
 * The compiles one window (or one web-mode session) has running, so its page can stop them. Electron keeps
 * one per window and web mode one per server, beside the workspace they compile; closing either stops its
 * compiles, the way its watcher is closed with it.
 */
export class CompileJobs {
  private readonly running = new Set<AbortController>();

  /** Registers a compile about to start; `signal` aborts when the page cancels. Call `finish` when it ends. */
  start(): { readonly signal: AbortSignal; readonly finish: () => void } {
    const controller = new AbortController();
    this.running.add(controller);
    return { signal: controller.signal, finish: () => this.running.delete(controller) };
  }

  /** Stops every compile still running; true when there was at least one. */
  cancelAll(): boolean {
    const any = this.running.size > 0;
    for (const controller of this.running) controller.abort();
    this.running.clear();
    return any;
  }
}
