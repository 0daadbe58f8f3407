import { MAX_READ_FILES, TEXT_ENCODINGS, type HostApi, type HostMethod, type JobProgress } from '../contract.js';
import type { Clients } from '../download/config.js';
import type { Workspace } from '../workspace/workspace.js';
import type { CompileJobs } from './compile-jobs.js';
import { compileInWorkspace } from './compile-method.js';
import { loadPackInWorkspace } from './load-pack-method.js';
import { downloadIntoWorkspace, searchCards } from './download-methods.js';
import { compileRequest, downloadRequest, downloadSource, searchQuery } from './job-arguments.js';
import { args, list, oneOf, optional, string } from './validate.js';
import type { DraftStore } from '../workspace/drafts.js';
import { UNNAMED_WINDOW, type WindowDrafts } from '../workspace/window-drafts.js';
import { drafts, windowId } from './draft-arguments.js';

/** What a request handler may use. */
export interface HostContext {
  readonly workspace: Workspace;
  /** Sends a long job's progress to the page that asked (web mode's event socket, the Electron window). */
  readonly progress: (progress: JobProgress) => void;
  /** The session's download clients (one set, so rate limits hold across requests). Throws on a bad base URL. */
  readonly downloadClients: () => Clients;
  /** The compiles this window (or web session) has running, for cancelCompile. */
  readonly compiles: CompileJobs;
  /** Hot exit's record for this workspace (web mode: inside it; the desktop app: in its user-data folder). */
  readonly drafts: DraftStore;
  /** Web mode: the same record kept per browser tab (see WindowDrafts); absent in the desktop app (one window). */
  readonly windowDrafts?: WindowDrafts;
}

/** One remote method: an argument validator (runs first, on untrusted input) and the handler. */
export interface MethodSpec<A extends unknown[], R> {
  readonly validate: (input: unknown) => A;
  readonly run: (context: HostContext, ...args: A) => Promise<R>;
}

/** Ties each entry to HostApi's signature, so the table and the contract cannot drift apart. */
export type MethodTable = {
  readonly [K in HostMethod]: MethodSpec<Parameters<HostApi[K]>, Awaited<ReturnType<HostApi[K]>>>;
};

/**
 * Every request the renderer can make, for Electron's IPC and web mode's HTTP alike.
 * Adding a method = add it to HostApi, then one entry here, one line in electron/preload.cts and one method in
 * each client of renderer/src/host-client/ (tsc points at every one of them).
 */
const textEncoding = oneOf(TEXT_ENCODINGS);

export const methods: MethodTable = {
  workspace: { validate: args([]), run: (c) => c.workspace.info() },
  readFile: {
    validate: args(['path', 'encoding?'], string, optional(textEncoding)),
    run: (c, p, e) => c.workspace.readFile(p, e),
  },
  readFiles: { validate: args(['paths'], list(string, MAX_READ_FILES)), run: (c, p) => c.workspace.readFiles(p) },
  writeFile: {
    validate: args(['path', 'text', 'encoding?'], string, string, optional(textEncoding)),
    run: (c, p, t, e) => c.workspace.writeFile(p, t, e),
  },
  createFile: { validate: args(['path', 'text'], string, string), run: (c, p, t) => c.workspace.createFile(p, t) },
  createDirectory: { validate: args(['path'], string), run: (c, p) => c.workspace.createDirectory(p) },
  rename: { validate: args(['from', 'to'], string, string), run: (c, f, t) => c.workspace.rename(f, t) },
  delete: { validate: args(['path'], string), run: (c, p) => c.workspace.delete(p) },
  compile: { validate: args(['options'], compileRequest), run: (c, o) => compileInWorkspace(c, o) },
  cancelCompile: { validate: args([]), run: (c) => Promise.resolve(c.compiles.cancelAll()) },
  loadPack: { validate: args(['path'], string), run: (c, p) => loadPackInWorkspace(c, p) },
  downloadSearch: {
    validate: args(['query', 'source'], searchQuery, downloadSource),
    run: (c, q, s) => searchCards(c, q, s),
  },
  download: { validate: args(['request'], downloadRequest), run: (c, r) => downloadIntoWorkspace(c, r) },
  readDrafts: {
    validate: args(['window?'], optional(windowId)),
    run: (c, w) => (c.windowDrafts ? c.windowDrafts.read(w ?? UNNAMED_WINDOW) : c.drafts.read()),
  },
  writeDrafts: {
    validate: args(['drafts', 'window?'], drafts, optional(windowId)),
    run: (c, d, w) => (c.windowDrafts ? c.windowDrafts.write(w ?? UNNAMED_WINDOW, d) : c.drafts.write(d)),
  },
};
