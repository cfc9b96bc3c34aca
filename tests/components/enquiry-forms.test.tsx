// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGES } from '../../contract/enquiries';
import { json, notFound } from '../support/fake-api';
import { renderApp } from '../support/render-app';

beforeEach(() => localStorage.clear());

/** A fake API whose enquiry endpoint answers only when the test says so. */
function heldApi(path: string) {
  let release!: (response: Response) => void;
  const api = async (req: Request) => {
    if (new URL(req.url).pathname === path) {
      return new Promise<Response>((r) => (release = r));
    }
    return notFound();
  };
  return { api, release: (response: Response) => release(response) };
}

const form = (name: string) => screen.getByRole('form', { name });

/** Focus and paste: one change per field keeps these wiring tests fast. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillContact(user: UserEvent) {
  await fill(user, await screen.findByLabelText(/Your Name/), 'Sara Ahmed');
  await fill(user, screen.getByLabelText(/Email Address/), 'sara@example.com');
  await fill(user, screen.getByLabelText(/Phone Number/), '+92 300 1234567');
  await user.selectOptions(screen.getByLabelText(/Subject/), 'booking');
  await fill(
    user,
    screen.getByRole('textbox', { name: /^Message/ }),
    'Places on the K2 trek in July?',
  );
}

describe('contact page wiring', () => {
  it('shows the details and the required-field messages without sending', async () => {
    const { requests } = await renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'bookings@karakoramtrails.pk' })).toHaveAttribute(
      'href',
      'mailto:bookings@karakoramtrails.pk',
    );
    expect(screen.getByRole('link', { name: '+92 345 921 4410' })).toHaveAttribute(
      'href',
      'tel:+923459214410',
    );
    // Issue 17: an offline sketch map with the office, and the address in the maps app.
    const map = screen.getByRole('region', { name: 'Find Us in Skardu' });
    expect(
      within(map).getByRole('img', { name: /^Sketch map of Skardu: our office/ }),
    ).toHaveAttribute('src', '/images/map/skardu-office.svg');
    expect(within(map).getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=College%20Road%2C%20Skardu%2C%20Gilgit-Baltistan%2016100%2C%20Pakistan',
    );
    const subject = screen.getByLabelText(/Subject/);
    expect(
      within(subject)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['General Inquiry', 'Tour Booking', 'Custom Itinerary', 'Feedback', 'Other']);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(ENQUIRY_MESSAGES.name)).toBeVisible();
    expect(screen.getByText(ENQUIRY_MESSAGES.email)).toBeVisible();
    expect(screen.getByText(ENQUIRY_MESSAGES.message)).toBeVisible();
    expect(screen.getByLabelText(/Your Name/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/Your Name/)).toHaveFocus());
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("reads 'Sending...' with the fields disabled, for at least the send delay, then clears", async () => {
    const { api, release } = heldApi('/api/contact');
    const { requests } = await renderApp('/contact', api);
    const user = userEvent.setup();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Message/ })).toBeDisabled();
    expect(screen.getByLabelText(/Subject/)).toBeDisabled();
    const post = requests.find((r) => r.url.endsWith('/api/contact'))!;
    expect(await post.json()).toEqual({
      name: 'Sara Ahmed',
      email: 'sara@example.com',
      phone: '+92 300 1234567',
      subject: 'booking',
      message: 'Places on the K2 trek in July?',
    });

    release(json({ message: 'Message received.' }, 201));
    // The server has answered; the minimum send time (machine tests pin it to 1500 ms) has not.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    expect(
      await screen.findByText(
        "We've received your message and will get back to you soon!",
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('Message Sent')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText(/Your Name/)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
    expect(screen.getByLabelText(/Subject/)).toHaveValue('general');
  });

  it('keeps what was typed and shows an error toast when the send fails', async () => {
    await renderApp('/contact', () => json({ message: 'Server Error' }, 500));
    const user = userEvent.setup();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText(
        'Something went wrong sending your message. Please try again.',
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('Message not sent')).toBeVisible();
    expect(screen.getByLabelText(/Your Name/)).toHaveValue('Sara Ahmed');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue(
      'Places on the K2 trek in July?',
    );
    expect(within(form('Contact form')).getByRole('button')).toBeEnabled();
  });
});

async function fillCustomTour(user: UserEvent) {
  await fill(user, await screen.findByLabelText(/Full Name/), 'Omar Farooq');
  await fill(user, screen.getByLabelText(/Email Address/), 'omar@example.com');
  await fill(user, screen.getByLabelText(/Group Size/), '4 adults');
  await fill(user, screen.getByLabelText(/Destination/), 'Hunza and Deosai');
  await fill(user, screen.getByLabelText(/Duration/), '10 days');
  await fill(user, screen.getByLabelText(/Preferred Start Date/), '2026-07-01');
  await user.selectOptions(screen.getByLabelText(/Accommodation Type/), 'camping');
  await fill(user, screen.getByLabelText(/Activities of Interest/), 'Hiking and photography');
}

describe('custom tour page wiring', () => {
  it('lists the benefits, options and testimonials, and names every required field', async () => {
    const { requests } = await renderApp('/custom-tour');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Your Custom Tour' }),
    ).toBeVisible();
    const benefits = screen.getByRole('heading', { name: 'Why Choose a Custom Tour' });
    expect(within(benefits.parentElement!).getAllByRole('listitem')).toHaveLength(5);
    const options = screen.getByRole('heading', { name: 'Popular Custom Options' });
    expect(within(options.parentElement!).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    expect(screen.getByLabelText(/Accommodation Type/)).toHaveValue('standard');
    expect(screen.getByLabelText(/Preferred Start Date/)).toHaveAttribute('type', 'date');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Request' }));
    for (const message of [
      ENQUIRY_MESSAGES.name,
      ENQUIRY_MESSAGES.email,
      ENQUIRY_MESSAGES.groupsSize,
      ENQUIRY_MESSAGES.destination,
      ENQUIRY_MESSAGES.duration,
      ENQUIRY_MESSAGES.activities,
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("reads 'Submitting Request...' while busy, then toasts and resets to the defaults", async () => {
    const { api, release } = heldApi('/api/custom-tour-request');
    const { requests } = await renderApp('/custom-tour', api);
    const user = userEvent.setup();
    await fillCustomTour(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByRole('button', { name: 'Submitting Request...' })).toBeDisabled();
    expect(screen.getByLabelText(/Full Name/)).toBeDisabled();
    const post = requests.find((r) => r.url.endsWith('/api/custom-tour-request'))!;
    expect(await post.json()).toEqual({
      name: 'Omar Farooq',
      email: 'omar@example.com',
      phone: '',
      groups_size: '4 adults',
      destination: 'Hunza and Deosai',
      duration: '10 days',
      preferred_date: '2026-07-01',
      activities: 'Hiking and photography',
      special_requirements: '',
      budget: '',
      accommodation_type: 'camping',
    });

    release(json({ message: 'Custom tour request received.' }, 201));
    expect(
      await screen.findByText("We've received your custom tour request and will contact you soon!"),
    ).toBeVisible();
    expect(screen.getByText('Request Submitted')).toBeVisible();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(screen.getByLabelText(/Preferred Start Date/)).toHaveValue('');
    expect(screen.getByLabelText(/Accommodation Type/)).toHaveValue('standard');
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });

  it('keeps the form and shows the SPEC error toast when the server fails', async () => {
    await renderApp('/custom-tour', () => json({ message: 'Server Error' }, 500));
    const user = userEvent.setup();
    await fillCustomTour(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(
      await screen.findByText(
        'There was an issue submitting your request. Please try again later.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Omar Farooq');
    expect(screen.getByLabelText(/Accommodation Type/)).toHaveValue('camping');
  });

  it("shows the server's 422 messages under the fields", async () => {
    await renderApp('/custom-tour', () =>
      json(
        {
          message: ENQUIRY_MESSAGES.preferredDate,
          errors: { preferred_date: [ENQUIRY_MESSAGES.preferredDate] },
        },
        422,
      ),
    );
    const user = userEvent.setup();
    await fillCustomTour(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(ENQUIRY_MESSAGES.preferredDate)).toBeVisible();
    expect(screen.getByLabelText(/Preferred Start Date/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Destination/)).toHaveValue('Hunza and Deosai');
  });
});
