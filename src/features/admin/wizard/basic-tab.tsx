import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { DIFFICULTIES, type TourStatus } from '../../../../contract/tours';
import { TOUR_FIELD_LIMITS } from '../../../../contract/admin-tours';
import type { BasicField } from '../../../../contract/tour-wizard';
import { FormField, SelectField, TextareaField } from '../../../components/form-field';
import {
  sendEdit,
  TabForm,
  useDraft,
  useTabErrors,
  useTabSaving,
  type TabPanelProps,
} from './tab-form';

const DIFFICULTY_OPTIONS = DIFFICULTIES.map((d) => ({ value: d, label: d }));
/** Draft first: the SPEC 9 default, and the safe choice until the tour is complete. */
const STATUS_ORDER: readonly TourStatus[] = ['Draft', 'Active', 'Inactive'];
const STATUS_OPTIONS = STATUS_ORDER.map((s) => ({ value: s, label: s }));

/** SPEC 3 'Tour basic form' with the SPEC 9 defaults; errors under each field (SPEC 5). */
export function BasicTab({ actor, wizard }: TabPanelProps) {
  const values = useDraft(actor, 'basic');
  const categories = useSelector(wizard, (s) => s.context.categories);
  const errors = useTabErrors(actor);
  const saving = useTabSaving(actor);
  const change = useCallback(
    (field: string, value: string) =>
      sendEdit(actor, { type: 'basic.change', field: field as BasicField, value }),
    [actor],
  );
  const field = (name: BasicField) => ({
    name,
    value: values[name],
    error: errors[name],
    onValueChange: change,
    disabled: saving,
  });
  const categoryOptions = [
    { value: '', label: 'No category' },
    ...categories.map((c) => ({ value: String(c.id), label: c.name })),
  ];

  return (
    <TabForm
      actor={actor}
      tab="basic"
      note="Fields marked * are required. Prices are per person in US dollars."
    >
      <Stack gap="5">
        <FormField
          {...field('title')}
          label="Title"
          required
          maxLength={TOUR_FIELD_LIMITS.title}
          placeholder="K2 Base Camp Trek"
        />
        <TextareaField
          {...field('description')}
          label="Description"
          required
          rows={5}
          maxLength={TOUR_FIELD_LIMITS.description}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField
            {...field('price')}
            label="Price ($)"
            required
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
          />
          <FormField
            {...field('duration')}
            label="Duration (days)"
            required
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
          />
          <SelectField {...field('difficulty')} label="Difficulty" options={DIFFICULTY_OPTIONS} />
          <FormField
            {...field('location')}
            label="Location"
            required
            maxLength={TOUR_FIELD_LIMITS.location}
            placeholder="Skardu, Gilgit-Baltistan"
          />
          <FormField
            {...field('group_size')}
            label="Group Size"
            required
            maxLength={TOUR_FIELD_LIMITS.groupSize}
            placeholder="4-12"
          />
          <FormField
            {...field('altitude')}
            label="Altitude"
            maxLength={TOUR_FIELD_LIMITS.altitude}
            placeholder="5,150 m"
          />
          <FormField
            {...field('season')}
            label="Season"
            maxLength={TOUR_FIELD_LIMITS.season}
            placeholder="June - August"
          />
          <SelectField {...field('category_id')} label="Category" options={categoryOptions} />
          <Stack gap="1.5">
            <SelectField {...field('status')} label="Status" options={STATUS_OPTIONS} />
            <Text fontSize="sm" color="fg.muted">
              Only Active tours are shown on the public site.
            </Text>
          </Stack>
        </SimpleGrid>
        <TextareaField
          {...field('important_notes')}
          label="Important Notes"
          required
          rows={4}
          maxLength={TOUR_FIELD_LIMITS.importantNotes}
        />
      </Stack>
    </TabForm>
  );
}
