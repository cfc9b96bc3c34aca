import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  adminTourListQuery,
  isNarrowed,
  withoutDefaults,
} from '../../src/features/admin/tours/tour-list-filters';
import { adminTourSearchSchema } from '../../src/features/admin/tours/tour-list-search';

/* Search, filters and sort are applied by the server (tests/server/admin-tours-paging.test.ts). */

describe('admin tour list: what the server is asked for', () => {
  it('passes the URL choices and page on, a blank search left out', () => {
    expect(adminTourListQuery({})).toEqual({});
    expect(
      adminTourListQuery({
        q: '  k2 ',
        status: 'Draft',
        difficulty: 'Easy',
        sort: 'price-asc',
        page: 2,
      }),
    ).toEqual({ q: 'k2', status: 'Draft', difficulty: 'Easy', sort: 'price-asc', page: 2 });
    expect(adminTourListQuery({ q: '   ' }).q).toBeUndefined();
  });

  it('counts the panel filters and knows when the list is narrowed', () => {
    expect(activeFilterCount({ status: 'Draft', difficulty: 'Easy', q: 'x' })).toBe(2);
    expect(isNarrowed({ sort: 'title' })).toBe(false);
    expect(isNarrowed({ q: '  ' })).toBe(false);
    expect(isNarrowed({ q: 'k2' })).toBe(true);
    expect(isNarrowed({ difficulty: 'Easy' })).toBe(true);
    expect(isNarrowed({ page: 3 })).toBe(false);
  });
});

describe('admin tour list: URL search', () => {
  it('keeps defaults out of the URL; another choice starts again at page 1', () => {
    expect(withoutDefaults({ q: '', status: 'all', difficulty: 'Easy', sort: 'newest' })).toEqual({
      q: undefined,
      status: undefined,
      difficulty: 'Easy',
      sort: undefined,
      page: undefined,
    });
    expect(withoutDefaults({ sort: 'price-asc' })).toEqual({ sort: 'price-asc', page: undefined });
  });

  it('validates the search: unknown values become the default, a numeric query is text', () => {
    expect(
      adminTourSearchSchema.parse({
        q: 2024,
        status: 'Archived',
        difficulty: 'Easy',
        sort: 'random',
        page: 0,
      }),
    ).toEqual({
      q: '2024',
      status: undefined,
      difficulty: 'Easy',
      sort: undefined,
      page: undefined,
    });
    expect(adminTourSearchSchema.parse({})).toEqual({});
    expect(adminTourSearchSchema.parse({ status: 'Draft', sort: 'title', page: 2 })).toEqual({
      status: 'Draft',
      sort: 'title',
      page: 2,
    });
  });
});
