// @vitest-environment jsdom
import {
  Link,
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusHeadingOnNavigation } from '../../src/app/route-focus';

afterEach(cleanup);

/** A heading that shows only after a while, as a page whose code and data still load. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Blog</h1> : <p>Loading...</p>;
}

function setup() {
  const root = createRootRoute({
    component: () => (
      <>
        <nav>
          <Link to="/">Home</Link> <Link to="/about">About</Link> <Link to="/blog">Blog</Link>{' '}
          <Link to="/about" search={{ tab: 'team' }}>
            Team
          </Link>
          <input aria-label="Search" />
        </nav>
        <main>
          <Outlet />
        </main>
      </>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>Home</h1> }),
      createRoute({ getParentRoute: () => root, path: '/about', component: () => <h1>About</h1> }),
      createRoute({ getParentRoute: () => root, path: '/blog', component: SlowPage }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const stop = focusHeadingOnNavigation(router);
  render(<RouterProvider router={router} />);
  return { router, stop, user: userEvent.setup() };
}

describe('focus on navigation (issue 17)', () => {
  it("moves to the new page's heading, also when it shows late, and not on the first page", async () => {
    const { user, stop } = setup();
    expect(await screen.findByRole('heading', { name: 'Home' })).not.toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'About' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'About' })).toHaveFocus());

    await user.click(screen.getByRole('link', { name: 'Blog' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Blog' })).toHaveFocus());
    stop();
  });

  it('leaves focus alone when only the search changes or the reader moved on', async () => {
    const { user, stop } = setup();
    await screen.findByRole('heading', { name: 'Home' });
    await user.click(screen.getByRole('link', { name: 'About' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'About' })).toHaveFocus());

    const team = screen.getByRole('link', { name: 'Team' });
    await user.click(team);
    await waitFor(() => expect(team).toHaveAttribute('aria-current', 'page'));
    expect(team).toHaveFocus();

    // The blog's heading comes late; meanwhile the reader went to the search field.
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'Blog' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    stop();
  });
});
