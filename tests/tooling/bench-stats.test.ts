import { describe, expect, it } from 'vitest';
import { formatBytes, formatMs, formatTable, median, percentile } from '../../scripts/bench/stats';

/** The pure helpers of `npm run bench` (scripts/bench/stats.ts). */
describe('bench statistics', () => {
  it('median of odd and even counts, NaN for none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('p95 by nearest rank, whatever the order', () => {
    const samples = Array.from({ length: 20 }, (_, i) => 20 - i); // 20..1
    expect(percentile(samples, 95)).toBe(19);
    expect(percentile(samples, 100)).toBe(20);
    expect(percentile(samples, 50)).toBe(10);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });

  it('formats milliseconds and sizes', () => {
    expect(formatMs(1.234)).toBe('1.2');
    expect(formatMs(3210.7)).toBe('3211');
    expect(formatMs(Number.NaN)).toBe('-');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(3_456)).toBe('3.5 kB');
    expect(formatBytes(11_900_000)).toBe('11.90 MB');
  });

  it('prints a table with a rule, names left and numbers right', () => {
    expect(
      formatTable(
        ['endpoint', 'ms'],
        [
          ['GET /a', '1.5'],
          ['GET /longer', '12.0'],
        ],
      ),
    ).toBe(
      ['endpoint       ms', '-----------  ----', 'GET /a        1.5', 'GET /longer  12.0'].join(
        '\n',
      ),
    );
  });
});
