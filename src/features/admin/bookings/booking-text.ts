import type { AdminBookingSort, SortDirection } from '../../../../contract/admin-bookings';

/** Booking statuses as the badges colour them: Confirmed green, Cancelled red, Expired grey. */
export const BOOKING_STATUS_PALETTE: Record<string, string> = {
  Confirmed: 'green',
  Cancelled: 'red',
  Expired: 'gray',
};

/** The sort select's choices, `sort-dir`; the first is the server's default. */
export const SORT_CHOICES: ReadonlyArray<{
  sort: AdminBookingSort;
  dir: SortDirection;
  label: string;
}> = [
  { sort: 'created', dir: 'desc', label: 'Newest bookings first' },
  { sort: 'created', dir: 'asc', label: 'Oldest bookings first' },
  { sort: 'start', dir: 'asc', label: 'Start date (soonest first)' },
  { sort: 'start', dir: 'desc', label: 'Start date (latest first)' },
  { sort: 'total', dir: 'desc', label: 'Total (highest first)' },
  { sort: 'total', dir: 'asc', label: 'Total (lowest first)' },
  { sort: 'name', dir: 'asc', label: 'Name (A-Z)' },
  { sort: 'name', dir: 'desc', label: 'Name (Z-A)' },
];

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Jun 15, 2025, 2:05 PM', on the admin's clock. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** '1 traveller', '3 travellers'. */
export function travellersText(count: number): string {
  return `${count} ${count === 1 ? 'traveller' : 'travellers'}`;
}
