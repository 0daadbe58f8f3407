// Electron's binary cannot run here, so main.ts runs against a fake 'electron' module that records what main asks
// of it. This checks the wiring: window settings, IPC sender checks and validation, the app:// protocol, the
// session hardening and the watcher's lifetime.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HostResult } from '../host/contract.js';

type Handler = (...args: unknown[]) => unknown;

const fake = vi.hoisted(() => {
  return {
    /** Set in beforeAll, before main.ts (and so the app-paths mock) is loaded. */
    base: '',
    windows: [] as FakeWindow[],
    ipc: new Map<string, Handler>(),
    protocols: new Map<string, Handler>(),
    privileged: [] as unknown[],
    appEvents: new Map<string, Handler>(),
    permissionRequest: undefined as Handler | undefined,
    permissionCheck: undefined as Handler | undefined,
    headers: undefined as Handler | undefined,
    menu: undefined as unknown,
    errors: [] as string[],
    /** What the close dialog was asked, and the button it answers (1: Discard changes). */
    messageBoxes: [] as { detail?: string }[],
    messageBoxAnswer: 1,
  };
  interface FakeWindow {
    options: { webPreferences: Record<string, unknown> };
    contents: FakeContents;
    events: Map<string, Handler>;
    url?: string;
  }
  interface FakeContents {
    id: number;
    sent: unknown[][];
    events: Map<string, Handler>;
    mainFrame: { url: string };
  }
});

vi.mock('electron', () => {
  let nextId = 1;
  class BrowserWindow {
    readonly webContents;
    readonly events = new Map<string, Handler>();
    constructor(readonly options: { webPreferences: Record<string, unknown> }) {
      const contents = {
        id: nextId++,
        sent: [] as unknown[][],
        events: new Map<string, Handler>(),
        mainFrame: { url: '' },
        on: (name: string, handler: Handler) => contents.events.set(name, handler),
        send: (...args: unknown[]) => contents.sent.push(args),
        isDestroyed: () => false,
        reload: () => undefined,
      };
      this.webContents = contents;
      fake.windows.push({ options, contents, events: this.events });
    }
    setTitle(): void {}
    once(name: string, handler: Handler): void {
      this.events.set(name, handler);
    }
    on(name: string, handler: Handler): void {
      this.events.set(name, handler);
    }
    async loadURL(url: string): Promise<void> {
      this.webContents.mainFrame.url = url;
    }
    show(): void {}
    static getFocusedWindow(): undefined {
      return undefined;
    }
  }
  return {
    app: {
      isPackaged: false,
      whenReady: () => Promise.resolve(),
      getPath: () => path.join(fake.base, 'userData'),
      on: (name: string, handler: Handler) => fake.appEvents.set(name, handler),
      quit: () => fake.errors.push('quit'),
    },
    BrowserWindow,
    dialog: {
      showErrorBox: (title: string, text: string) => fake.errors.push(`${title}: ${text}`),
      showMessageBoxSync: (_window: unknown, options: { detail?: string }) => {
        fake.messageBoxes.push(options);
        return fake.messageBoxAnswer;
      },
    },
    ipcMain: { handle: (channel: string, handler: Handler) => fake.ipc.set(channel, handler) },
    Menu: {
      buildFromTemplate: (template: unknown) => template,
      setApplicationMenu: (menu: unknown) => (fake.menu = menu),
    },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => fake.privileged.push(...schemes),
      handle: (scheme: string, handler: Handler) => fake.protocols.set(scheme, handler),
    },
    session: {
      defaultSession: {
        webRequest: { onHeadersReceived: (handler: Handler) => (fake.headers = handler) },
        setPermissionRequestHandler: (handler: Handler) => (fake.permissionRequest = handler),
        setPermissionCheckHandler: (handler: Handler) => (fake.permissionCheck = handler),
      },
    },
  };
});

vi.mock('../host/app-paths.js', () => ({
  appRoot: fake.base,
  rendererDir: path.join(fake.base, 'renderer'),
  defaultCardsDir: path.join(fake.base, 'cards'),
}));

let cards: string;

beforeAll(async () => {
  fake.base = realpathSync(mkdtempSync(path.join(tmpdir(), 'cardsmith-main-')));
  cards = path.join(fake.base, 'cards');
  mkdirSync(cards);
  mkdirSync(path.join(fake.base, 'renderer'));
  writeFileSync(path.join(cards, 'bolt.card'), 'name Lightning Bolt\n');
  writeFileSync(path.join(fake.base, 'secret.txt'), 'secret');
  writeFileSync(path.join(fake.base, 'renderer', 'index.html'), '<!doctype html><title>Cardsmith</title>');
  await import('./main.js');
  // Let start() finish: whenReady, stat, openWindow.
  await vi.waitFor(() => expect(fake.windows[0]?.contents.mainFrame.url).toBe('app://cardsmith/index.html'));
});

afterAll(() => {
  fake.windows[0]?.events.get('closed')?.();
  rmSync(fake.base, { recursive: true, force: true });
});

function call(method: unknown, args: unknown, frameUrl?: string, asSubframe = false): Promise<HostResult<unknown>> {
  const window = fake.windows[0];
  if (!window) throw new Error('no window');
  const contents = window.contents;
  const frame = asSubframe ? { url: frameUrl ?? contents.mainFrame.url } : contents.mainFrame;
  if (frameUrl !== undefined && !asSubframe) frame.url = frameUrl;
  const handler = fake.ipc.get('cardsmith:call');
  if (!handler) throw new Error('no IPC handler');
  const result = handler({ sender: contents, senderFrame: frame }, method, args) as Promise<HostResult<unknown>>;
  if (frameUrl !== undefined && !asSubframe) contents.mainFrame.url = 'app://cardsmith/index.html';
  return result;
}

describe('the window', () => {
  it('is created with every security setting on', () => {
    const prefs = fake.windows[0]?.options.webPreferences ?? {};
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
    });
    expect(String(prefs.preload)).toMatch(/[\\/]electron[\\/]preload\.cjs$/);
    expect(fake.errors).toEqual([]);
  });

  it('blocks navigation, new windows and webviews in every web contents', () => {
    const events = new Map<string, Handler>();
    let openHandler: Handler | undefined;
    fake.appEvents.get('web-contents-created')?.(
      {},
      {
        on: (name: string, handler: Handler) => events.set(name, handler),
        setWindowOpenHandler: (handler: Handler) => (openHandler = handler),
      },
    );
    for (const name of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      const event = { preventDefault: vi.fn() };
      events.get(name)?.(event);
      expect(event.preventDefault, name).toHaveBeenCalled();
    }
    expect(openHandler?.({ url: 'https://example.com' })).toEqual({ action: 'deny' });
  });

  it('denies every permission and sets the CSP on every response', () => {
    const answer = vi.fn();
    fake.permissionRequest?.({}, 'media', answer);
    expect(answer).toHaveBeenCalledWith(false);
    expect(fake.permissionCheck?.()).toBe(false);
    const headers = vi.fn();
    fake.headers?.({ responseHeaders: {} }, headers);
    const csp = String(headers.mock.calls[0]?.[0].responseHeaders['Content-Security-Policy']);
    expect(csp).toContain("script-src 'self'");
  });
});

describe('IPC', () => {
  it('answers our page with the workspace', async () => {
    const info = await call('workspace', []);
    expect(info).toMatchObject({ ok: true, value: { root: cards } });
    expect(await call('readFile', ['bolt.card'])).toMatchObject({ ok: true, value: { text: 'name Lightning Bolt\n' } });
  });

  it('refuses senders that are not our page’s top frame', async () => {
    for (const result of [
      await call('readFile', ['bolt.card'], 'https://evil.example/'),
      await call('readFile', ['bolt.card'], 'file:///etc/passwd'),
      await call('readFile', ['bolt.card'], 'app://cardsmith/index.html', true),
    ]) {
      expect(result).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    }
  });

  it('validates method names, argument types and paths', async () => {
    expect(await call('eval', ['1'])).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(await call('readFile', [{ toString: 'x' }])).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument' },
    });
    expect(await call('readFile', 'bolt.card')).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(await call('readFile', ['../secret.txt'])).toMatchObject({
      ok: false,
      error: { code: 'outside-workspace' },
    });
    expect(await call('writeFile', ['/tmp/x.card', 'x'])).toMatchObject({
      ok: false,
      error: { code: 'outside-workspace' },
    });
  });

  it('pushes changes on disk to the window', async () => {
    // The watcher reports what changes once its first scan is done (it runs on a worker thread, started with the
    // window), and this test cannot see when that is: write until a change is reported.
    let edits = 0;
    await vi.waitFor(
      () => {
        writeFileSync(path.join(cards, 'shock.card'), `name Shock\ntext ${++edits}\n`);
        const sent = fake.windows[0]?.contents.sent ?? [];
        expect(sent).toContainEqual([
          'cardsmith:changes',
          [{ type: expect.stringMatching(/^(add|change)$/), path: 'shock.card' }],
        ]);
      },
      { timeout: 10_000, interval: 200 },
    );
  });

  it('compiles a pack inside the workspace and pushes its progress to the calling window', async () => {
    const result = await call('compile', [{ out: 'packs/cards.zip' }]);
    expect(result).toMatchObject({ ok: true, value: { status: 'written', packPath: 'packs/cards.zip' } });
    const sent = fake.windows[0]?.contents.sent ?? [];
    expect(sent.filter(([channel]) => channel === 'cardsmith:progress').at(-1)).toEqual([
      'cardsmith:progress',
      expect.objectContaining({ job: 'compile', total: expect.any(Number) }),
    ]);
    expect(await call('compile', [{ out: '../cards.zip' }])).toMatchObject({
      ok: false,
      error: { code: 'outside-workspace' },
    });
    expect(await call('download', [{ query: { name: 'x' }, source: 'x', folder: '', force: false }])).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument' },
    });
  });
});

describe('the app:// protocol', () => {
  const fetchApp = async (url: string): Promise<Response> => {
    const handler = fake.protocols.get('app');
    if (!handler) throw new Error('no protocol handler');
    return (await handler({ url })) as Response;
  };

  it('is registered as a standard, secure scheme', () => {
    expect(fake.privileged).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
  });

  it('serves the renderer with the CSP, and nothing outside it', async () => {
    const page = await fetchApp('app://cardsmith/index.html');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Cardsmith</title>');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await fetchApp('app://cardsmith/../secret.txt')).status).toBe(404);
    expect((await fetchApp('app://cardsmith/%2e%2e/secret.txt')).status).toBe(404);
    expect((await fetchApp('app://other/index.html')).status).toBe(404);
  });
});

describe('closing the window', () => {
  it('asks about unsaved edits from the drafts the page keeps here; Discard forgets them, Keep closes with them', async () => {
    const drafts = { tabs: [{ path: 'bolt.card', text: 'name Bolt draft\n' }], active: 'bolt.card' };
    expect(await call('writeDrafts', [drafts])).toEqual({ ok: true, value: null });
    expect(await call('writeDrafts', [{ tabs: 'x', active: null }])).toMatchObject({ ok: false });
    const unload = fake.windows[0]?.contents.events.get('will-prevent-unload');
    const preventDefault = vi.fn();
    fake.messageBoxAnswer = 2; // Cancel: the page stays.
    unload?.({ preventDefault });
    expect(preventDefault).not.toHaveBeenCalled();
    expect(fake.messageBoxes.at(-1)?.detail).toContain('bolt.card');
    fake.messageBoxAnswer = 0; // Keep as drafts: the page goes, the drafts stay.
    unload?.({ preventDefault });
    expect(preventDefault).toHaveBeenCalledOnce();
    expect(await call('readDrafts', [])).toEqual({ ok: true, value: drafts });
    fake.messageBoxAnswer = 1; // Discard changes.
    unload?.({ preventDefault });
    expect(preventDefault).toHaveBeenCalledTimes(2);
    expect(await call('readDrafts', [])).toEqual({ ok: true, value: { tabs: [], active: null } });
  });

  it('closes its workspace and forgets it', async () => {
    fake.windows[0]?.events.get('closed')?.();
    expect(await call('workspace', [])).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
  });
});
