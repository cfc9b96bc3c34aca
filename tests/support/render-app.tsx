import { act, render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { onTestFinished } from 'vitest';
import { createApp } from '../../src/app/create-app';
import { notFound, stubFetch, type ApiHandler } from './fake-api';

/**
 * Renders the whole app at `path` with `api` answering its fetch (see fake-api.ts, or
 * in-process-api.ts for the real server) and returns the pieces to inspect.
 */
export async function renderApp(path: string, api: ApiHandler = notFound) {
  const requests = stubFetch(api);
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
