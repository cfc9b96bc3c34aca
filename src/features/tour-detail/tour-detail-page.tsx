import { Button, Center, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  tourDetailMachine,
  type TourDetailActorRef,
  type TourDetailSnapshot,
} from '../../../machines/tour-detail-machine';
import { FullPageSpinner } from '../../components/page-states';
import { showToast } from '../../components/toaster';
import { fetchTour, shareTour } from '../../actors/tour-detail';
import { TourDetailView } from './tour-detail-view';
import { readWishlist, writeWishlist } from './wishlist-storage';

type Screen = 'loading' | 'loaded' | 'notFound' | 'failed';

function screenOf(snapshot: TourDetailSnapshot): Screen {
  if (snapshot.hasTag('loaded')) return 'loaded';
  if (snapshot.hasTag('notFound')) return 'notFound';
  if (snapshot.hasTag('error')) return 'failed';
  return 'loading';
}

/**
 * The tour detail screen for /tour/{id} and /tours/{idOrSlug}. The route owns the URL and
 * passes the param; the machine owns loading, failure, gallery, wishlist and sharing.
 */
export function TourDetailPage({ idOrSlug }: { idOrSlug: string }) {
  const [wishlist] = useState(readWishlist);
  const actor = useActorRef(
    tourDetailMachine.provide({
      actors: { fetchTour, shareTour },
      actions: {
        saveWishlist: (_, params) => writeWishlist(params.wishlist),
        notifyLinkCopied: () => showToast('Link copied', 'The tour link is on your clipboard.'),
        notifyShareFailed: () =>
          showToast(
            'Could not copy the link',
            "Copy the address from your browser's address bar instead.",
            'error',
          ),
      },
    }),
    { input: { idOrSlug, wishlist } },
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
      return <TourLoadFailed actor={actor} />;
    case 'loaded':
      return <TourDetailView actor={actor} />;
  }
}

/** SPEC 2, 8: a tour that does not exist (or a failed fetch that is not a network problem). */
function TourNotFound() {
  return (
    <Center minH="60vh" px="4" py="16">
      <title>Tour Not Found | Karakoram Trails</title>
      <Stack gap="4" align="center" textAlign="center" maxW="lg">
        <Heading as="h1" size="2xl">
          Tour Not Found
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          The tour you&apos;re looking for doesn&apos;t exist or has been removed.
        </Text>
        <Button asChild colorPalette="brand" size="lg">
          <Link to="/tours">View All Tours</Link>
        </Button>
      </Stack>
    </Center>
  );
}

/** No answer or a server error: the tour may exist, so offer to try again. */
function TourLoadFailed({ actor }: { actor: TourDetailActorRef }) {
  return (
    <Center minH="60vh" px="4" py="16">
      <Stack gap="4" align="center" textAlign="center" maxW="lg" role="alert">
        <Heading as="h1" size="2xl">
          We couldn&apos;t load this tour
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          The server did not answer. Check your connection and try again.
        </Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button colorPalette="brand" size="lg" onClick={() => actor.send({ type: 'tour.retry' })}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/tours">View All Tours</Link>
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}
