import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { isoDay, type Booking } from '../contract/bookings';
import { pdfText } from '../tests/support/pdf-text';
import { findDeparture } from './api-bookings';
import { expectNoHorizontalScroll, expectNoSevereAxeViolations } from './page-checks';

/**
 * The itinerary PDF (issue 15) through the real UI, server and renderer: a traveller books in
 * the browser and downloads the PDF from the confirmation (SPEC's toast first) and from My
 * Account; a guest downloads it from Manage my booking on a phone.
 */

/** The saved file: a PDF whose text (read back with pdfjs) names the booking and its tour. */
async function expectItinerary(download: Download, reference: string, tourTitle: string) {
  expect(download.suggestedFilename()).toBe(`itinerary-${reference}.pdf`);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(new Uint8Array(bytes));
  expect(text).toContain(reference);
  expect(text).toContain(tourTitle);
}

async function download(page: Page, button: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return file;
}

test.describe('itinerary PDF at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a traveller books, then downloads the itinerary from the confirmation and My Account', async ({
    page,
    request,
  }) => {
    const email = `itinerary-${randomUUID().slice(0, 8)}@example.com`;
    const registered = await request.post('/api/register', {
      data: { name: 'Samina Baig', email, password: 'trek-secret-1' },
    });
    expect(registered.ok()).toBe(true);
    const today = isoDay(new Date());
    const found = await findDeparture(request, (d) => d.start_date > today && d.seats_left >= 1);
    if (!found) throw new Error('No seeded tour has an open departure');
    const { tour } = found;

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('trek-secret-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Book in the browser: the departure, checkout with PayPal, the confirmation.
    await page.goto(`/booking/${tour.id}`);
    await page
      .getByRole('group', { name: 'Next available dates' })
      .getByRole('button')
      .first()
      .click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await page.getByLabel('Phone Number').fill('+92 321 7654321');
    await page.getByText('PayPal', { exact: true }).click();
    await page.getByText('I agree to the terms and conditions').click();
    await page.getByRole('button', { name: 'Complete Booking' }).click();
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
    const reference = (await page.getByTestId('booking-reference').textContent())!.trim();
    const title = (await page.getByRole('region', { name: 'Tour Details' }).textContent()) ?? '';

    // SPEC's toast stays, then the file arrives.
    const fromConfirmation = await download(
      page,
      page.getByRole('button', { name: 'Download Itinerary' }),
    );
    await expect(page.getByText('Generating itinerary')).toBeVisible();
    expect(title).toContain(tour.title);
    await expectItinerary(fromConfirmation, reference, tour.title);

    // My Account: the booking's details dialog.
    await page.getByRole('link', { name: 'View All Bookings' }).click();
    const card = page.getByTestId('my-booking').filter({ hasText: `Booking ID: ${reference}` });
    await card.getByRole('button', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking Details' });
    const fromAccount = await download(
      page,
      dialog.getByRole('button', { name: 'Download Itinerary' }),
    );
    await expectItinerary(fromAccount, reference, tour.title);
    await expect(dialog.getByRole('button', { name: 'Download Itinerary' })).toBeEnabled();
    await expectNoSevereAxeViolations(page);
  });
});

test.describe('itinerary PDF at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a guest downloads it from Manage my booking with the reference and e-mail', async ({
    page,
    request,
  }) => {
    const today = isoDay(new Date());
    const found = await findDeparture(request, (d) => d.start_date > today && d.seats_left >= 1);
    if (!found) throw new Error('No seeded tour has an open departure');
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    // A guest booking: no account, no token.
    const response = await request.post('/api/bookings', {
      headers: { 'Idempotency-Key': randomUUID().replace(/-/g, '') },
      data: {
        tour_id: found.tour.id,
        departure_id: found.departure.id,
        travelers: 1,
        add_ons: [],
        name: 'Guest Traveller',
        email,
        phone: '+92 300 1234567',
        payment_method: 'card',
        card_last4: '4242',
      },
    });
    expect(response.status()).toBe(201);
    const booking = ((await response.json()) as { data: Booking }).data;

    await page.goto('/manage-booking');
    await page.getByLabel('Booking reference').fill(booking.reference);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Find booking' }).click();
    await page.getByRole('button', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking Details' });
    const file = await download(page, dialog.getByRole('button', { name: 'Download Itinerary' }));
    await expectItinerary(file, booking.reference, found.tour.title);
    await expectNoHorizontalScroll(page);
  });
});
