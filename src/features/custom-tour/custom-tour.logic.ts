import { customTourRequestSchema, type AccommodationType } from '../../../contract/enquiries';
import { submitCustomTourRequest } from '../../api/enquiries';
import { messageOr } from '../../api/errors';
import { useForm } from '../../components/form.logic';

/** What the form starts with and resets to after a successful request (SPEC 8). */
const CUSTOM_TOUR_DEFAULTS = {
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

const CUSTOM_TOUR_FAILED_TEXT =
  'There was an issue submitting your request. Please try again later.';

/** The custom tour request (SPEC 2, 8): POST /api/custom-tour-request and the toasts. */
export function useCustomTourForm() {
  return useForm('customTour', CUSTOM_TOUR_DEFAULTS, ({ api, toast }) => ({
    save: (values, signal) =>
      submitCustomTourRequest(api, customTourRequestSchema.parse(values), signal),
    onSaved: () =>
      toast(
        'Request Submitted',
        "We've received your custom tour request and will contact you soon!",
      ),
    onFailed: (error) => toast('Error', messageOr(error, CUSTOM_TOUR_FAILED_TEXT), 'error'),
  }));
}
