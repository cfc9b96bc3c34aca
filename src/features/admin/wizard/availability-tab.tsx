import {
  Badge,
  Button,
  HStack,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Plus, Trash2 } from 'lucide-react';
import { useCallback } from 'react';
import { AVAILABILITY_LIMITS } from '../../../../contract/admin-tours';
import {
  canMoveDeparture,
  errorKey,
  hasStarted,
  nextDay,
  type DepartureDraft,
} from '../../../../contract/tour-wizard';
import type { TabActorRef } from '../../../../machines/tour-wizard-machine';
import { FormField } from '../../../components/form-field';
import { formatLongDate } from '../../../lib/format';
import { ListFieldset, ListLegend } from './list-fieldset';
import { sendEdit, TabForm, useCanEdit, useDraft, useTabErrors, useTabSaving } from './tab-form';

/**
 * SPEC 3 'Availability': the tour's departures (start date and seats). New dates start after
 * today; a departure with bookings keeps its date, cannot be removed, and keeps at least its
 * booked seats. The server checks all of it again and its messages show here.
 */
export function AvailabilityTab({ actor }: { actor: TabActorRef }) {
  const { departures, today } = useDraft(actor, 'availability');
  const errors = useTabErrors(actor);
  const saving = useTabSaving(actor);

  return (
    <TabForm
      actor={actor}
      tab="availability"
      note={`Capacity is ${AVAILABILITY_LIMITS.minCapacity} to ${AVAILABILITY_LIMITS.maxCapacity} seats. Departures with bookings cannot be removed or moved.`}
    >
      <Stack gap="5">
        {departures.length === 0 && (
          <Text color="fg.muted">No departures yet: add the dates this tour starts on.</Text>
        )}
        <DeparturesLink actor={actor} />
        {departures.map((departure, index) => (
          <DepartureFields
            key={departure.key}
            actor={actor}
            departure={departure}
            index={index}
            today={today}
            errors={errors}
            disabled={saving}
          />
        ))}
        {errors[errorKey.availability] && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {errors[errorKey.availability]}
          </Text>
        )}
        <Button
          variant="outline"
          alignSelf="flex-start"
          disabled={saving}
          onClick={() => sendEdit(actor, { type: 'availability.add' })}
        >
          <Plus aria-hidden />
          Add Departure
        </Button>
      </Stack>
    </TabForm>
  );
}

/** Once the tour has saved departures: where their seats, revenue and manifests are. */
function DeparturesLink({ actor }: { actor: TabActorRef }) {
  const tourId = useSelector(actor, (s) => s.context.values.tourId);
  const { departures } = useDraft(actor, 'availability');
  if (tourId === null || !departures.some((departure) => departure.saved)) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      Seats sold and held, revenue and each departure&apos;s manifest:{' '}
      <ChakraLink asChild color="brand.fg" fontWeight="medium">
        <Link to="/admin/tours/$id/departures" params={{ id: tourId }}>
          View departures
        </Link>
      </ChakraLink>
    </Text>
  );
}

interface DepartureFieldsProps {
  actor: TabActorRef;
  departure: DepartureDraft;
  index: number;
  today: string;
  errors: Record<string, string>;
  disabled: boolean;
}

function DepartureFields({
  actor,
  departure,
  index,
  today,
  errors,
  disabled,
}: DepartureFieldsProps) {
  const canRemove = useCanEdit(actor, { type: 'availability.remove', index });
  const change = useCallback(
    (field: string, value: string) =>
      sendEdit(actor, {
        type: 'availability.change',
        index,
        field: field === 'start_date' ? 'start_date' : 'capacity',
        value,
      }),
    [actor, index],
  );
  const number = index + 1;
  const booked = departure.seats_booked;
  const movable = canMoveDeparture(departure);
  const started = hasStarted(departure, today);
  const reasonId = `departure-${departure.key}-reason`;

  return (
    <ListFieldset>
      <ListLegend>
        Departure {number}
        {departure.saved && ` (${formatLongDate(departure.saved.start_date)})`}
      </ListLegend>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            name="start_date"
            label="Start date"
            type="date"
            required
            min={movable ? nextDay(today) : undefined}
            value={departure.start_date}
            error={errors[errorKey.departure(index, 'start_date')]}
            onValueChange={change}
            disabled={disabled || !movable}
          />
          <FormField
            name="capacity"
            label="Capacity (seats)"
            type="number"
            inputMode="numeric"
            required
            min={Math.max(AVAILABILITY_LIMITS.minCapacity, booked)}
            max={AVAILABILITY_LIMITS.maxCapacity}
            step={1}
            value={departure.capacity}
            error={
              errors[errorKey.departure(index, 'capacity')] ??
              errors[errorKey.departure(index, 'id')]
            }
            onValueChange={change}
            disabled={disabled}
          />
        </SimpleGrid>
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <HStack gap="2" flexWrap="wrap" id={reasonId}>
            {booked > 0 ? (
              <>
                <Badge colorPalette="orange" variant="subtle">
                  {booked} {booked === 1 ? 'seat' : 'seats'} booked
                </Badge>
                <Text fontSize="sm" color="fg.muted">
                  Booked: it cannot be removed or moved, nor go below {booked} seats.
                </Text>
              </>
            ) : (
              <Badge variant="subtle">No bookings</Badge>
            )}
            {started && (
              <Badge colorPalette="gray" variant="outline">
                Started
              </Badge>
            )}
          </HStack>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            disabled={disabled || !canRemove}
            aria-label={`Remove Departure ${number}`}
            aria-describedby={canRemove ? undefined : reasonId}
            onClick={() => sendEdit(actor, { type: 'availability.remove', index })}
          >
            <Trash2 aria-hidden />
            Remove Departure
          </Button>
        </HStack>
      </Stack>
    </ListFieldset>
  );
}
