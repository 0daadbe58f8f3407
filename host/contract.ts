/**
 * The one typed contract between the renderer and the host (Electron main or the web server).
 * Pure types, no Node imports: the renderer compiles against this file only.
 * All paths are workspace-relative with `/` separators; the host refuses anything outside the workspace.
 */

export interface TreeNode {
  /** Workspace-relative path, `/`-separated, no leading slash. */
  readonly path: string;
  readonly name: string;
  readonly kind: 'file' | 'directory';
  /** Sorted: directories first, then files, each by name. Only on directories. */
  readonly children?: readonly TreeNode[];
}

export interface WorkspaceInfo {
  /** Absolute path of the workspace folder on the host, for display. */
  readonly root: string;
  readonly tree: TreeNode;
}

export interface FileContent {
  readonly path: string;
  readonly text: string;
  /** Modification time in ms, used to tell an outside change from our own save. */
  readonly mtimeMs: number;
}

/** A change on disk, seen by the watcher (whoever made it). */
export interface WorkspaceChange {
  readonly type: 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';
  readonly path: string;
}

/** Failures are values with a stable code, so the UI can explain them. */
export interface HostErrorShape {
  readonly code: 'outside-workspace' | 'not-found' | 'exists' | 'invalid-argument' | 'io' | 'unauthorized';
  readonly message: string;
}

/**
 * Every request the renderer can make. Each is validated on the host side.
 * A failed request rejects with an `Error` that also carries HostErrorShape's `code`.
 */
export interface HostApi {
  workspace(): Promise<WorkspaceInfo>;
  readFile(path: string): Promise<FileContent>;
  /** Atomic: writes a temporary file beside the target, then renames it over. */
  writeFile(path: string, text: string): Promise<FileContent>;
  createFile(path: string, text: string): Promise<FileContent>;
  createDirectory(path: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  delete(path: string): Promise<void>;
  /** Subscribe to changes on disk. Returns a function that unsubscribes. */
  onChange(listener: (changes: readonly WorkspaceChange[]) => void): () => void;
}

/** The methods a renderer request can name (everything but the event subscription). */
export type HostMethod = Exclude<keyof HostApi, 'onChange'>;

/** The answer to one request on the wire (HTTP body, IPC reply): a value or an error value, never a throw. */
export type HostResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: HostErrorShape };

/**
 * What Electron's preload exposes as `window.cardsmith`. Same methods as HostApi, but each resolves to a
 * HostResult, because errors crossing the context bridge lose their properties (the `code`).
 * The renderer's host client unwraps it back into HostApi.
 */
export type HostBridge = {
  readonly [K in HostMethod]: (...args: Parameters<HostApi[K]>) => Promise<HostResult<Awaited<ReturnType<HostApi[K]>>>>;
} & {
  onChange(listener: (changes: readonly WorkspaceChange[]) => void): () => void;
};

/** A message on web mode's event socket (`/api/events`). */
export type HostEvent =
  { readonly type: 'ready' } | { readonly type: 'changes'; readonly changes: readonly WorkspaceChange[] };
