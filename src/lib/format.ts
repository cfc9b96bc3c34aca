/** Made on first use: each Intl formatter costs main-thread time a first visit may not need. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const usd = once(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }),
);
const usdCents = once(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** Whole dollars for prices on cards: $1,299. */
export function formatPrice(amount: number): string {
  return usd().format(amount);
}

/** Two decimals for totals (SPEC 9): $1,398.00. */
export function formatMoney(amount: number): string {
  return usdCents().format(amount);
}

const longDate = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }),
);

/**
 * US long format (SPEC 9): 'June 15, 2023'. Accepts yyyy-mm-dd (a calendar date, read in local
 * time), another ISO string, or a Date. Intl rather than date-fns: prices and dates share this
 * module, and the home page's first download has no room for a date library.
 */
export function formatLongDate(value: string | Date): string {
  if (typeof value !== 'string') return longDate().format(value);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return longDate().format(
    day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value),
  );
}

export function pluralDays(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
