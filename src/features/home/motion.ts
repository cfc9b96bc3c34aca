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

/**
 * Props for an element that rises and fades in once `shown` turns true. The hidden start state
 * is CSS (`ENTRY_CSS`, in the theme's global styles) that applies only when scripting is on:
 * with JavaScript off the server-rendered cards stay visible. Only opacity and transform
 * change, so nothing shifts the layout.
 */
export function entryProps(shown: boolean, durationMs: number, delayMs = 0) {
  return {
    'data-entry': shown ? 'shown' : 'hidden',
    style: {
      '--entry-ms': `${durationMs}ms`,
      '--entry-delay': `${delayMs}ms`,
    } as React.CSSProperties,
  } as const;
}

/** Global styles of `entryProps` (src/theme/system.ts puts them in the page). */
export const ENTRY_CSS = {
  '[data-entry]': {
    transition:
      'opacity var(--entry-ms) ease-out var(--entry-delay), transform var(--entry-ms) ease-out var(--entry-delay)',
  },
  '@media (scripting: enabled)': {
    '[data-entry="hidden"]': { opacity: 0, transform: 'translateY(24px)' },
  },
} as const;
