import { Outlet, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { adminGuardMachine } from '../../machines/admin-guard-machine';
import { AdminLayout } from '../components/layout/admin-layout';
import { FullPageSpinner } from '../components/page-states';
import { showToast } from '../components/toaster';
import { useSessionRole, useSessionStatus } from '../session/session-context';
import { withInspector } from '../dev/inspector';

export const Route = createFileRoute('/admin')({
  head: () => ({
    meta: [{ title: 'Admin | Karakoram Trails' }, { name: 'robots', content: 'noindex' }],
  }),
  component: AdminGuardRoute,
});

/** Every /admin page sits behind the admin-guard statechart (SPEC 4, 6). */
function AdminGuardRoute() {
  const status = useSessionStatus();
  const role = useSessionRole();
  const navigate = useNavigate();
  const guard = useActorRef(
    adminGuardMachine.provide({
      actions: {
        showUnauthorizedToast: () =>
          showToast('Unauthorized Access', 'You must be an admin to access this page.', 'error'),
        redirectToLogin: () => void navigate({ to: '/login', replace: true }),
      },
    }),
    withInspector({ input: { status, role } }),
  );
  useEffect(() => {
    guard.send({ type: 'session.changed', status, role });
  }, [guard, status, role]);
  const authorized = useSelector(guard, (s) => s.hasTag('authorized'));

  if (!authorized) return <FullPageSpinner label="Checking access..." />;
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
