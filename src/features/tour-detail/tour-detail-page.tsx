import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { TourDetailSnapshot } from '../../../machines/tour-detail-machine';
import { FullPageSpinner } from '../../components/page-states';
import { TourLoadFailed, TourNotFound } from '../../components/tours/tour-load-states';
import { useTourDetailActor } from './tour-detail.logic';
import { TourDetailView } from './tour-detail-view';

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
  const actor = useTourDetailActor(idOrSlug);

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
