import ky, { type KyInstance } from 'ky';

/** The HTTP client every function of `src/api/` takes first: prefix /api, bearer token, no retries. */
export type ApiClient = KyInstance;

export interface ApiClientOptions {
  /** The signed-in traveller's token, read at each request (null: a guest). */
  readToken: () => string | null;
  /** An authenticated call answered 401: the token is no longer valid. */
  onUnauthorized: () => void;
  /** Tests hand in a fake; the browser's by default. */
  fetch?: typeof fetch;
}

/** ky 2 needs an absolute prefix under jsdom; in the browser this is {origin}/api/. */
function apiRoot(): string {
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  return new URL('/api/', base).toString();
}

/**
 * One client per app instance (the composition root builds it): the token reader and the 401
 * handler are passed in, so two apps in one process (tests, server rendering) share nothing.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return ky.create({
    prefix: apiRoot(),
    timeout: 15_000,
    retry: 0,
    // Looked up at each call, so a test's stubbed global fetch is the one used.
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.readToken();
          if (token && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', `Bearer ${token}`);
          }
        },
      ],
      afterResponse: [
        ({ request, response }) => {
          if (response.status === 401 && request.headers.has('Authorization')) {
            options.onUnauthorized();
          }
        },
      ],
    },
  });
}
