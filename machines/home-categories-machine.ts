import { assign, fromCallback, setup, type ActorRefFrom } from 'xstate';
import type { ToursByCategoryResponse } from '../contract/tours';
import { loadMachineOf, type LoadActorRef } from './load-machine';

/** What the home page needs from GET /api/get-tours-by-category, plus the card images picked per load. */
export interface HomeCategoriesData extends ToursByCategoryResponse {
  /** Category id -> the image its card shows, or null for the 'No Image' placeholder. */
  cardImages: Record<string, string | null>;
}

/** Before the first load: no categories, no tours. */
const NO_CATEGORIES: HomeCategoriesData = { categories: [], tours: {}, cardImages: {} };

export type CategoriesLoadActorRef = LoadActorRef<HomeCategoriesData>;

export interface HomeCategoriesContext {
  /** The section's data: the generic loader (machines/load-machine.ts), spawned here. */
  loader: CategoriesLoadActorRef;
  /** The ids of the loaded categories: a selection is one of them. */
  categoryIds: string[];
  /** SPEC 4: starts as 'treks', becomes the first category's id once the data loads. */
  selectedCategoryId: string;
}

export type HomeCategoriesEvent =
  | { type: 'category.select'; categoryId: string }
  /** From `watchCategories`: a load succeeded with these categories. */
  | { type: 'categories.loaded'; categoryIds: string[] };

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
 * Follows the loader from inside the statechart: `categories.loaded` each time a load succeeds.
 * Not I/O (it only listens to another actor), so it is the real implementation.
 */
const watchCategories = fromCallback<HomeCategoriesEvent, { loader: CategoriesLoadActorRef }>(
  ({ input, sendBack }) => {
    const subscription = input.loader.on('data.loaded', ({ data }) =>
      sendBack({
        type: 'categories.loaded',
        categoryIds: data.categories.map((category) => String(category.id)),
      }),
    );
    return () => subscription.unsubscribe();
  },
);

/**
 * The home page's 'Explore Our Tour Categories' section (SPEC 2, 4, 8). The categories and their
 * tours load once through the generic loader, which this machine spawns; a failure is logged
 * (as 'Failed to fetch tour data', by the app) and may be retried there. What is its own is
 * SPEC 4's loading flag, up until the data arrives and not cleared on a failure, and the
 * selected category: 'treks', then the first loaded category, then whichever card is clicked.
 */
export const homeCategoriesMachine = setup({
  types: {
    context: {} as HomeCategoriesContext,
    events: {} as HomeCategoriesEvent,
  },
  actors: {
    loadCategories: loadMachineOf<HomeCategoriesData>(),
    watchCategories,
  },
  actions: {
    selectFirstCategory: assign(({ context }, params: { categoryIds: string[] }) => ({
      categoryIds: params.categoryIds,
      selectedCategoryId: params.categoryIds[0] ?? context.selectedCategoryId,
    })),
    selectCategory: assign((_, params: { categoryId: string }) => ({
      selectedCategoryId: params.categoryId,
    })),
  },
  guards: {
    isKnownCategory: ({ context }, params: { categoryId: string }) =>
      context.categoryIds.includes(params.categoryId),
  },
}).createMachine({
  id: 'homeCategories',
  description:
    "The home page's 'Explore Our Tour Categories' section: the categories and their tours come from the generic loader it spawns (retry after a failure there); the loading flag stays up until they arrive; the selected category is 'treks', then the first loaded one, then the one clicked.",
  context: ({ spawn }) => ({
    loader: spawn('loadCategories', {
      id: 'categories',
      input: { initialData: NO_CATEGORIES },
    }),
    categoryIds: [],
    selectedCategoryId: 'treks',
  }),
  invoke: {
    id: 'watchCategories',
    src: 'watchCategories',
    input: ({ context }) => ({ loader: context.loader }),
  },
  initial: 'loading',
  states: {
    loading: {
      description:
        "SPEC 4's loading flag: up until the data arrives, and not cleared when the load fails (the loader's `error` tag then offers a retry).",
      tags: ['loading'],
      on: {
        'categories.loaded': {
          target: 'loaded',
          actions: { type: 'selectFirstCategory', params: ({ event }) => event },
        },
      },
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
