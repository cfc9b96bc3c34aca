import {
  adminAccessResponseSchema,
  currentIpResponseSchema,
  PASSWORD_EXPIRED_MESSAGE,
  type AdminAccess,
  publicSettingsResponseSchema,
  settingsResponseSchema,
  type PublicSettingsResponse,
  type Settings,
} from '../../contract/settings';
import { TWO_FACTOR_MESSAGES } from '../../contract/two-factor';
import type { ApiClient } from './client';
import { ApiError, callApi } from './errors';

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

/** The admin API's 403s that ask something of the admin first (server/auth/middleware.ts). */
const REFUSALS: Record<string, AdminAccess> = {
  [PASSWORD_EXPIRED_MESSAGE]: 'passwordChange',
  [TWO_FACTOR_MESSAGES.setupRequired]: 'twoFactorSetup',
};

/**
 * GET /api/admin/access (admin) -> whether the admin API is open to this admin, or what they must
 * do first (change an expired password, set up the two-factor the Security setting requires).
 * Any other failure (offline, refused from this address) is thrown.
 */
export async function getAdminAccess(api: ApiClient, signal?: AbortSignal): Promise<AdminAccess> {
  try {
    await callApi(
      () => api.get('admin/access', { signal }).json(adminAccessResponseSchema),
      'Failed to check your admin access.',
    );
    return 'granted';
  } catch (error) {
    const refusal = error instanceof ApiError && error.status === 403 && REFUSALS[error.message];
    if (refusal) return refusal;
    throw error;
  }
}
