import { Heading, Link as ChakraLink, Span, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BALANCE_DUE_DAYS_BEFORE, DEPOSIT_RATE, MAX_TRAVELERS } from '../../../contract/bookings';
import { Accordion } from '../../components/ui/accordion';

const deposit = `${Math.round(DEPOSIT_RATE * 100)}%`;

/** Booking questions, answered with the policies of SPEC 9. */
const FAQS: ReadonlyArray<{ id: string; question: string; answer: ReactNode }> = [
  {
    id: 'deposit',
    question: 'How much do I pay to book?',
    answer: `A ${deposit} deposit secures your place on the tour. If your trip starts within ${BALANCE_DUE_DAYS_BEFORE} days, the full price is due when you book.`,
  },
  {
    id: 'balance',
    question: 'When is the balance due?',
    answer: `The balance is due ${BALANCE_DUE_DAYS_BEFORE} days before your tour starts. The booking summary shows the exact date once you choose a departure, and your price is guaranteed once you have booked.`,
  },
  {
    id: 'cancellation',
    question: 'What is your cancellation policy?',
    answer:
      'Cancel 30 days or more before the start date for a full refund. Between 29 and 15 days before the start you receive 50% back. Cancellations less than 15 days before the start are not refunded.',
  },
  {
    id: 'changes',
    question: 'Can the tour be changed or cancelled by you?',
    answer:
      'In the mountains safety comes first. We may modify or cancel a tour because of weather, safety concerns or too few participants, and we will contact you as early as possible to discuss your options.',
  },
  {
    id: 'group',
    question: `What if our group is larger than ${MAX_TRAVELERS} people?`,
    answer: (
      <>
        Online bookings are for 1 to {MAX_TRAVELERS} travelers. For a larger group,{' '}
        <ChakraLink asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
          <Link to="/contact">contact us</Link>
        </ChakraLink>{' '}
        and we will prepare a custom quote.
      </>
    ),
  },
  {
    id: 'add-ons',
    question: 'How are add-ons priced?',
    answer:
      'Each add-on has a flat price per booking, not per traveler. You can choose them now or leave them out.',
  },
];

/** The booking page's FAQ accordion (SPEC 2). */
export function FaqSection() {
  return (
    <Stack as="section" aria-labelledby="booking-faq-heading" gap="4">
      <Heading as="h2" id="booking-faq-heading" size={{ base: 'lg', md: 'xl' }}>
        Frequently Asked Questions
      </Heading>
      <Accordion.Root collapsible variant="enclosed" bg="bg">
        {FAQS.map((faq) => (
          <Accordion.Item key={faq.id} value={faq.id}>
            <Heading as="h3" fontSize="md" fontWeight="semibold">
              <Accordion.ItemTrigger cursor="pointer" py="4">
                <Span flex="1" textAlign="left">
                  {faq.question}
                </Span>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Text color="fg.muted">{faq.answer}</Text>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Stack>
  );
}
