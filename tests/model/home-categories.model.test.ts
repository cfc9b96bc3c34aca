import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import type { CatalogueCard } from '../../contract/tours';
import {
  homeCategoriesMachine,
  type HomeCategoriesData,
} from '../../machines/home-categories-machine';
import { loadMachineOf } from '../../machines/load-machine';
import { NO_PLANNING } from '../features/tour-fixtures';

/**
 * What a visitor of the categories section observes (SPEC 4, 8): placeholders while loading
 * (also after a failure, with a retry), then the first category's tours, then whichever
 * category card was clicked (here the second one has no tours).
 */
const categoriesModel = createMachine({
  id: 'homeCategoriesModel',
  initial: 'loading',
  states: {
    loading: { on: { LOAD_OK: 'first', LOAD_FAIL: 'failed' } },
    failed: { on: { RETRY: 'loading' } },
    first: { on: { SELECT_FIRST: 'first', SELECT_EMPTY: 'empty' } },
    empty: { on: { SELECT_FIRST: 'first', SELECT_EMPTY: 'empty' } },
  },
});

const k2: CatalogueCard = {
  id: 1,
  slug: 'k2-base-camp',
  title: 'K2 Base Camp Trek',
  description: 'Walk up the Baltoro.',
  price: 1299,
  duration: 14,
  difficulty: 'Challenging',
  location: 'Skardu',
  group_size: '4-12',
  category_id: 7,
  thumbnail: '/images/tours/k2-base-camp/cover-640.webp',
  ...NO_PLANNING,
};
const data: HomeCategoriesData = {
  categories: [
    { id: 7, slug: 'treks', title: 'Trekking', description: 'd', image: null, icon: null },
    { id: 9, slug: 'photo', title: 'Photography', description: 'd', image: null, icon: null },
  ],
  tours: { '7': [k2], '9': [] },
  cardImages: { '7': k2.thumbnail, '9': null },
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const model = createTestModel(categoriesModel);
const paths = [...model.getShortestPaths(), ...model.getSimplePaths()];

describe('home categories model paths', () => {
  it('covers every observable state and event', () => {
    const steps = paths.flatMap((p) => p.steps);
    expect(new Set(steps.map((s) => String(s.state.value)))).toEqual(
      new Set(['loading', 'failed', 'first', 'empty']),
    );
    expect(new Set(steps.map((s) => s.event.type))).toEqual(
      new Set(['xstate.init', 'LOAD_OK', 'LOAD_FAIL', 'RETRY', 'SELECT_FIRST', 'SELECT_EMPTY']),
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      const pending: Array<{
        resolve: (d: HomeCategoriesData) => void;
        reject: (e: Error) => void;
      }> = [];
      const logged: unknown[] = [];
      const actor = createActor(
        homeCategoriesMachine.provide({
          actors: {
            loadCategories: loadMachineOf<HomeCategoriesData>().provide({
              actors: {
                load: fromPromise(
                  () =>
                    new Promise<HomeCategoriesData>((resolve, reject) =>
                      pending.push({ resolve, reject }),
                    ),
                ),
              },
              actions: { notifyFailed: (_, { error }) => logged.push(error) },
            }),
          },
        }),
      ).start();
      const { loader } = actor.getSnapshot().context;
      const shown = () => {
        const selected = actor.getSnapshot().context.selectedCategoryId;
        return loader.getSnapshot().context.data.tours[selected] ?? [];
      };

      await path.test({
        states: {
          loading: () => {
            expect(actor.getSnapshot().hasTag('loading')).toBe(true);
            expect(loader.getSnapshot().hasTag('error')).toBe(false);
          },
          failed: () => {
            // SPEC 4: the loading flag stays up; the loader's error state offers a retry.
            expect(actor.getSnapshot().hasTag('loading')).toBe(true);
            expect(loader.getSnapshot().hasTag('error')).toBe(true);
            expect(loader.getSnapshot().context.data.categories).toEqual([]);
            expect(logged.length).toBeGreaterThan(0);
          },
          first: () => {
            expect(actor.getSnapshot().hasTag('loading')).toBe(false);
            expect(loader.getSnapshot().hasTag('loaded')).toBe(true);
            expect(actor.getSnapshot().context.selectedCategoryId).toBe('7');
            expect(shown()).toEqual([k2]);
          },
          empty: () => {
            expect(actor.getSnapshot().context.selectedCategoryId).toBe('9');
            expect(shown()).toEqual([]);
          },
        },
        events: {
          LOAD_OK: async () => {
            pending.at(-1)!.resolve(data);
            await flush();
          },
          LOAD_FAIL: async () => {
            pending.at(-1)!.reject(new Error('HTTP error! status: 500'));
            await flush();
          },
          RETRY: () => loader.send({ type: 'data.retry' }),
          SELECT_FIRST: () => actor.send({ type: 'category.select', categoryId: '7' }),
          SELECT_EMPTY: () => actor.send({ type: 'category.select', categoryId: '9' }),
        },
      });
    });
  }
});
