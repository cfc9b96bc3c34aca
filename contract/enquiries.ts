import { z } from 'zod/mini';
import { requestObject } from './input';

/** Server-side messages for the enquiry forms (SPEC 5 leaves them to the browser). */
export const ENQUIRY_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter a valid email address',
  message: 'Please enter a message',
  subject: 'Please choose a subject',
  groupsSize: 'Please tell us your group size',
  destination: 'Please tell us where you would like to go',
  duration: 'Please tell us how long you would like to travel',
  activities: 'Please tell us which activities interest you',
  preferredDate: 'Please enter a valid date',
  preferredDatePast: 'The preferred start date cannot be in the past',
  accommodationType: 'Please choose an accommodation type',
} as const;

const text = (max: number, error: string) =>
  z
    .string({ error })
    .check(
      z.trim(),
      z.minLength(1, { error }),
      z.maxLength(max, { error: `Please keep this under ${max} characters` }),
    );
const optionalText = (max: number) =>
  z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(max, { error: `Please keep this under ${max} characters` })),
  );
const email = z
  .string({ error: ENQUIRY_MESSAGES.email })
  .check(
    z.trim(),
    z.maxLength(254, { error: ENQUIRY_MESSAGES.email }),
    z.email({ error: ENQUIRY_MESSAGES.email }),
  );

/** SPEC 5: contact subjects (value: label). */
export const CONTACT_SUBJECTS = {
  general: 'General Inquiry',
  booking: 'Tour Booking',
  custom: 'Custom Itinerary',
  feedback: 'Feedback',
  other: 'Other',
} as const;
export type ContactSubject = keyof typeof CONTACT_SUBJECTS;

/** POST /api/contact: name, email and message required; phone and subject optional. */
export const contactRequestSchema = requestObject(
  {
    name: text(100, ENQUIRY_MESSAGES.name),
    email,
    phone: optionalText(40),
    subject: z.optional(
      z.enum(Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]], {
        error: ENQUIRY_MESSAGES.subject,
      }),
    ),
    message: text(5000, ENQUIRY_MESSAGES.message),
  },
  ['message'],
);
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** SPEC 5: accommodation types, standard by default. */
const ACCOMMODATION_TYPES = ['budget', 'standard', 'luxury', 'camping', 'mixed'] as const;
export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];

/** yyyy-mm-dd that exists on the calendar (no 2025-02-30). */
const calendarDate = z.iso.date();

/** POST /api/custom-tour-request (SPEC 3 and 5). preferred_date: yyyy-mm-dd or empty. */
export const customTourRequestSchema = requestObject(
  {
    name: text(100, ENQUIRY_MESSAGES.name),
    email,
    phone: optionalText(40),
    groups_size: text(100, ENQUIRY_MESSAGES.groupsSize),
    destination: text(200, ENQUIRY_MESSAGES.destination),
    duration: text(100, ENQUIRY_MESSAGES.duration),
    preferred_date: z.optional(
      z.string({ error: ENQUIRY_MESSAGES.preferredDate }).check(
        z.refine((value) => value === '' || calendarDate.safeParse(value).success, {
          error: ENQUIRY_MESSAGES.preferredDate,
        }),
      ),
    ),
    activities: text(2000, ENQUIRY_MESSAGES.activities),
    special_requirements: optionalText(5000),
    budget: optionalText(100),
    accommodation_type: z.optional(
      z.enum(ACCOMMODATION_TYPES, { error: ENQUIRY_MESSAGES.accommodationType }),
    ),
  },
  ['activities', 'special_requirements'],
);
export type CustomTourRequest = z.infer<typeof customTourRequestSchema>;

/** POST /api/newsletter. */
export const newsletterRequestSchema = requestObject({ email });
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

/** 201 (stored) or 200 (already subscribed, or already stored) for every enquiry endpoint. */
export const enquiryResponseSchema = z.object({ message: z.string() });
export type EnquiryResponse = z.infer<typeof enquiryResponseSchema>;

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
