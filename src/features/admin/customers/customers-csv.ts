import type { Customer } from '../../../../contract/admin-customers';
import { isoDay } from '../../../../contract/bookings';

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

/** Characters a spreadsheet reads as the start of a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: a value a spreadsheet would run as a formula gets a leading quote (so it stays
 * text), and a field with a comma, a double quote or a line break is quoted with its quotes
 * doubled (RFC 4180).
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The export: a header row and one row per customer, lines ending CRLF. */
export function customersToCsv(customers: readonly Customer[]): string {
  const rows = [
    COLUMNS.map(([header]) => header),
    ...customers.map((customer) => COLUMNS.map(([, cell]) => cell(customer))),
  ];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** customers-YYYY-MM-DD.csv, on the admin's calendar. */
export function csvFileName(now: Date): string {
  return `customers-${isoDay(now)}.csv`;
}

/** Saves the text as a file through a temporary link (a BOM so spreadsheets read UTF-8). */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the click's navigation pick the file up before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
