import { format, parseISO } from 'date-fns';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const usdCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Whole dollars for prices on cards: $1,299. */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}

/** Two decimals for totals (SPEC 9): $1,398.00. */
export function formatMoney(amount: number): string {
  return usdCents.format(amount);
}

/** US long format (SPEC 9): 'June 15, 2023'. Accepts yyyy-mm-dd or a Date. */
export function formatLongDate(value: string | Date): string {
  return format(typeof value === 'string' ? parseISO(value) : value, 'MMMM d, yyyy');
}

export function pluralDays(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
