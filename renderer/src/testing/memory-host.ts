import type {
  Drafts,
  FileContent,
  HostApi,
  JobProgress,
  TreeNode,
  WorkspaceChange,
  WorkspaceInfo,
} from '../../../host/contract.js';

/**
 * An in-memory HostApi with the same rules as the real one (workspace-relative `/` paths, errors as
 * `{code, message}` values). Renderer unit tests use it, and the app can run on it without a host.
 */
export interface MemoryHost extends HostApi {
  /** Simulates an edit made outside the app: changes the file and notifies listeners. */
  outsideWrite(path: string, text: string): void;
  /** Reads a file synchronously, for assertions. */
  peek(path: string): string | undefined;
}

interface Entry {
  text: string;
  mtimeMs: number;
}

function hostError(code: 'outside-workspace' | 'not-found' | 'exists' | 'invalid-argument', message: string): Error {
  return Object.assign(new Error(message), { code });
}

function normalize(path: string): string {
  const parts = path.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.some((p) => p === '..')) throw hostError('outside-workspace', `${path} is outside the workspace`);
  return parts.join('/');
}

function parentOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

export function createMemoryHost(files: Readonly<Record<string, string>> = {}, root = '/memory/cards'): MemoryHost {
  const entries = new Map<string, Entry>();
  const dirs = new Set<string>(['']);
  const listeners = new Set<(changes: readonly WorkspaceChange[]) => void>();
  const progressListeners = new Set<(progress: JobProgress) => void>();
  let clock = 1;
  let drafts: Drafts = { tabs: [], active: null };

  const addDirs = (path: string, changes: WorkspaceChange[]): void => {
    for (let dir = parentOf(path); !dirs.has(dir); dir = parentOf(dir)) {
      dirs.add(dir);
      changes.push({ type: 'addDir', path: dir });
    }
  };
  const emit = (changes: readonly WorkspaceChange[]): void => {
    if (changes.length === 0) return;
    // Asynchronous like a real watcher, so callers never see events before their promise resolves.
    queueMicrotask(() => listeners.forEach((l) => l(changes)));
  };
  // Memory holds text, not bytes: every file is UTF-8 text here.
  const content = (path: string, entry: Entry): FileContent => ({
    path,
    text: entry.text,
    mtimeMs: entry.mtimeMs,
    encoding: 'utf-8',
    kind: 'text',
  });
  const put = (path: string, text: string): FileContent => {
    const entry = { text, mtimeMs: clock++ };
    entries.set(path, entry);
    return content(path, entry);
  };

  for (const [path, text] of Object.entries(files)) {
    addDirs(normalize(path), []);
    put(normalize(path), text);
  }

  const tree = (path: string): TreeNode => {
    const name = path === '' ? (root.split('/').pop() ?? '') : path.slice(path.lastIndexOf('/') + 1);
    const childDirs = [...dirs].filter((d) => d !== '' && d !== path && parentOf(d) === path).sort();
    const childFiles = [...entries.keys()].filter((f) => parentOf(f) === path).sort();
    return {
      path,
      name,
      kind: 'directory',
      children: [
        ...childDirs.map(tree),
        ...childFiles.map((f): TreeNode => ({ path: f, name: f.slice(f.lastIndexOf('/') + 1), kind: 'file' })),
      ],
    };
  };

  const workspace = (): WorkspaceInfo => ({ root, tree: tree('') });

  return {
    workspace: () => Promise.resolve(workspace()),
    async readFile(path) {
      const p = normalize(path);
      const entry = entries.get(p);
      if (!entry) throw hostError('not-found', `${p} does not exist`);
      return content(p, entry);
    },
    async readFiles(paths) {
      return paths.map((path) => {
        const p = normalize(path);
        const entry = entries.get(p);
        return entry ? content(p, entry) : null;
      });
    },
    async writeFile(path, text) {
      const p = normalize(path);
      const changes: WorkspaceChange[] = [];
      addDirs(p, changes);
      changes.push({ type: entries.has(p) ? 'change' : 'add', path: p });
      const result = put(p, text);
      emit(changes);
      return result;
    },
    async createFile(path, text) {
      const p = normalize(path);
      if (entries.has(p) || dirs.has(p)) throw hostError('exists', `${p} already exists`);
      const changes: WorkspaceChange[] = [];
      addDirs(p, changes);
      changes.push({ type: 'add', path: p });
      const result = put(p, text);
      emit(changes);
      return result;
    },
    async createDirectory(path) {
      const p = normalize(path);
      if (entries.has(p) || dirs.has(p)) throw hostError('exists', `${p} already exists`);
      const changes: WorkspaceChange[] = [];
      addDirs(p, changes);
      dirs.add(p);
      changes.push({ type: 'addDir', path: p });
      emit(changes);
    },
    async rename(from, to) {
      const f = normalize(from);
      const t = normalize(to);
      if (entries.has(t) || dirs.has(t)) throw hostError('exists', `${t} already exists`);
      const changes: WorkspaceChange[] = [];
      const entry = entries.get(f);
      if (entry) {
        entries.delete(f);
        addDirs(t, changes);
        entries.set(t, entry);
        changes.push({ type: 'unlink', path: f }, { type: 'add', path: t });
      } else if (dirs.has(f) && f !== '') {
        addDirs(t, changes);
        const moved = (p: string): string => t + p.slice(f.length);
        for (const d of [...dirs].filter((d) => d === f || d.startsWith(`${f}/`))) {
          dirs.delete(d);
          dirs.add(moved(d));
          changes.push({ type: 'unlinkDir', path: d }, { type: 'addDir', path: moved(d) });
        }
        for (const [p, e] of [...entries].filter(([p]) => p.startsWith(`${f}/`))) {
          entries.delete(p);
          entries.set(moved(p), e);
          changes.push({ type: 'unlink', path: p }, { type: 'add', path: moved(p) });
        }
      } else throw hostError('not-found', `${f} does not exist`);
      emit(changes);
    },
    async delete(path) {
      const p = normalize(path);
      const changes: WorkspaceChange[] = [];
      if (entries.delete(p)) changes.push({ type: 'unlink', path: p });
      else if (dirs.has(p) && p !== '') {
        for (const f of [...entries.keys()].filter((f) => f.startsWith(`${p}/`))) {
          entries.delete(f);
          changes.push({ type: 'unlink', path: f });
        }
        for (const d of [...dirs].filter((d) => d === p || d.startsWith(`${p}/`))) {
          dirs.delete(d);
          changes.push({ type: 'unlinkDir', path: d });
        }
      } else throw hostError('not-found', `${p} does not exist`);
      emit(changes);
    },
    // No pack writer or network in memory: compile counts the cards, downloads find nothing.
    async compile() {
      const cards = [...entries.keys()].filter((p) => /\.card(\.json)?$/i.test(p));
      cards.forEach((p, i) =>
        progressListeners.forEach((l) => l({ job: 'compile', done: i + 1, total: cards.length, item: p })),
      );
      return {
        status: 'written',
        packPath: 'packs/memory.zip',
        packLocation: `${root}/packs/memory.zip`,
        packSize: 0,
        cardCount: cards.length,
        fileCount: cards.length,
        warnings: [],
        duplicates: [],
        failures: [],
      };
    },
    // A compile in memory is over by the time its promise exists: nothing is ever left to cancel.
    async cancelCompile() {
      return false;
    },
    // No pack reader in memory: a pack path is checked like any path, then reported missing.
    async loadPack(path) {
      const p = normalize(path);
      if (!p.toLowerCase().endsWith('.zip')) throw hostError('invalid-argument', 'the pack must be a .zip file');
      throw hostError('not-found', `${p} does not exist`);
    },
    async downloadSearch() {
      return { matches: [], error: { code: 'network', message: 'No network in memory.', url: null, suggestions: [] } };
    },
    async download(request) {
      const error = { code: 'network', message: 'No network in memory.', url: null, suggestions: [] } as const;
      return { source: request.source, items: [], error };
    },
    async readDrafts() {
      return drafts;
    },
    async writeDrafts(next) {
      drafts = next;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onProgress(listener) {
      progressListeners.add(listener);
      return () => progressListeners.delete(listener);
    },
    outsideWrite(path, text) {
      const p = normalize(path);
      const changes: WorkspaceChange[] = [];
      addDirs(p, changes);
      changes.push({ type: entries.has(p) ? 'change' : 'add', path: p });
      put(p, text);
      emit(changes);
    },
    peek: (path) => entries.get(normalize(path))?.text,
  };
}
