import { contactRequestSchema } from '../../../contract/enquiries';
import { sendContactMessage } from '../../api/enquiries';
import { messageOr } from '../../api/errors';
import { useForm } from '../../components/form.logic';

/** What the form starts with and returns to after a send (SPEC 8: form cleared). */
const EMPTY_CONTACT_MESSAGE = { name: '', email: '', phone: '', subject: 'general', message: '' };

const CONTACT_FAILED_TEXT = 'Something went wrong sending your message. Please try again.';

/** The contact form (SPEC 2, 8): POST /api/contact, the toasts, cleared after a send. */
export function useContactForm() {
  return useForm('contact', EMPTY_CONTACT_MESSAGE, ({ api, toast }) => ({
    save: (values, signal) => sendContactMessage(api, contactRequestSchema.parse(values), signal),
    onSaved: () =>
      toast('Message Sent', "We've received your message and will get back to you soon!"),
    onFailed: (error) => toast('Message not sent', messageOr(error, CONTACT_FAILED_TEXT), 'error'),
  }));
}
