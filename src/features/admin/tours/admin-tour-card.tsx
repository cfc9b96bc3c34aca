import {
  Badge,
  Box,
  Button,
  Spinner,
  HStack,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  type BadgeProps,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { CalendarDays, ClipboardList, Copy, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { AdminTour } from '../../../../contract/admin-tours';
import type { TourStatus } from '../../../../contract/tours';
import type { AdminTourListActorRef } from '../../../../machines/admin-tour-list-machine';
import { DifficultyBadge } from '../../../components/tours/difficulty-badge';
import { TourFacts, TourPrice, TourThumbnail } from '../../../components/tours/tour-card-parts';

/**
 * SPEC 4: Active green, Draft yellow, Inactive grey. Chakra's solid gray is near black, so
 * Inactive gets a mid grey that still holds white text at AA contrast.
 */
const STATUS_STYLE: Record<TourStatus, BadgeProps> = {
  Active: { colorPalette: 'green' },
  Draft: { colorPalette: 'yellow' },
  Inactive: { colorPalette: 'gray', bg: 'gray.600', color: 'white' },
};

function StatusBadge({ status }: { status: TourStatus }) {
  return (
    <Badge variant="solid" size="md" {...STATUS_STYLE[status]}>
      {status}
    </Badge>
  );
}

/** Names a card button by its visible word and the tour it acts on ('Edit K2 Base Camp Trek'). */
const named = (verb: string, title: string) => ({ 'aria-label': `${verb} ${title}` });

/**
 * One tour of the admin list (SPEC 2, 3): thumbnail, status and difficulty badges, title,
 * days, location, price per person, all-time bookings for Active tours, and View / Edit /
 * Clone / Delete. Clone and Delete send events; the machine ignores them while it is busy,
 * so the buttons stay focusable and only look unavailable (aria-disabled).
 */
export function AdminTourCard({
  tour,
  list,
  priority = false,
}: {
  tour: AdminTour;
  list: AdminTourListActorRef;
  priority?: boolean;
}) {
  const titleId = useId();
  const noteId = useId();
  const canDelete = useSelector(list, (s) => s.can({ type: 'tour.delete', id: tour.id }));
  const canClone = useSelector(list, (s) => s.can({ type: 'tour.clone', id: tour.id }));
  const cloning = useSelector(list, (s) => s.hasTag('cloning') && s.context.cloning === tour.id);
  const isPublic = tour.status === 'Active';

  return (
    <Stack
      as="article"
      aria-labelledby={titleId}
      data-testid="admin-tour-card"
      gap="0"
      h="full"
      bg="bg.panel"
      borderWidth="1px"
      rounded="xl"
      overflow="hidden"
      shadow="sm"
    >
      <Box position="relative" aspectRatio="3 / 2" bg="gray.100">
        <TourThumbnail
          src={tour.thumbnail}
          alt={tour.title}
          sizes="(min-width: 80em) 360px, (min-width: 48em) 50vw, 100vw"
          priority={priority}
        />
        <HStack position="absolute" top="3" left="3" right="3" justify="space-between" gap="2">
          <StatusBadge status={tour.status} />
          <DifficultyBadge difficulty={tour.difficulty} />
        </HStack>
      </Box>

      <Stack gap="2" p="5" flex="1">
        <Heading as="h2" size="md" lineHeight="short" id={titleId}>
          {tour.title}
        </Heading>
        <TourFacts duration={tour.duration} location={tour.location} />
        <TourPrice price={tour.price} amountSize="lg" />
        {isPublic ? (
          <HStack gap="1.5" fontSize="sm" color="fg.muted">
            <CalendarDays size={16} aria-hidden />
            <Text>
              All-time bookings:{' '}
              <Text as="span" fontWeight="semibold" color="fg">
                {tour.bookings}
              </Text>
            </Text>
          </HStack>
        ) : (
          <HStack gap="1.5" fontSize="sm" color="fg.muted" id={noteId}>
            <EyeOff size={16} aria-hidden />
            <Text>Not public: only Active tours appear on the website.</Text>
          </HStack>
        )}
      </Stack>

      <SimpleGrid columns={2} gap="2" px="5" pb="5">
        {isPublic ? (
          <Button asChild size="sm" variant="outline">
            <Link to="/tour/$id" params={{ id: tour.id }} {...named('View', tour.title)}>
              <Eye aria-hidden />
              View
            </Link>
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            aria-disabled="true"
            aria-describedby={noteId}
            {...named('View', tour.title)}
          >
            <Eye aria-hidden />
            View
          </Button>
        )}
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <Link
            to="/admin/tours/customize/$id"
            params={{ id: tour.id }}
            {...named('Edit', tour.title)}
          >
            <Pencil aria-hidden />
            Edit
          </Link>
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-disabled={!canClone || undefined}
          aria-busy={cloning || undefined}
          onClick={() => list.send({ type: 'tour.clone', id: tour.id })}
          {...named('Clone', tour.title)}
        >
          {cloning ? <Spinner size="sm" /> : <Copy aria-hidden />}
          Clone
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          aria-disabled={!canDelete || undefined}
          onClick={() => list.send({ type: 'tour.delete', id: tour.id })}
          {...named('Delete', tour.title)}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </SimpleGrid>
      <Box px="5" pb="5" mt="-2">
        <Button asChild size="sm" variant="subtle" colorPalette="brand" w="full">
          <Link
            to="/admin/tours/$id/departures"
            params={{ id: tour.id }}
            {...named('Departures', tour.title)}
          >
            <ClipboardList aria-hidden />
            Departures
          </Link>
        </Button>
      </Box>
    </Stack>
  );
}
