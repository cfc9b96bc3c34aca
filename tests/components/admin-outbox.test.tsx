// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '../../contract/admin-outbox';
import { message, page, retried, summary } from '../machines/admin-outbox-fixture';
import { json, routes, sent, type ApiRoute } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { storeAdminSession } from '../support/stored-session';

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A tiny server: the list, message 7 (failed) and its Retry. */
function fakeServer(options: { list?: () => Response; retry?: () => Response } = {}) {
  let current: OutboxMessage = message();
  const outbox: ApiRoute = (request, url) => {
    if (request.method === 'GET' && url.pathname === '/api/admin/outbox') {
      return (
        options.list?.() ??
        json(
          page([
            summary({ ...current }),
            summary({
              id: 6,
              status: 'kept',
              last_error: null,
              subject: 'Welcome',
              to: 'omar@example.com',
              reference: null,
            }),
          ]),
        )
      );
    }
    if (request.method === 'GET' && url.pathname === '/api/admin/outbox/7') {
      return json({ data: current });
    }
    if (request.method === 'POST' && url.pathname === '/api/admin/outbox/7/retry') {
      if (options.retry) return options.retry();
      current = retried(current);
      return json({ data: current });
    }
    return undefined;
  };
  return routes(outbox);
}

describe('/admin/outbox', () => {
  it('says where mail goes and lists messages with status, counts and the admin token', async () => {
    const { requests } = await renderApp('/admin/outbox', fakeServer());
    expect(screen.getByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Messages' });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Booking confirmed: KT-AB12CD');
    expect(rows[0]).toHaveTextContent('sara@example.com');
    expect(rows[0]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('Kept');
    expect(screen.getByTestId('mail-mode')).toHaveTextContent('Mail is kept here');
    const filter = screen.getByRole('group', { name: 'Status' });
    expect(within(filter).getByRole('button', { name: /^Failed\s*1$/ })).toBeInTheDocument();
    expect(within(filter).getByRole('button', { name: /^All\s*2$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Outbox', hidden: true })).toBeInTheDocument();
    const [get] = sent(requests, 'GET', '/api/admin/outbox');
    expect(get!.headers.get('Authorization')).toBe('Bearer tok-admin');
  });

  it('sends the URL filter, search and page to the server; the filter buttons change the URL', async () => {
    const { requests, router } = await renderApp(
      '/admin/outbox?status=kept&q=sara&page=2',
      fakeServer(),
    );
    await screen.findByRole('list', { name: 'Messages' });
    expect(new URL(sent(requests, 'GET', '/api/admin/outbox')[0]!.url).search).toBe(
      '?status=kept&q=sara&page=2',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /^Failed/ }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ status: 'failed', q: 'sara' }),
    );
    await waitFor(() =>
      expect(new URL(sent(requests, 'GET', '/api/admin/outbox').at(-1)!.url).search).toBe(
        '?status=failed&q=sara',
      ),
    );
  });

  it('shows a failure with Try again', async () => {
    let fail = true;
    await renderApp(
      '/admin/outbox',
      fakeServer({ list: () => (fail ? json({ message: 'Server Error' }, 500) : json(page())) }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Messages' })).toBeInTheDocument();
  });

  it('opens a message: the HTML in a sandboxed frame, the text, the attachment, and Retry', async () => {
    const { requests, router } = await renderApp('/admin/outbox', fakeServer());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Booking confirmed/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking confirmed: KT-AB12CD' });
    expect(router.state.location.search).toEqual({ open: 7 });
    const frame = await within(dialog).findByTitle('Booking confirmed: KT-AB12CD (HTML)');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Your booking is confirmed.');
    expect(within(dialog).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    expect(within(dialog).getByText('itinerary-KT-AB12CD.pdf')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Plain text' }));
    expect(await within(dialog).findByTestId('message-text')).toHaveTextContent(
      'Your booking is confirmed.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(dialog).getByText('Pending')).toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(sent(requests, 'POST', '/api/admin/outbox/7/retry')).toHaveLength(1);
    expect(await screen.findByText('Back in the queue')).toBeInTheDocument();
  });

  it('a refused Retry shows the reason', async () => {
    await renderApp(
      '/admin/outbox?open=7',
      fakeServer({
        retry: () =>
          json({ message: 'Only a failed message can be retried; this one is not failed.' }, 409),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Booking confirmed: KT-AB12CD' });
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Not retried')).toBeInTheDocument();
    expect(within(dialog).getByText(/this one is not failed/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reload message' })).toBeInTheDocument();
  });
});
