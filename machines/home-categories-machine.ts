import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { Category, TourCard, ToursByCategoryResponse } from '../contract/tours';

/** What the home page needs from GET /api/get-tours-by-category, plus the card images picked per load. */
export interface HomeCategoriesData extends ToursByCategoryResponse {
  /** Category id -> the image its card shows, or null for the 'No Image' placeholder. */
  cardImages: Record<string, string | null>;
}

export interface HomeCategoriesContext {
  /** SPEC 4: starts as 'treks', becomes the first category's id once the data loads. */
  selectedCategoryId: string;
  categories: Category[];
  /** Category id -> its tours. */
  tours: Record<string, TourCard[]>;
  cardImages: Record<string, string | null>;
  /** The last load failure, kept for the log and for tests. */
  error: unknown;
}

export type HomeCategoriesEvent =
  { type: 'category.select'; categoryId: string } | { type: 'categories.retry' };

/** SPEC 3: a placeholder image address pointing at a local storage path counts as missing. */
export function isUsableImage(address: string | null | undefined): address is string {
  if (!address || address.trim() === '') return false;
  return !/^(?:[a-z]+:\/\/[^/]+)?\/?storage\//i.test(address.trim());
}

/**
 * SPEC 9: a category card shows a random tour image from that category, else the category's
 * own image, else a 'No Image' placeholder (null). `random` is Math.random in the app and a
 * fixed function in tests, so one load always shows the same pictures.
 */
export function pickCardImages(
  data: ToursByCategoryResponse,
  random: () => number,
): Record<string, string | null> {
  const images: Record<string, string | null> = {};
  for (const category of data.categories) {
    const id = String(category.id);
    const tourImages = (data.tours[id] ?? []).map((tour) => tour.thumbnail).filter(isUsableImage);
    if (tourImages.length > 0) {
      const at = Math.min(tourImages.length - 1, Math.floor(random() * tourImages.length));
      images[id] = tourImages[at]!;
    } else {
      images[id] = isUsableImage(category.image) ? category.image : null;
    }
  }
  return images;
}

/**
 * The home page's 'Explore Our Tour Categories' section (SPEC 2, 4, 8). The data is fetched
 * once; the loading flag (tag `loading`) stays up on failure, where the error is logged as
 * 'Failed to fetch tour data' and a retry may load it again.
 */
export const homeCategoriesMachine = setup({
  types: {
    context: {} as HomeCategoriesContext,
    events: {} as HomeCategoriesEvent,
  },
  actors: {
    fetchToursByCategory: fromPromise<HomeCategoriesData>(() =>
      Promise.reject(new Error('fetchToursByCategory: provide via machine.provide')),
    ),
  },
  actions: {
    assignData: assign((_, params: HomeCategoriesData) => ({
      categories: params.categories,
      tours: params.tours,
      cardImages: params.cardImages,
      error: null,
    })),
    selectFirstCategory: assign(({ context }) => ({
      selectedCategoryId:
        context.categories.length > 0
          ? String(context.categories[0]!.id)
          : context.selectedCategoryId,
    })),
    selectCategory: assign((_, params: { categoryId: string }) => ({
      selectedCategoryId: params.categoryId,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    /** Supplied by the app: console.error('Failed to fetch tour data', error) (SPEC 8). */
    logFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isKnownCategory: ({ context }, params: { categoryId: string }) =>
      context.categories.some((category) => String(category.id) === params.categoryId),
  },
}).createMachine({
  id: 'homeCategories',
  description:
    "The home page's 'Explore Our Tour Categories' section: categories and their tours in one load, a selected category, retry after a failure.",
  context: {
    selectedCategoryId: 'treks',
    categories: [],
    tours: {},
    cardImages: {},
    error: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchToursByCategory',
        src: 'fetchToursByCategory',
        onDone: {
          target: 'loaded',
          actions: [
            { type: 'assignData', params: ({ event }) => event.output },
            'selectFirstCategory',
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    failed: {
      description:
        'SPEC 8: nothing is shown and the loading flag stays true; the error is only logged. A retry loads again.',
      tags: ['loading', 'error'],
      on: { 'categories.retry': 'loading' },
    },
    loaded: {
      on: {
        'category.select': {
          guard: { type: 'isKnownCategory', params: ({ event }) => event },
          actions: { type: 'selectCategory', params: ({ event }) => event },
        },
      },
    },
  },
});

export type HomeCategoriesActorRef = ActorRefFrom<typeof homeCategoriesMachine>;
