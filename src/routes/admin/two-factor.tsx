import { createFileRoute } from '@tanstack/react-router';
import { TwoFactorPage } from '../../features/admin/two-factor/two-factor-page';

export const Route = createFileRoute('/admin/two-factor')({
  head: () => ({ meta: [{ title: 'Two-Factor Authentication | Karakoram Trails' }] }),
  component: TwoFactorRoute,
});

function TwoFactorRoute() {
  return <TwoFactorPage />;
}
