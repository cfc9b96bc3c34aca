import { setup } from 'xstate';
import { TIMINGS } from './constants';

export type NavMenuEvent =
  | { type: 'pointer.enter' }
  | { type: 'pointer.leave' }
  /** Click, Enter or Space on the trigger: no delay for deliberate input. */
  | { type: 'menu.toggle' }
  /** Escape, a link chosen, or focus leaving the menu. */
  | { type: 'menu.close' };

/**
 * The desktop Tours dropdown (SPEC 9: open 200 ms, skip 300 ms, close 150 ms). Hovering
 * opens after a short delay; leaving closes after a shorter one; coming back within the
 * skip window reopens at once.
 */
export const navMenuMachine = setup({
  types: { events: {} as NavMenuEvent },
  delays: {
    menuOpenDelay: TIMINGS.menuOpenDelay,
    menuCloseDelay: TIMINGS.menuCloseDelay,
    menuSkipDelay: TIMINGS.menuSkipDelay,
  },
}).createMachine({
  id: 'navMenu',
  description:
    'The desktop Tours dropdown (SPEC 9): hover opens after 200 ms, leaving closes after 150 ms, coming back within 300 ms reopens at once; click or keyboard toggles without delay.',
  initial: 'closed',
  states: {
    closed: {
      on: { 'pointer.enter': 'opening', 'menu.toggle': 'open' },
    },
    opening: {
      on: { 'pointer.leave': 'closed', 'menu.toggle': 'open', 'menu.close': 'closed' },
      after: { menuOpenDelay: 'open' },
    },
    open: {
      tags: ['open'],
      on: {
        'pointer.leave': 'closing',
        'menu.toggle': 'recentlyClosed',
        'menu.close': 'recentlyClosed',
      },
    },
    closing: {
      description: 'Still shown, so the pointer can cross the gap to the panel.',
      tags: ['open'],
      on: {
        'pointer.enter': 'open',
        'menu.toggle': 'recentlyClosed',
        'menu.close': 'recentlyClosed',
      },
      after: { menuCloseDelay: 'recentlyClosed' },
    },
    recentlyClosed: {
      description: 'Within the skip window, hovering again opens without the open delay.',
      on: { 'pointer.enter': 'open', 'menu.toggle': 'open' },
      after: { menuSkipDelay: 'closed' },
    },
  },
});
