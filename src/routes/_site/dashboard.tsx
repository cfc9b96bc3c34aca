import { createFileRoute, redirect } from '@tanstack/react-router';
import { releaseRouteActor } from '../../app/route-actors';
import { loadQuietly } from '../../app/app-actor';
import { FullPageSpinner } from '../../components/page-states';
import { DashboardPage } from '../../features/account/dashboard-page';
import {
  dashboardHref,
  openTab,
  parseDashboardSearch,
} from '../../features/account/dashboard-search';

/** The tab asked for: signing in brings the traveller back to it. */
const returnTo = (search: unknown) =>
  dashboardHref(openTab(parseDashboardSearch((search ?? {}) as Record<string, unknown>)));

export const Route = createFileRoute('/_site/dashboard')({
  validateSearch: parseDashboardSearch,
  head: () => ({
    meta: [{ title: 'My Account | Karakoram Trails' }, { name: 'robots', content: 'noindex' }],
  }),
  // Behind its guard statechart (SPEC 4, 6; issue 6): src/app/route-guards.logic.ts, which
  // loads with the first guarded page, not with the site.
  beforeLoad: async ({ context, search, preload, abortController }) => {
    if (preload) return;
    const { runGuard } = await import('../../app/route-guards.logic');
    const login = await runGuard('accountGuard', context, abortController.signal, {
      search,
      returnTo,
    });
    if (login) throw redirect({ to: '/login', search: login, replace: true });
  },
  onLeave: ({ context }) => releaseRouteActor(context.routeActors, 'accountGuard'),
  pendingMs: 0,
  // The Wishlist tab is the app's wishlist (the same hearts as the tour pages).
  loader: ({ context }) => loadQuietly(context.wishlist),
  pendingComponent: () => <FullPageSpinner label="Loading your account..." />,
  component: DashboardRoute,
});

/** The tab and its list's page live in the URL (?tab=&page=), so each is a link. */
function DashboardRoute() {
  const tab = Route.useSearch({ select: openTab });
  const page = Route.useSearch({ select: (search) => search.page });
  const navigate = Route.useNavigate();
  return (
    <DashboardPage
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next } })}
      page={page}
      onPageChange={(next) => void navigate({ search: { tab, page: next > 1 ? next : undefined } })}
    />
  );
}
