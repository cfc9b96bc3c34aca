import type { Kysely } from 'kysely';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, ROLES } from '../../contract';
import type { CatalogueTour } from '../../contract/catalogue';
import { generatePassword, hashPassword } from '../auth/password';
import { normalizeEmail } from '../auth/users';
import { addDays, isoDate } from '../catalog/dates';
import { dollarsToCents } from '../catalog/money';
import { loadCatalogue } from './catalogue';
import type { Database } from './types';

export interface SeedOptions {
  clock: () => Date;
  admin: { email: string; name: string; password?: string };
  /** Where catalogue.json and tours/ are (default content/catalogue/). */
  catalogueDir?: string;
}

export interface SeedResult {
  /** False when the database already had a catalogue and nothing was written. */
  seeded: boolean;
  /** Set only when the admin password was generated; the caller shows it once. */
  generatedAdminPassword?: string;
}

const tourThumbnail = (slug: string) => `/images/tours/${slug}/cover-640.webp`;
const tourGalleryImage = (slug: string, n: number) =>
  `/images/tours/${slug}/gallery-${n}-1280.webp`;
const categoryImage = (slug: string) => `/images/categories/${slug}-640.webp`;

/** Departures start at least this many days after "today", so none is bookable for tomorrow. */
const DEPARTURE_LEAD_DAYS = 7;
const DEPARTURE_HORIZON_MONTHS = 14;
const MAX_DEPARTURES = 8;

function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return isoDate(d);
}

/**
 * Start dates inside the tour's season over the next ~14 months, spread evenly when there are
 * more candidates than MAX_DEPARTURES. A 14-month horizon always contains one whole season.
 */
function departureDates(today: string, departures: CatalogueTour['departures']) {
  const first = addDays(today, DEPARTURE_LEAD_DAYS);
  const last = addMonths(today, DEPARTURE_HORIZON_MONTHS);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const candidates: string[] = [];
  for (let offset = 0; offset <= DEPARTURE_HORIZON_MONTHS; offset += 1) {
    const m = ((month - 1 + offset) % 12) + 1;
    const y = year + Math.floor((month - 1 + offset) / 12);
    if (!departures.months.includes(m)) continue;
    for (const day of departures.days) {
      const date = `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      if (date >= first && date <= last) candidates.push(date);
    }
  }
  candidates.sort();
  if (candidates.length <= MAX_DEPARTURES) return candidates;
  const picked = new Set<string>();
  for (let i = 0; i < MAX_DEPARTURES; i += 1) {
    picked.add(candidates[Math.round((i * (candidates.length - 1)) / (MAX_DEPARTURES - 1))]!);
  }
  return [...picked];
}

/** "4-12" -> 12; a single number is its own upper bound. */
function groupCapacity(groupSize: string): number {
  const numbers = groupSize.match(/\d+/g)?.map(Number) ?? [];
  return Math.max(1, ...numbers);
}

/**
 * Fills an empty database: roles, the admin account, categories and the tour catalogue
 * (content/catalogue/, validated before anything is written). Runs in one transaction and only
 * when there are no categories yet, so it is safe to call on every start.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<SeedResult> {
  const hasCatalogue = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (hasCatalogue) return { seeded: false };
  const catalogue = loadCatalogue(options.catalogueDir);

  const generated = options.admin.password === undefined;
  const adminPassword = options.admin.password ?? generatePassword();
  if (adminPassword.length < MIN_PASSWORD_LENGTH || adminPassword.length > MAX_PASSWORD_LENGTH) {
    throw new Error(
      `ADMIN_PASSWORD must be ${MIN_PASSWORD_LENGTH}-${MAX_PASSWORD_LENGTH} characters long.`,
    );
  }
  // Hashing is slow; do it before the transaction takes its locks.
  const adminHash = await hashPassword(adminPassword);
  const now = options.clock();
  const nowIso = now.toISOString();
  const today = isoDate(now);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('roles')
      .values(ROLES.map((name) => ({ name })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const roles = await trx.selectFrom('roles').select(['id', 'name']).execute();
    const adminRoleId = roles.find((r) => r.name === 'admin')!.id;

    const adminEmail = normalizeEmail(options.admin.email);
    const existingAdmin = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', adminEmail)
      .executeTakeFirst();
    if (!existingAdmin) {
      const admin = await trx
        .insertInto('users')
        .values({
          name: options.admin.name,
          email: adminEmail,
          password_hash: adminHash,
          status: 'Active',
          // The operator's own address, set by whoever installs the site.
          email_verified_at: nowIso,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_roles')
        .values({ user_id: admin.id, role_id: adminRoleId })
        .execute();
    }

    const categoryIds = new Map<string, number>();
    for (const [index, category] of catalogue.categories.entries()) {
      const row = await trx
        .insertInto('categories')
        .values({
          slug: category.slug,
          title: category.title,
          description: category.description,
          image: categoryImage(category.slug),
          icon: category.icon,
          sort_order: index + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.set(category.slug, row.id);
    }

    for (const tour of catalogue.tours) {
      const categoryId = categoryIds.get(tour.category);
      if (categoryId === undefined) throw new Error(`Unknown category ${tour.category}`);
      const { id: tourId } = await trx
        .insertInto('tours')
        .values({
          slug: tour.slug,
          title: tour.title,
          description: tour.description,
          price_cents: dollarsToCents(tour.price),
          duration: tour.duration,
          difficulty: tour.difficulty,
          location: tour.location,
          group_size: tour.group_size,
          altitude: tour.altitude ?? null,
          season: tour.season ?? null,
          important_notes: tour.important_notes,
          status: 'Active',
          category_id: categoryId,
          thumbnail: tourThumbnail(tour.slug),
          featured: tour.featured ? 1 : 0,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      await trx
        .insertInto('tour_media')
        .values(
          tour.gallery.map((alt, i) => ({
            tour_id: tourId,
            path: tourGalleryImage(tour.slug, i + 1),
            alt,
            sort_order: i + 1,
          })),
        )
        .execute();

      await trx
        .insertInto('itinerary_days')
        .values(
          tour.itinerary.map(({ title, description }, i) => ({
            tour_id: tourId,
            day: i + 1,
            title,
            description,
          })),
        )
        .execute();

      await trx
        .insertInto('tour_inclusions')
        .values([
          ...tour.includes.map((text, i) => ({
            tour_id: tourId,
            kind: 'include' as const,
            text,
            sort_order: i + 1,
          })),
          ...tour.excludes.map((text, i) => ({
            tour_id: tourId,
            kind: 'exclude' as const,
            text,
            sort_order: i + 1,
          })),
        ])
        .execute();

      await trx
        .insertInto('reviews')
        .values(
          tour.reviews.map((review) => ({
            tour_id: tourId,
            name: review.name,
            avatar: null,
            rating: review.rating,
            comment: review.comment,
            date: addDays(today, -review.days_ago),
          })),
        )
        .execute();

      const capacity = groupCapacity(tour.group_size);
      await trx
        .insertInto('departures')
        .values(
          departureDates(today, tour.departures).map((start_date, i) => ({
            tour_id: tourId,
            start_date,
            capacity,
            seats_booked:
              tour.departures.first_half_booked && i === 0 ? Math.floor(capacity / 2) : 0,
          })),
        )
        .execute();
    }
  });

  return generated ? { seeded: true, generatedAdminPassword: adminPassword } : { seeded: true };
}
