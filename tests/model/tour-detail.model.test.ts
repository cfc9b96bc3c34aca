import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import type { TourDetail } from '../../contract/tours';
import { tourDetailMachine } from '../../machines/tour-detail-machine';
import { makeTour } from '../machines/tour-detail-fixture';
import { apiError } from '../support/api-error';
import { flush } from '../support/controllable';

/**
 * The tour detail page as a visitor observes it: a spinner, then the tour, 'Tour Not Found' or
 * a retryable failure; on the tour, gallery pictures; following another tour link (a new route
 * param) shows the spinner again. (The heart is the wishlist's: tests/model/wishlist.model.test.ts.)
 */
const detailModel = createMachine({
  id: 'tourDetailModel',
  initial: 'loading',
  states: {
    loading: {
      on: {
        SERVER_OK: 'loaded',
        SERVER_404: 'notFound',
        SERVER_500: 'failed',
        NAVIGATE: 'loading',
      },
    },
    loaded: {
      initial: 'firstPhoto',
      on: { NAVIGATE: 'loading' },
      states: {
        firstPhoto: { on: { PICK_PHOTO: 'otherPhoto' } },
        otherPhoto: { on: { PICK_PHOTO: 'otherPhoto' } },
      },
    },
    notFound: { on: { NAVIGATE: 'loading' } },
    failed: { on: { RETRY: 'loading', NAVIGATE: 'loading' } },
  },
});

const model = createTestModel(detailModel);
const paths = [
  ...model.getShortestPaths(),
  ...model.getSimplePaths({ toState: (s) => s.matches('loaded') }),
];

describe('tour detail model paths', () => {
  it('reaches every observable state', () => {
    const reached = new Set(
      paths
        .flatMap((p) => [p.state, ...p.steps.map((s) => s.state)])
        .map((s) => JSON.stringify(s.value)),
    );
    expect(reached).toEqual(
      new Set([
        '"loading"',
        '{"loaded":"firstPhoto"}',
        '{"loaded":"otherPhoto"}',
        '"notFound"',
        '"failed"',
      ]),
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      type Pending = { resolve: (t: TourDetail) => void; reject: (e: unknown) => void };
      let pending: Pending | null = null;
      let visits = 0;
      const actor = createActor(
        tourDetailMachine.provide({
          actors: {
            fetchTour: fromPromise(
              () => new Promise<TourDetail>((resolve, reject) => (pending = { resolve, reject })),
            ),
          },
        }),
        { input: { idOrSlug: 'tour-0' } },
      ).start();
      const snap = () => actor.getSnapshot();
      const settle = async (outcome: (p: Pending) => void) => {
        outcome(pending!);
        await flush();
      };

      await path.test({
        states: {
          loading: () => {
            expect(snap().hasTag('loading')).toBe(true);
            expect(snap().context.tour).toBeNull();
          },
          'loaded.firstPhoto': () => {
            expect(snap().hasTag('loaded')).toBe(true);
            expect(snap().context.tour?.id).toBe(visits);
            expect(snap().context.selectedImage).toBe(0);
          },
          'loaded.otherPhoto': () => {
            expect(snap().hasTag('loaded')).toBe(true);
            expect(snap().context.selectedImage).toBe(2);
          },
          notFound: () => {
            expect(snap().hasTag('notFound')).toBe(true);
            expect(snap().can({ type: 'tour.retry' })).toBe(false);
          },
          failed: () => {
            expect(snap().hasTag('error')).toBe(true);
            expect(snap().can({ type: 'tour.retry' })).toBe(true);
          },
        },
        events: {
          SERVER_OK: () => settle((p) => p.resolve(makeTour({ id: visits }))),
          SERVER_404: () => settle((p) => p.reject(apiError(404))),
          SERVER_500: () => settle((p) => p.reject(apiError(500))),
          RETRY: () => actor.send({ type: 'tour.retry' }),
          NAVIGATE: () => {
            visits += 1;
            actor.send({ type: 'tour.request', idOrSlug: `tour-${visits}` });
          },
          PICK_PHOTO: () => {
            actor.send({ type: 'gallery.select', index: 2 });
            expect(snap().context.selectedImage).toBe(2);
          },
        },
      });
    });
  }
});
