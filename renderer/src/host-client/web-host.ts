import type {
  CompileRequest,
  CompileSummary,
  LoadedPack,
  DownloadCardsRequest,
  DownloadReport,
  DownloadSearchResult,
  DownloadSource,
  Drafts,
  FileContent,
  HostApi,
  HostEvent,
  HostMethod,
  JobProgress,
  TextEncoding,
  WorkspaceChange,
  WorkspaceInfo,
} from '../../../host/contract.js';
import { HostRequestError, unwrap } from './host-error.js';

type ChangeListener = (changes: readonly WorkspaceChange[]) => void;
type ProgressListener = (progress: JobProgress) => void;

/** The minimum of a browser WebSocket we use (structural, so tests can pass the `ws` package's). */
export interface SocketLike {
  onopen: (() => void) | null;
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
  close(): void;
}

/** The minimum of `fetch` we use. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{ readonly status: number; json(): Promise<unknown> }>;

export interface WebHostOptions {
  /** The server's origin, e.g. `http://127.0.0.1:5173`. */
  readonly origin: string;
  /** The per-session token; undefined makes every request fail with `unauthorized`. */
  readonly token: string | undefined;
  readonly fetch: FetchLike;
  readonly openSocket: (url: string) => SocketLike;
  /** Reconnect delays after the event socket drops, in ms. */
  readonly retryDelays?: readonly number[];
  /**
   * This tab's window id (see window-id.ts): sent with its drafts and on its event socket, so two tabs on one
   * workspace keep separate drafts; without it the host keeps one record for all such pages.
   */
  readonly windowId?: string;
}

const DEFAULT_RETRY_DELAYS = [250, 500, 1000, 2000, 5000];

/**
 * HostApi over web mode's HTTP API and event socket (see host/server/web-server.ts).
 * Requests: `POST /api/<method>` with the JSON argument array and `Authorization: Bearer <token>`.
 * Events: one WebSocket, opened while anyone listens, reconnecting if it drops.
 */
export class WebHost implements HostApi {
  private readonly listeners = new Set<ChangeListener>();
  private readonly progressListeners = new Set<ProgressListener>();
  private socket: SocketLike | undefined;
  private retry = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readyWaiters: (() => void)[] = [];
  private ready = false;

  constructor(private readonly options: WebHostOptions) {}

  private async call<T>(method: HostMethod, args: readonly unknown[]): Promise<T> {
    const { token } = this.options;
    if (token === undefined) {
      throw new HostRequestError('unauthorized', 'No access token: open the URL that `cardsmith serve` printed.');
    }
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await this.options.fetch(`${this.options.origin}/api/${method}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(args),
      });
    } catch {
      throw new HostRequestError('io', 'Cannot reach the Cardsmith server. Is `cardsmith serve` still running?');
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new HostRequestError('io', `The Cardsmith server answered ${response.status} without a result.`);
    }
    return unwrap<T>(body);
  }

  workspace(): Promise<WorkspaceInfo> {
    return this.call('workspace', []);
  }
  readFile(path: string, encoding?: TextEncoding): Promise<FileContent> {
    // JSON has no undefined: a left-out argument is left out.
    return this.call('readFile', encoding === undefined ? [path] : [path, encoding]);
  }
  readFiles(paths: readonly string[]): Promise<readonly (FileContent | null)[]> {
    return this.call('readFiles', [paths]);
  }
  writeFile(path: string, text: string, encoding?: TextEncoding): Promise<FileContent> {
    return this.call('writeFile', encoding === undefined ? [path, text] : [path, text, encoding]);
  }
  createFile(path: string, text: string): Promise<FileContent> {
    return this.call('createFile', [path, text]);
  }
  async createDirectory(path: string): Promise<void> {
    await this.call('createDirectory', [path]);
  }
  async rename(from: string, to: string): Promise<void> {
    await this.call('rename', [from, to]);
  }
  async delete(path: string): Promise<void> {
    await this.call('delete', [path]);
  }
  compile(options: CompileRequest): Promise<CompileSummary> {
    return this.call('compile', [options]);
  }
  cancelCompile(): Promise<boolean> {
    return this.call('cancelCompile', []);
  }
  loadPack(path: string): Promise<LoadedPack> {
    return this.call('loadPack', [path]);
  }
  downloadSearch(
    query: { readonly name: string } | { readonly search: string },
    source: DownloadSource,
  ): Promise<DownloadSearchResult> {
    return this.call('downloadSearch', [query, source]);
  }
  download(request: DownloadCardsRequest): Promise<DownloadReport> {
    return this.call('download', [request]);
  }
  readDrafts(window = this.options.windowId): Promise<Drafts> {
    return this.call('readDrafts', window === undefined ? [] : [window]);
  }
  async writeDrafts(drafts: Drafts, window = this.options.windowId): Promise<void> {
    await this.call('writeDrafts', window === undefined ? [drafts] : [drafts, window]);
  }

  /** Progress comes over the same event socket as changes; it stays open while anyone listens to either. */
  onProgress(listener: ProgressListener): () => void {
    this.progressListeners.add(listener);
    if (!this.socket) this.connect();
    return () => {
      this.progressListeners.delete(listener);
      if (!this.listening()) this.disconnect();
    };
  }

  private listening(): boolean {
    return this.listeners.size > 0 || this.progressListeners.size > 0;
  }

  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    if (!this.socket) this.connect();
    return () => {
      this.listeners.delete(listener);
      if (!this.listening()) this.disconnect();
    };
  }

  /**
   * Resolves once the event socket is connected and the server's watcher is running, i.e. from when no change
   * on disk is missed. Opens the socket if nobody listens yet (tests use this before touching files).
   */
  eventsReady(): Promise<void> {
    if (this.ready) return Promise.resolve();
    if (!this.socket && !this.listening()) this.onChange(() => undefined);
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  private connect(): void {
    const { token, origin } = this.options;
    if (token === undefined) return;
    const { windowId } = this.options;
    // The window's socket says the tab is open: its drafts are not another tab's to take over.
    const window = windowId === undefined ? '' : `&window=${encodeURIComponent(windowId)}`;
    const url = `${origin.replace(/^http/, 'ws')}/api/events?token=${encodeURIComponent(token)}${window}`;
    const socket = this.options.openSocket(url);
    this.socket = socket;
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.ready = false;
      if (this.listening()) this.scheduleReconnect();
    };
    socket.onerror = () => undefined;
  }

  private scheduleReconnect(): void {
    const delays = this.options.retryDelays ?? DEFAULT_RETRY_DELAYS;
    const delay = delays[Math.min(this.retry, delays.length - 1)] ?? 1000;
    this.retry += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.listening() && !this.socket) this.connect();
    }, delay);
  }

  private disconnect(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    this.ready = false;
    socket?.close();
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let event: HostEvent;
    try {
      event = JSON.parse(data) as HostEvent;
    } catch {
      return;
    }
    if (event.type === 'ready') {
      this.retry = 0;
      this.ready = true;
      const waiters = this.readyWaiters;
      this.readyWaiters = [];
      for (const resolve of waiters) resolve();
    } else if (event.type === 'changes' && Array.isArray(event.changes)) {
      for (const listener of [...this.listeners]) listener(event.changes);
    } else if (event.type === 'progress' && typeof event.progress === 'object' && event.progress !== null) {
      for (const listener of [...this.progressListeners]) listener(event.progress);
    }
  }
}
