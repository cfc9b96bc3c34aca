import { Box, Container, Flex, Grid, HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { MapPin } from 'lucide-react';
import type { TourDetail } from '../../../contract/tours';
import type { TourDetailActorRef } from '../../../machines/tour-detail-machine';
import { PageBreadcrumb, PageTitle } from '../../components/page-breadcrumb';
import { useMemo } from 'react';
import { useDockAction } from '../../components/layout/dock';
import { HEADER_HEIGHT } from '../../components/layout/site-header';
import { BookBar } from './book-bar';
import { BookingCard } from './booking-card';
import { PreviewBanner } from './preview-banner';
import { TourActions } from './tour-actions';
import { TourFacts } from './tour-facts';
import { TourGallery } from './tour-gallery';
import { TourHead } from './tour-head';
import { isPreview } from './tour-detail-data';
import { TourTabs } from './tour-tabs';
import { useInView } from './use-in-view';

/** The part of the screen the header and the phone's dock leave clear. */
const CLEAR_OF_BARS = `-${HEADER_HEIGHT} 0px -64px 0px`;

/** The loaded tour: breadcrumb, title, gallery, key facts, tabs and the booking card. */
export function TourDetailView({ actor }: { actor: TourDetailActorRef }) {
  // Present while loaded: the machine only tags a state 'loaded' once the tour is assigned.
  const tour = useSelector(actor, (s) => s.context.tour) as TourDetail;
  const preview = isPreview(tour);
  // On a phone the booking card scrolls away: its price and Book Now wait in the dock meanwhile
  // (not in an admin's preview, which cannot be booked).
  const [bookingCard, bookingCardInView] = useInView<HTMLDivElement>(CLEAR_OF_BARS);
  const bookBar = useMemo(
    () => (preview || bookingCardInView !== false ? null : <BookBar tour={tour} />),
    [preview, bookingCardInView, tour],
  );
  useDockAction(bookBar);

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <TourHead tour={tour} />
      {preview && <PreviewBanner tourId={tour.id} status={tour.status} />}
      <PageBreadcrumb current={tour.title}>
        <Link to="/tours">Tours</Link>
      </PageBreadcrumb>

      <Flex gap="4" justify="space-between" align="flex-start" mb="6">
        <Box minW="0">
          <PageTitle>{tour.title}</PageTitle>
          <HStack gap="1.5" mt="2" color="fg.muted">
            <MapPin size={16} aria-hidden />
            <Text>{tour.location}</Text>
          </HStack>
        </Box>
        <TourActions actor={actor} preview={preview} />
      </Flex>

      <Grid
        gap={{ base: '6', lg: '10' }}
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' }}
        templateAreas={{
          base: '"gallery" "facts" "booking" "tabs"',
          lg: '"gallery booking" "facts booking" "tabs booking"',
        }}
      >
        <Box gridArea="gallery">
          <TourGallery actor={actor} />
        </Box>
        <Box gridArea="facts">
          <TourFacts tour={tour} />
        </Box>
        <Box
          ref={bookingCard}
          gridArea="booking"
          alignSelf="start"
          position={{ lg: 'sticky' }}
          top={{ lg: '96px' }}
        >
          <BookingCard tour={tour} preview={preview} />
        </Box>
        <Box gridArea="tabs">
          <TourTabs tour={tour} />
        </Box>
      </Grid>
    </Container>
  );
}
