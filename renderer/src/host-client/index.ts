import type { HostApi, HostBridge } from '../../../host/contract.js';
import { ElectronHost } from './electron-host.js';
import { takeSessionToken, type TokenEnvironment } from './session-token.js';
import { WebHost, type FetchLike, type SocketLike } from './web-host.js';
import { takeWindowId } from './window-id.js';

export { HostRequestError, isHostError } from './host-error.js';
export { ElectronHost } from './electron-host.js';
export { WebHost } from './web-host.js';

/** The browser globals we look at, typed structurally so this module does not depend on the DOM lib's names. */
interface BrowserGlobals extends TokenEnvironment {
  readonly cardsmith?: HostBridge;
  readonly location: TokenEnvironment['location'] & { readonly origin: string };
  readonly fetch: FetchLike;
  readonly WebSocket: new (url: string) => SocketLike;
  /** randomUUID only where the page is a secure context (web mode's 127.0.0.1 is one). */
  readonly crypto?: { readonly randomUUID?: () => string };
}

let host: HostApi | undefined;

/**
 * The host this page talks to: Electron's preload bridge when present (desktop app), otherwise web mode's server
 * (the page was opened from `cardsmith serve`, token in the URL). One instance per page.
 */
export function getHost(): HostApi {
  if (host) return host;
  const browser = globalThis as unknown as BrowserGlobals;
  if (browser.cardsmith) {
    host = new ElectronHost(browser.cardsmith);
  } else {
    host = new WebHost({
      origin: browser.location.origin,
      token: takeSessionToken(browser),
      fetch: (url, init) => browser.fetch(url, init),
      openSocket: (url) => new browser.WebSocket(url),
      windowId: takeWindowId(browser, () =>
        typeof browser.crypto?.randomUUID === 'function'
          ? browser.crypto.randomUUID()
          : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
      ),
    });
  }
  return host;
}
