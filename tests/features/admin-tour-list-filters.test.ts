import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  applyTourListSearch,
  isNarrowed,
  matchesQuery,
  withoutDefaults,
} from '../../src/features/admin/tours/tour-list-filters';
import { adminTourSearchSchema } from '../../src/features/admin/tours/tour-list-search';
import { adminTour } from '../machines/admin-tour-list-fixture';

const k2 = adminTour();
const fairy = adminTour({
  id: 2,
  title: 'Fairy Meadows Trek',
  location: 'Diamer',
  status: 'Draft',
  difficulty: 'Moderate',
  price: 649,
});
const deosai = adminTour({
  id: 3,
  title: 'deosai Plains Safari',
  location: 'Deosai National Park',
  status: 'Inactive',
  difficulty: 'Easy',
  price: 499,
});
const hunza = adminTour({
  id: 4,
  title: 'Hunza Valley Cultural Tour',
  location: 'Hunza Valley',
  difficulty: 'Easy',
  price: 649,
});
const ALL = [k2, fairy, deosai, hunza];
const ids = (tours: { id: number }[]) => tours.map((t) => t.id);

describe('admin tour list: search', () => {
  it('matches the trimmed query on title or location, ignoring case', () => {
    expect(matchesQuery(k2, '  k2 ')).toBe(true);
    expect(matchesQuery(k2, 'SKARDU')).toBe(true);
    expect(matchesQuery(k2, 'glacier')).toBe(false);
    expect(matchesQuery(k2, '')).toBe(true);
    expect(matchesQuery(k2, undefined)).toBe(true);
  });

  it('does not search other fields (difficulty, status)', () => {
    expect(ids(applyTourListSearch(ALL, { q: 'challenging' }))).toEqual([]);
    expect(ids(applyTourListSearch(ALL, { q: 'draft' }))).toEqual([]);
  });
});

describe('admin tour list: filter and sort', () => {
  it('shows every tour, newest (highest id) first, by default', () => {
    expect(ids(applyTourListSearch(ALL, {}))).toEqual([4, 3, 2, 1]);
  });

  it('filters by status and by difficulty, together with the search', () => {
    expect(ids(applyTourListSearch(ALL, { status: 'Active' }))).toEqual([4, 1]);
    expect(ids(applyTourListSearch(ALL, { status: 'Draft' }))).toEqual([2]);
    expect(ids(applyTourListSearch(ALL, { difficulty: 'Easy' }))).toEqual([4, 3]);
    expect(ids(applyTourListSearch(ALL, { difficulty: 'Easy', status: 'Inactive' }))).toEqual([3]);
    expect(ids(applyTourListSearch(ALL, { q: 'valley', difficulty: 'Easy' }))).toEqual([4]);
    expect(ids(applyTourListSearch(ALL, { q: 'k2', status: 'Draft' }))).toEqual([]);
  });

  it('sorts by title (case-insensitive) and by price both ways, ties by title', () => {
    expect(ids(applyTourListSearch(ALL, { sort: 'title' }))).toEqual([3, 2, 4, 1]);
    expect(ids(applyTourListSearch(ALL, { sort: 'price-asc' }))).toEqual([3, 2, 4, 1]);
    expect(ids(applyTourListSearch(ALL, { sort: 'price-desc' }))).toEqual([1, 2, 4, 3]);
  });

  it('never reorders the loaded list itself', () => {
    const loaded = [...ALL];
    applyTourListSearch(loaded, { sort: 'price-desc' });
    expect(loaded).toEqual(ALL);
  });

  it('counts the panel filters and knows when the list is narrowed', () => {
    expect(activeFilterCount({ status: 'Draft', difficulty: 'Easy', q: 'x' })).toBe(2);
    expect(isNarrowed({ sort: 'title' })).toBe(false);
    expect(isNarrowed({ q: '  ' })).toBe(false);
    expect(isNarrowed({ q: 'k2' })).toBe(true);
    expect(isNarrowed({ difficulty: 'Easy' })).toBe(true);
  });
});

describe('admin tour list: URL search', () => {
  it('keeps defaults out of the URL', () => {
    expect(withoutDefaults({ q: '', status: 'all', difficulty: 'Easy', sort: 'newest' })).toEqual({
      q: undefined,
      status: undefined,
      difficulty: 'Easy',
      sort: undefined,
    });
    expect(withoutDefaults({ sort: 'price-asc' })).toEqual({ sort: 'price-asc' });
  });

  it('validates the search: unknown values become the default, a numeric query is text', () => {
    expect(
      adminTourSearchSchema.parse({
        q: 2024,
        status: 'Archived',
        difficulty: 'Easy',
        sort: 'random',
      }),
    ).toEqual({ q: '2024', status: undefined, difficulty: 'Easy', sort: undefined });
    expect(adminTourSearchSchema.parse({})).toEqual({});
    expect(adminTourSearchSchema.parse({ status: 'Draft', sort: 'title' })).toEqual({
      status: 'Draft',
      sort: 'title',
    });
  });
});
