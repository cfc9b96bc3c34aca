import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Review, ReviewPage } from '../../contract/tours';
import { reviewPagesMachine } from '../../machines/review-pages-machine';
import { controllable } from '../support/controllable';

const review = (id: number): Review => ({
  id,
  name: `Traveller ${id}`,
  avatar: null,
  rating: 5,
  date: '2025-06-01',
  comment: 'Wonderful.',
  verified: false,
});

function start(next: string | null) {
  const fetches = controllable<ReviewPage, { idOrSlug: string; after: string }>();
  const actor = createActor(
    reviewPagesMachine.provide({ actors: { fetchReviews: fetches.logic } }),
    { input: { idOrSlug: '7', reviews: [review(9), review(8)], next } },
  ).start();
  return { actor, fetches: fetches.calls };
}

describe('review pages machine', () => {
  it('starts with the first page from the tour details, idle', () => {
    const { actor } = start('2025-06-01:8');
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.reviews.map((r) => r.id)).toEqual([9, 8]);
    expect(actor.getSnapshot().can({ type: 'reviews.more' })).toBe(true);
  });

  it('"More reviews" asks for the page after the cursor and appends it', async () => {
    const { actor, fetches } = start('2025-06-01:8');
    actor.send({ type: 'reviews.more' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fetches[0]!.input).toEqual({ idOrSlug: '7', after: '2025-06-01:8' });
    fetches[0]!.resolve({ data: [review(7), review(6)], meta: { next: '2025-06-01:6' } });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.reviews.map((r) => r.id)).toEqual([9, 8, 7, 6]);
    actor.send({ type: 'reviews.more' });
    expect(fetches[1]!.input.after).toBe('2025-06-01:6');
    fetches[1]!.resolve({ data: [review(5)], meta: { next: null } });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().can({ type: 'reviews.more' })).toBe(false);
  });

  it('does nothing when the first page holds them all', () => {
    const { actor, fetches } = start(null);
    actor.send({ type: 'reviews.more' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(fetches).toHaveLength(0);
  });

  it('a failed page keeps the shown reviews (tag error); asking again retries the same cursor', async () => {
    const { actor, fetches } = start('2025-06-01:8');
    actor.send({ type: 'reviews.more' });
    fetches[0]!.reject(new Error('offline'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.reviews).toHaveLength(2);
    actor.send({ type: 'reviews.more' });
    expect(fetches[1]!.input.after).toBe('2025-06-01:8');
  });
});
