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

/** 1234567 -> '1,234,567' for a whole number below 2^53 (String() writes no exponent there). */
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The minus Intl writes before a negative number, -0 included. */
const minus = (n: number) => (n < 0 || Object.is(n, -0) ? '-' : '');

/**
 * Whole dollars for prices on cards: $1,299, as Intl's en-US currency format writes them
 * (rounded half away from zero, a minus before the sign). Written out rather than through
 * Intl: the home page shows prices and nothing else Intl formats, and the first Intl formatter
 * of a page costs 20-30 ms of main thread while the page is being adopted (issue 16).
 */
export function formatPrice(amount: number): string {
  // Beyond 2^53 String() may write an exponent; Intl knows those.
  if (!(Math.abs(amount) < 2 ** 53)) return wholeUsd().format(amount);
  return `${minus(amount)}$${grouped(Math.round(Math.abs(amount)))}`;
}

const enCount = once(() => new Intl.NumberFormat('en-US'));

/** A count with thousands separators, as en-US writes it: 2,208 (written out, as prices are). */
export function formatCount(count: number): string {
  if (!Number.isInteger(count) || !(Math.abs(count) < 2 ** 53)) return enCount().format(count);
  return `${minus(count)}${grouped(Math.abs(count))}`;
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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * US long format (SPEC 9): 'June 15, 2023', as Intl's en-US long date writes it. Accepts
 * yyyy-mm-dd (a calendar date, read in local time), another ISO string, or a Date. Written out
 * for the years a booking can have: the first Intl date formatter of a page costs 15-20 ms of
 * main thread while a tour's page is being adopted (issue 16); Intl keeps the rest (eras,
 * invalid dates, which it refuses).
 */
export function formatLongDate(value: string | Date): string {
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date =
    typeof value !== 'string'
      ? value
      : day
        ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
        : new Date(value);
  const year = date.getFullYear();
  if (!(year >= 1 && year <= 9999)) return longDate().format(date);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${year}`;
}

/** '1 Tour', '2 Tours', '0 Tours': the count with its noun in English's one/other form. */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count} ${count === 1 ? one : other}`;
}

export function pluralDays(days: number): string {
  return countOf(days, 'day');
}
