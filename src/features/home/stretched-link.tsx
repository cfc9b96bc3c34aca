import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A tour title linking to /tour/{id} whose click area covers its whole card (the nearest
 * positioned ancestor), so the card reads as one link without nesting content inside it.
 */
export function StretchedTourLink({ tourId, children }: { tourId: number; children: ReactNode }) {
  return (
    <ChakraLink
      asChild
      color="inherit"
      textDecoration="none"
      _hover={{ textDecoration: 'none', color: 'brand.fg' }}
      _after={{ content: '""', position: 'absolute', inset: '0', rounded: 'xl' }}
      _focusVisible={{
        outline: 'none',
        _after: { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '-3px' },
      }}
    >
      <Link to="/tour/$id" params={{ id: tourId }}>
        {children}
      </Link>
    </ChakraLink>
  );
}
