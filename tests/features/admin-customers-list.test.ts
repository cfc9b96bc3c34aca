import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  countryOptions,
  isNarrowed,
  selectedCountry,
  sortedColumn,
} from '../../src/features/admin/customers/customer-list';
import { csvCell } from '../../contract/csv';
import { customersCsvFileName, customersToCsv } from '../../server/admin-data/customers';
import {
  customerListQuery,
  customersSearchSchema,
} from '../../src/features/admin/customers/customers-search';
import { customer } from '../machines/admin-customers-fixture';

/** The server's list of countries (as typed by the customers). */
const COUNTRIES = ['Italy', 'pakistan', 'Pakistan'];

describe('customer list helpers', () => {
  it('offers each country once (capitalised if any spelling is), A-Z, plus the one in the URL', () => {
    expect(countryOptions(COUNTRIES)).toEqual(['Italy', 'Pakistan']);
    expect(countryOptions(COUNTRIES, 'Germany')).toEqual(['Germany', 'Italy', 'Pakistan']);
    expect(countryOptions(COUNTRIES, 'ITALY')).toEqual(['Italy', 'Pakistan']);
    expect(selectedCountry(['Italy', 'Pakistan'], 'pakistan')).toBe('Pakistan');
    expect(selectedCountry(['Italy'], undefined)).toBeUndefined();
  });

  it('counts the filters that are set and tells when the list is narrowed', () => {
    expect(activeFilterCount({ status: 'Active', country: 'Italy', q: 'x' })).toBe(2);
    expect(isNarrowed({ sort: 'name-asc' })).toBe(false);
    expect(isNarrowed({ q: 'x' })).toBe(true);
  });

  it('names the sorted column for aria-sort', () => {
    expect(sortedColumn('spent-desc')).toEqual({ column: 'totalSpent', order: 'descending' });
    expect(sortedColumn('name-asc')).toEqual({ column: 'name', order: 'ascending' });
    expect(sortedColumn(undefined)).toBeNull();
  });
});

describe('customer URL search', () => {
  it('keeps valid values and drops the rest to the defaults', () => {
    expect(
      customersSearchSchema.parse({
        q: ' khan ',
        status: 'Inactive',
        country: 'Italy',
        sort: 'last-asc',
        page: 3,
      }),
    ).toEqual({ q: 'khan', status: 'Inactive', country: 'Italy', sort: 'last-asc', page: 3 });
    expect(
      customersSearchSchema.parse({
        q: '',
        status: 'Banned',
        country: ' ',
        sort: 'age',
        page: 0,
      }),
    ).toEqual({
      q: undefined,
      status: undefined,
      country: undefined,
      sort: undefined,
      page: undefined,
    });
    expect(customersSearchSchema.parse({ q: 2024 })).toMatchObject({ q: '2024' });
  });

  it('asks the server for exactly the choices in the URL', () => {
    expect(customerListQuery({ q: 'khan', country: 'Italy', page: 2 })).toEqual({
      q: 'khan',
      status: undefined,
      country: 'Italy',
      sort: undefined,
      page: 2,
    });
  });
});

describe('customer CSV export (server)', () => {
  it('quotes fields with commas, quotes or line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Smith, Jr.')).toBe('"Smith, Jr."');
    expect(csvCell('Oliver "Ollie"')).toBe('"Oliver ""Ollie"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('')).toBe('');
  });

  it('neutralises cells a spreadsheet would run as a formula with a leading quote', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell('+92 300 1234567')).toBe("'+92 300 1234567");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes a header row and one row per customer, in the order given, CRLF', () => {
    const csv = customersToCsv([
      customer({
        name: 'Oliver "Ollie" Smith, Jr.',
        email: 'o@example.co.uk',
        phone: null,
        country: '=cmd|calc',
        bookings: 3,
        lastBooking: '2025-06-20T08:00:00.000Z',
        totalSpent: 1397.5,
        status: 'Inactive',
        joinedAt: '2024-01-15T09:30:00.000Z',
      }),
      customer({ lastBooking: null, totalSpent: 0 }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Name,Email,Phone,Country,Bookings,Last Booking,Total Spent,Status,Joined',
      `"Oliver ""Ollie"" Smith, Jr.",o@example.co.uk,,'=cmd|calc,3,2025-06-20,1397.50,Inactive,2024-01-15`,
      "Ayesha Khan,ayesha@example.com,'+92 300 1234567,Pakistan,2,,0.00,Active,2024-01-15",
      '',
    ]);
  });

  it('an empty list is the header alone', () => {
    expect(customersToCsv([])).toBe(
      'Name,Email,Phone,Country,Bookings,Last Booking,Total Spent,Status,Joined\r\n',
    );
  });

  it("names the file customers-YYYY-MM-DD.csv on the server's calendar (UTC)", () => {
    expect(customersCsvFileName(new Date('2025-01-05T23:59:00Z'))).toBe('customers-2025-01-05.csv');
  });
});
