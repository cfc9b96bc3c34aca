import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { releaseRouteActor } from '../app/route-actors';
import { AdminLayout } from '../components/layout/admin-layout';
import { FullPageSpinner } from '../components/page-states';
import { AdminAccessGate } from '../features/admin/access/admin-access-gate';
import { UnreadBadge, UnreadCountProvider } from '../features/admin/enquiries/unread-count';

export const Route = createFileRoute('/admin')({
  head: () => ({
    meta: [{ title: 'Admin | Karakoram Trails' }, { name: 'robots', content: 'noindex' }],
  }),
  // Behind its guard statechart (SPEC 4, 6; issue 6): src/app/route-guards.logic.ts, which
  // loads with the first guarded page, not with the site.
  beforeLoad: async ({ context, search, preload, abortController }) => {
    if (preload) return;
    const { runGuard } = await import('../app/route-guards.logic');
    const login = await runGuard('adminGuard', context, abortController.signal, { search });
    if (login) throw redirect({ to: '/login', search: login, replace: true });
  },
  onLeave: ({ context }) => releaseRouteActor(context.routeActors, 'adminGuard'),
  pendingMs: 0,
  pendingComponent: () => <FullPageSpinner label="Checking access..." />,
  component: AdminLayoutRoute,
});

/**
 * The layout holds the enquiries' unread count: the sidebar shows it, the inbox refreshes it.
 * The page itself waits behind what the guard found the server asks of the admin first.
 */
function AdminLayoutRoute() {
  return (
    <UnreadCountProvider>
      {(unread) => (
        <AdminLayout badges={{ '/admin/enquiries': <UnreadBadge unread={unread} /> }}>
          <AdminAccessGate>
            <Outlet />
          </AdminAccessGate>
        </AdminLayout>
      )}
    </UnreadCountProvider>
  );
}
