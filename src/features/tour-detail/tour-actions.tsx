import { HStack, IconButton } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Heart, Share2 } from 'lucide-react';
import { isWishlisted, type TourDetailActorRef } from '../../../machines/tour-detail-machine';

/** The favourite heart (remembered on this device) and the share button. */
export function TourActions({ actor }: { actor: TourDetailActorRef }) {
  const saved = useSelector(actor, isWishlisted);
  const sharing = useSelector(actor, (s) => s.hasTag('sharing'));

  return (
    <HStack gap="2" flexShrink={0}>
      <IconButton
        aria-label={saved ? 'Remove from wishlist' : 'Add to wishlist'}
        aria-pressed={saved}
        variant="outline"
        rounded="full"
        size="lg"
        bg="bg"
        color={saved ? 'red.600' : 'fg'}
        onClick={() => actor.send({ type: 'wishlist.toggle' })}
      >
        <Heart fill={saved ? 'currentColor' : 'none'} aria-hidden />
      </IconButton>
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
