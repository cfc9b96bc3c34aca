import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { BellRing } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Departure } from '../../../contract/tours';
import { FULLY_BOOKED_LABEL } from '../../../contract/waitlist';
import { FormField } from '../../components/form-field';
import { formatLongDate } from '../../lib/format';
import { useSessionUser } from '../../session/use-session';
import { useWaitlistJoinForm } from './waitlist.logic';

/**
 * The booking page's fully booked dates (issue 19): each stays visible as "Fully booked - join
 * the waitlist"; choosing one opens a small form (e-mail, travellers; the signed-in traveller's
 * e-mail filled in). Joined, the date says so until the page is left.
 */
export function FullyBookedDates({
  departures,
  travelers,
}: {
  departures: readonly Departure[];
  travelers: number;
}) {
  if (departures.length === 0) return null;
  return (
    <Box>
      <Text id="full-dates-label" fontWeight="semibold" mb="3">
        Fully booked dates
      </Text>
      <Stack as="ul" aria-labelledby="full-dates-label" gap="3" listStyleType="none">
        {departures.map((d) => (
          <Box as="li" key={d.id} borderWidth="1px" rounded="lg" p="3">
            <WaitlistToggle
              departure={d}
              travelers={travelers}
              label={FULLY_BOOKED_LABEL}
              joinedText="You're on the waitlist"
            >
              <Text fontWeight="semibold" fontSize="sm">
                <time dateTime={d.start_date}>{formatLongDate(d.start_date)}</time>
              </Text>
            </WaitlistToggle>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * A date with fewer seats than a larger group needs (issue 19): the group can wait for it too.
 * Under the "Only N seats left" notice, a button opens the same form, for one traveler more than
 * fit. Keyed by the date where it is used, so another date starts closed.
 */
export function WaitlistForLargerGroup({ departure }: { departure: Departure }) {
  return (
    <WaitlistToggle
      departure={departure}
      travelers={departure.seats_left + 1}
      label="More travelers? Join the waitlist"
      joinedText="You're on the waitlist for a larger group on this date"
    />
  );
}

/**
 * One date's way onto its waitlist: a button that opens the join form below `children` (what
 * names the date, if anything), and once joined a line that says so in the button's place.
 */
function WaitlistToggle({
  departure,
  travelers,
  label,
  joinedText,
  children,
}: {
  departure: Departure;
  travelers: number;
  label: string;
  joinedText: string;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [joined, setJoined] = useState(false);
  return (
    <>
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        {children}
        {joined ? (
          <Text fontSize="sm" color="fg.muted" role="status">
            {joinedText}
          </Text>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="outline"
            colorPalette="sunrise"
            aria-expanded={open}
            aria-controls={`waitlist-form-${departure.id}`}
            onClick={() => setOpen(!open)}
          >
            <BellRing aria-hidden />
            {label}
          </Button>
        )}
      </Flex>
      {open && !joined && (
        <WaitlistJoinForm
          departure={departure}
          travelers={travelers}
          onJoined={() => setJoined(true)}
        />
      )}
    </>
  );
}

function WaitlistJoinForm({
  departure,
  travelers,
  onJoined,
}: {
  departure: Departure;
  travelers: number;
  onJoined: () => void;
}) {
  const email = useSessionUser()?.email ?? '';
  const { busy, field, formProps } = useWaitlistJoinForm(
    departure.id,
    { email, travelers: String(travelers) },
    onJoined,
  );
  return (
    <Box id={`waitlist-form-${departure.id}`} mt="4">
      <form {...formProps}>
        <Stack gap="4">
          <Heading as="h3" size="sm">
            Join the waitlist for {formatLongDate(departure.start_date)}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            When seats free up, we e-mail the first travelers in line whose group fits and hold the
            seats for them.
          </Text>
          <Flex gap="4" direction={{ base: 'column', sm: 'row' }}>
            <FormField {...field('email')} label="Email" type="email" autoComplete="email" />
            <FormField
              {...field('travelers')}
              label="Travelers"
              type="number"
              inputMode="numeric"
              min={1}
              max={8}
              maxW={{ sm: '32' }}
            />
          </Flex>
          <Box>
            <Button type="submit" colorPalette="brand" disabled={busy}>
              {busy ? 'Joining...' : 'Join the waitlist'}
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
