import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { CONTACT_SUBJECTS, contactRequestSchema } from '../../../contract/enquiries';
import { sendContactMessage } from '../../api/enquiries';
import { messageOr } from '../../api/errors';
import { ContactDetailsFields, FormCard } from '../../components/form-card';
import { SelectField, TextareaField } from '../../components/form-field';
import { showToast } from '../../components/toaster';
import { useFormMachine } from '../../components/use-form-machine';

/** What the form starts with and returns to after a send (SPEC 8: form cleared). */
export const EMPTY_CONTACT_MESSAGE = {
  name: '',
  email: '',
  phone: '',
  subject: 'general',
  message: '',
};

const SUBJECT_OPTIONS = Object.entries(CONTACT_SUBJECTS).map(([value, label]) => ({
  value,
  label,
}));

export const CONTACT_FAILED_TITLE = 'Message not sent';
export const CONTACT_FAILED_TEXT = 'Something went wrong sending your message. Please try again.';

export function ContactForm() {
  const { busy, field, formProps } = useFormMachine({
    form: 'contact',
    initialValues: EMPTY_CONTACT_MESSAGE,
    submit: (values, signal) => sendContactMessage(contactRequestSchema.parse(values), signal),
    onSubmitted: () =>
      showToast('Message Sent', "We've received your message and will get back to you soon!"),
    onFailed: (error) =>
      showToast(CONTACT_FAILED_TITLE, messageOr(error, CONTACT_FAILED_TEXT), 'error'),
  });

  return (
    <FormCard
      title="Send Us a Message"
      description="Questions about a trek, dates or a booking? Write to us and our Skardu team will reply."
    >
      <form {...formProps} aria-label="Contact form">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <ContactDetailsFields field={field} nameLabel="Your Name" />
            <SelectField {...field('subject')} label="Subject" options={SUBJECT_OPTIONS} />
          </SimpleGrid>
          <TextareaField
            {...field('message')}
            label="Message"
            rows={6}
            placeholder="Tell us about your plans, dates and group"
            required
          />
          <Button
            type="submit"
            colorPalette="sunrise"
            size="lg"
            alignSelf={{ base: 'stretch', md: 'flex-start' }}
            disabled={busy}
          >
            {busy ? (
              'Sending...'
            ) : (
              <>
                <Send aria-hidden /> Send Message
              </>
            )}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
