import type { Manifest, ManifestBooking } from '../../../../contract/admin-departures';
import { toCsv } from '../../../../contract/csv';
import { PAYMENT_STATE_LABELS } from '../../../../contract/payment-summary';

/** The export's columns, in order: header text and the cell of each booking. */
const COLUMNS: ReadonlyArray<readonly [string, (booking: ManifestBooking) => string]> = [
  ['Reference', (b) => b.reference],
  ['Lead traveller', (b) => b.leadTraveller],
  ['Travellers', (b) => String(b.travelers)],
  ['Phone', (b) => b.phone],
  ['Email', (b) => b.email],
  ['Country', (b) => b.country ?? ''],
  ['Add-ons', (b) => b.addOns.join('; ')],
  ['Special requests', (b) => b.specialRequests ?? ''],
  ['Payment', (b) => PAYMENT_STATE_LABELS[b.paymentState]],
  ['Total', (b) => b.total.toFixed(2)],
  ['Paid', (b) => b.paid.toFixed(2)],
  ['Balance', (b) => b.balance.toFixed(2)],
];

/** The manifest's rows: a header, then one row per travelling (Confirmed) booking. */
export function manifestRows(manifest: Pick<Manifest, 'bookings'>): string[][] {
  return [
    COLUMNS.map(([header]) => header),
    ...manifest.bookings.map((booking) => COLUMNS.map(([, cell]) => cell(booking))),
  ];
}

/** The export as CSV text (every cell escaped, formulas neutralised: contract/csv.ts). */
export function manifestToCsv(manifest: Pick<Manifest, 'bookings'>): string {
  return toCsv(manifestRows(manifest));
}

/** manifest-{tour slug}-{start date}.csv. */
export function manifestFileName(manifest: Pick<Manifest, 'tour' | 'departure'>): string {
  return `manifest-${manifest.tour.slug}-${manifest.departure.startDate}.csv`;
}
