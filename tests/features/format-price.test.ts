import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/lib/format';

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
