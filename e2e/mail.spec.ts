import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { pdfText } from '../tests/support/pdf-text';
import {
  agreeToTerms,
  chooseDate,
  depositDeparture,
  fillCard,
  fillContact,
} from './checkout-steps';
import { MAIL_BASE_URL } from './fixtures';
import { readMail } from './mail';

/**
 * Mail through a real SMTP server (issue 15): against the server whose SMTP_URL points at the
 * suite's sink, a guest books in Chromium and the confirmation arrives in their inbox with the
 * itinerary PDF attached, and the operator (the Settings e-mail, Booking Alerts on) is told.
 */
test.use({ baseURL: MAIL_BASE_URL });

/** The seeded company e-mail in Settings (server/admin-data/settings.ts). */
const OPERATOR = 'info@karakoramtrails.pk';

test('a booking: the confirmation e-mail arrives with the itinerary PDF', async ({
  page,
  request,
}) => {
  const email = `mail-${randomUUID().slice(0, 8)}@example.com`;
  const { tour, departure } = await depositDeparture(request, 0);
  await chooseDate(page, tour, departure);
  await fillContact(page, { name: 'Ayesha Khan', email });
  await fillCard(page);
  await agreeToTerms(page);
  await page.getByRole('button', { name: /^Complete Booking/ }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent())!.trim();
  await expect(page.getByText(`a confirmation is on its way to ${email}`)).toBeVisible();

  const confirmation = await readMail({ to: email, subject: reference });
  expect(confirmation.subject).toBe(`Booking confirmed: ${reference} – ${tour.title}`);
  expect(confirmation.from).toContain('bookings@e2e.test');
  expect(confirmation.text).toContain('Ayesha Khan');
  expect(confirmation.text).toContain('College Road, Skardu');
  expect(confirmation.html).toContain(reference);
  expect(confirmation.attachments.map((a) => [a.filename, a.contentType])).toEqual([
    [`itinerary-${reference}.pdf`, 'application/pdf'],
  ]);
  const pdf = await pdfText(new Uint8Array(confirmation.attachments[0]!.content));
  expect(pdf).toContain(reference);
  expect(pdf).toContain(tour.title);

  const alert = await readMail({ to: OPERATOR, subject: reference });
  expect(alert.text).toContain(email);
});

test('a bank transfer: the bank details the page promises arrive by e-mail', async ({
  page,
  request,
}) => {
  const email = `transfer-${randomUUID().slice(0, 8)}@example.com`;
  const { tour, departure } = await depositDeparture(request, 1);
  await chooseDate(page, tour, departure);
  await fillContact(page, { name: 'Bilal Ahmed', email });
  await page.getByText('Bank Transfer', { exact: true }).click();
  await agreeToTerms(page);
  await page.getByRole('button', { name: /^Complete Booking/ }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent())!.trim();
  await expect(page.getByText(`Our bank details are on their way to ${email}.`)).toBeVisible();

  const mail = await readMail({ to: email, subject: reference });
  expect(mail.subject).toBe(`Bank transfer details for booking ${reference}`);
  // The operator's account from Settings (contract/settings.ts DEFAULT_PAYMENT_SETTINGS).
  expect(mail.text).toContain('Habib Bank Limited, Skardu Branch');
  expect(mail.text).toContain('PK36 HABB 0000 1234 5678 9012');
  expect(mail.attachments.map((a) => a.filename)).toEqual([`itinerary-${reference}.pdf`]);
});
