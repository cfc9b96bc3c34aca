import { Box, Container } from '@chakra-ui/react';
import { lazy } from 'react';
import { THRESHOLDS } from '../../../machines/constants';
import { CallToAction } from './call-to-action';
import { FeaturedTours } from './featured-tours';
import { Hero } from './hero';
import { LazySection } from './lazy-section';
import { HOME_MOTION, entryProps } from './motion';
import { SectionHeading } from './section-heading';
import { useInViewOnce } from './use-in-view-once';

// Below the fold: loaded as they approach the viewport (bundle budget, 200 kB for /).
const TourCategories = lazy(() =>
  import('./tour-categories').then((m) => ({ default: m.TourCategories })),
);
const TestimonialCarousel = lazy(() =>
  import('./testimonials').then((m) => ({ default: m.TestimonialCarousel })),
);

/** Home (SPEC 2): hero, featured tours, categories, testimonials, call to action. */
export function HomePage() {
  const [testimonialsRef, testimonialsShown] = useInViewOnce<HTMLDivElement>(
    THRESHOLDS.featuredVisibility,
  );
  return (
    <>
      <Hero nextSectionId="featured-tours" />
      <FeaturedTours id="featured-tours" />
      <Box
        as="section"
        id="more-tours"
        aria-labelledby="more-tours-heading"
        tabIndex={-1}
        outline="none"
        bg="bg.subtle"
        py={{ base: '16', md: '24' }}
      >
        <Container maxW="7xl">
          <SectionHeading id="more-tours-heading" title="Explore Our Tour Categories">
            From glacier treks to palace towns: choose a kind of journey to see its tours.
          </SectionHeading>
          <Box mt={{ base: '10', md: '14' }}>
            <LazySection minH="40rem">
              <TourCategories />
            </LazySection>
          </Box>
        </Container>
      </Box>
      <Box
        as="section"
        id="testimonials"
        aria-labelledby="testimonials-heading"
        tabIndex={-1}
        outline="none"
        bg="brand.50"
        py={{ base: '16', md: '24' }}
      >
        <Container maxW="4xl">
          <Box ref={testimonialsRef}>
            <SectionHeading
              id="testimonials-heading"
              title="What Our Adventurers Say"
              entry={entryProps(testimonialsShown, HOME_MOTION.headingEntryMs)}
            >
              Hear from travelers who have experienced our treks and adventures
            </SectionHeading>
          </Box>
          <Box mt={{ base: '10', md: '12' }}>
            <LazySection minH={{ base: '30rem', md: '22rem' }}>
              <TestimonialCarousel />
            </LazySection>
          </Box>
        </Container>
      </Box>
      <CallToAction />
    </>
  );
}
