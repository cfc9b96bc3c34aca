import { CUSTOM_TOUR_DEFAULTS, customTourRequestSchema } from '../../../contract/enquiries';
import { submitCustomTourRequest } from '../../api/enquiries';
import { messageOr } from '../../api/errors';
import { useForm } from '../../components/form.logic';

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
