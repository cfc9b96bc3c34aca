import { Hono } from 'hono';
import { z } from 'zod/mini';
import {
  settingsErrorPath,
  settingsSchema,
  type AdminAccessResponse,
  type CurrentIpResponse,
  type PublicSettingsResponse,
  type SettingsResponse,
} from '../../contract/settings';
import { readSettings, writeSettings } from '../admin-data/settings';
import { TWO_FACTOR_MESSAGES } from '../../contract/two-factor';
import { requireAdmin } from '../auth/middleware';
import { allowListErrors } from '../auth/ip-restriction';
import { hasTwoFactor } from '../auth/two-factor';
import type { AppEnv } from '../http/env';
import { ipOf } from '../http/rate-limit';
import { parseJsonBody, validationError } from '../http/responses';

export const settingsRoutes = new Hono<AppEnv>();

settingsRoutes.get('/admin/settings', requireAdmin, async (c) => {
  const body: SettingsResponse = { data: await readSettings(c.var.services.db) };
  return c.json(body);
});

/**
 * Replaces every section. Errors are keyed by the dotted path ('general.email'), as Laravel
 * names nested fields, so the settings form can show each one under its input.
 */
settingsRoutes.put('/admin/settings', requireAdmin, async (c) => {
  // parseJsonBody answers malformed JSON; the nested schema is checked here for dotted keys.
  const body = await parseJsonBody(c, z.unknown());
  if (!body.ok) return body.response;
  const parsed = settingsSchema.safeParse(body.data);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      (errors[settingsErrorPath(issue.path)] ??= []).push(issue.message);
    }
    return validationError(c, errors);
  }
  const { db } = c.var.services;
  // Lock-out guard: the admin who turns two-factor on has it already, so they keep their way in.
  if (parsed.data.security.twoFactorAuth && !(await hasTwoFactor(db, c.var.auth.user.id))) {
    return validationError(c, { 'security.twoFactorAuth': [TWO_FACTOR_MESSAGES.enableOwnFirst] });
  }
  // Lock-out guard: with IP restriction on, the list must hold the saving admin's own address.
  const ipErrors = allowListErrors(c, parsed.data.security);
  if (ipErrors.length > 0) return validationError(c, { 'security.ipAllowList': ipErrors });
  await writeSettings(db, parsed.data);
  const response: SettingsResponse = { data: await readSettings(db) };
  return c.json(response);
});

/** The address the server sees for this admin (TRUST_PROXY aware), for the Security tab. */
settingsRoutes.get('/admin/ip', requireAdmin, (c) => {
  const body: CurrentIpResponse = { data: { ip: ipOf(c) } };
  return c.json(body);
});

/**
 * Whether the admin API is open to this admin: the admin guard's question on arrival. `requireAdmin`
 * answers it: its 403s (password expired, two-factor set-up required, IP restricted) are the
 * ones every other admin endpoint gives.
 */
settingsRoutes.get('/admin/access', requireAdmin, (c) => {
  const body: AdminAccessResponse = { data: { admitted: true } };
  return c.json(body);
});

/** The company details the admin set, for the footer and the contact page. */
settingsRoutes.get('/settings/public', async (c) => {
  const { general } = await readSettings(c.var.services.db);
  const body: PublicSettingsResponse = {
    data: {
      companyName: general.companyName,
      email: general.email,
      phone: general.phone,
      address: general.address,
      website: general.website,
    },
  };
  return c.json(body);
});
