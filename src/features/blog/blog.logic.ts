import { isApiFailure } from '../../../contract/api-failure';
import { messageOr } from '../../api/errors';
import { subscribeToNewsletter, type NewsletterResult } from '../../api/newsletter';
import { useForm } from '../../components/form.logic';

const SUBSCRIBED_TITLE = 'Thanks for subscribing!';
const SUBSCRIBED_TEXT = "We'll send our best stories and departure news to your inbox.";
const ALREADY_SUBSCRIBED_TITLE = "You're already subscribed";
const SUBSCRIBE_FAILED_TITLE = 'Subscription failed';
const SUBSCRIBE_FAILED_TEXT = 'We could not subscribe you right now. Please try again in a moment.';

/** A field error from the server (422) is shown under the field; anything else gets a toast. */
const isFieldError = (error: unknown) => isApiFailure(error) && Boolean(error.fieldErrors);

/**
 * The blog's newsletter sign-up: POST /api/newsletter, the toasts, and what the last answer said
 * (`onStatus`, repeated in a live region for screen readers).
 */
export function useNewsletterForm(onStatus: (text: string) => void) {
  return useForm('newsletter', { email: '' }, ({ api, toast }) => ({
    save: (values, signal) => subscribeToNewsletter(api, { email: values.email ?? '' }, signal),
    onSaved: (result: NewsletterResult) => {
      if (result.alreadySubscribed) {
        toast(ALREADY_SUBSCRIBED_TITLE, result.message, 'info');
        onStatus(result.message);
      } else {
        toast(SUBSCRIBED_TITLE, SUBSCRIBED_TEXT);
        onStatus(`${SUBSCRIBED_TITLE} ${SUBSCRIBED_TEXT}`);
      }
    },
    onFailed: (error) => {
      onStatus('');
      if (!isFieldError(error)) {
        toast(SUBSCRIBE_FAILED_TITLE, messageOr(error, SUBSCRIBE_FAILED_TEXT), 'error');
      }
    },
    onInvalid: () => onStatus(''),
  }));
}
