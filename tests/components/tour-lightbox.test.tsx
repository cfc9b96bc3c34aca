// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeTour } from '../machines/tour-detail-fixture';
import { json } from '../support/fake-api';
import { renderApp } from '../support/render-app';

/** How long focus may take to come back after the viewer closes (a busy CI machine). */
const FOCUS_RETURN_WAIT_MS = 5_000;

/** Four pictures: the cover (alt = the title), then 'Gallery picture 1'..'3'. */
const tour = makeTour({ id: 7 });

function api(request: Request): Response {
  if (new URL(request.url).pathname === '/api/tour-details/7') return json({ data: tour });
  return json({ message: 'Tour not found.' }, 404);
}

/** Opens the tour page and the viewer from the main picture. */
async function openViewer() {
  await renderApp('/tour/7', api);
  const user = userEvent.setup();
  const opener = await screen.findByRole('button', { name: `View larger: ${tour.title}` });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: `Photos: ${tour.title}` });
  return { user, opener, dialog };
}

const counter = (dialog: HTMLElement) => within(dialog).getByText(/^\d+ of 4$/);
const picture = (dialog: HTMLElement) => within(dialog).getByTestId('lightbox-image');

// The viewer is a lazy chunk: transform it once up front, so a cold first open under a busy
// machine does not outlast findByRole's one second.
beforeAll(() => import('../../src/features/tour-detail/tour-lightbox'));
beforeEach(() => localStorage.clear());

describe('tour gallery full-screen viewer (issue 17)', () => {
  it('the main picture opens a modal dialog on that picture with its caption and "1 of 4"', async () => {
    const { dialog } = await openViewer();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(counter(dialog)).toHaveTextContent('1 of 4');
    expect(picture(dialog)).toHaveAttribute('alt', tour.title);
    expect(within(dialog).getByText(tour.title, { selector: 'figcaption' })).toBeInTheDocument();
    // Focus moved into the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('buttons and arrow keys step through and wrap around at both ends', async () => {
    const { user, dialog } = await openViewer();
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(counter(dialog)).toHaveTextContent('4 of 4');
    expect(picture(dialog)).toHaveAttribute('alt', 'Gallery picture 3');
    await user.keyboard('{ArrowRight}');
    expect(counter(dialog)).toHaveTextContent('1 of 4');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(counter(dialog)).toHaveTextContent('3 of 4');
    await user.keyboard('{ArrowLeft}');
    expect(counter(dialog)).toHaveTextContent('2 of 4');
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(picture(dialog)).toHaveAttribute('alt', 'Gallery picture 2');
  });

  it('a swipe to the left shows the next picture, to the right the previous one', async () => {
    const { dialog } = await openViewer();
    const stage = within(dialog).getByTestId('lightbox-stage');
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(stage, { clientX: from, clientY: 300, pointerType: 'touch' });
      fireEvent.pointerUp(stage, { clientX: to, clientY: 310, pointerType: 'touch' });
    };
    swipe(300, 100);
    expect(counter(dialog)).toHaveTextContent('2 of 4');
    swipe(100, 300);
    swipe(100, 300);
    expect(counter(dialog)).toHaveTextContent('4 of 4');
    // A tap is no swipe.
    swipe(200, 205);
    expect(counter(dialog)).toHaveTextContent('4 of 4');
  });

  it('Escape closes it, focus returns to the main picture, which now shows the last one seen', async () => {
    const { user, opener, dialog } = await openViewer();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dialog).not.toBeInTheDocument();
    // Ark returns focus a few frames after the dialog unmounts: slow on a busy machine.
    await waitFor(() => expect(opener).toHaveFocus(), { timeout: FOCUS_RETURN_WAIT_MS });
    expect(screen.getByTestId('gallery-main-image')).toHaveAttribute('alt', 'Gallery picture 2');
    expect(screen.getByRole('button', { name: /Show photo 3 of 4/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('Close closes it and focus returns; it opens again by keyboard', async () => {
    const { user, opener, dialog } = await openViewer();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Ark returns focus a few frames after the dialog unmounts: slow on a busy machine.
    await waitFor(() => expect(opener).toHaveFocus(), { timeout: FOCUS_RETURN_WAIT_MS });
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: `Photos: ${tour.title}` });
    expect(counter(again)).toHaveTextContent('1 of 4');
  });
});
