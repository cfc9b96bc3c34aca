import { dashboardResponseSchema, type Dashboard } from '../../contract/admin-dashboard';
import type { ApiClient } from './client';
import { callApi } from './errors';

/** GET /api/admin/dashboard (admin) -> stat cards, recent bookings, latest reviews, popular tours. */
export async function getDashboard(api: ApiClient, signal?: AbortSignal): Promise<Dashboard> {
  const body = await callApi(
    () => api.get('admin/dashboard', { signal }).json(dashboardResponseSchema),
    'Failed to load the dashboard.',
  );
  return body.data;
}
