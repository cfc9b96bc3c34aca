/** Made on first use: each Intl formatter costs main-thread time a first visit may not need. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const wholeUsd = once(
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

/**
 * Whole dollars for prices on cards: $1,299, as Intl's en-US currency format writes them
 * (rounded half away from zero, a minus before the sign). Written out rather than through
 * Intl: the home page shows prices and nothing else Intl formats, and the first Intl formatter
 * of a page costs 20-30 ms of main thread while the page is being adopted (issue 16).
 */
export function formatPrice(amount: number): string {
  // Beyond 2^53 String() may write an exponent; Intl knows those.
  if (!(Math.abs(amount) < 2 ** 53)) return wholeUsd().format(amount);
  const grouped = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}$${grouped}`;
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
