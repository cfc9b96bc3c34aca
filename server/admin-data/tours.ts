import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { type AdminTour } from '../../contract/admin-tours';
import { ADMIN_TOUR_PAGE_SIZE, type AdminTourListQuery } from '../../contract/admin-tour-list';
import { pageMeta, pageWindow, type PageMeta } from '../../contract/paging';
import { centsToDollars } from '../catalog/money';
import type { Database } from '../db/types';
import { containsPattern } from './bookings';

type AdminTourFilters = Pick<AdminTourListQuery, 'q' | 'status' | 'difficulty'>;

/** Tours matching the admin list's search (title or location, any case) and filters. */
function adminTourMatching({ q, status, difficulty }: AdminTourFilters) {
  return (eb: ExpressionBuilder<Database, 'tours'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (q) {
      const pattern = containsPattern(q);
      const like = (column: 'tours.title' | 'tours.location') =>
        sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape ${sql.lit('\\')}`;
      conditions.push(eb.or([like('tours.title'), like('tours.location')]));
    }
    if (status) conditions.push(eb('tours.status', '=', status));
    if (difficulty) conditions.push(eb('tours.difficulty', '=', difficulty));
    return eb.and(conditions);
  };
}

const lowerTitle = sql<string>`lower(tours.title)`;

/**
 * One page of the admin tour list (SPEC section 3: admin tour list item), any status, searched,
 * filtered and sorted on the server (issue 16). Ids are assigned in creation order, so the
 * highest id is the newest tour; every order ends with the id, so tours never swap between pages.
 */
export async function listAdminTours(
  db: Kysely<Database>,
  query: AdminTourListQuery,
): Promise<{ data: AdminTour[]; meta: PageMeta }> {
  const window = pageWindow(query, ADMIN_TOUR_PAGE_SIZE);
  const where = adminTourMatching(query);
  const base = db
    .selectFrom('tours')
    .where(where)
    .leftJoin(
      (eb) =>
        eb
          // Each departure's bookings_count is kept by triggers (0009): no bookings are read.
          .selectFrom('departures')
          .select((d) => ['tour_id', d.fn.sum<number>('bookings_count').as('bookings')])
          .groupBy('tour_id')
          .as('booking_counts'),
      (join) => join.onRef('booking_counts.tour_id', '=', 'tours.id'),
    )
    .select([
      'tours.id',
      'tours.slug',
      'tours.title',
      'tours.location',
      'tours.thumbnail',
      'tours.status',
      'tours.difficulty',
      'tours.duration',
      'tours.price_cents',
      'booking_counts.bookings',
    ]);
  const byTitle = (q: typeof base) => q.orderBy(lowerTitle, 'asc').orderBy('tours.id', 'asc');
  const ordered = (() => {
    switch (query.sort ?? 'newest') {
      case 'newest':
        return base.orderBy('tours.id', 'desc');
      case 'title':
        return byTitle(base);
      case 'price-asc':
        return byTitle(base.orderBy('tours.price_cents', 'asc'));
      case 'price-desc':
        return byTitle(base.orderBy('tours.price_cents', 'desc'));
    }
  })();
  const [{ total }, rows] = await Promise.all([
    db
      .selectFrom('tours')
      .where(where)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    ordered.limit(window.perPage).offset(window.offset).execute(),
  ]);
  const data = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    location: row.location,
    thumbnail: row.thumbnail,
    status: row.status,
    difficulty: row.difficulty,
    duration: row.duration,
    price: centsToDollars(row.price_cents),
    // pg returns count(*) as bigint text unless parsed; Number() keeps both dialects identical.
    bookings: Number(row.bookings ?? 0),
  }));
  return { data, meta: pageMeta(window, Number(total)) };
}
