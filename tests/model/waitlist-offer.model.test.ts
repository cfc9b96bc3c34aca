import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { waitlistOfferMachine } from '../../machines/waitlist-offer-machine';

/**
 * What the traveller and the server's job observe of one waitlist entry: waiting, offered (seats
 * held until the end of the offer), then claimed in time, expired (the job after the end, or a
 * claim that comes too late), or left. A look by the job before the end changes nothing.
 */
const OFFERED_AT = '2026-07-01T10:00:00.000Z';
const ENDS_AT = '2026-07-02T10:00:00.000Z';
const BEFORE_END = '2026-07-02T09:59:59.999Z';
const AFTER_END = '2026-07-02T10:00:00.000Z';

const offerModel = createMachine({
  id: 'waitlistOfferModel',
  initial: 'waiting',
  states: {
    waiting: { on: { OFFER: 'offered', LEAVE: 'left' } },
    offered: {
      on: {
        CLAIM_IN_TIME: 'claimed',
        CLAIM_LATE: 'expired',
        LOOK_BEFORE_END: 'offered',
        EXPIRE: 'expired',
        LEAVE: 'left',
      },
    },
    claimed: { type: 'final' },
    expired: { type: 'final' },
    left: { type: 'final' },
  },
});

const model = createTestModel(offerModel);
const paths = model.getSimplePaths();

describe('waitlist offer model paths', () => {
  it('walks every state and event', () => {
    const steps = paths.flatMap((p) => p.steps);
    expect(new Set(steps.map((s) => String(s.state.value)))).toEqual(
      new Set(['waiting', 'offered', 'claimed', 'expired', 'left']),
    );
    expect(new Set(steps.map((s) => s.event.type))).toEqual(
      new Set([
        'OFFER',
        'LEAVE',
        'CLAIM_IN_TIME',
        'CLAIM_LATE',
        'LOOK_BEFORE_END',
        'EXPIRE',
        'xstate.init',
      ]),
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(waitlistOfferMachine).start();
      const snapshot = () => actor.getSnapshot();
      const finalIn = (state: string) => () => {
        expect(snapshot().value).toBe(state);
        expect(snapshot().status).toBe('done');
        expect(snapshot().hasTag('active')).toBe(false);
        expect(snapshot().can({ type: 'waitlist.leave' })).toBe(false);
        expect(snapshot().can({ type: 'offer.claim', now: BEFORE_END })).toBe(false);
      };
      await path.test({
        states: {
          waiting: () => {
            expect(snapshot().value).toBe('waiting');
            expect(snapshot().hasTag('active')).toBe(true);
            expect(snapshot().can({ type: 'waitlist.leave' })).toBe(true);
            // Nothing to claim before an offer.
            expect(snapshot().can({ type: 'offer.claim', now: BEFORE_END })).toBe(false);
            expect(snapshot().context.offerExpiresAt).toBeNull();
          },
          offered: () => {
            expect(snapshot().value).toBe('offered');
            expect(snapshot().hasTag('active')).toBe(true);
            expect(snapshot().context).toEqual({ offeredAt: OFFERED_AT, offerExpiresAt: ENDS_AT });
            expect(snapshot().can({ type: 'waitlist.leave' })).toBe(true);
            expect(snapshot().can({ type: 'offer.expire', now: BEFORE_END })).toBe(false);
          },
          claimed: finalIn('claimed'),
          expired: finalIn('expired'),
          left: finalIn('left'),
        },
        events: {
          OFFER: () =>
            actor.send({ type: 'offer.make', offeredAt: OFFERED_AT, expiresAt: ENDS_AT }),
          LEAVE: () => actor.send({ type: 'waitlist.leave' }),
          CLAIM_IN_TIME: () => actor.send({ type: 'offer.claim', now: BEFORE_END }),
          CLAIM_LATE: () => actor.send({ type: 'offer.claim', now: AFTER_END }),
          LOOK_BEFORE_END: () => actor.send({ type: 'offer.expire', now: BEFORE_END }),
          EXPIRE: () => actor.send({ type: 'offer.expire', now: AFTER_END }),
        },
      });
      actor.stop();
    });
  }
});
