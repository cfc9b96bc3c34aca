import { Box, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Heart } from 'lucide-react';
import { useRef } from 'react';
import {
  savedTours,
  type WishlistActorRef,
  type WishlistSnapshot,
} from '../../../machines/wishlist-machine';
import { messageOr } from '../../api/errors';
import { LoadFailedAlert } from '../../components/admin/load-failed-alert';
import { BrowseToursButton, EmptyListState } from '../../components/empty-list-state';
import { useWishlistActor } from '../../app/app-context';
import { WishlistCard } from './wishlist-card';

/** One column on phones, two beside each other from tablets, three beside the sidebar. */
const GRID_COLUMNS = {
  base: 'minmax(0, 1fr)',
  md: 'repeat(2, minmax(0, 1fr))',
  xl: 'repeat(3, minmax(0, 1fr))',
};

type Screen = 'loading' | 'failed' | 'list';

function screenOf(s: WishlistSnapshot): Screen {
  if (s.hasTag('error')) return 'failed';
  if (s.hasTag('ready')) return 'list';
  return 'loading';
}

function LoadingCards() {
  return (
    <Box role="status" aria-live="polite">
      <Text srOnly>Loading your wishlist...</Text>
      <Grid templateColumns={GRID_COLUMNS} gap="4" aria-hidden>
        {[0, 1, 2].map((i) => (
          <Stack key={i} gap="3" p="4" borderWidth="1px" rounded="xl">
            <Skeleton aspectRatio="3 / 2" rounded="md" />
            <Skeleton h="6" w="75%" />
            <Skeleton h="4" w="55%" />
            <Skeleton h="4" w="30%" />
          </Stack>
        ))}
      </Grid>
    </Box>
  );
}

function EmptyWishlist() {
  return (
    <EmptyListState
      rounded="xl"
      bg="bg.panel"
      icon={<Heart aria-hidden />}
      iconColor="red.600"
      title="Your wishlist is empty"
      description="Tap the heart on any tour to save it here for later."
      action={<BrowseToursButton />}
    />
  );
}

/**
 * Wishlist (SPEC 2 'Wishlist' tab): the account's saved tours with price, location and days,
 * from the app's wishlist (the same hearts as the tour pages). Loading, failed with Try again,
 * and empty states. A removed tour leaves at once; if the server refuses, it comes back and a
 * toast says so.
 */
export function WishlistTab() {
  // The /dashboard route loads the app's wishlist before the page shows.
  const wishlist = useWishlistActor();
  return wishlist ? <SavedTours wishlist={wishlist} /> : <LoadingCards />;
}

function SavedTours({ wishlist }: { wishlist: WishlistActorRef }) {
  const screen = useSelector(wishlist, screenOf);
  const tours = useSelector(
    wishlist,
    savedTours,
    (a, b) => a.length === b.length && a.every((tour, i) => tour === b[i]),
  );
  const error = useSelector(wishlist, (s) => s.context.error);
  const heading = useRef<HTMLHeadingElement>(null);

  // The removed card (and its focused button) leaves: keep the keyboard user in the tab.
  const focusHeading = () => heading.current?.focus();

  return (
    <Stack gap="5">
      <Box>
        <Heading as="h2" size="xl" ref={heading} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
          My Wishlist
        </Heading>
        <Text role="status" color="fg.muted" fontSize="sm" mt="1">
          {screen === 'list' && tours.length > 0
            ? `${tours.length} saved ${tours.length === 1 ? 'tour' : 'tours'}`
            : ''}
        </Text>
      </Box>
      {screen === 'failed' ? (
        <LoadFailedAlert
          title="Your wishlist could not be loaded"
          description={messageOr(error, 'Something went wrong on our side. Please try again.')}
          onRetry={() => wishlist.send({ type: 'wishlist.retry' })}
        />
      ) : screen === 'loading' ? (
        <LoadingCards />
      ) : tours.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <Grid
          as="ul"
          templateColumns={GRID_COLUMNS}
          gap="4"
          listStyleType="none"
          aria-label="Saved tours"
        >
          {tours.map((tour) => (
            <WishlistCard key={tour.id} tour={tour} wishlist={wishlist} onRemoved={focusHeading} />
          ))}
        </Grid>
      )}
    </Stack>
  );
}
