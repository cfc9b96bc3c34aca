import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PAYMENT_SETTINGS,
  DEFAULT_SECURITY_SETTINGS,
  generalSettingsSchema,
  notificationSettingsSchema,
  paymentSettingsSchema,
  securitySettingsSchema,
  SETTINGS_SECTIONS,
  type GeneralSettings,
  type Settings,
  type SettingsSection,
} from '../../contract/settings';
import type { Database } from '../db/types';

/**
 * The company details until an admin changes them: a copy of src/config/company.ts (the server
 * never imports src/), first phone and e-mail. The website is the domain of those e-mails.
 */
export const DEFAULT_GENERAL_SETTINGS: GeneralSettings = {
  companyName: 'Karakoram Trails',
  email: 'info@karakoramtrails.pk',
  phone: '+92 5815 455 320',
  address: 'College Road, Skardu, Gilgit-Baltistan 16100, Pakistan',
  website: 'https://www.karakoramtrails.pk',
};

/** SPEC 3's defaults: what GET answers before the first save. */
export const DEFAULT_SETTINGS: Settings = {
  general: DEFAULT_GENERAL_SETTINGS,
  notifications: DEFAULT_NOTIFICATION_SETTINGS,
  security: DEFAULT_SECURITY_SETTINGS,
  payments: DEFAULT_PAYMENT_SETTINGS,
};

const SECTION_SCHEMAS: { [K in SettingsSection]: z.ZodMiniType<Settings[K]> } = {
  general: generalSettingsSchema,
  notifications: notificationSettingsSchema,
  security: securitySettingsSchema,
  payments: paymentSettingsSchema,
};

/**
 * One stored section (a JSON row of the settings table), laid over its defaults so a field
 * added after the row was written still has a value. A row that no longer validates (edited
 * by hand) falls back to the defaults instead of breaking the admin page and the footer.
 */
function readSection<K extends SettingsSection>(key: K, stored: string | undefined): Settings[K] {
  const defaults = DEFAULT_SETTINGS[key];
  if (stored === undefined) return defaults;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    value = null;
  }
  const parsed = SECTION_SCHEMAS[key].safeParse(
    typeof value === 'object' && value !== null ? { ...defaults, ...value } : null,
  );
  if (parsed.success) return parsed.data;
  console.error(`Settings row '${key}' is invalid; using the defaults.`);
  return defaults;
}

export async function readSettings(db: Kysely<Database>): Promise<Settings> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [...SETTINGS_SECTIONS])
    .execute();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return {
    general: readSection('general', stored.get('general')),
    notifications: readSection('notifications', stored.get('notifications')),
    security: readSection('security', stored.get('security')),
    payments: readSection('payments', stored.get('payments')),
  };
}

/** Stores every section (validated by the caller) in one transaction. */
export async function writeSettings(db: Kysely<Database>, settings: Settings): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const key of SETTINGS_SECTIONS) {
      const value = JSON.stringify(settings[key]);
      await trx
        .insertInto('settings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    }
  });
}
