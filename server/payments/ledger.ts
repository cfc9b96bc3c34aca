import { sql, type Kysely, type Selectable } from 'kysely';
import type { LedgerEntry, LedgerKind, LedgerMethod } from '../../contract/payment-summary';
import { LEDGER_KINDS, LEDGER_METHODS } from '../../contract/payment-summary';
import { centsToDollars } from '../catalog/money';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

interface Movement {
  bookingId: number;
  method: LedgerMethod;
  amountCents: number;
  cardLast4?: string | null;
  note?: string | null;
  /** The admin who recorded it; null or absent for the traveller's own payment. */
  recordedBy?: number | null;
  now: Date;
}

/**
 * Money in: adds `amountCents` to what the booking has received and writes the ledger row, or
 * does nothing and answers false. The booking row is changed by one conditional UPDATE (still
 * Confirmed, never more than the total, and when `expectPaidCents` is given, nothing received
 * meanwhile), so of two racing payments for the last of a balance exactly one is taken
 * (PostgreSQL re-checks the condition on the locked row; SQLite runs writers one at a time).
 * A payment ends a bank transfer's hold: the seats are kept. Run it inside a transaction.
 */
export async function receivePayment(
  trx: Db,
  movement: Movement & { kind: Exclude<LedgerKind, 'refund'>; expectPaidCents?: number },
): Promise<boolean> {
  const { bookingId, amountCents, now } = movement;
  if (!Number.isInteger(amountCents) || amountCents <= 0) return false;
  let update = trx
    .updateTable('bookings')
    .set((eb) => ({
      paid_cents: eb('paid_cents', '+', amountCents),
      hold_expires_at: null,
      updated_at: now.toISOString(),
    }))
    .where('id', '=', bookingId)
    .where('status', '=', 'Confirmed')
    .where((eb) => eb(eb('paid_cents', '+', amountCents), '<=', eb.ref('total_cents')));
  if (movement.expectPaidCents !== undefined) {
    update = update.where('paid_cents', '=', movement.expectPaidCents);
  }
  const changed = await update.executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) return false;
  await insertLedgerRow(trx, movement.kind, movement);
  return true;
}

/**
 * Money out: refunds `amountCents` of what the booking received, never more than was paid and
 * not yet refunded (a conditional UPDATE, like receivePayment). Run it inside a transaction.
 */
export async function refundPayment(trx: Db, movement: Movement): Promise<boolean> {
  const { bookingId, amountCents, now } = movement;
  if (!Number.isInteger(amountCents) || amountCents <= 0) return false;
  const changed = await trx
    .updateTable('bookings')
    .set((eb) => ({
      refunded_cents: eb('refunded_cents', '+', amountCents),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', bookingId)
    .where((eb) => eb(eb('refunded_cents', '+', amountCents), '<=', eb.ref('paid_cents')))
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) return false;
  await insertLedgerRow(trx, 'refund', movement);
  return true;
}

async function insertLedgerRow(trx: Db, kind: LedgerKind, movement: Movement): Promise<void> {
  await trx
    .insertInto('booking_payments')
    .values({
      booking_id: movement.bookingId,
      kind,
      method: movement.method,
      amount_cents: movement.amountCents,
      card_last4: movement.cardLast4 ?? null,
      note: movement.note ?? null,
      recorded_by: movement.recordedBy ?? null,
      created_at: movement.now.toISOString(),
    })
    .execute();
}

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

type StoredLedgerRow = Pick<
  Selectable<Database['booking_payments']>,
  'id' | 'kind' | 'method' | 'amount_cents' | 'card_last4' | 'note' | 'created_at'
>;

/** A stored ledger row as the API shows it (an unknown kind or method read as the fallback). */
export function toLedgerEntry(row: StoredLedgerRow): LedgerEntry {
  return {
    id: row.id,
    kind: oneOf(LEDGER_KINDS, row.kind, 'manual'),
    method: oneOf(LEDGER_METHODS, row.method, 'card'),
    amount: centsToDollars(row.amount_cents),
    card_last4: row.card_last4,
    note: row.note,
    created_at: row.created_at,
  };
}

/** The ledgers of these bookings, oldest entry first, keyed by booking id. */
export async function ledgersOf(
  db: Db,
  bookingIds: readonly number[],
): Promise<Map<number, LedgerEntry[]>> {
  const ledgers = new Map<number, LedgerEntry[]>();
  if (bookingIds.length === 0) return ledgers;
  const rows = await db
    .selectFrom('booking_payments')
    .select([
      'id',
      'booking_id',
      'kind',
      'method',
      'amount_cents',
      'card_last4',
      'note',
      'created_at',
    ])
    .where('booking_id', 'in', [...bookingIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const entries = ledgers.get(row.booking_id) ?? [];
    entries.push(toLedgerEntry(row));
    ledgers.set(row.booking_id, entries);
  }
  return ledgers;
}

/** What the operator keeps from a booking: received less refunded (a SQL expression). */
export const keptCents = sql<number>`(${sql.ref('bookings.paid_cents')} - ${sql.ref('bookings.refunded_cents')})`;
