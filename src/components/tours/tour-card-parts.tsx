import { Center, HStack, Text, type TextProps } from '@chakra-ui/react';
import { Clock, MapPin } from 'lucide-react';
import type { ComponentProps } from 'react';
import { formatPrice, pluralDays } from '../../lib/format';
import { TourImage } from './tour-image';

/* Pieces of the tour cards in the catalogue, the admin tour list and the wishlist. */

type ThumbnailProps = Omit<ComponentProps<typeof TourImage>, 'src' | 'width' | 'height'> & {
  src: string | null;
};

/** The tour's 640 px thumbnail filling its box, or a 'No Image' placeholder (SPEC 9). */
export function TourThumbnail({ src, ...image }: ThumbnailProps) {
  return src ? (
    <TourImage src={src} width={640} height={427} w="full" h="full" {...image} />
  ) : (
    <Center h="full" color="fg.muted" fontSize="sm">
      No Image
    </Center>
  );
}

/** Days and location on one wrapping line. */
export function TourFacts({ duration, location }: { duration: number; location: string }) {
  return (
    <HStack columnGap="4" rowGap="1" wrap="wrap" color="fg.muted" fontSize="sm">
      <HStack gap="1.5">
        <Clock size={16} aria-hidden />
        <Text>{pluralDays(duration)}</Text>
      </HStack>
      <HStack gap="1.5" minW="0">
        <MapPin size={16} aria-hidden />
        <Text lineClamp={1}>{location}</Text>
      </HStack>
    </HStack>
  );
}

/** '$1,299 per person', the amount in `amountSize`. */
export function TourPrice({
  price,
  amountSize,
  ...text
}: TextProps & { price: number; amountSize: 'lg' | 'xl' }) {
  return (
    <Text fontSize="sm" color="fg.muted" {...text}>
      <Text as="span" fontSize={amountSize} fontWeight="bold" color="fg" fontFamily="heading">
        {formatPrice(price)}
      </Text>{' '}
      per person
    </Text>
  );
}
