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
