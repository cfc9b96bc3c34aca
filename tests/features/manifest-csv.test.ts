import { describe, expect, it } from 'vitest';
import {
  manifestFileName,
  manifestRows,
  manifestToCsv,
} from '../../src/features/admin/departures/manifest-csv';
import { manifest, manifestBooking } from '../components/departures-fixtures';

describe('manifest CSV', () => {
  it('has a header and one row per travelling booking with every listed column', () => {
    const rows = manifestRows(manifest());
    expect(rows).toEqual([
      [
        'Reference',
        'Lead traveller',
        'Travellers',
        'Phone',
        'Email',
        'Country',
        'Add-ons',
        'Special requests',
        'Payment',
        'Total',
        'Paid',
        'Balance',
      ],
      [
        'BILAL001',
        'Bilal Khan',
        '3',
        '+44 7700 900123',
        'bilal@example.co.uk',
        'United Kingdom',
        '',
        '',
        'Awaiting transfer',
        '3000.00',
        '0.00',
        '3000.00',
      ],
      [
        'SARA2026',
        'Sara Ahmed',
        '2',
        '+92 333 5550101',
        'sara@example.com',
        'Pakistan',
        'Travel Insurance; Trekking Gear Rental',
        'Vegetarian meals',
        'Balance due',
        '2248.00',
        '449.60',
        '1798.40',
      ],
    ]);
  });

  it('leaves the cancelled and expired bookings out (they do not travel)', () => {
    const csv = manifestToCsv(manifest());
    expect(csv).not.toContain('CHEN0001');
    expect(csv.split('\r\n')).toHaveLength(4);
  });

  it('escapes quotes, commas and line breaks, and neutralises formulas', () => {
    const csv = manifestToCsv({
      bookings: [
        manifestBooking({
          leadTraveller: '=HYPERLINK("http://evil","x")',
          specialRequests: 'Late arrival, "window seat"\nno nuts',
          country: '@SUM(1)',
        }),
      ],
    });
    const line = csv.split('\r\n')[1]!;
    expect(line).toContain('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(line).toContain(",'@SUM(1),");
    expect(csv).toContain('"Late arrival, ""window seat""\nno nuts"');
    // A phone number's leading + would read as a formula too.
    expect(line).toContain(",'+92 333 5550101,");
  });

  it('is named after the tour and the start date', () => {
    expect(manifestFileName(manifest())).toBe('manifest-k2-base-camp-2026-06-15.csv');
  });
});
