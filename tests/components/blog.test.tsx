// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, notFound } from '../support/fake-api';
import { renderApp } from '../support/render-app';

beforeEach(() => localStorage.clear());

const newsletterRequests = (requests: Request[]) =>
  requests.filter((r) => r.url.endsWith('/api/newsletter'));

async function newsletterForm() {
  const field = await screen.findByLabelText('Email address');
  const form = field.closest('form')!;
  return { field, form: within(form) };
}

describe('newsletter box wiring', () => {
  it('shows the validation message under the field and sends nothing', async () => {
    const { requests } = await renderApp('/blog');
    const user = userEvent.setup();
    const { field, form } = await newsletterForm();
    await user.click(field);
    await user.paste('not-an-email');
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    expect(await form.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(newsletterRequests(requests)).toHaveLength(0);
  });

  it('disables the form while sending, then announces success and clears the field', async () => {
    let release!: () => void;
    const { requests } = await renderApp('/blog', async (req) => {
      if (req.url.endsWith('/api/newsletter')) {
        await new Promise<void>((r) => (release = r));
        return json({ message: 'Thanks for subscribing!' }, 201);
      }
      return notFound();
    });
    const user = userEvent.setup();
    const { field, form } = await newsletterForm();
    await user.click(field);
    await user.paste('amina@example.com');
    await user.click(form.getByRole('button', { name: 'Subscribe' }));

    expect(await form.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(field).toBeDisabled();
    // The request follows (the API client loads on the first request).
    await waitFor(() => expect(newsletterRequests(requests)).toHaveLength(1));
    const [request] = newsletterRequests(requests);
    expect(request!.method).toBe('POST');
    expect(await request!.json()).toEqual({ email: 'amina@example.com' });

    release();
    const status = form.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Thanks for subscribing!'));
    expect(status).toHaveTextContent(
      "We'll send our best stories and departure news to your inbox.",
    );
    expect(field).toHaveValue('');
    expect(field).toBeEnabled();
    // The toast says it too.
    expect(
      await screen.findByText("We'll send our best stories and departure news to your inbox.", {
        selector: ':not([role="status"])',
      }),
    ).toBeInTheDocument();
  });

  it("shows the server's already-subscribed message", async () => {
    const message = 'This address is already on our list.';
    await renderApp('/blog', (req) =>
      req.url.endsWith('/api/newsletter') ? json({ message }, 200) : notFound(),
    );
    const user = userEvent.setup();
    const { field, form } = await newsletterForm();
    await user.click(field);
    await user.paste('amina@example.com');
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent(message));
    expect(form.getByRole('status')).not.toHaveTextContent('Thanks for subscribing!');
  });

  it('shows a 422 from the server under the field', async () => {
    await renderApp('/blog', (req) =>
      req.url.endsWith('/api/newsletter')
        ? json({ message: 'Bad address', errors: { email: ['Bad address'] } }, 422)
        : notFound(),
    );
    const user = userEvent.setup();
    const { field, form } = await newsletterForm();
    await user.click(field);
    await user.paste('amina@example.com');
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    expect(await form.findByText('Bad address')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the e-mail and shows an error toast when the server fails', async () => {
    await renderApp('/blog', (req) =>
      req.url.endsWith('/api/newsletter') ? json({ message: 'Server Error' }, 500) : notFound(),
    );
    const user = userEvent.setup();
    const { field, form } = await newsletterForm();
    await user.click(field);
    await user.paste('amina@example.com');
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(field).toHaveValue('amina@example.com');
    expect(form.getByRole('status')).toHaveTextContent('');
  });
});

describe('blog filters wiring', () => {
  it(
    'category tabs and the search box drive the URL and the list',
    { timeout: 40_000 },
    async () => {
      const { router } = await renderApp('/blog');
      const user = userEvent.setup();
      expect(await screen.findByRole('heading', { name: 'Featured Articles' })).toBeInTheDocument();

      await user.click(screen.getByRole('tab', { name: 'Gear' }));
      await waitFor(() => expect(router.state.location.search).toEqual({ category: 'gear' }));
      expect(screen.getByRole('tab', { name: 'Gear' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.queryByRole('heading', { name: 'Featured Articles' })).toBeNull();
      // The old panel may still be leaving (its exit animation) on a slow machine.
      const panel = await waitFor(() => screen.getByRole('tabpanel'));
      expect(within(panel).getAllByRole('article')).toHaveLength(2);
      expect(within(panel).getAllByText('Gear', { selector: 'span' })).toHaveLength(2);

      await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'BLIS');
      await waitFor(() =>
        expect(router.state.location.search).toEqual({ category: 'gear', q: 'BLIS' }),
      );
      expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(1);
      expect(screen.getByText('Showing 1 article')).toBeInTheDocument();

      await user.click(screen.getByRole('searchbox', { name: 'Search articles' }));
      await user.paste('zzz');
      await waitFor(() =>
        expect(router.state.location.search).toEqual({ category: 'gear', q: 'BLISzzz' }),
      );
      expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('BLISzzz');
      expect(await screen.findByText('No articles found')).toBeInTheDocument();
      expect(
        screen.getByText('Try adjusting your search or choosing a different category.'),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(router.state.location.search).toEqual({}));
      expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
      expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByText('Showing 10 articles')).toBeInTheDocument();
    },
  );

  it('opens filtered from a link and every card links to /blog/{id}', async () => {
    await renderApp('/blog?category=health&q=altitude');
    expect(await screen.findByRole('searchbox', { name: 'Search articles' })).toHaveValue(
      'altitude',
    );
    expect(screen.getByRole('tab', { name: 'Health' })).toHaveAttribute('aria-selected', 'true');
    const cards = within(screen.getByRole('tabpanel')).getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/blog/6');
  });
});

describe('article page', () => {
  it('shows the article with its date in US long format and related articles', async () => {
    await renderApp('/blog/2');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Packing for K2 Base Camp: The Complete Gear List',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('January 27, 2025')).toBeInTheDocument();
    expect(screen.getByText('Ghulam Hussain')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Related Articles' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(
        'Packing for K2 Base Camp: The Complete Gear List | Karakoram Trails',
      ),
    );
  });

  it('shows a clear not-found state for an unknown id', async () => {
    await renderApp('/blog/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Article not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
  });
});
