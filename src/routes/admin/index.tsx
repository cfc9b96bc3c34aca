import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/admin/dashboard/dashboard-page';

export const Route = createFileRoute('/admin/')({
  head: () => ({ meta: [{ title: 'Admin Dashboard | Karakoram Trails' }] }),
  component: AdminDashboardRoute,
});

function AdminDashboardRoute() {
  return <DashboardPage />;
}
