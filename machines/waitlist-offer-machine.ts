import { assign, setup, type SnapshotFrom } from 'xstate';
import type { WaitlistStatus } from '../contract/waitlist';

export interface WaitlistOfferContext {
  /** When the running offer was made (ISO timestamp); null while waiting. */
  offeredAt: string | null;
  /** When the seats held for the offer go back (ISO timestamp); null while waiting. */
  offerExpiresAt: string | null;
}

export type WaitlistOfferEvent =
  /** Seats freed up (or the operator offered them): they are held for this entry until `expiresAt`. */
  | { type: 'offer.make'; offeredAt: string; expiresAt: string }
  /** The traveller follows the claim link at `now`: in time, the held seats are theirs to book. */
  | { type: 'offer.claim'; now: string }
  /** The job's look at a running offer at `now`: past its end, the seats pass to the next entry. */
  | { type: 'offer.expire'; now: string }
  /** The traveller leaves the waitlist (My Account or the link in the mail), or the operator removes them. */
  | { type: 'waitlist.leave' };

/**
 * One place on a departure's waitlist (issue 19): waiting until seats free up; then offered, the
 * seats held until the offer ends; the traveller claims them in time (and books on the booking
 * page) or the offer expires and the seats pass to the next entry; leaving is possible while
 * waiting or offered. Pure: the server resolves a stored entry with `resolveWaitlistEntry` and
 * asks `transition` what an event does; My Account reads what the traveller can do with `can`.
 * Times are ISO strings (UTC), compared as text.
 */
export const waitlistOfferMachine = setup({
  types: {
    context: {} as WaitlistOfferContext,
    events: {} as WaitlistOfferEvent,
  },
  actions: {
    assignOffer: assign((_, params: { offeredAt: string; expiresAt: string }) => ({
      offeredAt: params.offeredAt,
      offerExpiresAt: params.expiresAt,
    })),
  },
  guards: {
    /** A real offer: it ends after it was made. */
    isOffer: (_, params: { offeredAt: string; expiresAt: string }) =>
      params.expiresAt > params.offeredAt,
    /** The offer is still running at `now`. */
    offerRunning: ({ context }, params: { now: string }) =>
      context.offerExpiresAt !== null && params.now < context.offerExpiresAt,
    /** The offer has ended at `now`. */
    offerEnded: ({ context }, params: { now: string }) =>
      context.offerExpiresAt === null || params.now >= context.offerExpiresAt,
  },
}).createMachine({
  id: 'waitlistOffer',
  description:
    'One place on a sold-out departure waitlist: waiting until seats free up, then offered with the seats held until the offer ends; claimed in time, or expired (the seats pass to the next entry); the traveller can leave while waiting or offered.',
  context: { offeredAt: null, offerExpiresAt: null },
  initial: 'waiting',
  states: {
    waiting: {
      description: 'In line for the departure; counts as an active place (one per e-mail).',
      tags: ['active'],
      on: {
        'offer.make': {
          guard: { type: 'isOffer', params: ({ event }) => event },
          target: 'offered',
          actions: { type: 'assignOffer', params: ({ event }) => event },
        },
        'waitlist.leave': 'left',
      },
    },
    offered: {
      description:
        'Seats are held for this entry and the claim link was sent; claiming after the end fails and the offer is expired.',
      tags: ['active'],
      on: {
        'offer.claim': [
          {
            guard: { type: 'offerRunning', params: ({ event }) => event },
            target: 'claimed',
          },
          {
            guard: { type: 'offerEnded', params: ({ event }) => event },
            target: 'expired',
          },
        ],
        'offer.expire': {
          guard: { type: 'offerEnded', params: ({ event }) => event },
          target: 'expired',
        },
        'waitlist.leave': 'left',
      },
    },
    claimed: {
      description: 'The traveller took the offer: the held seats are theirs to book.',
      type: 'final',
    },
    expired: {
      description: 'The offer ran out unclaimed; its seats went to the next entry.',
      type: 'final',
    },
    left: {
      description: 'The traveller left the waitlist (or the operator removed the entry).',
      type: 'final',
    },
  },
});

export type WaitlistOfferSnapshot = SnapshotFrom<typeof waitlistOfferMachine>;

/** A stored entry as a snapshot of the machine, to ask what an event does or what can be done. */
export function resolveWaitlistEntry(entry: {
  status: WaitlistStatus;
  offeredAt: string | null;
  offerExpiresAt: string | null;
}): WaitlistOfferSnapshot {
  return waitlistOfferMachine.resolveState({
    value: entry.status,
    context: { offeredAt: entry.offeredAt, offerExpiresAt: entry.offerExpiresAt },
  });
}
