import { describe, expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import { resolveWaitlistEntry, waitlistOfferMachine } from '../../machines/waitlist-offer-machine';

const OFFERED_AT = '2026-07-01T10:00:00.000Z';
const ENDS_AT = '2026-07-02T10:00:00.000Z';

describe('waitlist offer machine (issue 19)', () => {
  it('ignores an offer that ends before it starts', () => {
    const actor = createActor(waitlistOfferMachine).start();
    actor.send({ type: 'offer.make', offeredAt: ENDS_AT, expiresAt: OFFERED_AT });
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.stop();
  });

  it('resolves a stored offered entry and decides a claim by its end', () => {
    const stored = resolveWaitlistEntry({
      status: 'offered',
      offeredAt: OFFERED_AT,
      offerExpiresAt: ENDS_AT,
    });
    const [inTime] = transition(waitlistOfferMachine, stored, {
      type: 'offer.claim',
      now: '2026-07-02T09:00:00.000Z',
    });
    expect(inTime.value).toBe('claimed');
    const [late] = transition(waitlistOfferMachine, stored, {
      type: 'offer.claim',
      now: '2026-07-02T11:00:00.000Z',
    });
    expect(late.value).toBe('expired');
    const [early] = transition(waitlistOfferMachine, stored, {
      type: 'offer.expire',
      now: '2026-07-01T11:00:00.000Z',
    });
    expect(early.value).toBe('offered');
  });

  it('resolves a stored final entry: nothing more can happen to it', () => {
    for (const status of ['claimed', 'expired', 'left'] as const) {
      const stored = resolveWaitlistEntry({ status, offeredAt: null, offerExpiresAt: null });
      expect(stored.can({ type: 'waitlist.leave' })).toBe(false);
      const [next] = transition(waitlistOfferMachine, stored, {
        type: 'offer.make',
        offeredAt: OFFERED_AT,
        expiresAt: ENDS_AT,
      });
      expect(next.value).toBe(status);
    }
  });
});
