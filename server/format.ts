/*
 * Money and dates as the site shows them (src/lib/format.ts: '$1,398.00', 'June 15, 2023'), for
 * what the server writes itself: e-mails, the itinerary PDF, the admin history. The server never
 * imports src/; dates are calendar days read in UTC, the server's "today".
 */

const usdCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** Dollars with cents: $1,398.00. */
export function money(dollars: number): string {
  return usdCents.format(dollars);
}

/** A calendar day (yyyy-mm-dd) or an ISO timestamp as 'June 15, 2023'. */
export function longDay(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return longDate.format(
    day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value),
  );
}

/** An ISO timestamp as 'June 1, 2026 at 3:00 PM UTC' (when a transfer's hold ends). */
export function longDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function travellersText(count: number): string {
  return `${count} ${count === 1 ? 'traveler' : 'travelers'}`;
}

/** Text a visitor typed, made safe for a subject line: one line, collapsed spaces, at most `max`. */
export function oneLine(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
