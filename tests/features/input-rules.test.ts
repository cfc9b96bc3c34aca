import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, ENQUIRY_MESSAGES, emailField } from '../../contract';
import {
  itineraryRequestSchema,
  TOUR_FORM_MESSAGES,
  tourBasicSchema,
} from '../../contract/admin-tours';
import {
  BOOKING_MESSAGES,
  CHECKOUT_MESSAGES,
  createBookingRequestSchema,
  EMPTY_CHECKOUT,
  validateCheckout,
} from '../../contract/bookings';
import { INPUT_MESSAGES, MAX_ROW_ID } from '../../contract/input';
import { bookingLookupSchema, MANAGE_BOOKING_MESSAGES } from '../../contract/manage-booking';
import { profileUpdateSchema } from '../../contract/profile';
import { SETTINGS_MESSAGES, generalSettingsSchema } from '../../contract/settings';
import { validateForm } from '../../machines/form-rules';

/*
 * Issue 18: the shared request rules, as the browser's forms run them (the server runs the same
 * schemas and answers the same messages under the same fields).
 */

const contact = { name: 'Asma', email: 'asma@example.com', phone: '', message: 'Hello' };

describe('texts', () => {
  it.each([
    ['NUL', 'As\u0000ma'],
    ['escape', 'As\u001Bma'],
    ['a lone high surrogate', 'As\uD800ma'],
    ['a lone low surrogate', 'As\uDC00ma'],
    ['a line break in a one-line field', 'As\nma'],
    ['a tab in a one-line field', 'As\tma'],
  ])('a form refuses %s with the characters message under its field', (_, name) => {
    expect(validateForm('contact', { ...contact, name })).toEqual({
      name: INPUT_MESSAGES.characters,
    });
  });

  it('takes line breaks and tabs in a multi-line field, emoji and accents anywhere', () => {
    expect(validateForm('contact', { ...contact, message: 'Hello,\r\n\tfour of us 🏔️' })).toEqual(
      {},
    );
    expect(validateForm('contact', { ...contact, name: 'Zoë 🏔️ Ñandú' })).toEqual({});
    expect(validateForm('contact', { ...contact, message: 'Hi\u0000' })).toEqual({
      message: INPUT_MESSAGES.characters,
    });
  });

  it('names the nested field (itinerary.0.title) and refuses a value nested too deep', () => {
    const result = itineraryRequestSchema.safeParse({
      itinerary: [{ title: 'Day\u0000one', description: 'Fly in.\nRest.' }],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['itinerary.0.title', INPUT_MESSAGES.characters],
    ]);
    let deep: unknown = 'x';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    const nested = itineraryRequestSchema.safeParse({
      itinerary: [{ day: deep, title: 'Day one', description: 'Fly in.' }],
    });
    expect(nested.success).toBe(false);
  });

  it('refuses an unknown key by name, at the top and nested', () => {
    expect(validateForm('contact', { ...contact, admin: 'yes' })).toEqual({
      _: INPUT_MESSAGES.unknownField(['admin']),
    });
    const nested = itineraryRequestSchema.safeParse({
      itinerary: [{ title: 'Day one', description: 'Fly in.', price: 1 }],
    });
    expect(nested.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['itinerary.0', INPUT_MESSAGES.unknownField(['price'])],
    ]);
  });
});

describe('ids', () => {
  const booking = {
    tour_id: 1,
    departure_id: 1,
    travelers: 1,
    add_ons: [],
    name: 'Sara',
    email: 'sara@example.com',
    phone: '+92 300 1234567',
    payment_method: 'paypal',
  };

  it.each([MAX_ROW_ID + 1, 2 ** 53, 0, -1, 1.5])('refuses id %s with the field message', (id) => {
    const result = createBookingRequestSchema.safeParse({ ...booking, departure_id: id });
    const issues = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(new Set(issues)).toEqual(new Set([`departure_id: ${BOOKING_MESSAGES.departure}`]));
    const basic = tourBasicSchema.safeParse({ ...validTour, category_id: id });
    expect(new Set(basic.error?.issues.map((issue) => issue.message))).toEqual(
      new Set([TOUR_FORM_MESSAGES.categoryId]),
    );
  });

  it('takes the largest id an integer column holds', () => {
    expect(createBookingRequestSchema.safeParse({ ...booking, tour_id: MAX_ROW_ID }).success).toBe(
      true,
    );
  });
});

const validTour = {
  title: 'K2',
  description: 'A trek.',
  important_notes: 'Boots.',
  price: 100,
  duration: 3,
  group_size: '2-10',
  location: 'Skardu',
};

describe('e-mail addresses', () => {
  const hostile = ['<script>@example.com', 'a<b>@example.com', '"x"@example.com', 'a@b'];

  it.each(hostile)('every form refuses %s with its own SPEC message', (email) => {
    expect(emailField.safeParse(email).error?.issues[0]?.message).toBe(AUTH_MESSAGES.email);
    expect(validateForm('login', { email, password: 'secret-password' })).toEqual({
      email: AUTH_MESSAGES.email,
    });
    expect(validateForm('newsletter', { email })).toEqual({ email: ENQUIRY_MESSAGES.email });
    expect(validateCheckout({ ...EMPTY_CHECKOUT, email }, '2025-03-10').email).toBe(
      CHECKOUT_MESSAGES.emailFormat,
    );
    expect(
      bookingLookupSchema.safeParse({ reference: 'ABCD1234', email }).error?.issues[0]?.message,
    ).toBe(MANAGE_BOOKING_MESSAGES.email);
    expect(
      profileUpdateSchema.safeParse({ name: 'Sara', email, phone: null, date_of_birth: null })
        .success,
    ).toBe(false);
  });

  it('still takes ordinary addresses', () => {
    for (const email of ['sara@example.com', "o'brien+trips@mail.example.co.uk"]) {
      expect(emailField.safeParse(email).success).toBe(true);
      expect(validateCheckout({ ...EMPTY_CHECKOUT, email }, '2025-03-10').email).toBeUndefined();
    }
  });
});

describe('settings website', () => {
  const general = {
    companyName: 'Karakoram Trails',
    email: 'info@karakoramtrails.pk',
    phone: '',
    address: '',
  };
  const websiteMessage = (website: string) =>
    generalSettingsSchema.safeParse({ ...general, website }).error?.issues[0]?.message;

  it.each(['http://1', 'http://10.0.0.1', 'https://localhost', 'https://example.', 'javascript:x'])(
    'refuses %s',
    (website) => {
      expect(websiteMessage(website)).toBe(SETTINGS_MESSAGES.website);
    },
  );

  it.each(['', 'https://karakoramtrails.pk', 'http://www.example.co.uk/trips?x=1'])(
    'takes %j',
    (website) => {
      expect(websiteMessage(website)).toBeUndefined();
    },
  );
});
