import { Box, chakra, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { useId } from 'react';

const starLabel = (n: number) => (n === 1 ? '1 star' : `${n} stars`);

/**
 * A 1-5 star rating as a group of native radio buttons: Tab reaches the group, the arrow keys
 * choose, each option is read out as '1 star' ... '5 stars', and an error is announced.
 */
export function StarRatingInput({
  value,
  onChange,
  error,
  disabled,
  legend = 'Your rating',
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string | undefined;
  disabled?: boolean;
  legend?: string;
}) {
  const name = useId();
  const errorId = useId();
  return (
    <Box as="fieldset" border="0" p="0" m="0" minW="0">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1.5">
        {legend}
      </Text>
      <HStack gap="0.5" ms="-1">
        {[1, 2, 3, 4, 5].map((n) => {
          const filled = n <= value;
          return (
            <chakra.label
              key={n}
              display="inline-flex"
              p="1"
              rounded="md"
              cursor={disabled ? 'not-allowed' : 'pointer'}
              color={filled ? 'sunrise.500' : 'gray.500'}
              transition="transform 0.15s ease"
              _hover={disabled ? undefined : { transform: 'scale(1.1)' }}
              css={{
                '&:has(input:focus-visible)': {
                  outline: '2px solid',
                  outlineColor: 'var(--chakra-colors-brand-solid)',
                  outlineOffset: '1px',
                },
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            >
              <VisuallyHidden asChild>
                <input
                  type="radio"
                  name={name}
                  value={n}
                  checked={value === n}
                  disabled={disabled}
                  onChange={() => onChange(n)}
                  aria-label={starLabel(n)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                />
              </VisuallyHidden>
              <Star
                size={30}
                aria-hidden
                fill={filled ? 'currentColor' : 'none'}
                strokeWidth={filled ? 0 : 1.5}
              />
            </chakra.label>
          );
        })}
        {value > 0 && (
          <Text as="span" fontSize="sm" color="fg.muted" ms="2" aria-hidden>
            {starLabel(value)}
          </Text>
        )}
      </HStack>
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm" mt="1.5">
          {error}
        </Text>
      )}
    </Box>
  );
}
