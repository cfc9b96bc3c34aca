import { vi } from 'vitest';

/**
 * The fake API of the component tests: the app's fetch is stubbed with a handler that answers
 * each Request; every request is recorded (a clone, so its body can still be read).
 */

/** Answers every request the app sends. */
export type ApiHandler = (request: Request) => Response | Promise<Response>;
/** Answers the requests it knows; `undefined` passes the request on to the next route. */
export type ApiRoute = (
  request: Request,
  url: URL,
) => Response | undefined | Promise<Response | undefined>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** What the server answers for an address it does not know. */
export const notFound = () => json({ message: 'Not found.' }, 404);

/** The routes in order: the first that answers wins; a request none answers is a 404. */
export function routes(...list: ApiRoute[]): ApiHandler {
  return async (request) => {
    const url = new URL(request.url);
    for (const route of list) {
      const answer = await route(request, url);
      if (answer) return answer;
    }
    return notFound();
  };
}

/**
 * GET `path` answers `answer()`, re-read per request: a Response as it is, anything else as
 * JSON wrapped by `wrap` (`{ data }` unless told).
 */
export function getData<T>(
  path: string,
  answer: () => T | Response,
  wrap: (data: T) => unknown = (data) => ({ data }),
): ApiRoute {
  return (request, url) => {
    if (request.method !== 'GET' || url.pathname !== path) return undefined;
    const current = answer();
    return current instanceof Response ? current : json(wrap(current));
  };
}

/** Requests to a path that were not aborted (StrictMode mounts each page twice in tests). */
export const sent = (requests: Request[], method: string, path: string) =>
  requests.filter(
    (r) => r.method === method && new URL(r.url).pathname === path && !r.signal.aborted,
  );

/** Stubs the global fetch with `api` and returns the list it records every request in. */
export function stubFetch(api: ApiHandler): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(request.clone());
      return api(request);
    }),
  );
  return requests;
}

/**
 * POST /api/holds and DELETE /api/holds/{token} as the server answers them (issue 19): a
 * 15-minute hold of the travellers asked for, and 204. Undefined for any other request.
 */
export async function answerHolds(request: Request): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  if (request.method === 'DELETE' && pathname.startsWith('/api/holds/')) {
    return new Response(null, { status: 204 });
  }
  if (request.method !== 'POST' || pathname !== '/api/holds') return undefined;
  const { travelers } = (await request.clone().json()) as { travelers: number };
  return json(
    {
      hold: {
        token: 'H'.repeat(43),
        expires_at: new Date(Date.now() + 900_000).toISOString(),
        expires_in: 900,
        seats: travelers,
      },
    },
    201,
  );
}
