import { describe, expect, it } from 'vitest';
import { OUTBOX_TEXT } from '../../machines/admin-outbox-machine';
import { apiError, ITINERARY, message, page, retried, startOutbox } from './admin-outbox-fixture';

const pdf = () => ({ blob: new Blob(['%PDF-1.7']), fileName: ITINERARY.fileName });

async function opened(initial = message()) {
  const run = startOutbox();
  await run.lists.resolve(page());
  run.actor.send({ type: 'message.open', id: initial.id });
  await run.messages.resolve(initial);
  return run;
}

describe('adminOutboxMachine: the list', () => {
  it('loads the page the URL asks for; another query starts another loader, the same one does not', async () => {
    const run = startOutbox({ status: 'failed' });
    expect(run.lists.last().input).toEqual({ status: 'failed' });
    await run.lists.resolve(page());
    expect(run.list().getSnapshot().context.data?.meta.mailMode).toBe('keep');

    run.actor.send({ type: 'query.change', query: { status: 'failed' } });
    expect(run.lists.calls).toHaveLength(1);
    run.actor.send({ type: 'query.change', query: { status: 'failed', q: 'sara', page: 2 } });
    expect(run.lists.calls).toHaveLength(2);
    expect(run.lists.last().input).toEqual({ status: 'failed', q: 'sara', page: 2 });
    expect(run.actor.getSnapshot().context.query).toEqual({ status: 'failed', q: 'sara', page: 2 });
  });
});

describe('adminOutboxMachine: a message', () => {
  it('opens a message; the same id again changes nothing; close clears it', async () => {
    const run = startOutbox();
    run.actor.send({ type: 'message.open', id: 7 });
    expect(run.actor.getSnapshot().hasTag('messageLoading')).toBe(true);
    expect(run.messages.last().input).toEqual({ id: 7 });
    run.actor.send({ type: 'message.open', id: 7 });
    expect(run.messages.calls).toHaveLength(1);
    await run.messages.resolve(message());
    expect(run.actor.getSnapshot().matches({ message: 'open' })).toBe(true);
    expect(run.actor.getSnapshot().context.message?.html).toContain('confirmed');
    run.actor.send({ type: 'message.close' });
    expect(run.actor.getSnapshot().matches({ message: 'closed' })).toBe(true);
    expect(run.actor.getSnapshot().context).toMatchObject({ openId: null, message: null });
  });

  it('another message while one loads cancels the first request; close while loading stops it', async () => {
    const run = startOutbox();
    run.actor.send({ type: 'message.open', id: 7 });
    const first = run.messages.last();
    run.actor.send({ type: 'message.open', id: 6 });
    expect(first.signal.aborted).toBe(true);
    expect(run.messages.last().input).toEqual({ id: 6 });
    run.actor.send({ type: 'message.close' });
    expect(run.messages.last().signal.aborted).toBe(true);
    expect(run.actor.getSnapshot().hasTag('messageOpen')).toBe(false);
  });

  it('a message that does not load is a failure with its reason; Try again loads it', async () => {
    const run = startOutbox();
    run.actor.send({ type: 'message.open', id: 7 });
    await run.messages.reject(apiError(404, 'Message not found.'));
    expect(run.actor.getSnapshot().hasTag('messageError')).toBe(true);
    expect(run.actor.getSnapshot().context.messageError).toBe('Message not found.');
    run.actor.send({ type: 'message.reload' });
    expect(run.actor.getSnapshot().hasTag('messageLoading')).toBe(true);
    await run.messages.reject('boom');
    expect(run.actor.getSnapshot().context.messageError).toBe(OUTBOX_TEXT.messageFailed);
    run.actor.send({ type: 'message.close' });
    expect(run.actor.getSnapshot().matches({ message: 'closed' })).toBe(true);
  });

  it('from a failure, another message opens', async () => {
    const run = startOutbox();
    run.actor.send({ type: 'message.open', id: 7 });
    await run.messages.reject(apiError(500));
    run.actor.send({ type: 'message.open', id: 6 });
    expect(run.actor.getSnapshot().hasTag('messageLoading')).toBe(true);
    expect(run.actor.getSnapshot().context).toMatchObject({ openId: 6, messageError: null });
  });

  it('an open message reloads, or another one opens', async () => {
    const run = await opened();
    run.actor.send({ type: 'message.reload' });
    expect(run.actor.getSnapshot().hasTag('messageLoading')).toBe(true);
    await run.messages.resolve(message());
    run.actor.send({ type: 'message.open', id: 6 });
    expect(run.messages.last().input).toEqual({ id: 6 });
  });
});

describe('adminOutboxMachine: Retry', () => {
  it('puts a failed message back in the queue: busy, then the message as stored, a toast and a fresh list', async () => {
    const run = await opened();
    expect(run.actor.getSnapshot().can({ type: 'message.retry' })).toBe(true);
    run.actor.send({ type: 'message.retry' });
    expect(run.actor.getSnapshot().hasTag('retrying')).toBe(true);
    expect(run.retries.last().input).toEqual({ id: 7 });
    await run.retries.resolve(retried(message()));
    expect(run.actor.getSnapshot().context.message?.status).toBe('pending');
    expect(run.effects).toEqual([['retried', 7]]);
    expect(run.list().getSnapshot().hasTag('busy')).toBe(true);
    // Pending now: no second Retry.
    expect(run.actor.getSnapshot().can({ type: 'message.retry' })).toBe(false);
  });

  it('is not offered for a message that is not failed', async () => {
    const run = await opened(message({ status: 'kept', last_error: null }));
    expect(run.actor.getSnapshot().can({ type: 'message.retry' })).toBe(false);
  });

  it('a refusal (409) is a state with the reason; the list refreshes; Try again, or reload', async () => {
    const run = await opened();
    run.actor.send({ type: 'message.retry' });
    await run.retries.reject(apiError(409, 'Only a failed message can be retried.'));
    expect(run.actor.getSnapshot().hasTag('retryError')).toBe(true);
    expect(run.actor.getSnapshot().context.retryError).toBe(
      'Only a failed message can be retried.',
    );
    expect(run.list().getSnapshot().hasTag('busy')).toBe(true);
    run.actor.send({ type: 'message.retry' });
    expect(run.actor.getSnapshot().hasTag('retrying')).toBe(true);
    expect(run.actor.getSnapshot().context.retryError).toBeNull();
    await run.retries.reject('offline');
    expect(run.actor.getSnapshot().context.retryError).toBe(OUTBOX_TEXT.retryFailed);
    run.actor.send({ type: 'message.reload' });
    expect(run.actor.getSnapshot().hasTag('messageLoading')).toBe(true);
  });

  it('a message gone meanwhile (404) shows as not found', async () => {
    const run = await opened();
    run.actor.send({ type: 'message.retry' });
    await run.retries.reject(apiError(404, 'Message not found.'));
    expect(run.actor.getSnapshot().hasTag('messageError')).toBe(true);
    expect(run.actor.getSnapshot().context.messageError).toBe('Message not found.');
  });
});

describe('adminOutboxMachine: the attachment', () => {
  it('downloads the itinerary and hands the file to the app', async () => {
    const run = await opened();
    run.actor.send({ type: 'attachment.download', attachment: ITINERARY });
    expect(run.actor.getSnapshot().hasTag('downloading')).toBe(true);
    expect(run.downloads.last().input).toEqual(ITINERARY);
    // Retry runs beside it.
    expect(run.actor.getSnapshot().can({ type: 'message.retry' })).toBe(true);
    await run.downloads.resolve(pdf());
    expect(run.effects).toEqual([['saveFile', ITINERARY.fileName]]);
    expect(run.actor.getSnapshot().hasTag('downloading')).toBe(false);
  });

  it('a failed download is a state with the reason; downloading again clears it', async () => {
    const run = await opened();
    run.actor.send({ type: 'attachment.download', attachment: ITINERARY });
    await run.downloads.reject(apiError(404, 'Not Found'));
    expect(run.actor.getSnapshot().hasTag('downloadError')).toBe(true);
    expect(run.actor.getSnapshot().context.downloadError).toBe('Not Found');
    run.actor.send({ type: 'attachment.download', attachment: ITINERARY });
    expect(run.actor.getSnapshot().context.downloadError).toBeNull();
    await run.downloads.reject('boom');
    expect(run.actor.getSnapshot().context.downloadError).toBe(OUTBOX_TEXT.downloadFailed);
  });
});
