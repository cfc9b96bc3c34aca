import { z } from 'zod/mini';

/**
 * Admin settings (SPEC 2 'Settings', SPEC 3 'Admin settings'), stored by the server:
 * GET/PUT /api/admin/settings (admin, bearer) and the company details for the footer and
 * contact page at GET /api/settings/public (no auth).
 *
 * Validation failures are Laravel 422s keyed by the dotted field path, e.g.
 * `errors['general.email']`, `errors['security.passwordExpiry']`.
 */

export const SETTINGS_SECTIONS = ['general', 'notifications', 'security'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SETTINGS_LIMITS = {
  companyName: 100,
  email: 254,
  phone: 40,
  address: 300,
  website: 200,
  /** Ten years; SPEC 5 only says "number, min 0; 0 means no expiry". */
  passwordExpiry: 3650,
} as const;

export const SETTINGS_MESSAGES = {
  section: 'This section is required',
  companyName: 'Company name is required',
  companyNameTooLong: `Company name may not be longer than ${SETTINGS_LIMITS.companyName} characters`,
  email: 'Please enter a valid email address',
  phone: `Phone may not be longer than ${SETTINGS_LIMITS.phone} characters`,
  address: `Address may not be longer than ${SETTINGS_LIMITS.address} characters`,
  website: 'Please enter a valid website address (https://...)',
  toggle: 'This setting must be on or off',
  passwordExpiry: 'Password expiry must be 0 or more days',
  passwordExpiryWhole: 'Password expiry must be a whole number of days',
  passwordExpiryTooLong: `Password expiry may not be more than ${SETTINGS_LIMITS.passwordExpiry} days`,
} as const;

/** http(s) address with a dotted host name; anything else (javascript:, data:, bare words) is refused. */
function isWebsiteAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const text = (max: number, error: string, lengthError: string = error) =>
  z.string({ error }).check(z.trim(), z.maxLength(max, { error: lengthError }));

export const generalSettingsSchema = z.object(
  {
    companyName: z
      .string({ error: SETTINGS_MESSAGES.companyName })
      .check(
        z.trim(),
        z.minLength(1, { error: SETTINGS_MESSAGES.companyName }),
        z.maxLength(SETTINGS_LIMITS.companyName, { error: SETTINGS_MESSAGES.companyNameTooLong }),
      ),
    email: z
      .string({ error: SETTINGS_MESSAGES.email })
      .check(
        z.trim(),
        z.maxLength(SETTINGS_LIMITS.email, { error: SETTINGS_MESSAGES.email }),
        z.email({ error: SETTINGS_MESSAGES.email }),
      ),
    /** May be empty (not shown then). */
    phone: text(SETTINGS_LIMITS.phone, SETTINGS_MESSAGES.phone),
    /** May be empty (not shown then). */
    address: text(SETTINGS_LIMITS.address, SETTINGS_MESSAGES.address),
    /** An http(s) address, or empty for none. */
    website: text(SETTINGS_LIMITS.website, SETTINGS_MESSAGES.website).check(
      z.refine((value) => value === '' || isWebsiteAddress(value), {
        error: SETTINGS_MESSAGES.website,
      }),
    ),
  },
  { error: SETTINGS_MESSAGES.section },
);
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

const toggle = z.boolean({ error: SETTINGS_MESSAGES.toggle });

export const notificationSettingsSchema = z.object(
  {
    emailNotifications: toggle,
    bookingAlerts: toggle,
    marketingEmails: toggle,
    customerReviews: toggle,
  },
  { error: SETTINGS_MESSAGES.section },
);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const securitySettingsSchema = z.object(
  {
    twoFactorAuth: toggle,
    /** Days; 0 means passwords never expire (SPEC 5). */
    passwordExpiry: z
      .number({ error: SETTINGS_MESSAGES.passwordExpiry })
      .check(
        z.int({ error: SETTINGS_MESSAGES.passwordExpiryWhole }),
        z.gte(0, { error: SETTINGS_MESSAGES.passwordExpiry }),
        z.lte(SETTINGS_LIMITS.passwordExpiry, { error: SETTINGS_MESSAGES.passwordExpiryTooLong }),
      ),
    ipRestriction: toggle,
  },
  { error: SETTINGS_MESSAGES.section },
);
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** The whole settings document: GET's data and PUT's body (every section, every field). */
export const settingsSchema = z.object({
  general: generalSettingsSchema,
  notifications: notificationSettingsSchema,
  security: securitySettingsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

/** SPEC 3 defaults. The general defaults (company details) are the server's. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailNotifications: true,
  bookingAlerts: true,
  marketingEmails: false,
  customerReviews: true,
};
export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = {
  twoFactorAuth: false,
  passwordExpiry: 90,
  ipRestriction: false,
};

/** GET /api/admin/settings and PUT /api/admin/settings (which answers with what it stored). */
export const settingsResponseSchema = z.object({ data: settingsSchema });
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

/** GET /api/settings/public: the company details only, for the footer and the contact page. */
export const publicSettingsResponseSchema = z.object({
  data: z.object({
    companyName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    website: z.string(),
  }),
});
export type PublicSettingsResponse = z.infer<typeof publicSettingsResponseSchema>;
