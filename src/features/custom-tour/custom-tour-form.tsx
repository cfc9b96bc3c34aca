import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import type { AccommodationType } from '../../../contract/enquiries';
import { ContactDetailsFields, FormCard } from '../../components/form-card';
import { FormField, SelectField, TextareaField } from '../../components/form-field';
import { useCustomTourForm } from './custom-tour.logic';

/** SPEC 5 / 9: accommodation types, standard by default. */
const ACCOMMODATION_OPTIONS: ReadonlyArray<{ value: AccommodationType; label: string }> = [
  { value: 'budget', label: 'Budget (guesthouses)' },
  { value: 'standard', label: 'Standard (hotels)' },
  { value: 'luxury', label: 'Luxury (best available)' },
  { value: 'camping', label: 'Camping' },
  { value: 'mixed', label: 'Mixed' },
];

export function CustomTourForm() {
  const { busy, ready, field, formProps } = useCustomTourForm();

  return (
    <FormCard
      title="Tell Us About Your Dream Trip"
      description="Share a few details and our planners will design an itinerary around you."
    >
      <form {...formProps} aria-label="Custom tour request">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <ContactDetailsFields field={field} nameLabel="Full Name" />
            <FormField
              {...field('groups_size')}
              label="Group Size"
              placeholder="e.g. 2 adults, 1 child"
              required
            />
            <FormField
              {...field('destination')}
              label="Destination(s)"
              placeholder="e.g. Hunza Valley, Deosai Plains"
              required
            />
            <FormField
              {...field('duration')}
              label="Duration"
              placeholder="e.g. 10 days"
              required
            />
            <FormField {...field('preferred_date')} label="Preferred Start Date" type="date" />
            <FormField {...field('budget')} label="Budget" placeholder="e.g. $1,500 per person" />
          </SimpleGrid>
          <SelectField
            {...field('accommodation_type')}
            label="Accommodation Type"
            options={ACCOMMODATION_OPTIONS}
          />
          <TextareaField
            {...field('activities')}
            label="Activities of Interest"
            rows={3}
            placeholder="e.g. trekking, jeep safaris, photography, cultural visits"
            required
          />
          <TextareaField
            {...field('special_requirements')}
            label="Special Requirements"
            rows={3}
            placeholder="Dietary needs, accessibility, celebrations..."
          />
          <Button
            type="submit"
            colorPalette="sunrise"
            size="lg"
            alignSelf={{ base: 'stretch', md: 'flex-start' }}
            disabled={busy || !ready}
          >
            {busy ? 'Submitting Request...' : 'Submit Request'}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
