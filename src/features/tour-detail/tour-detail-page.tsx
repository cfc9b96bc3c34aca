import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { tourDetailMachine, type TourDetailSnapshot } from '../../../machines/tour-detail-machine';
import { FullPageSpinner } from '../../components/page-states';
import { showToast } from '../../components/toaster';
import { TourLoadFailed, TourNotFound } from '../../components/tours/tour-load-states';
import { fetchTour, shareTour } from '../../actors/tour-detail';
import { TourDetailView } from './tour-detail-view';
import { withInspector } from '../../dev/inspector';

type Screen = 'loading' | 'loaded' | 'notFound' | 'failed';

function screenOf(snapshot: TourDetailSnapshot): Screen {
  if (snapshot.hasTag('loaded')) return 'loaded';
  if (snapshot.hasTag('notFound')) return 'notFound';
  if (snapshot.hasTag('error')) return 'failed';
  return 'loading';
}

/**
 * The tour detail screen for /tour/{id} and /tours/{idOrSlug}. The route owns the URL and
 * passes the param; the machine owns loading, failure, gallery and sharing (the heart is the
 * app's wishlist, src/wishlist/).
 */
export function TourDetailPage({ idOrSlug }: { idOrSlug: string }) {
  const actor = useActorRef(
    tourDetailMachine.provide({
      actors: { fetchTour, shareTour },
      actions: {
        notifyLinkCopied: () => showToast('Link copied', 'The tour link is on your clipboard.'),
        notifyShareFailed: () =>
          showToast(
            'Could not copy the link',
            "Copy the address from your browser's address bar instead.",
            'error',
          ),
      },
    }),
    withInspector({ input: { idOrSlug } }),
  );

  // A later param (another tour on the same route) reloads; the machine ignores the same one.
  useEffect(() => {
    actor.send({ type: 'tour.request', idOrSlug });
  }, [actor, idOrSlug]);

  const screen = useSelector(actor, screenOf);
  switch (screen) {
    case 'loading':
      return <FullPageSpinner label="Loading tour details..." />;
    case 'notFound':
      return <TourNotFound />;
    case 'failed':
      return <TourLoadFailed onRetry={() => actor.send({ type: 'tour.retry' })} />;
    case 'loaded':
      return <TourDetailView actor={actor} />;
  }
}
