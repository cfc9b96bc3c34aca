// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnquiryDetail, EnquirySummary, Subscriber } from '../../contract/admin-enquiries';
import {
  detail,
  ENQUIRIES,
  page,
  subscriberPage,
  SUBSCRIBERS,
  withStatus,
} from '../machines/admin-enquiries-fixture';
import { getData, json, routes, sent, type ApiRoute } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { storeAdminSession } from '../support/stored-session';

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A tiny server: the inbox, the unread count, one enquiry and its status, the subscribers. */
function fakeServer(options: { list?: () => EnquirySummary[] | Response } = {}) {
  let current: EnquiryDetail = detail();
  let subscribers: Subscriber[] = [...SUBSCRIBERS];
  const inbox = () => ENQUIRIES.map((e) => (e.id === current.id ? { ...e, ...current } : e));
  const unread = () => inbox().filter((e) => e.status === 'New').length;
  const extra: ApiRoute = async (request, url) => {
    if (request.method === 'PUT' && url.pathname === '/api/admin/enquiries/contact/1/status') {
      const { status } = (await request.json()) as { status: EnquiryDetail['status'] };
      current = withStatus(current, status);
      return json({ data: current });
    }
    if (
      request.method === 'DELETE' &&
      url.pathname.startsWith('/api/admin/newsletter-subscribers/')
    ) {
      const id = Number(url.pathname.split('/').at(-1));
      subscribers = subscribers.filter((s) => s.id !== id);
      return json({ message: 'Subscriber removed.' });
    }
    return undefined;
  };
  return routes(
    getData('/api/admin/enquiries/unread', () => ({ count: unread() })),
    (request, url) => {
      if (request.method !== 'GET' || url.pathname !== '/api/admin/enquiries') return undefined;
      const list = options.list?.() ?? inbox();
      return list instanceof Response ? list : json(page(list));
    },
    getData('/api/admin/enquiries/contact/1', () => current),
    getData('/api/admin/newsletter-subscribers', () => subscribers, subscriberPage),
    extra,
  );
}

const sidebarLink = () => screen.getAllByRole('link', { name: /^Enquiries/, hidden: true })[0]!;

describe('/admin/enquiries', () => {
  it('lists the inbox newest first with kind, sender and status, and the unread count', async () => {
    const { requests } = await renderApp('/admin/enquiries', fakeServer());
    expect(screen.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Enquiries' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Omar Farooq'),
      expect.stringContaining('Sara Ahmed'),
    ]);
    expect(rows[0]).toHaveTextContent('Custom tour request');
    expect(rows[1]).toHaveTextContent('Contact message');
    expect(rows[1]).toHaveTextContent('sara@example.com');
    expect(rows[1]).toHaveTextContent('New');
    await waitFor(() => expect(sidebarLink()).toHaveAccessibleName(/^Enquiries\s*2\s*new$/));
    const [list1] = sent(requests, 'GET', '/api/admin/enquiries');
    expect(list1!.headers.get('Authorization')).toBe('Bearer tok-admin');
  });

  it('sends the URL filters to the server and changes them from the selects', async () => {
    const { requests, router } = await renderApp(
      '/admin/enquiries?status=Answered',
      fakeServer({ list: () => [] }),
    );
    expect(await screen.findByText('No enquiries match these filters.')).toBeInTheDocument();
    expect(new URL(sent(requests, 'GET', '/api/admin/enquiries')[0]!.url).search).toBe(
      '?status=Answered',
    );
    await userEvent.setup().selectOptions(screen.getByLabelText('Kind'), 'custom-tour');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ status: 'Answered', kind: 'custom-tour' }),
    );
    await waitFor(() =>
      expect(new URL(sent(requests, 'GET', '/api/admin/enquiries').at(-1)!.url).search).toBe(
        '?status=Answered&kind=custom-tour',
      ),
    );
  });

  it('shows a failure with Try again', async () => {
    let fail = true;
    await renderApp(
      '/admin/enquiries',
      fakeServer({ list: () => (fail ? json({ message: 'Server Error' }, 500) : ENQUIRIES) }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Enquiries' })).toBeInTheDocument();
  });

  it('opens an enquiry, marks it Answered, and the sidebar count drops', async () => {
    const { requests, router } = await renderApp('/admin/enquiries', fakeServer());
    const user = userEvent.setup();
    await waitFor(() => expect(sidebarLink()).toHaveAccessibleName(/^Enquiries\s*2\s*new$/));
    await user.click(await screen.findByRole('button', { name: /Sara Ahmed/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sara Ahmed' });
    expect(router.state.location.search).toEqual({ open: 'contact-1' });
    expect(
      await within(dialog).findByText('Do you have places on the K2 trek in July?'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Nothing changed yet.')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Answered');
    expect(
      await within(dialog).findByText('Status changed from New to Answered', { exact: false }),
    ).toBeInTheDocument();
    const [put] = sent(requests, 'PUT', '/api/admin/enquiries/contact/1/status');
    expect(await put!.json()).toEqual({ status: 'Answered' });
    await waitFor(() => expect(sidebarLink()).toHaveAccessibleName(/^Enquiries\s*1\s*new$/));
    expect(await screen.findByText('Status saved')).toBeInTheDocument();
  });

  it('opens the enquiry the URL names (a reload keeps it), and Close takes it out', async () => {
    const { router } = await renderApp('/admin/enquiries?open=contact-1', fakeServer());
    const dialog = await screen.findByRole('dialog', { name: 'Sara Ahmed' });
    expect(
      await within(dialog).findByText('Do you have places on the K2 trek in July?'),
    ).toBeInTheDocument();
    await userEvent.setup().click(
      within(dialog)
        .getAllByRole('button', { name: /^Close/ })
        .at(-1)!,
    );
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sara Ahmed' })).not.toBeInTheDocument(),
    );
  });

  it('ignores an `open` it cannot read', async () => {
    const { requests } = await renderApp('/admin/enquiries?open=letter-5', fakeServer());
    await screen.findByRole('list', { name: 'Enquiries' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => new URL(r.url).pathname.includes('letter'))).toEqual([]);
  });

  it('refuses an empty note under the field without sending it', async () => {
    const { requests } = await renderApp('/admin/enquiries', fakeServer());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Sara Ahmed/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sara Ahmed' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add note' }));
    expect(within(dialog).getByText('Please write a note')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('New note')).toHaveFocus());
    expect(sent(requests, 'POST', '/api/admin/enquiries/contact/1/notes')).toHaveLength(0);
  });

  it('lists subscribers on their tab and removes one after the confirmation', async () => {
    const { requests } = await renderApp('/admin/enquiries?tab=subscribers', fakeServer());
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Subscribers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove first@example.com' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove subscriber' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(sent(requests, 'DELETE', '/api/admin/newsletter-subscribers/1')).toHaveLength(1);
    expect(await screen.findByText('Subscriber removed')).toBeInTheDocument();
  });

  it("asks the server for the URL's page of subscribers", async () => {
    const { requests } = await renderApp('/admin/enquiries?tab=subscribers&page=2', fakeServer());
    await screen.findByRole('list', { name: 'Subscribers' });
    expect(new URL(sent(requests, 'GET', '/api/admin/newsletter-subscribers')[0]!.url).search).toBe(
      '?page=2',
    );
  });
});
