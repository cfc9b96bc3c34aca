import { prefersReducedMotion } from '../../components/layout/use-scrolled-past';

/** The group of quick date choices on /booking/{id} (the departure picker). */
export const QUICK_DATES_ID = 'quick-dates';

/**
 * Brings the date choices on screen and focuses the first (issue 17: on a phone, Proceed without
 * a date showed the toast with the picker far above it). Nothing happens when no date is open.
 */
export function focusDatePicker(): void {
  const first = document.getElementById(QUICK_DATES_ID)?.querySelector('button');
  if (!first) return;
  first.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  first.focus({ preventScroll: true });
}
