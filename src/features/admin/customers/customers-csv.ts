import type { Customer } from '../../../../contract/admin-customers';
import { isoDay } from '../../../../contract/bookings';
import { toCsv } from '../../../../contract/csv';

/** The export's columns, in order: header text and the cell of each customer. */
const COLUMNS: ReadonlyArray<readonly [string, (customer: Customer) => string]> = [
  ['Name', (c) => c.name],
  ['Email', (c) => c.email],
  ['Phone', (c) => c.phone ?? ''],
  ['Country', (c) => c.country ?? ''],
  ['Bookings', (c) => String(c.bookings)],
  ['Last Booking', (c) => (c.lastBooking ? isoDay(new Date(c.lastBooking)) : '')],
  ['Total Spent', (c) => c.totalSpent.toFixed(2)],
  ['Status', (c) => c.status],
  ['Joined', (c) => isoDay(new Date(c.joinedAt))],
];

/** The export: a header row and one row per customer, lines ending CRLF. */
export function customersToCsv(customers: readonly Customer[]): string {
  return toCsv([
    COLUMNS.map(([header]) => header),
    ...customers.map((customer) => COLUMNS.map(([, cell]) => cell(customer))),
  ]);
}

/** customers-YYYY-MM-DD.csv, on the admin's calendar. */
export function csvFileName(now: Date): string {
  return `customers-${isoDay(now)}.csv`;
}
