import { HStack } from '@chakra-ui/react';
import { Star } from 'lucide-react';

/** Five stars, `rating` of them filled; read out as 'Rated N out of 5'. */
export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = Math.round(rating);
  return (
    <HStack gap="0.5" role="img" aria-label={`Rated ${rating} out of 5`} color="sunrise.500">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          size={size}
          aria-hidden
          fill={n <= filled ? 'currentColor' : 'none'}
          strokeWidth={n <= filled ? 0 : 1.5}
          color={n <= filled ? undefined : 'var(--chakra-colors-gray-400)'}
        />
      ))}
    </HStack>
  );
}
