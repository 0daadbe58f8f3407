/**
 * Electron main process: one secure window per workspace, serving the built renderer from `app://cardsmith/`
 * and answering its HostApi requests over IPC with the same method table as web mode. Kept thin: everything
 * that is not Electron lives in host/.
 */
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  protocol,
  session,
  type IpcMainInvokeEvent,
  type MenuItemConstructorOptions,
  type WebContents,
} from 'electron';
import { cp, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HostResult, JobProgress, WorkspaceChange } from '../host/contract.js';
import { CompileJobs } from '../host/api/compile-jobs.js';
import { dispatch } from '../host/api/dispatch.js';
import { lazyClients } from '../host/api/download-clients.js';
import { defaultCardsDir, rendererDir } from '../host/app-paths.js';
import { APP_ENTRY_URL, APP_SCHEME, appAssetPath, isAppUrl } from '../host/desktop/app-url.js';
import { lastWorkspaceFile, readLastWorkspace, rememberWorkspace } from '../host/desktop/last-workspace.js';
import { DESKTOP_CONTENT_SECURITY_POLICY } from '../host/security-policy.js';
import { contentTypeOf } from '../host/server/static-files.js';
import { Workspace } from '../host/workspace/workspace.js';
import { DraftStore, userDataDraftsFile } from '../host/workspace/drafts.js';
import { isWorkspaceFile } from '../host/workspace/workspace-files.js';

// Kept in sync with electron/preload.cts, which cannot import shared modules.
const CALL_CHANNEL = 'cardsmith:call';
const CHANGES_CHANNEL = 'cardsmith:changes';
const PROGRESS_CHANNEL = 'cardsmith:progress';
const PRELOAD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'preload.cjs');

interface OpenWindow {
  readonly window: BrowserWindow;
  workspace: Workspace;
  unsubscribe: () => void;
  /** This window's running compiles, stopped by its Cancel button, a folder switch or closing it. */
  readonly compiles: CompileJobs;
  /** Hot exit's drafts of this window's workspace, in the user-data folder. */
  drafts: DraftStore;
}

/** Keyed by webContents id: IPC requests find their window's workspace here. */
const windows = new Map<number, OpenWindow>();

/** One set of download clients for the app, so the sources' rate limits hold across windows and requests. */
const downloadClients = lazyClients();

// Before `ready`: our scheme behaves like https (origin, CSP 'self', fetch), and nothing else may use it.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

/** Serves dist/renderer under app://cardsmith/, never a file outside it, with the CSP on every page. */
function serveRenderer(): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = appAssetPath(rendererDir, request.url);
    const body = file === undefined ? undefined : await readFile(file).catch(() => undefined);
    if (file === undefined || body === undefined) return new Response('Not found', { status: 404 });
    return new Response(body, {
      headers: {
        'Content-Type': contentTypeOf(file),
        'Content-Security-Policy': DESKTOP_CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}

/** Session-wide defences: CSP on every response, every permission refused. */
function hardenSession(): void {
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [DESKTOP_CONTENT_SECURITY_POLICY] },
    });
  });
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
}

/** Every web contents, present and future: no navigation away, no new windows, no webviews. */
function hardenContents(contents: WebContents): void {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/** Only our own page's top frame may call: not a stray frame, not a page that somehow got navigated elsewhere. */
function trustedSender(event: IpcMainInvokeEvent): OpenWindow | undefined {
  const frame = event.senderFrame;
  if (!frame || frame !== event.sender.mainFrame || !isAppUrl(frame.url)) return undefined;
  return windows.get(event.sender.id);
}

function handleCalls(): void {
  ipcMain.handle(CALL_CHANNEL, async (event, method: unknown, args: unknown): Promise<HostResult<unknown>> => {
    const open = trustedSender(event);
    if (!open) return { ok: false, error: { code: 'unauthorized', message: 'request from an unknown page' } };
    // dispatch checks the method name and argument types; the workspace then checks every path.
    const contents = event.sender;
    const progress = (update: JobProgress): void => {
      if (!contents.isDestroyed()) contents.send(PROGRESS_CHANNEL, update);
    };
    const context = {
      workspace: open.workspace,
      progress,
      downloadClients,
      compiles: open.compiles,
      drafts: open.drafts,
    };
    return dispatch(context, method, args);
  });
}

/** `--workspace DIR` (or `--workspace=DIR`) on the command line, e.g. `npm start -- --workspace ~/cards`. */
function workspaceArgument(): string | undefined {
  const argv = process.argv;
  const index = argv.findIndex((arg) => arg === '--workspace' || arg.startsWith('--workspace='));
  if (index < 0) return undefined;
  const value = argv[index]?.includes('=') ? argv[index]?.slice('--workspace='.length) : argv[index + 1];
  return value ? path.resolve(value) : undefined;
}

/**
 * The folder to open: the command line's, else the last one, else cards/. A packaged app cannot edit its bundled
 * (read-only) cards, so its first start copies them to the user's data folder.
 */
async function defaultWorkspace(): Promise<string> {
  const requested = workspaceArgument();
  if (requested !== undefined) return requested;
  const remembered = await readLastWorkspace(lastWorkspaceFile(app.getPath('userData')));
  if (remembered !== undefined) return remembered;
  if (!app.isPackaged) return defaultCardsDir;
  const copy = path.join(app.getPath('userData'), 'cards');
  const exists = await stat(copy).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!exists) await cp(path.join(process.resourcesPath, 'cards'), copy, { recursive: true });
  return copy;
}

function draftsOf(workspace: Workspace): DraftStore {
  return new DraftStore(userDataDraftsFile(app.getPath('userData'), workspace.root));
}

/**
 * The page refuses to unload while it has unsaved edits (its `beforeunload`); this asks what to do, naming the files
 * from the same drafts the page keeps here. Closing keeps them as drafts (they come back, marked modified, when the
 * folder opens again); "Discard changes" forgets them.
 */
function askBeforeUnload(open: OpenWindow): 'close' | 'stay' {
  const files = open.drafts.unsavedFiles();
  const named = files.length > 0 ? files.slice(0, 5).join(', ') + (files.length > 5 ? ', …' : '') : 'some files';
  const choice = dialog.showMessageBoxSync(open.window, {
    type: 'warning',
    buttons: ['Keep as drafts', 'Discard changes', 'Cancel'],
    defaultId: 0,
    cancelId: 2,
    message: 'You have unsaved changes.',
    detail: `Unsaved edits in ${named}. Kept as drafts, they come back when you open this folder again.`,
  });
  if (choice === 2) return 'stay';
  if (choice === 1) void open.drafts.discard();
  return 'close';
}

function subscribe(contents: WebContents, workspace: Workspace): () => void {
  return workspace.onChange((changes: readonly WorkspaceChange[]) => {
    if (!contents.isDestroyed()) contents.send(CHANGES_CHANNEL, changes);
  });
}

async function openWindow(folder: string): Promise<void> {
  const workspace = await Workspace.open(folder, { fileFilter: isWorkspaceFile });
  const window = new BrowserWindow({
    width: 1400,
    height: 900,
    title: 'Cardsmith',
    show: false,
    webPreferences: {
      // Reviewed: the preload exposes only HostBridge (named methods, never ipcRenderer itself); main checks each call.
      preload: PRELOAD, // eng-disable PRELOAD_JS_CHECK
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      // Middle-click must not open links in new windows.
      disableBlinkFeatures: 'Auxclick',
    },
  });
  const id = window.webContents.id;
  const open: OpenWindow = {
    window,
    workspace,
    unsubscribe: subscribe(window.webContents, workspace),
    compiles: new CompileJobs(),
    drafts: draftsOf(workspace),
  };
  windows.set(id, open);
  window.setTitle(`Cardsmith — ${workspace.root}`);
  window.once('ready-to-show', () => window.show());
  // Unsaved edits make the page refuse to unload: ask rather than silently drop them or silently stay open.
  window.webContents.on('will-prevent-unload', (event) => {
    if (askBeforeUnload(open) === 'close') event.preventDefault();
  });
  window.on('closed', () => {
    const current = windows.get(id);
    windows.delete(id);
    current?.compiles.cancelAll();
    current?.unsubscribe();
    void current?.workspace.close();
  });
  await window.loadURL(APP_ENTRY_URL);
}

/** File > Open Folder: switches the focused window to another workspace and remembers it. */
async function chooseFolder(): Promise<void> {
  const focused = BrowserWindow.getFocusedWindow() ?? undefined;
  const options = { title: 'Open a folder of cards', properties: ['openDirectory', 'createDirectory'] as const };
  const result = focused
    ? await dialog.showOpenDialog(focused, { ...options, properties: [...options.properties] })
    : await dialog.showOpenDialog({ ...options, properties: [...options.properties] });
  const folder = result.filePaths[0];
  if (result.canceled || folder === undefined) return;
  await rememberWorkspace(lastWorkspaceFile(app.getPath('userData')), folder);
  const open = focused ? windows.get(focused.webContents.id) : undefined;
  if (!open) {
    await openWindow(folder);
    return;
  }
  const next = await Workspace.open(folder, { fileFilter: isWorkspaceFile });
  open.compiles.cancelAll();
  open.unsubscribe();
  await open.workspace.close();
  open.workspace = next;
  open.drafts = draftsOf(next);
  open.unsubscribe = subscribe(open.window.webContents, next);
  open.window.setTitle(`Cardsmith — ${next.root}`);
  // A reload lets the renderer start over on the new workspace (and ask about unsaved edits first).
  open.window.webContents.reload();
}

function buildMenu(): void {
  const isMac = process.platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: 'File',
      submenu: [
        {
          label: 'Open Folder…',
          accelerator: 'CmdOrCtrl+O',
          click: () => {
            chooseFolder().catch((error: unknown) => dialog.showErrorBox('Cannot open the folder', String(error)));
          },
        },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
        ...(app.isPackaged ? [] : [{ role: 'toggleDevTools' as const }]),
      ],
    },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

async function start(): Promise<void> {
  await app.whenReady();
  hardenSession();
  serveRenderer();
  handleCalls();
  buildMenu();
  try {
    await stat(path.join(rendererDir, 'index.html'));
  } catch {
    dialog.showErrorBox('Cardsmith is not built', 'Run `npm start` (or `npm run build:renderer`) first.');
    app.quit();
    return;
  }
  await openWindow(await defaultWorkspace());
}

app.on('web-contents-created', (_event, contents) => hardenContents(contents));
app.on('window-all-closed', () => app.quit());
start().catch((error: unknown) => {
  dialog.showErrorBox('Cardsmith could not start', error instanceof Error ? error.message : String(error));
  app.quit();
});
