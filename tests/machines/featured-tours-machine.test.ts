import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import type { FeaturedTour } from '../../contract/tours';
import { featuredToursMachine } from '../../machines/featured-tours-machine';

const flush = () => new Promise((r) => setTimeout(r, 0));
const k2: FeaturedTour = {
  id: 1,
  slug: 'k2-base-camp',
  title: 'K2 Base Camp Trek',
  description: 'Walk up the Baltoro Glacier to Concordia.',
  price: 1299,
  duration: 14,
  difficulty: 'Challenging',
  location: 'Skardu, Gilgit-Baltistan',
  group_size: '4-12',
  category_id: 1,
  thumbnail: '/images/tours/k2-base-camp/cover-640.webp',
  rating: 4.8,
  review_count: 4,
};

function start(fetch: () => Promise<FeaturedTour[]>, tours?: FeaturedTour[]) {
  const logged: unknown[] = [];
  const actor = createActor(
    featuredToursMachine.provide({
      actors: { fetchFeaturedTours: fromPromise(fetch) },
      actions: { logFailure: (_, { error }) => logged.push(error) },
    }),
    { input: { tours } },
  ).start();
  return { actor, logged };
}

describe('featured tours machine (SPEC 2, 8)', () => {
  it('loads the featured cards', async () => {
    const { actor, logged } = start(async () => [k2]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await flush();
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(actor.getSnapshot().context.tours).toEqual([k2]);
    expect(logged).toEqual([]);
  });

  it('starts loaded from the tours the server rendered the page with, without a request', () => {
    let requests = 0;
    const { actor } = start(async () => {
      requests += 1;
      return [];
    }, [k2]);
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context.tours).toEqual([k2]);
    expect(requests).toBe(0);
  });

  it('only logs a failure and keeps the list empty', async () => {
    const error = new Error('offline');
    const { actor, logged } = start(() => Promise.reject(error));
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.tours).toEqual([]);
    expect(logged).toEqual([error]);
  });
});

/** What the home page shows: skeletons, then cards, or (after a logged failure) nothing. */
const featuredModel = createMachine({
  id: 'featuredModel',
  initial: 'loading',
  states: {
    loading: { on: { RESOLVE: 'cards', REJECT: 'empty' } },
    cards: { type: 'final' },
    empty: { type: 'final' },
  },
});

describe('featured tours model paths', () => {
  for (const path of createTestModel(featuredModel).getShortestPaths()) {
    it(path.description, async () => {
      let settle: { resolve: (t: FeaturedTour[]) => void; reject: (e: unknown) => void } | null =
        null;
      const { actor } = start(
        () => new Promise<FeaturedTour[]>((resolve, reject) => (settle = { resolve, reject })),
      );
      await path.test({
        states: {
          loading: () => expect(actor.getSnapshot().hasTag('loading')).toBe(true),
          cards: () => expect(actor.getSnapshot().context.tours).toHaveLength(1),
          empty: () => {
            expect(actor.getSnapshot().hasTag('error')).toBe(true);
            expect(actor.getSnapshot().context.tours).toEqual([]);
          },
        },
        events: {
          RESOLVE: async () => {
            settle?.resolve([k2]);
            await flush();
          },
          REJECT: async () => {
            settle?.reject(new Error('500'));
            await flush();
          },
        },
      });
    });
  }
});
