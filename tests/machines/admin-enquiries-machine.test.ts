import { describe, expect, it } from 'vitest';
import { ADMIN_ENQUIRY_MESSAGES } from '../../contract/admin-enquiries';
import { noteError } from '../../machines/admin-enquiries-machine';
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
  const page1 = startEnquiries();
  await page1.lists.resolve(page());
  page1.actor.send({ type: 'enquiry.open', kind: 'contact', id: 1 });
  await page1.details.resolve(detail());
  return page1;
}

describe('admin enquiries machine: the inbox', () => {
  it('loads the page for its query, then shows it', async () => {
    const { actor, lists } = startEnquiries({ status: 'New', page: 2 });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(lists.last().input).toEqual({ status: 'New', page: 2 });
    await lists.resolve(page(ENQUIRIES, { page: 2, total: 22, lastPage: 2 }));
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ inbox: 'loaded', detail: 'closed' })).toBe(true);
    expect(snapshot.context.enquiries).toEqual(ENQUIRIES);
    expect(snapshot.context.meta).toEqual({ page: 2, perPage: 20, total: 22, lastPage: 2 });
  });

  it('lands in failed with the reason, and a retry loads again', async () => {
    const { actor, lists } = startEnquiries();
    await lists.reject(apiError(500, ''));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.listError).toBe('Failed to load enquiries.');
    actor.send({ type: 'inbox.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await lists.resolve(page());
    expect(actor.getSnapshot().matches({ inbox: 'loaded' })).toBe(true);
    expect(actor.getSnapshot().context.listError).toBeNull();
  });

  it('reloads for a new query (cancelling the old request), and ignores the same query', async () => {
    const { actor, lists } = startEnquiries({ kind: 'contact' });
    actor.send({ type: 'query.change', query: { kind: 'contact' } });
    expect(lists.calls).toHaveLength(1);
    actor.send({ type: 'query.change', query: { kind: 'custom-tour' } });
    expect(lists.calls).toHaveLength(2);
    expect(lists.calls[0]!.signal.aborted).toBe(true);
    expect(lists.last().input).toEqual({ kind: 'custom-tour' });
    await lists.resolve(page([ENQUIRIES[0]!]));
    actor.send({ type: 'query.change', query: { kind: 'custom-tour', page: 2 } });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  });

  it('refreshes in place, and a failed refresh lands in failed', async () => {
    const { actor, lists } = startEnquiries();
    await lists.resolve(page());
    actor.send({ type: 'inbox.refresh' });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    expect(actor.getSnapshot().context.enquiries).toEqual(ENQUIRIES);
    await lists.resolve(page([ENQUIRIES[1]!]));
    expect(actor.getSnapshot().matches({ inbox: 'loaded' })).toBe(true);
    expect(actor.getSnapshot().context.enquiries).toEqual([ENQUIRIES[1]]);
    actor.send({ type: 'inbox.refresh' });
    await lists.reject(apiError(500, 'Server Error'));
    expect(actor.getSnapshot().matches({ inbox: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.listError).toBe('Server Error');
  });
});

describe('admin enquiries machine: an enquiry', () => {
  it('opens one (loading, then everything the sender sent) and closes it', async () => {
    const { actor, lists, details } = startEnquiries();
    await lists.resolve(page());
    actor.send({ type: 'enquiry.open', kind: 'custom-tour', id: 4 });
    expect(actor.getSnapshot().hasTag('detailLoading')).toBe(true);
    expect(details.last().input).toEqual({ kind: 'custom-tour', id: 4 });
    const sent = detail({ kind: 'custom-tour', id: 4 });
    await details.resolve(sent);
    expect(actor.getSnapshot().matches({ detail: { open: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.detail).toEqual(sent);
    actor.send({ type: 'detail.close' });
    expect(actor.getSnapshot().matches({ detail: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.detail).toBeNull();
    expect(actor.getSnapshot().context.openKey).toBeNull();
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

  it('saves a status change, then refreshes the inbox and the unread count', async () => {
    const { actor, lists, statuses, effects } = await opened();
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
    expect(snapshot.matches({ detail: { open: 'idle' }, inbox: 'refreshing' })).toBe(true);
    expect(snapshot.context.detail?.status).toBe('Answered');
    expect(snapshot.context.detail?.history).toHaveLength(1);
    expect(snapshot.context.pendingStatus).toBeNull();
    expect(effects).toEqual([['statusSaved', 'Answered'], ['unread']]);
    expect(lists.calls).toHaveLength(2);
  });

  it('says when a status was not saved and keeps the old one', async () => {
    const { actor, statuses, effects } = await opened();
    actor.send({ type: 'status.change', status: 'Closed' });
    await statuses.reject(apiError(500, 'Server Error'));
    expect(actor.getSnapshot().matches({ detail: { open: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.detail?.status).toBe('New');
    expect(effects).toEqual([['statusFailed', 'Server Error']]);
  });

  it('says so when the enquiry is gone, and reloads the inbox', async () => {
    const { actor, lists, statuses } = await opened();
    actor.send({ type: 'status.change', status: 'Closed' });
    await statuses.reject(apiError(404, 'Enquiry not found.'));
    expect(actor.getSnapshot().hasTag('detailError')).toBe(true);
    expect(actor.getSnapshot().context.detailError).toBe('Enquiry not found.');
    expect(lists.calls).toHaveLength(2);
  });

  it('checks a note with the contract, then saves it and clears the draft', async () => {
    const { actor, notes, effects } = await opened();
    actor.send({ type: 'note.submit' });
    expect(actor.getSnapshot().context.noteError).toBe(ADMIN_ENQUIRY_MESSAGES.note);
    expect(effects).toEqual([['focusNote']]);
    expect(notes.calls).toHaveLength(0);
    actor.send({ type: 'note.change', text: 'Called back.' });
    expect(actor.getSnapshot().context.noteError).toBeNull();
    actor.send({ type: 'note.submit' });
    expect(actor.getSnapshot().hasTag('savingNote')).toBe(true);
    expect(notes.last().input).toEqual({ kind: 'contact', id: 1, body: 'Called back.' });
    await notes.resolve(withNote(detail(), 'Called back.'));
    expect(actor.getSnapshot().context.detail?.notes).toHaveLength(1);
    expect(actor.getSnapshot().context.noteDraft).toBe('');
    expect(effects.at(-1)).toEqual(['noteSaved']);
  });

  it("puts the server's 422 under the note, and keeps the draft on another failure", async () => {
    const { actor, notes, effects } = await opened();
    actor.send({ type: 'note.change', text: 'x' });
    actor.send({ type: 'note.submit' });
    await notes.reject(apiError(422, 'Too long', { body: [ADMIN_ENQUIRY_MESSAGES.noteTooLong] }));
    expect(actor.getSnapshot().context.noteError).toBe(ADMIN_ENQUIRY_MESSAGES.noteTooLong);
    expect(effects).toEqual([['focusNote']]);
    actor.send({ type: 'note.submit' });
    await notes.reject(apiError(500, 'Server Error'));
    expect(actor.getSnapshot().matches({ detail: { open: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.noteDraft).toBe('x');
    expect(effects.at(-1)).toEqual(['noteFailed', 'Server Error']);
  });

  it('checks notes as the contract does', () => {
    expect(noteError('  ')).toBe(ADMIN_ENQUIRY_MESSAGES.note);
    expect(noteError('x'.repeat(2001))).toBe(ADMIN_ENQUIRY_MESSAGES.noteTooLong);
    expect(noteError('Fine')).toBeNull();
  });
});
