import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatLongDate, formatPrice } from '../../src/lib/format';

/** What prices looked like when Intl wrote them (SPEC: '$1,299'); formatPrice must match it. */
const intl = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

describe('formatPrice', () => {
  it('writes whole dollars with thousands separators', () => {
    expect(formatPrice(1299)).toBe('$1,299');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(999.5)).toBe('$1,000');
    expect(formatPrice(1234567)).toBe('$1,234,567');
    expect(formatPrice(-2.5)).toBe('-$3');
  });

  it('agrees with Intl en-US for any amount, fractions, signs and edge values included', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -10_000_000, max: 10_000_000 }),
          fc.double({ min: -1e12, max: 1e12, noNaN: true }),
          fc.integer({ min: -20_000, max: 20_000 }).map((n) => n / 2),
          fc.constantFrom(-0, 0.5, -0.5, 2 ** 53, -(2 ** 53), Infinity, -Infinity, NaN),
        ),
        (amount) => {
          expect(formatPrice(amount)).toBe(intl.format(amount));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

/** How dates and counts looked when Intl wrote them (SPEC 9: 'June 15, 2023'). */
const intlLongDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const intlCount = new Intl.NumberFormat('en-US');

describe('formatLongDate', () => {
  it('writes the US long format', () => {
    expect(formatLongDate('2023-06-15')).toBe('June 15, 2023');
    expect(formatLongDate(new Date(2026, 11, 31, 23, 59))).toBe('December 31, 2026');
  });

  it('agrees with Intl en-US for any date, calendar day or ISO string', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(-300, 0, 1), max: new Date(12_000, 0, 1), noInvalidDate: true }),
        (date) => {
          const day = `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
          expect(formatLongDate(date)).toBe(intlLongDate.format(date));
          expect(formatLongDate(date.toISOString())).toBe(intlLongDate.format(date));
          if (date.getFullYear() >= 1000 && date.getFullYear() <= 9999) {
            expect(formatLongDate(day)).toBe(intlLongDate.format(date));
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => formatLongDate('not a date')).toThrow(RangeError);
  });
});

describe('formatCount', () => {
  it('agrees with Intl en-US for any number', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -10_000_000, max: 10_000_000 }),
          fc.double({ noNaN: false }),
          fc.constantFrom(0, -0, 2 ** 53, 2 ** 53 - 1, Infinity, NaN),
        ),
        (count) => {
          expect(formatCount(count)).toBe(intlCount.format(count));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
