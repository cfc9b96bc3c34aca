import { assign, setup, type ActorRefFrom } from 'xstate';

export interface LightboxContext {
  /** How many pictures the viewer steps through (set when it opens). */
  count: number;
  /** The picture shown large: 0..count-1. */
  index: number;
}

export type LightboxEvent =
  /** The main picture was activated: show picture `index` of `count` full screen. */
  | { type: 'lightbox.open'; index: number; count: number }
  /** Next button, ArrowRight, or a swipe to the left; after the last comes the first. */
  | { type: 'lightbox.next' }
  /** Previous button, ArrowLeft, or a swipe to the right; before the first comes the last. */
  | { type: 'lightbox.previous' }
  /** Close button or Escape. */
  | { type: 'lightbox.close' };

/**
 * The tour gallery's full-screen viewer (issue 17): closed until the main picture opens it at
 * the picture shown; previous and next step through the pictures and wrap around at both ends;
 * closing hands the picture last seen back to the gallery. Focus, scroll lock and the keys are
 * the view's; the flow is here.
 */
export const lightboxMachine = setup({
  types: {
    context: {} as LightboxContext,
    events: {} as LightboxEvent,
  },
  actions: {
    assignPicture: assign((_, params: { index: number; count: number }) => ({
      index: params.index,
      count: params.count,
    })),
    showNext: assign({ index: ({ context }) => context.index + 1 }),
    showPrevious: assign({ index: ({ context }) => context.index - 1 }),
    showFirst: assign({ index: 0 }),
    showLast: assign({ index: ({ context }) => context.count - 1 }),
    /** Effect the app supplies: the gallery shows the picture last seen in the viewer. */
    showInGallery: (_, _params: { index: number }) => {},
  },
  guards: {
    isPicture: (_, params: { index: number; count: number }) =>
      Number.isInteger(params.count) &&
      Number.isInteger(params.index) &&
      params.index >= 0 &&
      params.index < params.count,
    hasNext: ({ context }) => context.index < context.count - 1,
    hasPrevious: ({ context }) => context.index > 0,
    /** On the last of several pictures: next wraps to the first. */
    canWrapToFirst: ({ context }) => context.count > 1 && context.index === context.count - 1,
    /** On the first of several pictures: previous wraps to the last. */
    canWrapToLast: ({ context }) => context.count > 1 && context.index === 0,
  },
}).createMachine({
  id: 'lightbox',
  description:
    'The tour gallery full-screen viewer: the main picture opens it at that picture; previous and next step through and wrap at both ends; Close or Escape closes it and the gallery shows the picture last seen.',
  context: { count: 0, index: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'lightbox.open': {
          guard: { type: 'isPicture', params: ({ event }) => event },
          target: 'open',
          actions: { type: 'assignPicture', params: ({ event }) => event },
        },
      },
    },
    open: {
      description:
        'Full screen, modal: one picture large with its caption and "n of N". With a single picture there is nothing to step to, so previous and next are not offered.',
      tags: ['open'],
      on: {
        'lightbox.next': [
          { guard: 'canWrapToFirst', actions: 'showFirst' },
          { guard: 'hasNext', actions: 'showNext' },
        ],
        'lightbox.previous': [
          { guard: 'canWrapToLast', actions: 'showLast' },
          { guard: 'hasPrevious', actions: 'showPrevious' },
        ],
        'lightbox.close': {
          target: 'closed',
          actions: {
            type: 'showInGallery',
            params: ({ context }) => ({ index: context.index }),
          },
        },
      },
    },
  },
});

export type LightboxActorRef = ActorRefFrom<typeof lightboxMachine>;
