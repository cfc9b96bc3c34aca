import { assign, setup } from 'xstate';
import { TIMINGS } from './constants';

/** The rotation intervals SPEC 9 names; a number of milliseconds is accepted too. */
type RotationIntervalName = 'heroInterval' | 'testimonialInterval';

/**
 * Why the rotation is held. Several can hold it at once (a pointer over the testimonials
 * while a dot has focus); it runs again only when every reason is gone.
 */
export type PauseReason = 'hover' | 'focus' | 'reducedMotion' | 'user';

export interface RotationInput {
  /** Number of items (hero: 3 slides, testimonials: 10). */
  count: number;
  interval: RotationIntervalName | number;
  /** Reasons holding the rotation from the start (e.g. the visitor prefers reduced motion). */
  pausedBy?: PauseReason[];
}

export interface RotationContext {
  count: number;
  /** The item shown: 0..count-1. */
  index: number;
  intervalMs: number;
  pausedBy: PauseReason[];
}

export type RotationEvent =
  /** A dot or a thumbnail: show that item now and start the interval over. */
  | { type: 'rotation.goTo'; index: number }
  | { type: 'rotation.pause'; reason: PauseReason }
  | { type: 'rotation.resume'; reason: PauseReason };

function toMs(interval: RotationInput['interval']): number {
  return typeof interval === 'number' ? interval : TIMINGS[interval];
}

/**
 * An index that advances every interval and wraps after the last item (SPEC 2, 4, 9: hero
 * slides and testimonials). Going to an item restarts the interval so it stays up for the
 * full time; while held (hover, focus, reduced motion) the index only changes on request.
 */
export const rotationMachine = setup({
  types: {
    input: {} as RotationInput,
    context: {} as RotationContext,
    events: {} as RotationEvent,
  },
  actions: {
    advance: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    goTo: assign((_, params: { index: number }) => ({ index: params.index })),
    addPauseReason: assign(({ context }, params: { reason: PauseReason }) => ({
      pausedBy: context.pausedBy.includes(params.reason)
        ? context.pausedBy
        : [...context.pausedBy, params.reason],
    })),
    removePauseReason: assign(({ context }, params: { reason: PauseReason }) => ({
      pausedBy: context.pausedBy.filter((reason) => reason !== params.reason),
    })),
  },
  guards: {
    isValidIndex: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && params.index >= 0 && params.index < context.count,
    isHeld: ({ context }) => context.pausedBy.length > 0,
    canRotate: ({ context }) => context.count > 1,
  },
  delays: {
    /** TIMINGS.heroInterval or TIMINGS.testimonialInterval, chosen by the input. */
    rotationInterval: ({ context }) => context.intervalMs,
  },
}).createMachine({
  id: 'rotation',
  description:
    'An index that advances every interval and wraps (hero slides, testimonials); going to an item restarts the interval; held while any pause reason (hover, focus, reduced motion, user) remains.',
  context: ({ input }) => ({
    count: Math.max(0, Math.floor(input.count)),
    index: 0,
    intervalMs: toMs(input.interval),
    pausedBy: [...new Set(input.pausedBy ?? [])],
  }),
  initial: 'deciding',
  on: {
    'rotation.goTo': {
      guard: { type: 'isValidIndex', params: ({ event }) => ({ index: event.index }) },
      target: '.deciding',
      actions: { type: 'goTo', params: ({ event }) => ({ index: event.index }) },
    },
    'rotation.pause': {
      target: '.deciding',
      actions: { type: 'addPauseReason', params: ({ event }) => ({ reason: event.reason }) },
    },
    'rotation.resume': {
      target: '.deciding',
      actions: { type: 'removePauseReason', params: ({ event }) => ({ reason: event.reason }) },
    },
  },
  states: {
    deciding: {
      always: [
        { guard: 'isHeld', target: 'paused' },
        { guard: 'canRotate', target: 'running' },
        { target: 'paused' },
      ],
    },
    running: {
      description: 'Entered anew on every change, so the interval always starts from zero.',
      tags: ['running'],
      after: { rotationInterval: { target: 'running', reenter: true, actions: 'advance' } },
    },
    paused: {
      tags: ['paused'],
    },
  },
});
