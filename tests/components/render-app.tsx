import { act, render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { onTestFinished, vi } from 'vitest';
import { createApp } from '../../src/app/create-app';

type Handler = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Renders the whole app at `path` with a fake API (fetch) and returns the pieces to inspect. */
export async function renderApp(
  path: string,
  api: Handler = () => json({ message: 'Not found.' }, 404),
) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(request.clone());
      return api(request);
    }),
  );
  const history = createMemoryHistory({ initialEntries: [path] });
  const app = createApp({ history });
  // Each test's app stops its actors when the test ends (nothing leaks into the next test).
  onTestFinished(() => app.dispose());
  const view = render(app.element);
  await act(async () => {
    await app.router.load();
  });
  return { ...app, ...view, requests, history };
}
