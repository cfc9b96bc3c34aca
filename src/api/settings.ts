import {
  currentIpResponseSchema,
  publicSettingsResponseSchema,
  settingsResponseSchema,
  type PublicSettingsResponse,
  type Settings,
} from '../../contract/settings';
import type { ApiClient } from './client';
import { callApi } from './errors';

/** GET /api/admin/settings (admin) -> the general, notifications and security sections. */
export async function getSettings(api: ApiClient, signal?: AbortSignal): Promise<Settings> {
  const body = await callApi(
    () => api.get('admin/settings', { signal }).json(settingsResponseSchema),
    'Failed to load settings.',
  );
  return body.data;
}

/**
 * PUT /api/admin/settings (admin) with every section -> what the server stored. A 422 rejects
 * with an ApiError whose fieldErrors are keyed by dotted path ('general.email').
 */
export async function saveSettings(
  api: ApiClient,
  settings: Settings,
  signal?: AbortSignal,
): Promise<Settings> {
  const body = await callApi(
    () => api.put('admin/settings', { json: settings, signal }).json(settingsResponseSchema),
    'Failed to save settings.',
  );
  return body.data;
}

/** GET /api/settings/public (no auth) -> the company details for the footer and contact page. */
export async function getPublicSettings(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<PublicSettingsResponse['data']> {
  const body = await callApi(
    () => api.get('settings/public', { signal }).json(publicSettingsResponseSchema),
    'Failed to load the company details.',
  );
  return body.data;
}

/** GET /api/admin/ip (admin) -> the address the server sees for this admin (IP restriction). */
export async function getCurrentIp(api: ApiClient, signal?: AbortSignal): Promise<string> {
  const body = await callApi(
    () => api.get('admin/ip', { signal }).json(currentIpResponseSchema),
    'Failed to load your current address.',
  );
  return body.data.ip;
}
