import { Box, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { CalendarDays, Clock, Gauge, MapPin, Mountain, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TourDetail } from '../../../contract/tours';
import { DifficultyBadge } from '../../components/tours/difficulty-badge';
import { pluralDays } from '../../lib/format';

interface Fact {
  label: string;
  icon: ReactNode;
  value: ReactNode;
}

function facts(tour: TourDetail): Fact[] {
  const list: Array<Fact | null> = [
    { label: 'Duration', icon: <Clock aria-hidden />, value: pluralDays(tour.duration) },
    {
      label: 'Difficulty',
      icon: <Gauge aria-hidden />,
      value: <DifficultyBadge difficulty={tour.difficulty} />,
    },
    tour.group_size
      ? { label: 'Group size', icon: <Users aria-hidden />, value: `${tour.group_size} people` }
      : null,
    tour.altitude
      ? { label: 'Max altitude', icon: <Mountain aria-hidden />, value: tour.altitude }
      : null,
    tour.season
      ? { label: 'Season', icon: <CalendarDays aria-hidden />, value: tour.season }
      : null,
    { label: 'Location', icon: <MapPin aria-hidden />, value: tour.location },
  ];
  return list.filter((fact): fact is Fact => fact !== null);
}

/** The key facts row under the gallery. */
export function TourFacts({ tour }: { tour: TourDetail }) {
  return (
    <section aria-labelledby="tour-key-facts">
      <VisuallyHidden asChild>
        <h2 id="tour-key-facts">Key facts</h2>
      </VisuallyHidden>
      <SimpleGrid
        as="dl"
        columns={{ base: 2, md: 3 }}
        gap={{ base: '4', md: '5' }}
        p={{ base: '4', md: '6' }}
        rounded="xl"
        bg="brand.subtle"
      >
        {facts(tour).map((fact) => (
          <Box key={fact.label} position="relative" ps="8" minW="0">
            <Text
              as="dt"
              fontSize="xs"
              textTransform="uppercase"
              letterSpacing="wider"
              color="fg.muted"
            >
              <Box
                as="span"
                position="absolute"
                insetStart="0"
                top="0.5"
                color="brand.fg"
                css={{ '& svg': { w: '5', h: '5' } }}
              >
                {fact.icon}
              </Box>
              {fact.label}
            </Text>
            <Text as="dd" fontWeight="semibold" mt="0.5">
              {fact.value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </section>
  );
}
