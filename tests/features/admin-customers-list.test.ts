import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  countryOptions,
  filterCustomers,
  isNarrowed,
  matchesSearch,
  selectedCountry,
  sortCustomers,
  sortedColumn,
  visibleCustomers,
} from '../../src/features/admin/customers/customer-list';
import { csvCell } from '../../contract/csv';
import { csvFileName, customersToCsv } from '../../src/features/admin/customers/customers-csv';
import { customersSearchSchema } from '../../src/features/admin/customers/customers-search';
import { customer, CUSTOMERS } from '../machines/admin-customers-fixture';

const names = (list: ReadonlyArray<{ name: string }>) => list.map((c) => c.name);

describe('customer search, filter and sort', () => {
  it("'Search customers...' matches name, e-mail or country, in any case, trimmed", () => {
    const c = customer({ name: 'Ayesha Khan', email: 'ak@mail.pk', country: 'Pakistan' });
    expect(matchesSearch(c, '  ayesha ')).toBe(true);
    expect(matchesSearch(c, 'MAIL.PK')).toBe(true);
    expect(matchesSearch(c, 'pakis')).toBe(true);
    expect(matchesSearch(c, 'italy')).toBe(false);
    expect(matchesSearch(c, '')).toBe(true);
    expect(matchesSearch(customer({ country: null }), 'null')).toBe(false);
  });

  it('filters by status and by the whole country in any case', () => {
    expect(names(filterCustomers(CUSTOMERS, { status: 'Inactive' }))).toEqual(['Bilal Ahmed']);
    expect(names(filterCustomers(CUSTOMERS, { country: 'PAKISTAN' }))).toEqual([
      'Bilal Ahmed',
      'Ayesha Khan',
    ]);
    expect(names(filterCustomers(CUSTOMERS, { country: 'Pak' }))).toEqual([]);
    expect(
      names(filterCustomers(CUSTOMERS, { q: 'example', status: 'Active', country: 'pakistan' })),
    ).toEqual(['Ayesha Khan']);
  });

  it('keeps the server order (newest accounts) without a sort and never reorders the input', () => {
    const input = [...CUSTOMERS];
    expect(names(sortCustomers(input, undefined))).toEqual(names(CUSTOMERS));
    sortCustomers(input, 'name-asc');
    expect(input).toEqual(CUSTOMERS);
  });

  it('sorts by name, total spent and bookings either way, ties by name', () => {
    expect(names(sortCustomers(CUSTOMERS, 'name-asc'))).toEqual([
      'Ayesha Khan',
      'Bilal Ahmed',
      'Marco Rossi',
    ]);
    expect(names(sortCustomers(CUSTOMERS, 'name-desc'))).toEqual([
      'Marco Rossi',
      'Bilal Ahmed',
      'Ayesha Khan',
    ]);
    expect(names(sortCustomers(CUSTOMERS, 'spent-desc'))).toEqual([
      'Ayesha Khan',
      'Marco Rossi',
      'Bilal Ahmed',
    ]);
    expect(names(sortCustomers(CUSTOMERS, 'spent-asc'))).toEqual([
      'Bilal Ahmed',
      'Marco Rossi',
      'Ayesha Khan',
    ]);
    expect(names(sortCustomers(CUSTOMERS, 'bookings-desc'))).toEqual([
      'Ayesha Khan',
      'Marco Rossi',
      'Bilal Ahmed',
    ]);
    const tie = [
      customer({ id: 5, name: 'zed', bookings: 1 }),
      customer({ id: 6, name: 'Amy', bookings: 1 }),
    ];
    expect(names(sortCustomers(tie, 'bookings-asc'))).toEqual(['Amy', 'zed']);
  });

  it('sorts by last booking either way, customers who never booked last', () => {
    expect(names(sortCustomers(CUSTOMERS, 'last-desc'))).toEqual([
      'Marco Rossi',
      'Ayesha Khan',
      'Bilal Ahmed',
    ]);
    expect(names(sortCustomers(CUSTOMERS, 'last-asc'))).toEqual([
      'Ayesha Khan',
      'Marco Rossi',
      'Bilal Ahmed',
    ]);
  });

  it('visibleCustomers filters, then sorts', () => {
    expect(names(visibleCustomers(CUSTOMERS, { status: 'Active', sort: 'name-desc' }))).toEqual([
      'Marco Rossi',
      'Ayesha Khan',
    ]);
  });

  it('offers each country once (capitalised if any spelling is), A-Z, plus the one in the URL', () => {
    expect(countryOptions(CUSTOMERS)).toEqual(['Italy', 'Pakistan']);
    expect(countryOptions(CUSTOMERS, 'Germany')).toEqual(['Germany', 'Italy', 'Pakistan']);
    expect(countryOptions(CUSTOMERS, 'ITALY')).toEqual(['Italy', 'Pakistan']);
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
      }),
    ).toEqual({ q: 'khan', status: 'Inactive', country: 'Italy', sort: 'last-asc' });
    expect(
      customersSearchSchema.parse({ q: '', status: 'Banned', country: ' ', sort: 'age' }),
    ).toEqual({ q: undefined, status: undefined, country: undefined, sort: undefined });
    expect(customersSearchSchema.parse({ q: 2024 })).toMatchObject({ q: '2024' });
  });
});

describe('customer CSV export', () => {
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

  it('names the file customers-YYYY-MM-DD.csv on the local calendar', () => {
    expect(csvFileName(new Date(2025, 0, 5, 23, 59))).toBe('customers-2025-01-05.csv');
  });
});
