import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import {
  apiError,
  ITINERARY,
  message,
  page,
  retried,
  startOutbox,
} from '../machines/admin-outbox-fixture';

/**
 * The outbox as an admin observes it: the list loads or fails (with a retry); a message opens
 * (or fails to, with Try again); a failed one is retried (back in the queue, or refused with the
 * reason), and its itinerary downloads (or fails, and is tried again).
 */
const outboxModel = createMachine({
  id: 'outboxModel',
  initial: 'loading',
  states: {
    loading: { on: { LIST_OK: 'list', LIST_FAIL: 'listFailed' } },
    listFailed: { on: { RETRY_LIST: 'loading' } },
    list: { on: { OPEN: 'opening', FILTER: 'loading' } },
    opening: { on: { MESSAGE_OK: 'open', MESSAGE_FAIL: 'messageFailed', CLOSE: 'list' } },
    messageFailed: { on: { RELOAD: 'opening', CLOSE: 'list' } },
    open: { on: { RETRY: 'retrying', DOWNLOAD: 'downloading', CLOSE: 'list' } },
    retrying: { on: { RETRY_OK: 'requeued', RETRY_REFUSED: 'retryRefused' } },
    retryRefused: { on: { RELOAD: 'opening' } },
    requeued: { on: { CLOSE: 'list' } },
    downloading: { on: { DOWNLOAD_OK: 'open', DOWNLOAD_FAIL: 'downloadFailed' } },
    downloadFailed: { on: { DOWNLOAD: 'downloading' } },
  },
});

const model = createTestModel(outboxModel);
const paths = model
  .getShortestPaths()
  .concat(
    model
      .getSimplePaths({ toState: (s) => s.matches('requeued') || s.matches('downloadFailed') })
      .filter((p) => p.steps.length <= 6),
  );

function transitions(): string[] {
  return Object.entries(outboxModel.config.states ?? {}).flatMap(([state, node]) =>
    Object.keys((node as { on?: object }).on ?? {}).map((event) => `${state} ${event}`),
  );
}

describe('admin outbox model paths', () => {
  it('takes every transition of the model', () => {
    const taken = new Set(
      paths.flatMap((p) => {
        let from = String(outboxModel.config.initial);
        return p.steps
          .filter((step) => !step.event.type.startsWith('xstate.'))
          .map((step) => {
            const edge = `${from} ${step.event.type}`;
            from = String(step.state.value);
            return edge;
          });
      }),
    );
    expect([...taken].sort()).toEqual(transitions().sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const run = startOutbox();
      const { actor } = run;
      const snap = () => actor.getSnapshot();

      await path.test({
        states: {
          loading: () => expect(run.list().getSnapshot().hasTag('loading')).toBe(true),
          listFailed: () => expect(run.list().getSnapshot().hasTag('error')).toBe(true),
          list: () => {
            expect(snap().matches({ message: 'closed' })).toBe(true);
            expect(run.list().getSnapshot().context.data?.meta.counts.failed).toBe(1);
          },
          opening: () => expect(snap().hasTag('messageLoading')).toBe(true),
          messageFailed: () => {
            expect(snap().hasTag('messageError')).toBe(true);
            expect(snap().context.messageError).toBe('Failed to load the message.');
          },
          open: () => {
            expect(snap().hasTag('messageOpen')).toBe(true);
            expect(snap().hasTag('downloading')).toBe(false);
            expect(snap().can({ type: 'message.retry' })).toBe(true);
          },
          retrying: () => expect(snap().hasTag('retrying')).toBe(true),
          retryRefused: () => {
            expect(snap().hasTag('retryError')).toBe(true);
            expect(snap().context.retryError).toBe('Only a failed message can be retried.');
          },
          requeued: () => {
            expect(snap().context.message?.status).toBe('pending');
            expect(snap().can({ type: 'message.retry' })).toBe(false);
          },
          downloading: () => expect(snap().hasTag('downloading')).toBe(true),
          downloadFailed: () => expect(snap().hasTag('downloadError')).toBe(true),
        },
        events: {
          LIST_OK: () => run.lists.resolve(page()),
          LIST_FAIL: () => run.lists.reject(apiError(500, '')),
          RETRY_LIST: () => run.list().send({ type: 'data.retry' }),
          FILTER: () => actor.send({ type: 'query.change', query: { status: 'failed' } }),
          OPEN: () => actor.send({ type: 'message.open', id: 7 }),
          MESSAGE_OK: () => run.messages.resolve(message()),
          MESSAGE_FAIL: () => run.messages.reject(apiError(500, '')),
          RELOAD: () => actor.send({ type: 'message.reload' }),
          CLOSE: () => actor.send({ type: 'message.close' }),
          RETRY: () => actor.send({ type: 'message.retry' }),
          RETRY_OK: () => run.retries.resolve(retried(message())),
          RETRY_REFUSED: () =>
            run.retries.reject(apiError(409, 'Only a failed message can be retried.')),
          DOWNLOAD: () => actor.send({ type: 'attachment.download', attachment: ITINERARY }),
          DOWNLOAD_OK: () =>
            run.downloads.resolve({ blob: new Blob(['%PDF']), fileName: ITINERARY.fileName }),
          DOWNLOAD_FAIL: () => run.downloads.reject(apiError(404, 'Not Found')),
        },
      });
    });
  }
});
