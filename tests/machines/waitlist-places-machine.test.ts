import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { WaitlistPlace } from '../../contract/waitlist';
import { waitlistPlacesMachine, type WaitlistAction } from '../../machines/waitlist-places-machine';

const place = (id: number, status: WaitlistPlace['status'] = 'waiting'): WaitlistPlace => ({
  id,
  status,
  email: `p${id}@example.com`,
  travelers: 2,
  position: status === 'waiting' ? id : null,
  joined_at: '2026-06-01T10:00:00.000Z',
  offered_at: null,
  offer_expires_at: null,
  tour: { id: 1, title: 'K2 Base Camp', slug: 'k2-base-camp' },
  departure: { id: 7, start_date: '2026-08-01' },
});

/** A fake server: answers loads from `lists` in turn (an Error fails that load). */
function start(lists: Array<WaitlistPlace[] | Error>, act: (id: number) => unknown = () => ({})) {
  const acted: Array<{ action: WaitlistAction; output: unknown }> = [];
  const refused: Array<{ action: WaitlistAction; error: unknown }> = [];
  const queries: unknown[] = [];
  let load = 0;
  const actor = createActor(
    waitlistPlacesMachine.provide({
      actors: {
        loadPlaces: fromPromise(async ({ input }) => {
          queries.push(input);
          const next = lists[Math.min(load++, lists.length - 1)]!;
          if (next instanceof Error) throw next;
          return next;
        }),
        actOnPlace: fromPromise(async ({ input }) => {
          const output = act(input.id);
          if (output instanceof Error) throw output;
          return output;
        }),
      },
      actions: {
        notifyActed: (_, params) => acted.push(params),
        notifyActionFailed: (_, params) => refused.push(params),
      },
    }),
    { input: { query: 'token-1' } },
  ).start();
  return { actor, acted, refused, queries };
}

describe('waitlist places machine (issue 19)', () => {
  it('loads the places for its query', async () => {
    const { actor, queries } = start([[place(1)]]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.hasTag('loaded'));
    expect(actor.getSnapshot().context.places.map((p) => p.id)).toEqual([1]);
    expect(queries).toEqual(['token-1']);
  });

  it('a failed load can be retried', async () => {
    const { actor } = start([new Error('offline'), [place(2)]]);
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error).toBeInstanceOf(Error);
    actor.send({ type: 'places.retry' });
    await waitFor(actor, (s) => s.hasTag('loaded'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('an action runs, is reported with its answer, and the list loads again', async () => {
    const { actor, acted } = start([[place(1), place(2)], [place(2, 'offered')]], (id) => ({
      id,
      claimed: true,
    }));
    await waitFor(actor, (s) => s.hasTag('loaded'));
    actor.send({ type: 'place.act', id: 1, action: 'leave' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.pending).toEqual({ id: 1, action: 'leave' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(acted).toEqual([{ action: 'leave', output: { id: 1, claimed: true } }]);
    expect(actor.getSnapshot().context.places.map((p) => p.status)).toEqual(['offered']);
  });

  it('a refused action says why and keeps the list when the reload fails too', async () => {
    const refusal = new Error('Not enough seats are free for this group.');
    const { actor, refused } = start([[place(3)], new Error('offline')], () => refusal);
    await waitFor(actor, (s) => s.hasTag('loaded'));
    actor.send({ type: 'place.act', id: 3, action: 'offer' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(refused).toEqual([{ action: 'offer', error: refusal }]);
    expect(actor.getSnapshot().context.actionError).toBe(refusal);
    expect(actor.getSnapshot().context.places.map((p) => p.id)).toEqual([3]);
  });

  it('ignores an action on a place that is not listed', async () => {
    const { actor } = start([[place(4)]]);
    await waitFor(actor, (s) => s.hasTag('loaded'));
    actor.send({ type: 'place.act', id: 99, action: 'remove' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
  });
});
