import { Box, type BoxProps } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useInViewOnce } from './use-in-view-once';

/**
 * Renders `children` (a React.lazy component) only once the spot comes within `ahead` of the
 * viewport, so below-the-fold code stays out of the first download (bundle budget, 200 kB).
 * Until then, and while the chunk loads, a box of `minH` holds the place.
 */
export function LazySection({
  children,
  minH,
  ahead = '600px',
}: {
  children: ReactNode;
  minH: BoxProps['minH'];
  ahead?: string;
}) {
  const [ref, near] = useInViewOnce<HTMLDivElement>(0, `${ahead} 0px`);
  const placeholder = <Box minH={minH} aria-busy="true" />;
  return (
    <Box ref={ref}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </Box>
  );
}
