import { createActor, type NonReducibleUnknown } from 'xstate';
import type {
  OutboxAttachment,
  OutboxListResponse,
  OutboxListQuery,
  OutboxMessage,
  OutboxSummary,
} from '../../contract/admin-outbox';
import {
  adminOutboxMachine,
  outboxPageActor,
  type OutboxFile,
  type OutboxPage,
} from '../../machines/admin-outbox-machine';
import { loadMachineOf } from '../../machines/load-machine';
import { controllable } from '../support/controllable';

export { apiError } from '../support/api-error';

/** One outbox row; override what a test cares about. */
export function summary(overrides: Partial<OutboxSummary> = {}): OutboxSummary {
  return {
    id: 7,
    to: 'sara@example.com',
    subject: 'Booking confirmed: KT-AB12CD',
    kind: 'booking-confirmation',
    reference: 'KT-AB12CD',
    status: 'failed',
    attempts: 6,
    created_at: '2025-05-02T10:00:00.000Z',
    sent_at: null,
    last_error: 'connect ECONNREFUSED 127.0.0.1:25',
    ...overrides,
  };
}

export function page(
  data: OutboxSummary[] = [summary(), summary({ id: 6, status: 'kept', last_error: null })],
  meta: Partial<OutboxListResponse['meta']> = {},
): OutboxListResponse {
  return {
    data,
    meta: {
      page: 1,
      perPage: 20,
      total: data.length,
      lastPage: 1,
      counts: { pending: 0, sending: 0, sent: 0, kept: 1, failed: 1 },
      mailMode: 'keep',
      ...meta,
    },
  };
}

export const ITINERARY: OutboxAttachment = {
  kind: 'itinerary',
  fileName: 'itinerary-KT-AB12CD.pdf',
  reference: 'KT-AB12CD',
};

/** The opened message as the server sends it (failed unless told otherwise). */
export function message(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    ...summary(),
    html: '<p style="color:#0b5">Your booking is confirmed.</p>',
    text: 'Your booking is confirmed.',
    attachments: [ITINERARY],
    ...overrides,
  };
}

/** The message after Retry: pending again, attempts reset. */
export const retried = (before: OutboxMessage): OutboxMessage => ({
  ...before,
  status: 'pending',
  attempts: 0,
  last_error: null,
});

/**
 * The outbox machine with every actor held open until the test settles it, effects recorded:
 * `lists` are the loader's requests, `messages`, `retries` and `downloads` the other actors'.
 */
export function startOutbox(query: OutboxListQuery = {}) {
  const lists = controllable<OutboxPage, NonReducibleUnknown>();
  const messages = controllable<OutboxMessage, { id: number }>();
  const retries = controllable<OutboxMessage, { id: number }>();
  const downloads = controllable<OutboxFile, OutboxAttachment>();
  const effects: Array<[string, unknown?]> = [];
  const actor = createActor(
    adminOutboxMachine.provide({
      actors: {
        loadOutbox: loadMachineOf<OutboxPage>().provide({ actors: { load: lists.logic } }),
        fetchMessage: messages.logic,
        retryMessage: retries.logic,
        downloadAttachment: downloads.logic,
      },
      actions: {
        notifyRetried: (_, { message: sent }) => effects.push(['retried', sent.id]),
        saveFile: (_, file) => effects.push(['saveFile', file.fileName]),
      },
    }),
    { input: { query } },
  ).start();
  const list = () => {
    const loader = outboxPageActor(actor.getSnapshot());
    if (!loader) throw new Error('no outbox loader');
    return loader;
  };
  return { actor, lists, messages, retries, downloads, effects, list };
}
