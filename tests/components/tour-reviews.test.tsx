// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTour } from '../machines/tour-detail-fixture';
import { json, notFound } from '../support/fake-api';
import { renderApp } from '../support/render-app';

beforeEach(() => localStorage.clear());

describe('tour page reviews (issue 6)', () => {
  it("marks a review written for a completed booking 'Verified traveller', and only that one", async () => {
    await renderApp('/tour/7', (request) =>
      /\/api\/tour-details\/7$/.test(request.url)
        ? json({ data: makeTour({ id: 7 }) })
        : notFound(),
    );
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Reviews' }));
    const review = (name: string) =>
      within(screen.getByRole('heading', { level: 3, name }).closest('li')!);
    expect(review('Sarah Mitchell').getByText('Verified traveller')).toBeVisible();
    expect(review('Lukas Becker').queryByText('Verified traveller')).toBeNull();
  });
});

describe('tour page reviews, paged (issue 16)', () => {
  const review = (id: number, date: string) => ({
    id,
    name: `Traveller ${id}`,
    avatar: null,
    rating: 4,
    date,
    comment: `Review ${id}`,
    verified: false,
  });

  it('shows the count and average of all, then "More reviews" asks for the page after the last one', async () => {
    const first = Array.from({ length: 10 }, (_, i) => review(30 - i, '2025-06-01'));
    const requests: string[] = [];
    let failNext = true;
    await renderApp('/tour/7', (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/tour-details/7') {
        return json({
          data: makeTour({
            id: 7,
            reviews: first,
            review_count: 12,
            rating: 4.2,
            reviews_next: '2025-06-01:21',
          }),
        });
      }
      if (url.pathname === '/api/tour-details/7/reviews') {
        requests.push(url.search);
        if (failNext) {
          failNext = false;
          return json({ message: 'Server Error' }, 500);
        }
        return json({
          data: [review(20, '2025-06-01'), review(3, '2025-05-01')],
          meta: { next: null },
        });
      }
      return notFound();
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Reviews' }));
    expect(screen.getByText('Average rating from 12 reviews')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 12 reviews')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More reviews' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'More reviews could not be loaded. Please try again.',
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(list).findByText('Review 3')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(requests).toEqual(['?after=2025-06-01%3A21', '?after=2025-06-01%3A21']);
    // The last page: no more to ask for.
    expect(screen.queryByRole('button', { name: 'More reviews' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
