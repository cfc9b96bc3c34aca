import { z } from 'zod/mini';
import { requestObject, strictObjectError } from './input';

/**
 * Admin settings (SPEC 2 'Settings', SPEC 3 'Admin settings'), stored by the server:
 * GET/PUT /api/admin/settings (admin, bearer) and the company details for the footer and
 * contact page at GET /api/settings/public (no auth).
 *
 * Validation failures are Laravel 422s keyed by the dotted field path, e.g.
 * `errors['general.email']`, `errors['security.passwordExpiry']`.
 */

export const SETTINGS_SECTIONS = ['general', 'notifications', 'security', 'payments'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SETTINGS_LIMITS = {
  companyName: 100,
  email: 254,
  phone: 40,
  address: 300,
  website: 200,
  /** Ten years; SPEC 5 only says "number, min 0; 0 means no expiry". */
  passwordExpiry: 3650,
  bankText: 100,
  accountNumber: 64,
  swiftCode: 11,
  transferHoldDays: 30,
  /** Seats held during checkout (issue 19): up to an hour. */
  checkoutHoldMinutes: 60,
  balanceReminderDays: 30,
  /** A waitlist offer holds its seats at most a week (issue 19). */
  waitlistOfferHours: 168,
  /** Entries in the admin's IP allow-list, and the length of one entry. */
  ipAllowList: 50,
  ipAllowEntry: 64,
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
  bankText: `May not be longer than ${SETTINGS_LIMITS.bankText} characters`,
  accountNumber: `Account number / IBAN may not be longer than ${SETTINGS_LIMITS.accountNumber} characters`,
  swiftCode: 'SWIFT/BIC is 8 or 11 letters and digits',
  transferHoldDays: `Hold days must be a whole number from 1 to ${SETTINGS_LIMITS.transferHoldDays}`,
  checkoutHoldMinutes: `Checkout hold must be a whole number of minutes from 1 to ${SETTINGS_LIMITS.checkoutHoldMinutes}`,
  balanceReminderDays: `Reminder days must be a whole number from 1 to ${SETTINGS_LIMITS.balanceReminderDays}`,
  waitlistOfferHours: `Offer hours must be a whole number from 1 to ${SETTINGS_LIMITS.waitlistOfferHours}`,
  ipAllowList: 'List IP addresses or CIDR ranges, one per line',
  ipAllowListTooLong: `The allow-list may hold at most ${SETTINGS_LIMITS.ipAllowList} entries`,
} as const;

/**
 * IP restriction (issue 18): the server's answers. `refused` is the 403 of /admin and every admin
 * API from an address outside the allow-list; the others are 422s on `security.ipAllowList`.
 */
export const IP_RESTRICTION_MESSAGES = {
  refused: 'Admin access is not allowed from your IP address.',
  empty: 'Add at least one IP address or range before turning IP restriction on',
  invalidEntry: (entry: string) => `"${entry}" is not an IP address or CIDR range`,
  lockOut: (ip: string) =>
    `This list does not include your current address (${ip}); saving it would lock you out`,
} as const;

/**
 * Password expiry (issue 18): the admin API's 403 (with `password_change_required: true`) for an
 * admin whose password is older than Settings > Security > Password Expiry. PUT /api/my/password
 * stays open to them.
 */
export const PASSWORD_EXPIRED_MESSAGE = 'Your password has expired. Please choose a new one.';

/**
 * GET /api/admin/access (issue 18): 200 `{ data: { admitted: true } }` while the admin API is open
 * to this admin; otherwise the admin API's own 403 (password expired, two-factor set-up required
 * by the Security setting, address outside the allow-list). The admin guard asks it on arrival,
 * so every /admin page knows what the server will refuse before it loads anything.
 */
export const adminAccessResponseSchema = z.object({
  data: z.object({ admitted: z.literal(true) }),
});
export type AdminAccessResponse = z.infer<typeof adminAccessResponseSchema>;

/**
 * What stands between an admin and the admin pages: nothing (`granted`), an expired password
 * (`passwordChange`) or the two-factor set-up the Security setting requires (`twoFactorSetup`).
 */
export type AdminAccess = 'granted' | 'passwordChange' | 'twoFactorSetup';

/** GET /api/admin/ip: the address the server sees for this admin (the Security tab shows it). */
export const currentIpResponseSchema = z.object({ data: z.object({ ip: z.string() }) });
export type CurrentIpResponse = z.infer<typeof currentIpResponseSchema>;

/** A host name of dotted labels ending in a name (`com`, `xn--p1ai`): no IP, no bare word. */
const DOTTED_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z](?:[a-z0-9-]*[a-z0-9])+$/;

/**
 * http(s) address with a real dotted host name; anything else (javascript:, data:, bare words,
 * `http://1`, which URL reads as 0.0.0.1) is refused.
 */
function isWebsiteAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && DOTTED_HOST.test(url.hostname)
    );
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
    /** Nothing is sent under it: kept so stored settings still validate; not shown (issue 15). */
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
    /**
     * Addresses and CIDR ranges (IPv4 and IPv6) from which /admin and the admin API answer while
     * ipRestriction is on. The server checks each entry and the lock-out guard; a row stored
     * before the list existed reads as empty.
     */
    ipAllowList: z._default(
      z
        .array(
          z
            .string({ error: SETTINGS_MESSAGES.ipAllowList })
            .check(
              z.trim(),
              z.minLength(1, { error: SETTINGS_MESSAGES.ipAllowList }),
              z.maxLength(SETTINGS_LIMITS.ipAllowEntry, { error: SETTINGS_MESSAGES.ipAllowList }),
            ),
          { error: SETTINGS_MESSAGES.ipAllowList },
        )
        .check(
          z.maxLength(SETTINGS_LIMITS.ipAllowList, { error: SETTINGS_MESSAGES.ipAllowListTooLong }),
        ),
      [],
    ),
  },
  { error: SETTINGS_MESSAGES.section },
);
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** Balance reminder: a week before the balance is due (issue 15). */
const DEFAULT_BALANCE_REMINDER_DAYS = 7;

/** How long a waitlist offer holds the freed seats for the traveller (issue 19). */
const DEFAULT_WAITLIST_OFFER_HOURS = 24;
/** Seats are held for a traveller at checkout this long (issue 19). */
const DEFAULT_CHECKOUT_HOLD_MINUTES = 15;

/**
 * Bank transfer (issue 14): the operator's account shown to travellers who pay by transfer, and
 * how long an unpaid transfer holds its seats before the booking expires.
 */
export const paymentSettingsSchema = z.object(
  {
    bankName: text(SETTINGS_LIMITS.bankText, SETTINGS_MESSAGES.bankText),
    accountName: text(SETTINGS_LIMITS.bankText, SETTINGS_MESSAGES.bankText),
    /** Account number or IBAN, as the bank prints it. */
    accountNumber: text(SETTINGS_LIMITS.accountNumber, SETTINGS_MESSAGES.accountNumber),
    /** 8 or 11 letters and digits, or empty. */
    swiftCode: z
      .string({ error: SETTINGS_MESSAGES.swiftCode })
      .check(
        z.trim(),
        z.toUpperCase(),
        z.regex(/^(|[A-Z0-9]{8}|[A-Z0-9]{11})$/, { error: SETTINGS_MESSAGES.swiftCode }),
      ),
    transferHoldDays: z
      .number({ error: SETTINGS_MESSAGES.transferHoldDays })
      .check(
        z.int({ error: SETTINGS_MESSAGES.transferHoldDays }),
        z.gte(1, { error: SETTINGS_MESSAGES.transferHoldDays }),
        z.lte(SETTINGS_LIMITS.transferHoldDays, { error: SETTINGS_MESSAGES.transferHoldDays }),
      ),
    /**
     * Days before the balance due date that the reminder e-mail goes out (issue 15). A PUT from
     * a page loaded before the field existed omits it: it gets the default.
     */
    balanceReminderDays: z._default(
      z.number({ error: SETTINGS_MESSAGES.balanceReminderDays }).check(
        z.int({ error: SETTINGS_MESSAGES.balanceReminderDays }),
        z.gte(1, { error: SETTINGS_MESSAGES.balanceReminderDays }),
        z.lte(SETTINGS_LIMITS.balanceReminderDays, {
          error: SETTINGS_MESSAGES.balanceReminderDays,
        }),
      ),
      DEFAULT_BALANCE_REMINDER_DAYS,
    ),
    /**
     * Hours a waitlist offer holds the freed seats before they pass to the next entry (issue
     * 19); omitted by a page loaded before the field existed: the default.
     */
    waitlistOfferHours: z._default(
      z.number({ error: SETTINGS_MESSAGES.waitlistOfferHours }).check(
        z.int({ error: SETTINGS_MESSAGES.waitlistOfferHours }),
        z.gte(1, { error: SETTINGS_MESSAGES.waitlistOfferHours }),
        z.lte(SETTINGS_LIMITS.waitlistOfferHours, {
          error: SETTINGS_MESSAGES.waitlistOfferHours,
        }),
      ),
      DEFAULT_WAITLIST_OFFER_HOURS,
    ),
    /**
     * How long checkout holds the traveller's seats (issue 19). Like balanceReminderDays, a PUT
     * that omits it gets the default.
     */
    checkoutHoldMinutes: z._default(
      z.number({ error: SETTINGS_MESSAGES.checkoutHoldMinutes }).check(
        z.int({ error: SETTINGS_MESSAGES.checkoutHoldMinutes }),
        z.gte(1, { error: SETTINGS_MESSAGES.checkoutHoldMinutes }),
        z.lte(SETTINGS_LIMITS.checkoutHoldMinutes, {
          error: SETTINGS_MESSAGES.checkoutHoldMinutes,
        }),
      ),
      DEFAULT_CHECKOUT_HOLD_MINUTES,
    ),
  },
  { error: SETTINGS_MESSAGES.section },
);
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/**
 * A schema issue's field, as the 422 and the form name it: the dotted path ('general.email'),
 * except that an allow-list entry's issue belongs to the list ('security.ipAllowList').
 */
export function settingsErrorPath(path: readonly PropertyKey[]): string {
  const dotted = path.map(String).join('.');
  return dotted.startsWith('security.ipAllowList.') ? 'security.ipAllowList' : dotted || '_';
}

/** The whole settings document: GET's data and PUT's body (every section, every field). */
/** A section as a request sends it: an unknown key is refused (a stored row may hold old keys). */
const strictSection = <Shape extends z.core.$ZodLooseShape>(section: z.ZodMiniObject<Shape>) =>
  z.strictObject(section.def.shape, strictObjectError(SETTINGS_MESSAGES.section));

export const settingsSchema = requestObject(
  {
    general: strictSection(generalSettingsSchema),
    notifications: strictSection(notificationSettingsSchema),
    security: strictSection(securitySettingsSchema),
    payments: strictSection(paymentSettingsSchema),
  },
  ['address'],
);
export type Settings = z.infer<typeof settingsSchema>;

/** SPEC 3 defaults. The general defaults (company details) are the server's. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailNotifications: true,
  bookingAlerts: true,
  marketingEmails: false,
  customerReviews: true,
};
/** The seeded operator's account (sample content, like the company details); Settings change it. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  bankName: 'Habib Bank Limited, Skardu Branch',
  accountName: 'Karakoram Trails (Pvt) Ltd',
  accountNumber: 'PK36 HABB 0000 1234 5678 9012',
  swiftCode: 'HABBPKKA',
  transferHoldDays: 3,
  balanceReminderDays: DEFAULT_BALANCE_REMINDER_DAYS,
  waitlistOfferHours: DEFAULT_WAITLIST_OFFER_HOURS,
  checkoutHoldMinutes: DEFAULT_CHECKOUT_HOLD_MINUTES,
};
export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = {
  twoFactorAuth: false,
  passwordExpiry: 90,
  ipRestriction: false,
  ipAllowList: [],
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
