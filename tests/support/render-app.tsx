import { act, render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { onTestFinished } from 'vitest';
import { createApp } from '../../src/app/create-app';
import { json, notFound, stubFetch, type ApiHandler } from './fake-api';

/**
 * The admin guard asks GET /api/admin/access before an admin's first page (issue 18): the admin
 * API is open unless the test answers it otherwise.
 */
const admitAdmins =
  (api: ApiHandler): ApiHandler =>
  async (request) => {
    const answer = await api(request);
    const asked = new URL(request.url).pathname === '/api/admin/access';
    return asked && answer.status === 404 ? json({ data: { admitted: true } }) : answer;
  };

/**
 * Renders the whole app at `path` with `api` answering its fetch (see fake-api.ts, or
 * in-process-api.ts for the real server) and returns the pieces to inspect.
 */
export async function renderApp(path: string, api: ApiHandler = notFound) {
  const requests = stubFetch(admitAdmins(api));
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
