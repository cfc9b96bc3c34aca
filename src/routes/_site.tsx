import { Outlet, createFileRoute } from '@tanstack/react-router';
import { SiteLayout } from '../components/layout/site-layout';

export const Route = createFileRoute('/_site')({
  component: SiteLayoutRoute,
});

function SiteLayoutRoute() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
