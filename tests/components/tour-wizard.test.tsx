// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOUR_FORM_MESSAGES } from '../../contract/admin-tours';
import { TOUR_MEDIA_MESSAGES } from '../../contract/tour-media';
import { CATEGORIES, editTour, savedBasic } from '../machines/tour-wizard-fixture';
import { getData, json, routes, type ApiRoute } from '../support/fake-api';
import { storeAdminSession } from '../support/stored-session';
import { renderApp } from '../support/render-app';

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
  // jsdom has no object URLs; the previews only need one each.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

/** Categories and tour 7's edit data are there; `first` answers the rest first. */
const api = (first: ApiRoute = () => undefined) =>
  routes(
    first,
    getData('/api/categories', () => CATEGORIES),
    getData(
      '/api/tours/7/edit',
      () => editTour(),
      (data) => ({ success: true, data }),
    ),
  );

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(name) });
const sent = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
const change = (label: RegExp | string, value: string, root: HTMLElement = document.body) =>
  fireEvent.change(within(root).getByLabelText(label), { target: { value } });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

async function openEdit(first?: ApiRoute) {
  const app = await renderApp('/admin/tours/customize/7', api(first));
  expect(await screen.findByLabelText(/^Title/)).toHaveValue('K2 Base Camp Trek');
  return app;
}

describe('tour wizard: create mode', () => {
  it('opens on Basic Information with the other tabs locked, then creates the tour and unlocks them', async () => {
    const { router, requests } = await renderApp(
      '/admin/tours/customize',
      api((request, url) =>
        request.method === 'POST' && url.pathname === '/api/tours/store'
          ? json({ success: true, data: savedBasic() }, 201)
          : undefined,
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create New Tour' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(tab('Basic Information')).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Media', 'Itinerary', 'Inclusions', 'Availability']) {
      expect(tab(name)).toBeDisabled();
    }
    expect(screen.getByText('Save the basic information first')).toBeInTheDocument();

    // SPEC 9 defaults, the $ label, and the categories with 'No category'.
    expect(screen.getByLabelText(/^Price \(\$\)/)).toHaveValue(0);
    expect(screen.getByLabelText(/^Duration \(days\)/)).toHaveValue(1);
    expect(screen.getByLabelText('Difficulty')).toHaveValue('Moderate');
    expect(screen.getByLabelText('Status')).toHaveValue('Draft');
    expect(screen.getByText('Only Active tours are shown on the public site.')).toBeInTheDocument();
    const category = screen.getByLabelText('Category');
    await waitFor(() =>
      expect(
        within(category)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['No category', 'Trekking', 'Expeditions']),
    );

    change(/^Title/, 'Deosai Plains Safari');
    change(/^Description/, 'Wide plains.');
    change(/^Location/, 'Skardu');
    change(/^Group Size/, '2-10');
    change(/^Important Notes/, 'Layers.');
    change('Category', '1');
    await userEvent.setup().click(button('Save Basic Information'));

    expect(await screen.findByText('Basic Information Saved Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/tours/customize/42'));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Tour' })).toBeInTheDocument();
    expect(tab('Media')).toBeEnabled();
    expect(screen.queryByText('Save the basic information first')).toBeNull();
    // The wizard kept its state across the address change: no reload of the tour.
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Deosai Plains Safari');
    expect(sent(requests, 'GET', '/api/tours/42/edit')).toHaveLength(0);

    const [store] = sent(requests, 'POST', '/api/tours/store');
    expect(store!.headers.get('Authorization')).toBe('Bearer tok-admin');
    expect(await store!.json()).toMatchObject({
      title: 'Deosai Plains Safari',
      price: 0,
      duration: 1,
      difficulty: 'Moderate',
      status: 'Draft',
      category_id: 1,
    });
  });

  it('an invalid form shows the messages under the fields and sends nothing', async () => {
    const { requests } = await renderApp('/admin/tours/customize', api());
    await screen.findByLabelText(/^Title/);
    change(/^Price/, '-1');
    await userEvent.setup().click(button('Save Basic Information'));
    expect(await screen.findByText('Failed to save Basic Information.')).toBeInTheDocument();
    expect(screen.getByText(TOUR_FORM_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(TOUR_FORM_MESSAGES.priceMin)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveFocus());
    expect(sent(requests, 'POST', '/api/tours/store')).toHaveLength(0);
    change(/^Title/, 'K2');
    expect(screen.queryByText(TOUR_FORM_MESSAGES.titleRequired)).toBeNull();
  });

  it("shows the server's 422 under the field it names", async () => {
    await openEdit((request, url) =>
      request.method === 'PUT' && url.pathname === '/api/tours/7'
        ? json(
            {
              message: TOUR_FORM_MESSAGES.categoryId,
              errors: { category_id: [TOUR_FORM_MESSAGES.categoryId] },
            },
            422,
          )
        : undefined,
    );
    await userEvent.setup().click(button('Save Basic Information'));
    expect(await screen.findByText('Failed to save Basic Information.')).toBeInTheDocument();
    const field = screen.getByLabelText('Category');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(field.closest('[role="group"]') as HTMLElement).getByText(
        TOUR_FORM_MESSAGES.categoryId,
      ),
    ).toBeInTheDocument();
  });

  it('Cancel returns to the tour list', async () => {
    const { router } = await renderApp('/admin/tours/customize', api());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/tours'));
  });

  it('an address that is not a tour id is the 404 page', async () => {
    await renderApp('/admin/tours/customize/abc', api());
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create New Tour' })).toBeNull();
  });
});

describe('tour wizard: edit mode', () => {
  it('loads the tour with every tab open and saves the basic form with PUT', async () => {
    const { requests } = await openEdit((request, url) =>
      request.method === 'PUT' && url.pathname === '/api/tours/7'
        ? json({ success: true, data: savedBasic({ id: 7, price: 1399 }) })
        : undefined,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Tour' })).toBeInTheDocument();
    for (const name of ['Media', 'Itinerary', 'Inclusions', 'Availability']) {
      expect(tab(name)).toBeEnabled();
    }
    expect(screen.queryByText('Save the basic information first')).toBeNull();
    expect(screen.getByLabelText('Status')).toHaveValue('Active');
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('2'));

    change(/^Price/, '1399');
    await userEvent.setup().click(button('Save Basic Information'));
    expect(await screen.findByText('Basic Information Saved Successfully!')).toBeInTheDocument();
    const [put] = sent(requests, 'PUT', '/api/tours/7');
    expect(await put!.json()).toMatchObject({ price: 1399, status: 'Active', category_id: 2 });
  });

  it('a failed load offers Try again, which loads the tour', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Every load fails until Try again (StrictMode mounts the page twice, so the first
    // mount's request may be dropped before it is answered).
    let failing = true;
    await renderApp(
      '/admin/tours/customize/7',
      api((_request, url) => {
        if (url.pathname !== '/api/tours/7/edit' || !failing) return undefined;
        return json({ message: 'Server Error' }, 500);
      }),
    );
    expect(await screen.findByText('The tour could not be loaded.')).toBeInTheDocument();
    // SPEC 8: the edit-load failure is logged.
    expect(log).toHaveBeenCalledWith('Failed to load the tour', expect.anything());
    failing = false;
    await userEvent.setup().click(button('Try again'));
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('K2 Base Camp Trek');
    log.mockRestore();
  });
});

describe('tour wizard: media', () => {
  it("alerts 'Please select images to upload!' when nothing is chosen", async () => {
    const { requests } = await openEdit();
    const user = userEvent.setup();
    await user.click(tab('Media'));
    await user.click(button('Save Media'));
    expect(await screen.findByText(TOUR_MEDIA_MESSAGES.noFiles)).toBeInTheDocument();
    expect(sent(requests, 'POST', '/api/tours/7/media')).toHaveLength(0);
  });

  it('uploads the chosen images as multipart and shows the server refusal under the file', async () => {
    const { requests } = await openEdit((request, url) =>
      request.method === 'POST' && url.pathname === '/api/tours/7/media'
        ? json(
            {
              message: TOUR_MEDIA_MESSAGES.type,
              errors: { 'gallery.1': [TOUR_MEDIA_MESSAGES.type] },
            },
            422,
          )
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(tab('Media'));
    expect(screen.getByAltText('Current featured image')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Remove gallery image/ })).toHaveLength(2);
    const featured = screen.getByLabelText('Upload featured image');
    expect(featured).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(featured, new File(['a'], 'cover.png', { type: 'image/png' }));
    await user.upload(screen.getByLabelText('Add gallery images'), [
      new File(['b'], 'one.jpg', { type: 'image/jpeg' }),
      new File(['c'], 'fake.jpg', { type: 'image/jpeg' }),
    ]);
    expect(screen.getByAltText('New featured image (not uploaded yet)')).toBeInTheDocument();
    expect(screen.getByAltText('New gallery image 2: fake.jpg')).toBeInTheDocument();

    await user.click(button('Save Media'));
    expect(await screen.findByText('Failed to save Media.')).toBeInTheDocument();
    const item = screen.getByAltText('New gallery image 2: fake.jpg').closest('li')!;
    expect(within(item).getByText(TOUR_MEDIA_MESSAGES.type)).toBeInTheDocument();

    const [upload] = sent(requests, 'POST', '/api/tours/7/media');
    expect(upload!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    // (jsdom's File reaches Node's FormData as a plain Blob, so only the parts are checked here;
    // the Playwright journey uploads real files.)
    const form = await upload!.formData();
    expect(form.getAll('thumbnail')).toHaveLength(1);
    expect(form.getAll('gallery[]')).toHaveLength(2);
  });

  it('a refused upload leaves focus where it was: its errors sit under file pickers', async () => {
    await openEdit((request, url) =>
      request.method === 'POST' && url.pathname === '/api/tours/7/media'
        ? json({ message: TOUR_MEDIA_MESSAGES.bodyTooLarge }, 413)
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(tab('Media'));
    const gallery = screen.getByLabelText('Add gallery images');
    await user.upload(gallery, new File(['b'], 'one.jpg', { type: 'image/jpeg' }));
    await user.click(button('Save Media'));
    expect(await screen.findByText('Failed to save Media.')).toBeInTheDocument();
    await waitFor(() => expect(gallery).toHaveAttribute('aria-invalid', 'true'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gallery).not.toHaveFocus();
    expect(button('Save Media')).toHaveFocus();
  });

  it('removes a stored gallery image with DELETE', async () => {
    const tour = editTour();
    const { requests } = await openEdit((request, url) =>
      request.method === 'DELETE' && url.pathname === '/api/tours/7/media/31'
        ? json({ success: true, data: { thumbnail: tour.thumbnail, media: [tour.media[1]] } })
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(tab('Media'));
    await user.click(button('Remove gallery image 1'));
    expect(await screen.findByText('Image Removed')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Remove gallery image/ })).toHaveLength(1);
    expect(sent(requests, 'DELETE', '/api/tours/7/media/31')).toHaveLength(1);
  });
});

describe('tour wizard: itinerary, inclusions, availability', () => {
  it('numbers days by position, keeps at least one, and shows server errors under the day', async () => {
    const { requests } = await openEdit((request, url) =>
      request.method === 'POST' && url.pathname === '/api/tours/7/itinerary'
        ? json(
            {
              message: 'Day title is required',
              errors: { 'itinerary.1.title': ['Day title is required'] },
            },
            422,
          )
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(tab('Itinerary'));
    const day = (n: number) => screen.getByRole('group', { name: `Day ${n}` });
    expect(within(day(1)).getByLabelText(/^Title/)).toHaveValue('Arrive in Skardu');
    await user.click(button('Add Day'));
    expect(day(3)).toBeInTheDocument();
    await user.click(button('Remove Day 1'));
    expect(within(day(1)).getByLabelText(/^Title/)).toHaveValue('Drive to Askole');
    await user.click(button('Remove Day 2'));
    expect(button('Remove Day 1')).toBeDisabled();
    await user.click(button('Add Day'));
    change(/^Title/, 'Paiju', day(2));
    change(/^Description/, 'Camp by the river.', day(2));
    await user.click(button('Save Itinerary'));
    expect(await screen.findByText('Failed to save Itinerary.')).toBeInTheDocument();
    expect(within(day(2)).getByText('Day title is required')).toBeInTheDocument();
    const [post] = sent(requests, 'POST', '/api/tours/7/itinerary');
    expect(await post!.json()).toEqual({
      itinerary: [
        { day: 1, title: 'Drive to Askole', description: 'Jeep ride along the Braldu.' },
        { day: 2, title: 'Paiju', description: 'Camp by the river.' },
      ],
    });
  });

  it('edits both inclusion lists and saves them', async () => {
    const { requests } = await openEdit((request, url) =>
      request.method === 'POST' && url.pathname === '/api/tours/7/inclusions'
        ? json({ success: true, data: [{ includes: ['Guide', 'Tents'], excludes: [] }] })
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(tab('Inclusions'));
    await user.click(button('Add included item'));
    change('Included item 3', 'Tents');
    await user.click(button('Remove included item 2'));
    await user.click(button('Remove excluded item 1'));
    expect(screen.getByText('Nothing listed as excluded yet.')).toBeInTheDocument();
    await user.click(button('Save Inclusions'));
    expect(await screen.findByText('Inclusions Saved Successfully!')).toBeInTheDocument();
    const [post] = sent(requests, 'POST', '/api/tours/7/inclusions');
    expect(await post!.json()).toEqual({ includes: ['Guide', 'Tents'], excludes: [] });
  });

  it('keeps booked departures, refuses past dates, and saves the departures', async () => {
    const { requests } = await openEdit((request, url) =>
      request.method === 'POST' && url.pathname === '/api/tours/7/availability'
        ? json(
            {
              message: 'Capacity must be a whole number from 1 to 99',
              errors: {
                'availableDates.2.capacity': ['Capacity must be a whole number from 1 to 99'],
              },
            },
            422,
          )
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(tab('Availability'));
    const departure = (n: number) =>
      screen.getByRole('group', { name: new RegExp(`^Departure ${n}`) });
    expect(within(departure(1)).getByText('5 seats booked')).toBeInTheDocument();
    expect(button('Remove Departure 1')).toBeDisabled();
    expect(within(departure(1)).getByLabelText(/^Start date/)).toBeDisabled();
    expect(button('Remove Departure 2')).toBeEnabled();

    await user.click(button('Add Departure'));
    change(/^Start date/, '2020-01-01', departure(3));
    await user.click(button('Save Availability'));
    expect(await screen.findByText('Failed to save Availability.')).toBeInTheDocument();
    expect(within(departure(3)).getByText('Start dates must be in the future')).toBeInTheDocument();
    expect(sent(requests, 'POST', '/api/tours/7/availability')).toHaveLength(0);

    change(/^Start date/, '2031-03-01', departure(3));
    await user.click(button('Save Availability'));
    await waitFor(() =>
      expect(
        within(departure(3)).getByText('Capacity must be a whole number from 1 to 99'),
      ).toBeInTheDocument(),
    );
    const [post] = sent(requests, 'POST', '/api/tours/7/availability');
    expect(await post!.json()).toEqual({
      availableDates: [
        { id: 201, start_date: '2030-06-15', capacity: 12 },
        { id: 202, start_date: '2030-07-20', capacity: 10 },
        { start_date: '2031-03-01', capacity: 12 },
      ],
    });
  });
});
