import { describe, expect, it } from 'vitest';
import { ADMIN_ENQUIRY_MESSAGES } from '../../contract/admin-enquiries';
import {
  apiError,
  detail,
  ENQUIRIES,
  page,
  startEnquiries,
  withNote,
  withStatus,
} from './admin-enquiries-fixture';

/** The inbox loaded with ENQUIRIES and the contact message (id 1) opened. */
async function opened() {
  const run = startEnquiries();
  await run.lists.resolve(page());
  run.actor.send({ type: 'enquiry.open', kind: 'contact', id: 1 });
  await run.details.resolve(detail());
  return run;
}

describe('admin enquiries machine: the inbox', () => {
  it('loads the page for its query through the generic loader, then shows it', async () => {
    const { actor, lists, inbox } = startEnquiries({ status: 'New', page: 2 });
    expect(inbox().getSnapshot().hasTag('loading')).toBe(true);
    expect(inbox().getSnapshot().context.data).toBeNull();
    expect(lists.last().input).toEqual({ status: 'New', page: 2 });
    const answer = page(ENQUIRIES, { page: 2, total: 22, lastPage: 2 });
    await lists.resolve(answer);
    expect(inbox().getSnapshot().hasTag('loaded')).toBe(true);
    expect(inbox().getSnapshot().context.data).toEqual(answer);
    expect(actor.getSnapshot().matches({ detail: 'closed' })).toBe(true);
  });

  it('keeps a failure in the loader, whose retry loads again', async () => {
    const { lists, inbox } = startEnquiries();
    await lists.reject(apiError(500, 'Server Error'));
    expect(inbox().getSnapshot().hasTag('error')).toBe(true);
    inbox().send({ type: 'data.retry' });
    expect(inbox().getSnapshot().hasTag('loading')).toBe(true);
    expect(lists.calls).toHaveLength(2);
    await lists.resolve(page());
    expect(inbox().getSnapshot().hasTag('loaded')).toBe(true);
  });

  it('starts another loader for a new query (cancelling the old request), not for the same', async () => {
    const { actor, lists, inbox } = startEnquiries({ kind: 'contact' });
    const first = inbox();
    actor.send({ type: 'query.change', query: { kind: 'contact' } });
    expect(lists.calls).toHaveLength(1);
    expect(inbox()).toBe(first);
    actor.send({ type: 'query.change', query: { kind: 'custom-tour' } });
    expect(lists.calls).toHaveLength(2);
    expect(lists.calls[0]!.signal.aborted).toBe(true);
    expect(lists.last().input).toEqual({ kind: 'custom-tour' });
    expect(inbox()).not.toBe(first);
    expect(actor.getSnapshot().context.query).toEqual({ kind: 'custom-tour' });
    await lists.resolve(page([ENQUIRIES[0]!]));
    actor.send({ type: 'query.change', query: { kind: 'custom-tour', page: 2 } });
    expect(inbox().getSnapshot().hasTag('loading')).toBe(true);
  });
});

describe('admin enquiries machine: an enquiry', () => {
  it('opens one (loading, then everything the sender sent, with its forms) and closes it', async () => {
    const { actor, lists, details, statusForm, noteForm } = startEnquiries();
    await lists.resolve(page());
    actor.send({ type: 'enquiry.open', kind: 'custom-tour', id: 4 });
    expect(actor.getSnapshot().hasTag('detailLoading')).toBe(true);
    expect(details.last().input).toEqual({ kind: 'custom-tour', id: 4 });
    const sent = detail({ kind: 'custom-tour', id: 4 });
    await details.resolve(sent);
    expect(actor.getSnapshot().matches({ detail: { open: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.detail).toEqual(sent);
    expect(statusForm()?.getSnapshot().context.values).toEqual({ status: 'New' });
    expect(noteForm()?.getSnapshot().context.values).toEqual({ body: '' });
    actor.send({ type: 'detail.close' });
    expect(actor.getSnapshot().matches({ detail: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.detail).toBeNull();
    expect(actor.getSnapshot().context.openKey).toBeNull();
    expect(statusForm()).toBeUndefined();
    expect(noteForm()).toBeUndefined();
  });

  it('can be closed while it loads (the request is cancelled)', () => {
    const { actor, details } = startEnquiries();
    actor.send({ type: 'enquiry.open', kind: 'contact', id: 1 });
    actor.send({ type: 'detail.close' });
    expect(actor.getSnapshot().matches({ detail: 'closed' })).toBe(true);
    expect(details.last().signal.aborted).toBe(true);
  });

  it('says why it did not load, retries, and closes from there', async () => {
    const { actor, details } = startEnquiries();
    actor.send({ type: 'enquiry.open', kind: 'contact', id: 9 });
    await details.reject(apiError(404, 'Enquiry not found.'));
    expect(actor.getSnapshot().hasTag('detailError')).toBe(true);
    expect(actor.getSnapshot().context.detailError).toBe('Enquiry not found.');
    actor.send({ type: 'detail.retry' });
    expect(actor.getSnapshot().hasTag('detailLoading')).toBe(true);
    await details.reject(new Error(''));
    expect(actor.getSnapshot().context.detailError).toBe('Failed to load the enquiry.');
    actor.send({ type: 'detail.close' });
    expect(actor.getSnapshot().matches({ detail: 'closed' })).toBe(true);
  });

  it('follows the URL to another enquiry from every open state, ignoring the same one', async () => {
    const { actor, details } = startEnquiries();
    actor.send({ type: 'enquiry.open', kind: 'contact', id: 1 });
    actor.send({ type: 'enquiry.open', kind: 'contact', id: 1 });
    expect(details.calls).toHaveLength(1);
    actor.send({ type: 'enquiry.open', kind: 'custom-tour', id: 1 });
    expect(details.calls).toHaveLength(2);
    expect(details.calls[0]!.signal.aborted).toBe(true);
    expect(details.last().input).toEqual({ kind: 'custom-tour', id: 1 });

    await details.reject(apiError(404, 'Enquiry not found.'));
    actor.send({ type: 'enquiry.open', kind: 'custom-tour', id: 1 });
    expect(actor.getSnapshot().hasTag('detailError')).toBe(true);
    actor.send({ type: 'enquiry.open', kind: 'contact', id: 2 });
    expect(actor.getSnapshot().hasTag('detailLoading')).toBe(true);

    await details.resolve(detail({ id: 2 }));
    actor.send({ type: 'enquiry.open', kind: 'contact', id: 2 });
    expect(actor.getSnapshot().matches({ detail: { open: 'idle' } })).toBe(true);
    actor.send({ type: 'enquiry.open', kind: 'contact', id: 1 });
    expect(actor.getSnapshot().hasTag('detailLoading')).toBe(true);
    expect(details.last().input).toEqual({ kind: 'contact', id: 1 });
  });

  it('saves a status change with the status form, then refreshes the inbox and the unread count', async () => {
    const { actor, lists, inbox, statuses, effects } = await opened();
    actor.send({ type: 'status.change', status: 'New' });
    expect(statuses.calls).toHaveLength(0);
    actor.send({ type: 'status.change', status: 'Answered' });
    expect(actor.getSnapshot().hasTag('savingStatus')).toBe(true);
    expect(actor.getSnapshot().context.pendingStatus).toBe('Answered');
    expect(statuses.last().input).toEqual({ kind: 'contact', id: 1, status: 'Answered' });
    expect(actor.getSnapshot().can({ type: 'detail.close' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'note.submit' })).toBe(false);
    await statuses.resolve(withStatus(detail(), 'Answered'));
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ detail: { open: 'idle' } })).toBe(true);
    expect(snapshot.context.detail?.status).toBe('Answered');
    expect(snapshot.context.detail?.history).toHaveLength(1);
    expect(snapshot.context.pendingStatus).toBeNull();
    expect(effects).toEqual([['unread']]);
    expect(inbox().getSnapshot().hasTag('busy')).toBe(true);
    expect(lists.calls).toHaveLength(2);
  });

  it('keeps the stored status when a change was not saved; the status form says why', async () => {
    const { actor, statuses, statusForm } = await opened();
    actor.send({ type: 'status.change', status: 'Closed' });
    await statuses.reject(apiError(500, 'Server Error'));
    expect(actor.getSnapshot().matches({ detail: { open: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.detail?.status).toBe('New');
    expect(actor.getSnapshot().context.pendingStatus).toBeNull();
    expect(statusForm()?.getSnapshot().hasTag('error')).toBe(true);
    expect(statusForm()?.getSnapshot().context.failure).toBe('Server Error');
    actor.send({ type: 'status.change', status: 'Closed' });
    expect(statuses.calls).toHaveLength(2);
  });

  it('says so when the enquiry is gone, and reloads the inbox', async () => {
    const { actor, lists, statuses, statusForm } = await opened();
    actor.send({ type: 'status.change', status: 'Closed' });
    await statuses.reject(apiError(404, 'Enquiry not found.'));
    expect(actor.getSnapshot().hasTag('detailError')).toBe(true);
    expect(actor.getSnapshot().context.detailError).toBe('Enquiry not found.');
    expect(statusForm()).toBeUndefined();
    expect(lists.calls).toHaveLength(2);
  });

  it('checks a note with the contract, then saves it and clears the form', async () => {
    const { actor, notes, noteForm, writeNote, effects } = await opened();
    actor.send({ type: 'note.submit' });
    expect(actor.getSnapshot().matches({ detail: { open: 'idle' } })).toBe(true);
    expect(noteForm()?.getSnapshot().context.errors).toEqual({
      body: ADMIN_ENQUIRY_MESSAGES.note,
    });
    expect(effects).toEqual([['focusNote']]);
    writeNote('x'.repeat(2001));
    actor.send({ type: 'note.submit' });
    expect(noteForm()?.getSnapshot().context.errors).toEqual({
      body: ADMIN_ENQUIRY_MESSAGES.noteTooLong,
    });
    expect(notes.calls).toHaveLength(0);

    writeNote('Called back.');
    expect(noteForm()?.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'note.submit' });
    expect(actor.getSnapshot().hasTag('savingNote')).toBe(true);
    expect(notes.last().input).toEqual({ kind: 'contact', id: 1, body: 'Called back.' });
    await notes.resolve(withNote(detail(), 'Called back.'));
    expect(actor.getSnapshot().matches({ detail: { open: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.detail?.notes).toHaveLength(1);
    expect(noteForm()?.getSnapshot().context.values).toEqual({ body: '' });
  });

  it("puts the server's 422 under the note, and keeps the note on another failure", async () => {
    const { actor, notes, noteForm, writeNote, effects } = await opened();
    writeNote('x');
    actor.send({ type: 'note.submit' });
    await notes.reject(apiError(422, 'Too long', { body: [ADMIN_ENQUIRY_MESSAGES.noteTooLong] }));
    expect(actor.getSnapshot().matches({ detail: { open: 'idle' } })).toBe(true);
    expect(noteForm()?.getSnapshot().context.errors).toEqual({
      body: ADMIN_ENQUIRY_MESSAGES.noteTooLong,
    });
    expect(effects).toEqual([['focusNote']]);
    actor.send({ type: 'note.submit' });
    await notes.reject(apiError(500, 'Server Error'));
    expect(actor.getSnapshot().matches({ detail: { open: 'idle' } })).toBe(true);
    expect(noteForm()?.getSnapshot().context.values).toEqual({ body: 'x' });
    expect(noteForm()?.getSnapshot().context.failure).toBe('Server Error');
  });
});
