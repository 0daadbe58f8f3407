/**
 * The preload: the renderer's only door to the host. It runs sandboxed, so it is CommonJS (a sandboxed preload
 * cannot be an ES module, hence the .cts) and may load nothing but 'electron': no imports of our own modules,
 * only types. It exposes `window.cardsmith`, a HostBridge: each method is one IPC call that main validates.
 */
// CommonJS's typed import form; the ESM form would compile to an `import` the sandbox cannot run.
// eslint-disable-next-line @typescript-eslint/no-require-imports
import electron = require('electron');
import type { HostBridge, HostMethod, HostResult, JobProgress, WorkspaceChange } from '../host/contract.js';

// Kept in sync with electron/main.ts by hand: a sandboxed preload cannot import a shared module.
const CALL_CHANNEL = 'cardsmith:call';
const CHANGES_CHANNEL = 'cardsmith:changes';
const PROGRESS_CHANNEL = 'cardsmith:progress';

function call<T>(method: HostMethod, args: readonly unknown[]): Promise<HostResult<T>> {
  return electron.ipcRenderer.invoke(CALL_CHANNEL, method, args) as Promise<HostResult<T>>;
}

const bridge: HostBridge = {
  workspace: () => call('workspace', []),
  readFile: (path, encoding) => call('readFile', encoding === undefined ? [path] : [path, encoding]),
  readFiles: (paths) => call('readFiles', [paths]),
  writeFile: (path, text, encoding) =>
    call('writeFile', encoding === undefined ? [path, text] : [path, text, encoding]),
  createFile: (path, text) => call('createFile', [path, text]),
  createDirectory: (path) => call('createDirectory', [path]),
  rename: (from, to) => call('rename', [from, to]),
  delete: (path) => call('delete', [path]),
  compile: (options) => call('compile', [options]),
  cancelCompile: () => call('cancelCompile', []),
  loadPack: (path) => call('loadPack', [path]),
  downloadSearch: (query, source) => call('downloadSearch', [query, source]),
  download: (request) => call('download', [request]),
  readDrafts: () => call('readDrafts', []),
  writeDrafts: (drafts) => call('writeDrafts', [drafts]),
  onChange(listener) {
    // Never hand the IPC event (and with it ipcRenderer) to the page: only the changes.
    const handler = (_event: electron.IpcRendererEvent, changes: readonly WorkspaceChange[]): void => listener(changes);
    electron.ipcRenderer.on(CHANGES_CHANNEL, handler);
    return () => {
      electron.ipcRenderer.removeListener(CHANGES_CHANNEL, handler);
    };
  },
  onProgress(listener) {
    const handler = (_event: electron.IpcRendererEvent, progress: JobProgress): void => listener(progress);
    electron.ipcRenderer.on(PROGRESS_CHANNEL, handler);
    return () => {
      electron.ipcRenderer.removeListener(PROGRESS_CHANNEL, handler);
    };
  },
};

electron.contextBridge.exposeInMainWorld('cardsmith', bridge);
