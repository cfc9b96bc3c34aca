import { useActorRef } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import type { TourDetail } from '../../../contract/tours';
import { lightboxMachine } from '../../../machines/lightbox-machine';
import { reviewPagesMachine } from '../../../machines/review-pages-machine';
import { followSession } from '../../../machines/session-watch';
import {
  tourDetailMachine,
  type ShareOutcome,
  type TourDetailActorRef,
  type TourDetailEvent,
} from '../../../machines/tour-detail-machine';
import { getReviewPage } from '../../api/reviews';
import { getTourDetails } from '../../api/tours';
import type { SessionActorRef } from '../../../machines/session-machine';
import { useApp } from '../../app/app-context';
import type { AppDeps } from '../../app/deps';
import { withInspector } from '../../dev/inspector';
import { isPreview } from './tour-detail-data';

/**
 * Shares the page through the system share sheet where the browser has one, otherwise copies
 * the page address. Dismissing the sheet is not a failure; a refused clipboard is.
 */
async function sharePage(title: string): Promise<ShareOutcome> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // No share target (e.g. desktop without a share service): fall back to copying.
    }
  }
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(url);
  return 'copied';
}

/** Tour detail (SPEC 2, 4, 8): GET /api/tour-details/{idOrSlug}, sharing and its toasts. */
function defineTourDetailLogic({ api, toast }: AppDeps, session: SessionActorRef) {
  return tourDetailMachine.provide({
    actors: {
      // An admin previews a Draft or Inactive tour here (the admin list's View); the server
      // answers one only to an admin's token, so anyone else still gets 'Tour Not Found'. A
      // guest cannot preview at all: their request stays the public one.
      fetchTour: fromPromise(({ input, signal }) =>
        getTourDetails(api, input.idOrSlug, signal, {
          preview: session.getSnapshot().hasTag('authenticated'),
        }),
      ),
      shareTour: fromPromise(({ input }) => sharePage(input.title)),
      watchSession: fromCallback<TourDetailEvent>(({ sendBack }) =>
        followSession(session, ({ status }) => {
          if (status === 'signedIn') sendBack({ type: 'session.signedIn' });
        }),
      ),
    },
    actions: {
      notifyLinkCopied: () => toast('Link copied', 'The tour link is on your clipboard.'),
      notifyShareFailed: () =>
        toast(
          'Could not copy the link',
          "Copy the address from your browser's address bar instead.",
          'error',
        ),
    },
  });
}

/** The tour page's actor; the route's param is its input (later params arrive as events). */
export function useTourDetailActor(idOrSlug: string) {
  const { deps, session, pageData } = useApp();
  // A server-rendered page starts from the answer it was rendered with (the tour, or null).
  const tour = pageData.tour(idOrSlug).get();
  return useActorRef(
    defineTourDetailLogic(deps, session),
    withInspector({ input: { idOrSlug, tour } }),
  );
}

/** The Reviews tab's pages: the tour's first page, then "More reviews" from the API. */
function defineReviewPagesLogic({ api }: AppDeps, preview: boolean) {
  return reviewPagesMachine.provide({
    actors: {
      fetchReviews: fromPromise(({ input, signal }) =>
        getReviewPage(api, { ...input, preview }, signal),
      ),
    },
  });
}

/** The reviews of the tour on screen, starting from the page that came with it. */
export function useReviewPagesActor(tour: TourDetail) {
  const { deps } = useApp();
  return useActorRef(
    defineReviewPagesLogic(deps, isPreview(tour)),
    withInspector({
      input: { idOrSlug: String(tour.id), reviews: tour.reviews, next: tour.reviews_next },
    }),
  );
}

/** The gallery's full-screen viewer; closing it leaves the gallery on the picture last seen. */
export function useLightboxActor(tourDetail: TourDetailActorRef) {
  return useActorRef(
    lightboxMachine.provide({
      actions: {
        showInGallery: (_, { index }) => tourDetail.send({ type: 'gallery.select', index }),
      },
    }),
    withInspector(),
  );
}
