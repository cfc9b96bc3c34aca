// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { getFeaturedTours } from '../../src/api/tours';
import { createAppContext } from '../../src/app/create-app';
import type { AppStorage, KeyValueStore } from '../../src/app/storage';
import { ErrorPage } from '../../src/components/error-page';
import { appSystem } from '../../src/theme/system';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** One app's own storage (a browser's two stores, in memory). */
function memoryStorage(entries: Record<string, string> = {}): AppStorage {
  const store = (): KeyValueStore => {
    const values = new Map(Object.entries(entries));
    return {
      get: (key) => values.get(key) ?? null,
      set: (key, value) => void values.set(key, value),
      remove: (key) => void values.delete(key),
      watch: () => () => undefined,
    };
  };
  return { local: store(), session: store() };
}

const SIGNED_IN = {
  token: 'tok-1',
  user: JSON.stringify({ id: 1, name: 'A', email: 'a@b.co', role: 'user' }),
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the composition root', () => {
  it('builds apps that share nothing: each its own client, session and toasts', async () => {
    const calls: string[] = [];
    const fetchFor = (name: string, status: number) =>
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        calls.push(`${name} ${request.headers.get('Authorization') ?? 'guest'}`);
        return json({ message: status === 401 ? 'Unauthenticated.' : 'ok', data: [] }, status);
      });
    const one = createAppContext({
      navigate: vi.fn(async () => {}),
      fetch: fetchFor('one', 401),
      storage: memoryStorage(SIGNED_IN),
    });
    const two = createAppContext({
      navigate: vi.fn(async () => {}),
      fetch: fetchFor('two', 200),
      storage: memoryStorage(SIGNED_IN),
    });
    await waitFor(one.context.session, (s) => s.hasTag('authenticated'));
    await waitFor(two.context.session, (s) => s.hasTag('authenticated'));
    expect(one.context.session).not.toBe(two.context.session);
    expect(one.context.deps.api).not.toBe(two.context.deps.api);

    // A 401 on app one's authenticated call ends app one's session only.
    await expect(getFeaturedTours(one.context.deps.api)).rejects.toMatchObject({ status: 401 });
    await getFeaturedTours(two.context.deps.api);
    expect(calls).toEqual(['one Bearer tok-1', 'two Bearer tok-1']);
    expect(one.context.session.getSnapshot().hasTag('authenticated')).toBe(false);
    expect(two.context.session.getSnapshot().hasTag('authenticated')).toBe(true);

    // A toast asked for in one app waits for that app's region, not the other's.
    const shown: Record<string, unknown[]> = { one: [], two: [] };
    one.context.deps.toast('Saved', 'In app one');
    const region = (app: 'one' | 'two') => ({
      create: (request: unknown) => String(shown[app]!.push(request)),
      dismiss: () => {},
    });
    one.toaster.outlet.attach(region('one'));
    two.toaster.outlet.attach(region('two'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toEqual({
      one: [{ title: 'Saved', description: 'In app one', type: 'success' }],
      two: [],
    });
    expect(two.toaster.outlet.isNeeded()).toBe(false);

    // Disposing an app stops its actors and nothing of the other's.
    one.dispose();
    expect(one.context.session.getSnapshot().status).toBe('stopped');
    expect(two.context.session.getSnapshot().status).toBe('active');
    two.dispose();
  });

  it('starts a lazily loaded app-lifetime actor once, on first use', async () => {
    const { context, dispose } = createAppContext({ navigate: vi.fn(async () => {}) });
    expect(context.booking.current).toBeNull();
    const [first, second] = await Promise.all([context.booking.load(), context.booking.load()]);
    expect(first).toBe(second);
    expect(context.booking.current).toBe(first);
    expect(first.getSnapshot().status).toBe('active');
    dispose();
    expect(first.getSnapshot().status).toBe('stopped');
  });
});

describe('the root error page', () => {
  it('shows a friendly page with a way home instead of a blank screen, and logs the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    const rootRoute = createRootRoute();
    const page = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      component: () => {
        if (broken) throw new Error('render failed');
        return <p>All good</p>;
      },
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      defaultErrorComponent: ErrorPage,
    });
    render(
      <ChakraProvider value={appSystem()}>
        <RouterProvider router={router} />
      </ChakraProvider>,
    );
    await act(() => router.load());

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith('The page failed to render:', expect.any(Error));

    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('All good')).toBeVisible();
  });
});
