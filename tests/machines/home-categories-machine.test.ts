import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Category, CatalogueCard, ToursByCategoryResponse } from '../../contract/tours';
import {
  homeCategoriesMachine,
  isUsableImage,
  pickCardImages,
  type HomeCategoriesData,
} from '../../machines/home-categories-machine';
import { loadMachineOf } from '../../machines/load-machine';
import { NO_PLANNING } from '../features/tour-fixtures';

function category(id: number, slug: string, image: string | null = null): Category {
  return { id, slug, title: `Category ${id}`, description: 'd', image, icon: null };
}

function tour(
  id: number,
  categoryId: number,
  thumbnail: string | null = `/t/${id}-640.webp`,
): CatalogueCard {
  return {
    id,
    slug: `tour-${id}`,
    title: `Tour ${id}`,
    description: 'desc',
    price: 100 * id,
    duration: id,
    difficulty: 'Easy',
    location: 'Skardu',
    group_size: '2-8',
    category_id: categoryId,
    thumbnail,
    ...NO_PLANNING,
  };
}

const response: ToursByCategoryResponse = {
  categories: [category(3, 'treks'), category(5, 'expeditions')],
  tours: { '3': [tour(1, 3), tour(2, 3)], '5': [] },
};
const data: HomeCategoriesData = { ...response, cardImages: { '3': '/t/1-640.webp', '5': null } };

function start(fetch: () => Promise<HomeCategoriesData>) {
  const logged: unknown[] = [];
  const actor = createActor(
    homeCategoriesMachine.provide({
      actors: {
        loadCategories: loadMachineOf<HomeCategoriesData>().provide({
          actors: { load: fromPromise(fetch) },
          actions: { notifyFailed: (_, { error }) => logged.push(error) },
        }),
      },
    }),
  ).start();
  const { loader } = actor.getSnapshot().context;
  return { actor, loader, logged };
}

describe('home categories machine (SPEC 4, 8)', () => {
  it("starts loading with 'treks' selected, then selects the first category's id", async () => {
    const { actor, loader } = start(async () => data);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(loader.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.selectedCategoryId).toBe('treks');
    const section = await waitFor(actor, (s) => s.matches('loaded'));
    expect(section.hasTag('loading')).toBe(false);
    expect(section.context.selectedCategoryId).toBe('3');
    const loaded = loader.getSnapshot();
    expect(loaded.hasTag('loaded')).toBe(true);
    expect(loaded.context.data.tours['3']).toHaveLength(2);
    expect(loaded.context.data.cardImages).toEqual({ '3': '/t/1-640.webp', '5': null });
  });

  it('a card click selects that category; an unknown id is ignored', async () => {
    const { actor, loader } = start(async () => data);
    await waitFor(loader, (s) => s.matches('loaded'));
    actor.send({ type: 'category.select', categoryId: '5' });
    expect(actor.getSnapshot().context.selectedCategoryId).toBe('5');
    actor.send({ type: 'category.select', categoryId: '99' });
    expect(actor.getSnapshot().context.selectedCategoryId).toBe('5');
  });

  it('keeps the selection when there are no categories', async () => {
    const { actor, loader } = start(async () => ({
      categories: [],
      tours: {},
      cardImages: {},
    }));
    await waitFor(loader, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.selectedCategoryId).toBe('treks');
  });

  it('a failing load is logged and lands in the error state; nothing is loaded', async () => {
    const error = new Error('HTTP error! status: 500');
    const { actor, loader, logged } = start(() => Promise.reject(error));
    const failed = await waitFor(loader, (s) => s.matches('failed'));
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context.data.categories).toEqual([]);
    // SPEC 4: the loading flag stays up on a failure.
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.selectedCategoryId).toBe('treks');
    expect(logged).toEqual([error]);
  });

  it('retry loads again after a failure', async () => {
    const fetch = vi
      .fn<() => Promise<HomeCategoriesData>>()
      .mockRejectedValueOnce(new Error('HTTP error! status: 503'))
      .mockResolvedValueOnce(data);
    const { actor, loader } = start(fetch);
    await waitFor(loader, (s) => s.matches('failed'));
    loader.send({ type: 'data.retry' });
    expect(loader.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.selectedCategoryId).toBe('3');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('ignores selection while loading', () => {
    const { actor } = start(() => new Promise(() => {}));
    actor.send({ type: 'category.select', categoryId: '3' });
    expect(actor.getSnapshot().context.selectedCategoryId).toBe('treks');
  });

  it('stops its loader when it stops (the page went away)', () => {
    const { actor, loader } = start(() => new Promise(() => {}));
    actor.stop();
    expect(loader.getSnapshot().status).toBe('stopped');
  });
});

describe('category card images (SPEC 9)', () => {
  it('treats empty and local storage addresses as missing', () => {
    expect(isUsableImage('/images/categories/treks-640.webp')).toBe(true);
    expect(isUsableImage(null)).toBe(false);
    expect(isUsableImage('')).toBe(false);
    expect(isUsableImage('/storage/categories/placeholder.png')).toBe(false);
    expect(isUsableImage('storage/categories/x.png')).toBe(false);
    expect(isUsableImage('http://localhost:8000/storage/categories/x.png')).toBe(false);
  });

  it('picks a tour image with the given random, else the category image, else none', () => {
    const input: ToursByCategoryResponse = {
      categories: [
        category(1, 'a', '/images/categories/a-640.webp'),
        category(2, 'b', '/images/categories/b-640.webp'),
        category(3, 'c', 'http://localhost/storage/placeholder.jpg'),
        category(4, 'd', null),
      ],
      tours: {
        '1': [tour(10, 1), tour(11, 1), tour(12, 1, null)],
        '2': [tour(20, 2, null)],
        '3': [],
      },
    };
    expect(pickCardImages(input, () => 0)).toEqual({
      '1': '/t/10-640.webp',
      '2': '/images/categories/b-640.webp',
      '3': null,
      '4': null,
    });
    expect(pickCardImages(input, () => 0.99)['1']).toBe('/t/11-640.webp');
  });
});
