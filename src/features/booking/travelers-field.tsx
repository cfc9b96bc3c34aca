import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { MAX_TRAVELERS, MIN_TRAVELERS } from '../../../contract/bookings';
import {
  maxTravelers,
  selectedDeparture,
  type BookingActorRef,
} from '../../../machines/booking-machine';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { WaitlistForLargerGroup } from '../waitlist/waitlist-join';

/**
 * Number of Travelers (SPEC 9): 1 to 8, never more than the chosen date's seats (the machine's
 * maxTravelers); larger groups are pointed to a custom quote. A group too large for the seats
 * left on the chosen date can join its waitlist (issue 19).
 */
export function TravelersField({ actor }: { actor: BookingActorRef }) {
  const travelers = useSelector(actor, (s) => s.context.travelers);
  const max = useSelector(actor, (s) => maxTravelers(s.context));
  const departure = useSelector(actor, (s) => selectedDeparture(s.context) ?? null);
  const seats = departure?.seats_left ?? null;
  const counts = Array.from({ length: max - MIN_TRAVELERS + 1 }, (_, i) => MIN_TRAVELERS + i);

  return (
    <Stack gap="3">
      <Field.Root maxW={{ md: 'xs' }}>
        <Field.Label>Travelers</Field.Label>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field
            name="travelers"
            value={String(travelers)}
            onChange={(e) =>
              actor.send({ type: 'travelers.change', count: Number(e.target.value) })
            }
          >
            {counts.map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'traveler' : 'travelers'}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText fontSize="sm">
          Groups larger than {MAX_TRAVELERS}?{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
            <Link to="/contact">Contact us for a custom quote</Link>
          </ChakraLink>
          .
        </Field.HelperText>
      </Field.Root>
      <Text
        role="status"
        fontSize="sm"
        fontWeight="medium"
        color="sunrise.fg"
        _empty={{ display: 'none' }}
      >
        {seats !== null && seats < MAX_TRAVELERS
          ? `Only ${seats} ${seats === 1 ? 'seat' : 'seats'} left on this date`
          : null}
      </Text>
      {departure && departure.seats_left < MAX_TRAVELERS && (
        <WaitlistForLargerGroup key={departure.id} departure={departure} />
      )}
    </Stack>
  );
}
