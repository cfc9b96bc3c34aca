import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { lightboxMachine } from '../../machines/lightbox-machine';

function start() {
  const shownInGallery: number[] = [];
  const actor = createActor(
    lightboxMachine.provide({
      actions: { showInGallery: (_, { index }) => shownInGallery.push(index) },
    }),
  ).start();
  return { actor, shownInGallery };
}

describe('lightbox machine (issue 17: the tour gallery viewer)', () => {
  it('starts closed', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });

  it('opens at the picture asked for', () => {
    const { actor } = start();
    actor.send({ type: 'lightbox.open', index: 2, count: 4 });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ index: 2, count: 4 });
  });

  it.each([
    { index: -1, count: 3 },
    { index: 3, count: 3 },
    { index: 0, count: 0 },
    { index: 0.5, count: 3 },
  ])('ignores an open at no picture ($index of $count)', (event) => {
    const { actor } = start();
    actor.send({ type: 'lightbox.open', ...event });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('wraps forwards from the last picture and backwards from the first', () => {
    const { actor } = start();
    actor.send({ type: 'lightbox.open', index: 1, count: 2 });
    actor.send({ type: 'lightbox.next' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'lightbox.previous' });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'lightbox.previous' });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('with a single picture offers neither previous nor next', () => {
    const { actor } = start();
    actor.send({ type: 'lightbox.open', index: 0, count: 1 });
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'lightbox.next' })).toBe(false);
    expect(snapshot.can({ type: 'lightbox.previous' })).toBe(false);
    actor.send({ type: 'lightbox.next' });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('closing hands the picture last seen to the gallery', () => {
    const { actor, shownInGallery } = start();
    actor.send({ type: 'lightbox.open', index: 0, count: 3 });
    actor.send({ type: 'lightbox.previous' });
    actor.send({ type: 'lightbox.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(shownInGallery).toEqual([2]);
    // Next and previous mean nothing while closed.
    expect(actor.getSnapshot().can({ type: 'lightbox.next' })).toBe(false);
  });
});
