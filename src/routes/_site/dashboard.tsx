import { createFileRoute } from '@tanstack/react-router';
import { FullPageSpinner } from '../../components/page-states';
import { DashboardPage } from '../../features/account/dashboard-page';
import { dashboardSearchSchema, openTab } from '../../features/account/dashboard-search';
import { useAccountGuard } from '../../features/account/use-account-guard';

export const Route = createFileRoute('/_site/dashboard')({
  validateSearch: dashboardSearchSchema,
  head: () => ({
    meta: [{ title: 'My Account | Karakoram Trails' }, { name: 'robots', content: 'noindex' }],
  }),
  component: DashboardRoute,
});

/** My Account needs a signed-in user; the tab lives in the URL (?tab=), so a tab is a link. */
function DashboardRoute() {
  const tab = Route.useSearch({ select: openTab });
  const navigate = Route.useNavigate();
  const authorized = useAccountGuard();
  if (!authorized) return <FullPageSpinner label="Loading your account..." />;
  return (
    <DashboardPage tab={tab} onTabChange={(next) => void navigate({ search: { tab: next } })} />
  );
}
