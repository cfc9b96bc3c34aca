import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/admin/settings/settings-page';

export const Route = createFileRoute('/admin/settings')({
  head: () => ({ meta: [{ title: 'Settings | Karakoram Trails' }] }),
  component: SettingsRoute,
});

function SettingsRoute() {
  return <SettingsPage />;
}
