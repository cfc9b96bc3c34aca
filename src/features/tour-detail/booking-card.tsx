import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Link as ChakraLink,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Card } from '../../components/ui/card';
import { Link } from '@tanstack/react-router';
import { CalendarCheck, Phone } from 'lucide-react';
import { useId } from 'react';
import type { TourDetail } from '../../../contract/tours';
import { COMPANY, telHref } from '../../config/company';
import { formatLongDate, formatPrice } from '../../lib/format';
import { nextDepartures, seatsLeftLabel } from './tour-detail-data';

/**
 * Price per person, the next departures, Book Now, Contact Us and the phone numbers. In an
 * admin's preview Book Now is disabled and says why (the server refuses such a booking anyway).
 */
export function BookingCard({ tour, preview }: { tour: TourDetail; preview: boolean }) {
  const departures = nextDepartures(tour.departures);
  const notBookableId = useId();
  return (
    <Card.Root as="section" aria-labelledby="booking-card-heading" shadow="lg" rounded="xl">
      <Card.Body gap="4">
        <Box>
          <Heading as="h2" id="booking-card-heading" size="sm" color="fg.muted" fontWeight="medium">
            Book this tour
          </Heading>
          <HStack gap="2" align="baseline" mt="1">
            <Text fontSize="3xl" fontWeight="bold" fontFamily="heading" color="brand.fg">
              {formatPrice(tour.price)}
            </Text>
            <Text color="fg.muted">per person</Text>
          </HStack>
        </Box>

        <Stack gap="2">
          <Heading as="h3" size="sm">
            Next departures
          </Heading>
          {departures.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No scheduled departures right now. Contact us to arrange your own dates.
            </Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none">
              {departures.map((d) => (
                <HStack
                  as="li"
                  key={d.id}
                  justify="space-between"
                  gap="3"
                  fontSize="sm"
                  py="1.5"
                  borderBottomWidth="1px"
                  _last={{ borderBottomWidth: 0 }}
                >
                  <HStack gap="2">
                    <CalendarCheck size={16} aria-hidden />
                    <time dateTime={d.start_date}>{formatLongDate(d.start_date)}</time>
                  </HStack>
                  <Badge colorPalette={d.seats_left > 0 ? 'green' : 'gray'} variant="subtle">
                    {seatsLeftLabel(d.seats_left)}
                  </Badge>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>

        <Stack gap="3">
          {preview ? (
            <>
              <Button
                colorPalette="sunrise"
                size="lg"
                w="full"
                disabled
                aria-describedby={notBookableId}
              >
                Book Now
              </Button>
              <Text id={notBookableId} fontSize="sm" color="fg.muted">
                Booking opens when this tour is published (status Active).
              </Text>
            </>
          ) : (
            <Button asChild colorPalette="sunrise" size="lg" w="full">
              <Link to="/booking/$id" params={{ id: tour.id }}>
                Book Now
              </Link>
            </Button>
          )}
          <Button asChild variant="outline" colorPalette="brand" size="lg" w="full">
            <Link to="/contact">Contact Us</Link>
          </Button>
        </Stack>

        <Separator />

        <Stack gap="2">
          <Text fontSize="sm" fontWeight="semibold">
            Questions? Call us
          </Text>
          {COMPANY.phones.map((phone) => (
            <ChakraLink
              key={phone}
              href={telHref(phone)}
              color="brand.fg"
              fontWeight="medium"
              display="inline-flex"
              alignItems="center"
              gap="2"
            >
              <Phone size={16} aria-hidden />
              {phone}
            </ChakraLink>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
