import { TIMINGS } from '../../../machines/constants';

/**
 * Animation timings of the home page (SPEC 9). Only CSS uses them: each section fades in
 * once, and the global reduced-motion rule in the theme makes every transition instant.
 */
export const HOME_MOTION = {
  heroFadeMs: TIMINGS.heroFade,
  /** Featured cards: 200 ms apart. */
  featuredStaggerMs: 200,
  featuredEntryMs: 600,
  /** Category cards: 0.2 s apart, 0.5 s entry, 0.3 s hover lift. */
  categoryStaggerMs: 200,
  categoryEntryMs: 500,
  categoryHoverMs: 300,
  headingEntryMs: 700,
} as const;

/** Style for an element that rises and fades in once `shown` turns true. */
export function entryStyle(shown: boolean, durationMs: number, delayMs = 0) {
  return {
    opacity: shown ? 1 : 0,
    transform: shown ? 'none' : 'translateY(24px)',
    transition: `opacity ${durationMs}ms ease-out ${delayMs}ms, transform ${durationMs}ms ease-out ${delayMs}ms`,
  } as const;
}
