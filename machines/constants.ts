/**
 * Timings and limits from SPEC section 9, in one place. Machines name their delays and
 * read the values from here; views read the same constants for CSS/animation timing.
 */
export const TIMINGS = {
  /** Hero background rotation (SPEC 9: 5000 ms interval, 1 s fade). */
  heroInterval: 5000,
  heroFade: 1000,
  /** Testimonials rotation (SPEC 9: 5000 ms). */
  testimonialInterval: 5000,
  /** Admin guard: redirect to /login 1 s after the unauthorized toast (SPEC 4, 9). */
  adminRedirectDelay: 1000,
  /** Contact form simulated send (SPEC 9: 1500 ms). */
  contactSendDelay: 1500,
  /** Simulated payment (SPEC 9: 2 s). */
  paymentDelay: 2000,
  /** Desktop Tours dropdown (SPEC 9: open 200 ms, skip 300 ms, close 150 ms). */
  menuOpenDelay: 200,
  menuSkipDelay: 300,
  menuCloseDelay: 150,
} as const;

export const THRESHOLDS = {
  /** Top bar turns translucent with a shadow once scrolled past this (SPEC 9). */
  navScroll: 10,
  /** Scroll-to-top button appears past this (SPEC 9). */
  scrollToTop: 400,
  /** Featured section fades in when this fraction is visible (SPEC 9). */
  featuredVisibility: 0.1,
} as const;

/** Browser storage keys (SPEC 3): the token, and the user record beside it. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
} as const;
