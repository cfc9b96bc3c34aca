import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { CONTACT_SUBJECTS } from '../../../contract/enquiries';
import { ContactDetailsFields, FormCard } from '../../components/form-card';
import { SelectField, TextareaField } from '../../components/form-field';
import { useContactForm } from './contact.logic';

const SUBJECT_OPTIONS = Object.entries(CONTACT_SUBJECTS).map(([value, label]) => ({
  value,
  label,
}));

export function ContactForm() {
  const { busy, ready, field, formProps } = useContactForm();

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
            disabled={busy || !ready}
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
