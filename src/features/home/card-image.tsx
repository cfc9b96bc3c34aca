import { Center, Text } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { TourImage } from '../../components/tours/tour-image';

/** Sizes for cards in a 1 / 2 / 3-column grid inside the 7xl container. */
const CARD_SIZES = '(min-width: 80em) 420px, (min-width: 62em) 33vw, (min-width: 48em) 50vw, 100vw';

/** A card picture, or the 'No Image' placeholder when there is none (SPEC 9). */
export function CardImage({
  src,
  h,
  sizes = CARD_SIZES,
}: {
  src: string | null;
  h: string;
  sizes?: string;
}) {
  if (!src) {
    return (
      <Center h={h} w="full" bg="gray.100" color="fg.muted" flexDirection="column" gap="1">
        <ImageOff aria-hidden size={28} />
        <Text fontSize="sm">No Image</Text>
      </Center>
    );
  }
  return <TourImage src={src} alt="" width={640} height={427} sizes={sizes} w="full" h={h} />;
}
