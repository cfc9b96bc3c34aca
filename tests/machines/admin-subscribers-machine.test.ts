import { describe, expect, it } from 'vitest';
import { apiError, startSubscribers, subscriberPage, SUBSCRIBERS } from './admin-enquiries-fixture';

describe('admin subscribers machine', () => {
  it('loads the page the URL asks for through the generic loader', async () => {
    const { loader, loads } = startSubscribers({ page: 2 });
    expect(loader().getSnapshot().hasTag('loading')).toBe(true);
    expect(loads.last().input).toEqual({ page: 2 });
    const answer = subscriberPage(SUBSCRIBERS, { page: 2, total: 27, lastPage: 2 });
    await loads.resolve(answer);
    expect(loader().getSnapshot().context.data).toEqual(answer);
  });

  it('starts another loader for another page (cancelling the old request), not for the same', async () => {
    const { actor, loader, loads } = startSubscribers();
    const first = loader();
    actor.send({ type: 'query.change', query: {} });
    expect(loader()).toBe(first);
    actor.send({ type: 'query.change', query: { page: 2 } });
    expect(loader()).not.toBe(first);
    expect(loads.calls[0]!.signal.aborted).toBe(true);
    expect(loads.last().input).toEqual({ page: 2 });
    expect(actor.getSnapshot().context.query).toEqual({ page: 2 });
  });

  it('asks before removing; cancel keeps the subscriber', async () => {
    const { actor, loads, removals } = startSubscribers();
    await loads.resolve(subscriberPage());
    actor.send({ type: 'subscriber.remove', subscriber: SUBSCRIBERS[1]! });
    expect(actor.getSnapshot().hasTag('confirmRemove')).toBe(true);
    expect(actor.getSnapshot().context.selected).toEqual(SUBSCRIBERS[1]);
    actor.send({ type: 'remove.cancel' });
    expect(actor.getSnapshot().matches({ removal: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.selected).toBeNull();
    expect(removals.calls).toHaveLength(0);
  });

  it('removes after the confirmation, says so, and reloads the list', async () => {
    const { actor, loader, loads, removals, effects } = startSubscribers();
    await loads.resolve(subscriberPage());
    actor.send({ type: 'subscriber.remove', subscriber: SUBSCRIBERS[1]! });
    actor.send({ type: 'remove.confirm' });
    expect(actor.getSnapshot().hasTag('removing')).toBe(true);
    expect(removals.last().input).toEqual({ id: 1 });
    await removals.resolve('Subscriber removed.');
    expect(actor.getSnapshot().matches({ removal: 'idle' })).toBe(true);
    expect(effects).toEqual([['removed', 'first@example.com']]);
    expect(loader().getSnapshot().hasTag('busy')).toBe(true);
    await loads.resolve(subscriberPage([SUBSCRIBERS[0]!]));
    expect(loader().getSnapshot().context.data?.data).toEqual([SUBSCRIBERS[0]]);
  });

  it('says when a removal failed, and reloads the list', async () => {
    const { actor, loader, loads, removals, effects } = startSubscribers();
    await loads.resolve(subscriberPage());
    actor.send({ type: 'subscriber.remove', subscriber: SUBSCRIBERS[0]! });
    actor.send({ type: 'remove.confirm' });
    await removals.reject(apiError(404, 'Subscriber not found.'));
    expect(actor.getSnapshot().matches({ removal: 'idle' })).toBe(true);
    expect(effects).toEqual([['removeFailed', 'Subscriber not found.']]);
    expect(loader().getSnapshot().hasTag('busy')).toBe(true);
  });

  it('exports: the file is saved, or the failure said; removal goes on meanwhile', async () => {
    const { actor, exports, effects } = startSubscribers();
    actor.send({ type: 'subscribers.export' });
    expect(actor.getSnapshot().hasTag('exporting')).toBe(true);
    actor.send({ type: 'subscriber.remove', subscriber: SUBSCRIBERS[0]! });
    expect(actor.getSnapshot().hasTag('confirmRemove')).toBe(true);
    const file = { csv: 'Email,Subscribed\r\n', fileName: 'newsletter-subscribers-2025-05-04.csv' };
    await exports.resolve(file);
    expect(effects).toEqual([['saveFile', file]]);
    actor.send({ type: 'subscribers.export' });
    await exports.reject(apiError(500, 'The export failed.'));
    expect(actor.getSnapshot().matches({ export: 'idle' })).toBe(true);
    expect(effects.at(-1)).toEqual(['exportFailed', 'The export failed.']);
  });
});
