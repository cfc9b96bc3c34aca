import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useCallback } from 'react';
import { ITINERARY_LIMITS } from '../../../../contract/admin-tours';
import { errorKey, type DayDraft } from '../../../../contract/tour-wizard';
import type { TabActorRef } from '../../../../machines/tour-wizard-machine';
import { FormField, TextareaField } from '../../../components/form-field';
import { ListFieldset, ListLegend } from './list-fieldset';
import { sendEdit, TabForm, useCanEdit, useDraft, useTabErrors, useTabSaving } from './tab-form';

/** SPEC 4 'Itinerary editing': days numbered by position; at least one day stays. */
export function ItineraryTab({ actor }: { actor: TabActorRef }) {
  const days = useDraft(actor, 'itinerary');
  const errors = useTabErrors(actor);
  const saving = useTabSaving(actor);

  return (
    <TabForm actor={actor} tab="itinerary" note="Every day needs a title and a description.">
      <Stack gap="5">
        {days.map((day, index) => (
          <DayFields
            key={day.key}
            actor={actor}
            day={day}
            index={index}
            errors={errors}
            disabled={saving}
          />
        ))}
        {errors[errorKey.itinerary] && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {errors[errorKey.itinerary]}
          </Text>
        )}
        <Button
          variant="outline"
          alignSelf="flex-start"
          disabled={saving}
          onClick={() => sendEdit(actor, { type: 'itinerary.add' })}
        >
          <Plus aria-hidden />
          Add Day
        </Button>
      </Stack>
    </TabForm>
  );
}

interface DayFieldsProps {
  actor: TabActorRef;
  day: DayDraft;
  index: number;
  errors: Record<string, string>;
  disabled: boolean;
}

function DayFields({ actor, day, index, errors, disabled }: DayFieldsProps) {
  const canRemove = useCanEdit(actor, { type: 'itinerary.remove', index });
  const change = useCallback(
    (field: string, value: string) =>
      sendEdit(actor, {
        type: 'itinerary.change',
        index,
        field: field === 'title' ? 'title' : 'description',
        value,
      }),
    [actor, index],
  );
  const number = index + 1;
  return (
    <ListFieldset>
      <ListLegend>Day {number}</ListLegend>
      <Stack gap="4">
        <FormField
          name="title"
          label="Title"
          required
          value={day.title}
          error={errors[errorKey.day(index, 'title')]}
          onValueChange={change}
          disabled={disabled}
          maxLength={ITINERARY_LIMITS.title}
        />
        <TextareaField
          name="description"
          label="Description"
          required
          rows={3}
          value={day.description}
          error={errors[errorKey.day(index, 'description')]}
          onValueChange={change}
          disabled={disabled}
          maxLength={ITINERARY_LIMITS.description}
        />
        <HStack justify="flex-end">
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            disabled={disabled || !canRemove}
            aria-label={`Remove Day ${number}`}
            onClick={() => sendEdit(actor, { type: 'itinerary.remove', index })}
          >
            <Trash2 aria-hidden />
            Remove Day
          </Button>
        </HStack>
      </Stack>
    </ListFieldset>
  );
}
