import ky from 'ky';
import { readStoredToken } from '../session/storage';

type UnauthorizedListener = () => void;
let unauthorizedListener: UnauthorizedListener | null = null;

/** The session wiring registers here so a 401 on an authenticated call ends the session. */
export function onUnauthorized(listener: UnauthorizedListener | null): void {
  unauthorizedListener = listener;
}

/** ky 2 needs an absolute prefix under jsdom; in the browser this is {origin}/api/. */
function apiRoot(): string {
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  return new URL('/api/', base).toString();
}

/** The one HTTP client: prefix /api, bearer token from storage, typed errors upstream. */
export const http = ky.create({
  prefix: apiRoot(),
  timeout: 15_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = readStoredToken();
        if (token && !request.headers.has('Authorization')) {
          request.headers.set('Authorization', `Bearer ${token}`);
        }
      },
    ],
    afterResponse: [
      ({ request, response }) => {
        if (response.status === 401 && request.headers.has('Authorization')) {
          unauthorizedListener?.();
        }
      },
    ],
  },
});
