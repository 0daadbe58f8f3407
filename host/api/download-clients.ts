import { createClients, type ClientOptions, type Clients } from '../download/config.js';

/**
 * The download clients of one host session, made on first use: one set shared by every request, so the
 * sources' rate limits hold across the dialog's searches and downloads. Base URLs come from `options`, else
 * `CARDSMITH_GATHERER_URL` / `CARDSMITH_SCRYFALL_URL`, else the real sites. A malformed URL throws on use.
 */
export function lazyClients(options: ClientOptions = {}): () => Clients {
  let clients: Clients | undefined;
  return () => {
    clients ??= createClients(options);
    return clients;
  };
}
