import { HStack, IconButton } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Heart, Share2 } from 'lucide-react';
import type { TourDetailActorRef } from '../../../machines/tour-detail-machine';
import { isSaved } from '../../../machines/wishlist-machine';
import { useWishlistActor } from '../../app/app-context';

/**
 * The favourite heart: on this device for a guest, on the account when signed in. It stays
 * focusable while it cannot toggle (the session is being read, the list is loading or a
 * change is being saved), so a keyboard user keeps their place; the machine ignores presses
 * meanwhile.
 */
function WishlistHeart({ tourId }: { tourId: number }) {
  // The tour routes load the wishlist before the page shows; until then the heart waits.
  const wishlist = useWishlistActor() ?? undefined;
  const saved = useSelector(wishlist, (s) => (s ? isSaved(s, tourId) : false));
  const canToggle = useSelector(wishlist, (s) =>
    s ? s.can({ type: 'wishlist.toggle', tourId }) : false,
  );
  const busy = useSelector(wishlist, (s) => (s ? s.hasTag('busy') || s.hasTag('loading') : true));

  return (
    <IconButton
      aria-label={saved ? 'Remove from wishlist' : 'Add to wishlist'}
      aria-pressed={saved}
      aria-disabled={!canToggle}
      aria-busy={busy}
      variant="outline"
      rounded="full"
      size="lg"
      bg="bg"
      color={saved ? 'red.600' : 'fg'}
      onClick={() => wishlist?.send({ type: 'wishlist.toggle', tourId })}
    >
      <Heart fill={saved ? 'currentColor' : 'none'} aria-hidden />
    </IconButton>
  );
}

/**
 * The favourite heart and the share button. A preview has no heart: a tour that is not public
 * cannot be saved to a wishlist.
 */
export function TourActions({ actor, preview }: { actor: TourDetailActorRef; preview: boolean }) {
  // Present while loaded: the view renders only once the tour is assigned.
  const tourId = useSelector(actor, (s) => s.context.tour?.id ?? 0);
  const sharing = useSelector(actor, (s) => s.hasTag('sharing'));

  return (
    <HStack gap="2" flexShrink={0}>
      {!preview && <WishlistHeart tourId={tourId} />}
      <IconButton
        aria-label="Share this tour"
        variant="outline"
        rounded="full"
        size="lg"
        bg="bg"
        loading={sharing}
        onClick={() => actor.send({ type: 'tour.share' })}
      >
        <Share2 aria-hidden />
      </IconButton>
    </HStack>
  );
}
