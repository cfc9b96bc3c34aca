import { Box, Button, Flex, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { parseISO, startOfMonth } from 'date-fns';
import { CalendarCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { isoDay } from '../../../contract/bookings';
import type { Departure } from '../../../contract/tours';
import { bookableDepartures, type BookingActorRef } from '../../../machines/booking-machine';
import { formatLongDate } from '../../lib/format';
import { compareText } from '../../lib/compare-text';
import { FullyBookedDates } from '../waitlist/waitlist-join';
import { QUICK_DATES_ID } from './date-focus';

/** How many bookable dates get a quick chip (SPEC 2). */
const QUICK_CHIPS = 4;

function seatsLeft(seats: number): string {
  return `${seats} ${seats === 1 ? 'seat' : 'seats'} left`;
}

/** Calendar days as local dates (a 'yyyy-mm-dd' start date is a calendar day, not an instant). */
const dayOf = (iso: string): Date => parseISO(iso);

/**
 * The calendar's look, in the site's colours: the library's stylesheet gives the layout, these
 * variables and rules give the theme, a visible focus ring and clearly marked open dates.
 */
const calendarCss = {
  '& .rdp-root': {
    '--rdp-accent-color': 'var(--chakra-colors-brand-solid)',
    '--rdp-accent-background-color': 'var(--chakra-colors-brand-subtle)',
    '--rdp-today-color': 'inherit',
    '--rdp-day-height': '44px',
    '--rdp-day-width': '44px',
    '--rdp-day_button-height': '40px',
    '--rdp-day_button-width': '40px',
    '--rdp-day_button-border-radius': 'var(--chakra-radii-md)',
    '--rdp-disabled-opacity': '0.4',
    '--rdp-nav-height': '2.75rem',
    fontFamily: 'var(--chakra-fonts-body)',
  },
  '& .rdp-month_caption': {
    fontFamily: 'var(--chakra-fonts-heading)',
    fontSize: 'var(--chakra-font-sizes-md)',
    fontWeight: 'var(--chakra-font-weights-semibold)',
    color: 'var(--chakra-colors-fg)',
    paddingInlineStart: '0.5rem',
  },
  '& .rdp-weekday': {
    color: 'var(--chakra-colors-fg-muted)',
    opacity: 1,
    fontSize: 'var(--chakra-font-sizes-xs)',
    textTransform: 'uppercase',
  },
  '& .rdp-button_previous, & .rdp-button_next': {
    borderRadius: 'var(--chakra-radii-md)',
  },
  '& .rdp-button_previous:hover:not([aria-disabled="true"]), & .rdp-button_next:hover:not([aria-disabled="true"])':
    { background: 'var(--chakra-colors-bg-muted)' },
  '& .rdp-day_button': {
    fontSize: 'var(--chakra-font-sizes-sm)',
    transition: 'background-color 0.15s, color 0.15s',
  },
  '& .rdp-day_button:focus-visible, & .rdp-button_previous:focus-visible, & .rdp-button_next:focus-visible':
    {
      outline: '3px solid var(--chakra-colors-brand-focus-ring)',
      outlineOffset: '2px',
    },
  '& .bk-available .rdp-day_button': {
    background: 'var(--chakra-colors-brand-subtle)',
    color: 'var(--chakra-colors-brand-fg)',
    fontWeight: 'var(--chakra-font-weights-semibold)',
    border: '1px solid var(--chakra-colors-brand-emphasized)',
  },
  '& .bk-available .rdp-day_button:hover': {
    background: 'var(--chakra-colors-brand-muted)',
  },
  '& .rdp-selected': { fontSize: 'inherit' },
  '& .rdp-selected .rdp-day_button, & .rdp-selected .rdp-day_button:hover': {
    background: 'var(--chakra-colors-brand-solid)',
    color: 'var(--chakra-colors-brand-contrast)',
    border: '1px solid var(--chakra-colors-brand-solid)',
  },
  '& .bk-sold-out .rdp-day_button': { textDecoration: 'line-through' },
  '@media (prefers-reduced-motion: reduce)': {
    '& .rdp-day_button': { transition: 'none' },
  },
} as const;

const NO_DEPARTURES: readonly Departure[] = [];

/** Same departures in the same order (the machine keeps their identities while the tour stays). */
const sameDepartures = (a: readonly Departure[], b: readonly Departure[]) =>
  a.length === b.length && a.every((d, i) => d === b[i]);

const byStartDate = (a: Departure, b: Departure) => compareText(a.start_date, b.start_date);

/**
 * Select Your Dates (SPEC 2): chips for the first four open departures and a calendar where
 * only open departures can be chosen. Which dates are open is the machine's rule
 * (bookableDepartures); this view shows it and reports the choice.
 */
export function DeparturePicker({ actor }: { actor: BookingActorRef }) {
  const bookable = useSelector(actor, (s) => bookableDepartures(s.context), sameDepartures);
  const departures = useSelector(actor, (s) => s.context.tour?.departures ?? NO_DEPARTURES);
  const selectedId = useSelector(actor, (s) => s.context.departureId);
  const travelers = useSelector(actor, (s) => s.context.travelers);
  const sorted = useMemo(() => [...bookable].sort(byStartDate), [bookable]);
  const full = useMemo(
    () => departures.filter((d) => d.seats_left <= 0).sort(byStartDate),
    [departures],
  );
  const select = (departureId: number) => actor.send({ type: 'date.select', departureId });

  if (sorted.length === 0) {
    return (
      <Stack gap="6">
        <NoOpenDepartures />
        <FullyBookedDates departures={full} travelers={travelers} />
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <DepartureChips
        departures={sorted.slice(0, QUICK_CHIPS)}
        selectedId={selectedId}
        onSelect={select}
      />
      <DepartureCalendar
        bookable={sorted}
        departures={departures}
        selectedId={selectedId}
        onSelect={select}
      />
      <FullyBookedDates departures={full} travelers={travelers} />
    </Stack>
  );
}

interface ChoiceProps {
  selectedId: number | null;
  onSelect: (departureId: number) => void;
}

function DepartureChips({
  departures,
  selectedId,
  onSelect,
}: ChoiceProps & { departures: Departure[] }) {
  return (
    <Box>
      <Text id="quick-dates-label" fontWeight="semibold" mb="3">
        Next available dates
      </Text>
      <Box
        id={QUICK_DATES_ID}
        role="group"
        aria-labelledby="quick-dates-label"
        display="grid"
        gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
        gap="3"
      >
        {departures.map((d) => {
          const selected = d.id === selectedId;
          return (
            <Button
              key={d.id}
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(d.id)}
              colorPalette="brand"
              variant={selected ? 'solid' : 'outline'}
              h="auto"
              py="3"
              px="3"
              flexDirection="column"
              alignItems="flex-start"
              gap="0.5"
              whiteSpace="normal"
              textAlign="left"
            >
              <Text as="span" fontWeight="semibold" fontSize="sm">
                <time dateTime={d.start_date}>{formatLongDate(d.start_date)}</time>
              </Text>
              <Text as="span" fontSize="xs" fontWeight="normal">
                {seatsLeft(d.seats_left)}
              </Text>
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}

function DepartureCalendar({
  bookable,
  departures,
  selectedId,
  onSelect,
}: ChoiceProps & { bookable: Departure[]; departures: readonly Departure[] }) {
  const open = useMemo(() => new Map(bookable.map((d) => [d.start_date, d])), [bookable]);
  const soldOut = useMemo(
    () => departures.filter((d) => d.seats_left <= 0).map((d) => dayOf(d.start_date)),
    [departures],
  );
  const selectedStart = departures.find((d) => d.id === selectedId)?.start_date ?? null;
  const first = bookable[0]!.start_date;
  const last = bookable[bookable.length - 1]!.start_date;

  // The calendar opens on the chosen date's month (or the first open date's) and follows a
  // date chosen elsewhere, such as a chip; the arrows move it freely in between.
  const [month, setMonth] = useState(() => startOfMonth(dayOf(selectedStart ?? first)));
  const [shownFor, setShownFor] = useState(selectedStart);
  if (selectedStart !== shownFor) {
    setShownFor(selectedStart);
    if (selectedStart) setMonth(startOfMonth(dayOf(selectedStart)));
  }

  const isOpen = (date: Date) => open.has(isoDay(date));
  const dayLabel = (date: Date, modifiers: Modifiers) => {
    const departure = open.get(isoDay(date));
    const status = departure
      ? seatsLeft(departure.seats_left)
      : modifiers.bkSoldOut
        ? 'fully booked'
        : 'not available';
    return `${formatLongDate(date)}, ${status}${modifiers.selected ? ', selected' : ''}`;
  };

  return (
    <Flex gap={{ base: '4', md: '8' }} direction={{ base: 'column', md: 'row' }} align="flex-start">
      <Box
        css={calendarCss}
        borderWidth="1px"
        rounded="lg"
        px="2"
        py="3"
        alignSelf={{ base: 'center', md: 'flex-start' }}
      >
        <DayPicker
          mode="single"
          required
          selected={selectedStart ? dayOf(selectedStart) : undefined}
          onSelect={(date) => {
            const departure = open.get(isoDay(date));
            if (departure) onSelect(departure.id);
          }}
          month={month}
          onMonthChange={setMonth}
          startMonth={dayOf(first)}
          endMonth={dayOf(last)}
          navLayout="around"
          disabled={(date) => !isOpen(date)}
          modifiers={{ bkOpen: isOpen, bkSoldOut: soldOut }}
          modifiersClassNames={{ bkOpen: 'bk-available', bkSoldOut: 'bk-sold-out' }}
          labels={{ labelDayButton: dayLabel }}
          footer={
            <Text fontSize="sm" color="fg.muted" mt="2" px="2">
              {selectedStart
                ? `Selected: ${formatLongDate(selectedStart)}`
                : 'Choose one of the highlighted dates.'}
            </Text>
          }
        />
      </Box>
      <Stack gap="3" fontSize="sm" color="fg.muted" maxW={{ md: '2xs' }} pt={{ md: '3' }}>
        <Flex gap="2" align="center">
          <Box
            aria-hidden
            boxSize="5"
            rounded="sm"
            bg="brand.subtle"
            borderWidth="1px"
            borderColor="brand.emphasized"
          />
          <Text>Open for booking</Text>
        </Flex>
        <Flex gap="2" align="center">
          <Box aria-hidden boxSize="5" rounded="sm" bg="brand.solid" />
          <Text>Your date</Text>
        </Flex>
        <Text>Only the highlighted dates can be booked; a crossed-out date is fully booked.</Text>
      </Stack>
    </Flex>
  );
}

/** No open departure: say so and offer the two ways forward (SPEC 2 contact, custom tour). */
function NoOpenDepartures() {
  return (
    <Stack gap="4" borderWidth="1px" rounded="lg" p="5" bg="bg.subtle">
      <Flex gap="3" align="flex-start">
        <Box color="brand.fg" pt="0.5">
          <CalendarCheck size={20} aria-hidden />
        </Box>
        <Stack gap="1">
          <Heading as="h3" size="sm">
            No dates are open for booking right now
          </Heading>
          <Text color="fg.muted">
            Every departure of this tour is full or has already started. Contact us and we will look
            for dates that suit you, or plan a custom tour around your own dates.
          </Text>
        </Stack>
      </Flex>
      <Wrap gap="3">
        <Button asChild colorPalette="brand">
          <Link to="/contact">Contact Us</Link>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <Link to="/custom-tour">Request a Custom Tour</Link>
        </Button>
      </Wrap>
    </Stack>
  );
}
