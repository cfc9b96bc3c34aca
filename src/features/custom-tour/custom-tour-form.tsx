import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { customTourRequestSchema, type AccommodationType } from '../../../contract/enquiries';
import { submitCustomTourRequest } from '../../api/enquiries';
import { messageOr } from '../../api/errors';
import { ContactDetailsFields, FormCard } from '../../components/form-card';
import { FormField, SelectField, TextareaField } from '../../components/form-field';
import { showToast } from '../../components/toaster';
import { useFormMachine } from '../../components/use-form-machine';

/** SPEC 5 / 9: accommodation types, standard by default. */
const ACCOMMODATION_OPTIONS: ReadonlyArray<{ value: AccommodationType; label: string }> = [
  { value: 'budget', label: 'Budget (guesthouses)' },
  { value: 'standard', label: 'Standard (hotels)' },
  { value: 'luxury', label: 'Luxury (best available)' },
  { value: 'camping', label: 'Camping' },
  { value: 'mixed', label: 'Mixed' },
];

/** What the form starts with and resets to after a successful request (SPEC 8). */
export const CUSTOM_TOUR_DEFAULTS = {
  name: '',
  email: '',
  phone: '',
  groups_size: '',
  destination: '',
  duration: '',
  preferred_date: '',
  activities: '',
  special_requirements: '',
  budget: '',
  accommodation_type: 'standard' satisfies AccommodationType,
};

export const CUSTOM_TOUR_FAILED_TEXT =
  'There was an issue submitting your request. Please try again later.';

export function CustomTourForm() {
  const { busy, field, formProps } = useFormMachine({
    form: 'customTour',
    initialValues: CUSTOM_TOUR_DEFAULTS,
    submit: (values, signal) =>
      submitCustomTourRequest(customTourRequestSchema.parse(values), signal),
    onSubmitted: () =>
      showToast(
        'Request Submitted',
        "We've received your custom tour request and will contact you soon!",
      ),
    onFailed: (error) => showToast('Error', messageOr(error, CUSTOM_TOUR_FAILED_TEXT), 'error'),
  });

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
            disabled={busy}
          >
            {busy ? 'Submitting Request...' : 'Submit Request'}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
