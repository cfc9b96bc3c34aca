import {
  recoveryCodesResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../contract/two-factor';
import type { z } from 'zod/mini';
import type { DisableTwoFactorRequest } from '../../contract/two-factor-disable';
import type { ApiClient } from './client';

type TwoFactorStatusResponse = z.infer<typeof twoFactorStatusResponseSchema>;
import { callApi } from './errors';

/** GET /api/admin/two-factor: is it on for me, does the Security setting require it. */
export async function getTwoFactorStatus(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<TwoFactorStatus> {
  const body = await callApi(
    () => api.get('admin/two-factor', { signal }).json(twoFactorStatusResponseSchema),
    'Failed to load two-factor authentication.',
  );
  return body.data;
}

/** POST /api/admin/two-factor/setup: a new secret with its QR code (SVG made by the server). */
export async function startTwoFactorSetup(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<TwoFactorSetup> {
  const body = await callApi(
    () => api.post('admin/two-factor/setup', { signal }).json(twoFactorSetupResponseSchema),
    'Failed to start two-factor authentication.',
  );
  return body.data;
}

/** POST /api/admin/two-factor/confirm { code }: turns it on; the recovery codes, once. */
export async function confirmTwoFactor(
  api: ApiClient,
  code: string,
  signal?: AbortSignal,
): Promise<RecoveryCodes> {
  const body = await callApi(
    () =>
      api
        .post('admin/two-factor/confirm', { json: { code }, signal })
        .json(recoveryCodesResponseSchema),
    'Failed to confirm the code.',
  );
  return body.data;
}

/** POST /api/admin/two-factor/disable { current_password, code }: turns it off. */
export async function disableTwoFactor(
  api: ApiClient,
  request: DisableTwoFactorRequest,
  signal?: AbortSignal,
): Promise<TwoFactorStatusResponse> {
  return callApi(
    () =>
      api
        .post('admin/two-factor/disable', { json: request, signal })
        .json(twoFactorStatusResponseSchema),
    'Failed to turn two-factor authentication off.',
  );
}
