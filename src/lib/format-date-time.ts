/*
 * Kept out of src/lib/format.ts, which is part of every page's first download: only the admin
 * pages show times.
 */
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'June 15, 2025 at 2:05 PM', on the admin's clock. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
