import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import type { TourDetail } from '../../contract/tours';
import {
  galleryImages,
  isRetryableFailure,
  tourDetailMachine,
  type ShareOutcome,
} from '../../machines/tour-detail-machine';
import { apiError } from '../support/api-error';
import { makeTour } from './tour-detail-fixture';

function startDetail(options: {
  idOrSlug?: string;
  fetch?: (idOrSlug: string, signal: AbortSignal) => Promise<TourDetail>;
  share?: () => Promise<ShareOutcome>;
  /** What the server rendered the page with (SSR). */
  tour?: TourDetail | null;
}) {
  const requests: string[] = [];
  const aborted: string[] = [];
  const effects: Array<[string, unknown?]> = [];
  // The session as the app reports it: `signIn()` sends what the app's watchSession would.
  const session = { watching: 0, sendBack: null as ((event: EventObject) => void) | null };
  const signIn = () => session.sendBack?.({ type: 'session.signedIn' });
  const fetch =
    options.fetch ?? (async (idOrSlug: string) => makeTour({ id: Number(idOrSlug) || 7 }));
  const actor = createActor(
    tourDetailMachine.provide({
      actors: {
        fetchTour: fromPromise(({ input, signal }) => {
          requests.push(input.idOrSlug);
          signal.addEventListener('abort', () => aborted.push(input.idOrSlug));
          return fetch(input.idOrSlug, signal);
        }),
        shareTour: fromPromise(() => (options.share ?? (async () => 'copied' as const))()),
        watchSession: fromCallback(({ sendBack }) => {
          session.watching += 1;
          session.sendBack = sendBack;
          return () => {
            session.watching -= 1;
            session.sendBack = null;
          };
        }),
      },
      actions: {
        notifyLinkCopied: () => effects.push(['copied']),
        notifyShareFailed: () => effects.push(['shareFailed']),
      },
    }),
    { input: { idOrSlug: options.idOrSlug ?? '7', tour: options.tour } },
  ).start();
  return { actor, requests, aborted, effects, session, signIn };
}

const settled = (actor: ReturnType<typeof startDetail>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('loading'));

describe('tour detail machine (SPEC 2, 4, 8)', () => {
  it('loads the tour for the route param and shows it', async () => {
    const { actor, requests } = startDetail({ idOrSlug: '7' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    const snapshot = await settled(actor);
    expect(snapshot.hasTag('loaded')).toBe(true);
    expect(snapshot.context.tour?.title).toBe('K2 Base Camp Trek');
    expect(snapshot.context.selectedImage).toBe(0);
    expect(requests).toEqual(['7']);
  });

  it('starts loaded from the tour the server rendered the page with, without a request', () => {
    const { actor, requests } = startDetail({ idOrSlug: '7', tour: makeTour({ id: 7 }) });
    expect(actor.getSnapshot().hasTag('loaded')).toBe(true);
    expect(actor.getSnapshot().context.tour?.id).toBe(7);
    expect(requests).toEqual([]);
  });

  it("starts at 'Tour Not Found' when the server found no such tour, without a request", () => {
    const { actor, requests } = startDetail({ idOrSlug: '404', tour: null });
    expect(actor.getSnapshot().hasTag('notFound')).toBe(true);
    expect(requests).toEqual([]);
  });

  it("asks again from 'Tour Not Found' once someone signs in (an admin's preview of a tour the server hid)", async () => {
    const { actor, requests, session, signIn } = startDetail({
      idOrSlug: '12',
      tour: null,
      fetch: async () => makeTour({ id: 12 }),
    });
    expect(requests).toEqual([]);
    expect(session.watching).toBe(1);
    signIn();
    expect((await settled(actor)).context.tour?.id).toBe(12);
    expect(requests).toEqual(['12']);
    expect(session.watching).toBe(0);
  });

  it("asks only once: a second 'not found' with the visitor's session stands", async () => {
    const { actor, requests, session, signIn } = startDetail({
      idOrSlug: '12',
      tour: null,
      fetch: () => Promise.reject(apiError(404)),
    });
    signIn();
    const snapshot = await settled(actor);
    expect(snapshot.hasTag('notFound')).toBe(true);
    expect(snapshot.matches({ notFound: 'settled' })).toBe(true);
    expect(session.watching).toBe(0);
    signIn();
    expect(requests).toEqual(['12']);
  });

  it("a 'not found' from the browser's own request does not follow the session", async () => {
    const { actor, session } = startDetail({ fetch: () => Promise.reject(apiError(404)) });
    expect((await settled(actor)).matches({ notFound: 'settled' })).toBe(true);
    expect(session.watching).toBe(0);
  });

  it('loads by slug as well (footer links /tours/{slug})', async () => {
    const { actor, requests } = startDetail({
      idOrSlug: 'k2-base-camp',
      fetch: async () => makeTour({ id: 1 }),
    });
    expect((await settled(actor)).context.tour?.id).toBe(1);
    expect(requests).toEqual(['k2-base-camp']);
  });

  it('a 404 is Tour Not Found, with no retry', async () => {
    const { actor } = startDetail({
      fetch: () => Promise.reject(apiError(404)),
    });
    const snapshot = await settled(actor);
    expect(snapshot.matches('notFound')).toBe(true);
    expect(snapshot.hasTag('notFound')).toBe(true);
    expect(snapshot.can({ type: 'tour.retry' })).toBe(false);
  });

  it('an unparseable answer (a failed fetch that is not a network problem) is not found too', async () => {
    const { actor } = startDetail({ fetch: () => Promise.reject(apiError(200)) });
    expect((await settled(actor)).matches('notFound')).toBe(true);
  });

  it('a 500 is failed (tagged error); retry loads the tour', async () => {
    let calls = 0;
    const { actor, requests } = startDetail({
      fetch: async () => {
        calls += 1;
        if (calls === 1) throw apiError(500);
        return makeTour();
      },
    });
    let snapshot = await settled(actor);
    expect(snapshot.matches('failed')).toBe(true);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.can({ type: 'tour.retry' })).toBe(true);

    actor.send({ type: 'tour.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    snapshot = await settled(actor);
    expect(snapshot.hasTag('loaded')).toBe(true);
    expect(requests).toEqual(['7', '7']);
  });

  it('no answer at all (status 0) is failed, not "not found"', async () => {
    const { actor } = startDetail({ fetch: () => Promise.reject(apiError(0)) });
    expect((await settled(actor)).matches('failed')).toBe(true);
  });

  it.each([
    [0, true],
    [408, true],
    [429, true],
    [500, true],
    [503, true],
    [404, false],
    [400, false],
    [200, false],
  ])('status %i retryable: %s', (status, retryable) => {
    expect(isRetryableFailure(apiError(status))).toBe(retryable);
  });

  it('an error without a status (a bug, not the network) is not retryable', () => {
    expect(isRetryableFailure(new Error('boom'))).toBe(false);
    expect(isRetryableFailure(null)).toBe(false);
  });

  it('a new route param reloads, aborting a request still in flight', async () => {
    const { actor, requests, aborted } = startDetail({
      idOrSlug: '7',
      fetch: (idOrSlug, signal) =>
        idOrSlug === '7'
          ? new Promise((_, reject) =>
              signal.addEventListener('abort', () => reject(signal.reason)),
            )
          : Promise.resolve(makeTour({ id: 9, title: 'Fairy Meadows & Nanga Parbat View' })),
    });
    actor.send({ type: 'tour.request', idOrSlug: '9' });
    const snapshot = await settled(actor);
    expect(snapshot.context.tour?.id).toBe(9);
    expect(snapshot.context.idOrSlug).toBe('9');
    expect(requests).toEqual(['7', '9']);
    expect(aborted).toEqual(['7']);
  });

  it('a param change after loading shows the spinner, then the other tour (gallery reset)', async () => {
    const { actor, requests } = startDetail({ idOrSlug: '7' });
    await settled(actor);
    actor.send({ type: 'gallery.select', index: 2 });
    actor.send({ type: 'tour.request', idOrSlug: '9' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.tour).toBeNull();
    const snapshot = await settled(actor);
    expect(snapshot.context.tour?.id).toBe(9);
    expect(snapshot.context.selectedImage).toBe(0);
    expect(requests).toEqual(['7', '9']);
  });

  it('the same param again does not refetch (the route re-reports it on mount)', async () => {
    const { actor, requests } = startDetail({ idOrSlug: '7' });
    actor.send({ type: 'tour.request', idOrSlug: '7' });
    await settled(actor);
    actor.send({ type: 'tour.request', idOrSlug: '7' });
    expect(actor.getSnapshot().hasTag('loaded')).toBe(true);
    expect(requests).toEqual(['7']);
  });

  it('a param change leaves Tour Not Found and loads the other tour', async () => {
    const { actor } = startDetail({
      idOrSlug: 'nope',
      fetch: async (idOrSlug) => {
        if (idOrSlug === 'nope') throw apiError(404);
        return makeTour({ id: 3 });
      },
    });
    expect((await settled(actor)).matches('notFound')).toBe(true);
    actor.send({ type: 'tour.request', idOrSlug: '3' });
    expect((await settled(actor)).context.tour?.id).toBe(3);
  });

  it('selects gallery pictures: the cover first, then every media item; out of range is ignored', async () => {
    const { actor } = startDetail({});
    const tour = (await settled(actor)).context.tour!;
    expect(galleryImages(tour).map((i) => i.src)).toEqual([
      '/images/tours/k2-base-camp/cover-640.webp',
      '/images/tours/k2-base-camp/gallery-1-1280.webp',
      '/images/tours/k2-base-camp/gallery-2-1280.webp',
      '/images/tours/k2-base-camp/gallery-3-1280.webp',
    ]);
    actor.send({ type: 'gallery.select', index: 3 });
    expect(actor.getSnapshot().context.selectedImage).toBe(3);
    actor.send({ type: 'gallery.select', index: 4 });
    actor.send({ type: 'gallery.select', index: -1 });
    actor.send({ type: 'gallery.select', index: 1.5 });
    expect(actor.getSnapshot().context.selectedImage).toBe(3);
  });

  it('share: copying the link toasts; the share sheet and a cancel do not; a failure does', async () => {
    const outcomes: Array<() => Promise<ShareOutcome>> = [
      async () => 'copied',
      async () => 'shared',
      async () => 'cancelled',
      () => Promise.reject(new Error('denied')),
    ];
    let turn = 0;
    const { actor, effects } = startDetail({ share: () => outcomes[turn++]!() });
    await settled(actor);
    for (let i = 0; i < outcomes.length; i++) {
      actor.send({ type: 'tour.share' });
      expect(actor.getSnapshot().hasTag('sharing')).toBe(true);
      expect(actor.getSnapshot().can({ type: 'tour.share' })).toBe(false);
      await waitFor(actor, (s) => !s.hasTag('sharing'));
    }
    expect(effects).toEqual([['copied'], ['shareFailed']]);
    expect(actor.getSnapshot().hasTag('loaded')).toBe(true);
  });

  it('the stub actors refuse to run unprovided', async () => {
    const actor = createActor(tourDetailMachine, { input: { idOrSlug: '1' } }).start();
    expect((await settled(actor)).hasTag('notFound')).toBe(true);
  });
});
