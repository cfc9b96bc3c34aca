import {
  DAY_DURATION_BUCKETS,
  EXPEDITION_DURATION_BUCKETS,
  SPEC_DIFFICULTIES,
  catalogueSearchSchema,
  type FilterOptions,
} from './catalogue-search';

/**
 * What differs between the three catalogue pages; one set of components renders them all.
 * Routes read this module for their head and search schema, so it stays free of the API layer
 * (that would pull it into the first download); the fetch lives in catalogue.logic.ts.
 */
export interface CataloguePage {
  /** Whose tours it lists: one category's (its slug), or every Active tour (null). */
  category: string | null;
  /** The h1, quoted from SPEC 2. */
  title: string;
  /** Document title and meta description. */
  headTitle: string;
  description: string;
  /** SPEC 8: the empty-result text. */
  emptyTitle: string;
  /** Singular and plural for the result count ('3 treks'). */
  noun: [string, string];
  filters: FilterOptions;
}

/**
 * Expeditions run Challenging and Extreme, so the pages that list them (this one and /tours)
 * offer every difficulty the contract knows (DIFFICULTIES), spelled out here: importing
 * contract/tours would pull its zod schemas into the first download with this module. Treks
 * keep SPEC 9's three (no trek is Extreme).
 */
const ALL_DIFFICULTIES = [...SPEC_DIFFICULTIES, 'Extreme'] as const;

const trekFilters: FilterOptions = {
  durations: DAY_DURATION_BUCKETS,
  difficulties: SPEC_DIFFICULTIES,
};

export const ALL_TOURS_PAGE: CataloguePage = {
  category: null,
  title: 'Discover Our Tours & Treks',
  headTitle: 'Discover Our Tours & Treks | Karakoram Trails',
  description:
    'Browse every trek, expedition and cultural tour we run in Skardu and Gilgit-Baltistan: search and filter by price, duration and difficulty.',
  emptyTitle: 'No tours found',
  noun: ['tour', 'tours'],
  filters: { durations: DAY_DURATION_BUCKETS, difficulties: ALL_DIFFICULTIES },
};

export const TREK_PAGE: CataloguePage = {
  category: 'treks',
  title: 'Trekking Tours',
  headTitle: 'Trekking Tours | Karakoram Trails',
  description:
    'Guided treks in the Karakoram: K2 Base Camp, Baltoro Glacier, Fairy Meadows and more, filtered by price, duration and difficulty.',
  emptyTitle: 'No trek tours found',
  noun: ['trek', 'treks'],
  filters: trekFilters,
};

export const EXPEDITION_PAGE: CataloguePage = {
  category: 'expeditions',
  title: 'Mountain Expeditions',
  headTitle: 'Mountain Expeditions | Karakoram Trails',
  description:
    'Fully supported climbing expeditions on 6,000 m to 8,000 m peaks of the Karakoram, filtered by price, duration and difficulty.',
  emptyTitle: 'No expeditions found',
  noun: ['expedition', 'expeditions'],
  filters: { durations: EXPEDITION_DURATION_BUCKETS, difficulties: ALL_DIFFICULTIES },
};

/** The URL schemas, passed straight to each route's `validateSearch`. */
export const allToursSearchSchema = catalogueSearchSchema(ALL_TOURS_PAGE.filters);
export const trekSearchSchema = catalogueSearchSchema(TREK_PAGE.filters);
export const expeditionSearchSchema = catalogueSearchSchema(EXPEDITION_PAGE.filters);
