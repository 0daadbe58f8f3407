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

/** Every request the renderer can make. Each is validated on the host side. */
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
