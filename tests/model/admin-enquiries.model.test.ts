import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { ADMIN_ENQUIRY_MESSAGES } from '../../contract/admin-enquiries';
import {
  apiError,
  detail,
  page,
  startEnquiries,
  withNote,
  withStatus,
} from '../machines/admin-enquiries-fixture';

/**
 * The enquiry inbox as an admin observes it: the inbox loads or fails (with a retry); an
 * enquiry opens (or fails to, with a retry), its status is changed (saved, refused, or gone)
 * and notes are added (refused by the form's check or the server, failed, or saved).
 */
const inboxModel = createMachine({
  id: 'enquiriesModel',
  initial: 'loading',
  states: {
    loading: { on: { LIST_OK: 'inbox', LIST_FAIL: 'failed' } },
    failed: { on: { RETRY: 'loading' } },
    inbox: { on: { OPEN: 'opening', FILTER: 'loading' } },
    opening: { on: { DETAIL_OK: 'open', DETAIL_FAIL: 'detailFailed', CLOSE: 'inbox' } },
    detailFailed: { on: { RETRY_DETAIL: 'opening', CLOSE: 'inbox' } },
    open: {
      on: {
        CHANGE_STATUS: 'savingStatus',
        SUBMIT_EMPTY_NOTE: 'noteInvalid',
        WRITE_NOTE: 'noteWritten',
        CLOSE: 'inbox',
      },
    },
    savingStatus: {
      on: { STATUS_OK: 'statusSaved', STATUS_FAIL: 'open', STATUS_GONE: 'detailFailed' },
    },
    statusSaved: { on: { REFRESH_OK: 'open' } },
    noteInvalid: { on: { WRITE_NOTE: 'noteWritten' } },
    noteWritten: { on: { SUBMIT_NOTE: 'savingNote' } },
    savingNote: { on: { NOTE_OK: 'open', NOTE_422: 'noteRefused', NOTE_FAIL: 'noteWritten' } },
    noteRefused: { on: { WRITE_NOTE: 'noteWritten' } },
  },
});

const model = createTestModel(inboxModel);
const paths = model
  .getShortestPaths()
  .concat(
    model
      .getSimplePaths({ toState: (s) => s.matches('noteRefused') || s.matches('statusSaved') })
      .filter((p) => p.steps.length <= 7),
  );

function transitions(): string[] {
  return Object.entries(inboxModel.config.states ?? {}).flatMap(([state, node]) =>
    Object.keys((node as { on?: object }).on ?? {}).map((event) => `${state} ${event}`),
  );
}

describe('admin enquiries model paths', () => {
  it('takes every transition of the model', () => {
    const taken = new Set(
      paths.flatMap((p) => {
        let from = String(inboxModel.config.initial);
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
      const run = startEnquiries();
      const { actor } = run;
      const snap = () => actor.getSnapshot();
      const noteErrors = () => run.noteForm()?.getSnapshot().context.errors;
      let current = detail();

      await path.test({
        states: {
          loading: () => expect(run.inbox().getSnapshot().hasTag('loading')).toBe(true),
          failed: () => {
            expect(run.inbox().getSnapshot().hasTag('error')).toBe(true);
            expect(run.inbox().getSnapshot().can({ type: 'data.retry' })).toBe(true);
          },
          inbox: () => {
            expect(snap().matches({ detail: 'closed' })).toBe(true);
            expect(run.inbox().getSnapshot().hasTag('loaded')).toBe(true);
            expect(run.inbox().getSnapshot().context.data?.data.length).toBeGreaterThan(0);
          },
          opening: () => expect(snap().hasTag('detailLoading')).toBe(true),
          detailFailed: () => {
            expect(snap().hasTag('detailError')).toBe(true);
            expect(snap().context.detailError).toBeTruthy();
          },
          open: () => {
            expect(snap().matches({ detail: { open: 'idle' } })).toBe(true);
            expect(snap().context.detail).toEqual(current);
            expect(noteErrors()).toEqual({});
          },
          savingStatus: () => {
            expect(snap().hasTag('savingStatus')).toBe(true);
            expect(snap().can({ type: 'detail.close' })).toBe(false);
          },
          statusSaved: () => {
            expect(snap().context.detail?.status).toBe(current.status);
            expect(run.inbox().getSnapshot().hasTag('busy')).toBe(true);
          },
          noteInvalid: () => expect(noteErrors()).toEqual({ body: ADMIN_ENQUIRY_MESSAGES.note }),
          noteWritten: () => {
            expect(snap().matches({ detail: { open: 'idle' } })).toBe(true);
            expect(run.noteForm()?.getSnapshot().context.values).toEqual({ body: 'Called back.' });
            expect(noteErrors()).toEqual({});
          },
          savingNote: () => expect(snap().hasTag('savingNote')).toBe(true),
          noteRefused: () =>
            expect(noteErrors()).toEqual({ body: ADMIN_ENQUIRY_MESSAGES.noteTooLong }),
        },
        events: {
          LIST_OK: () => run.lists.resolve(page()),
          LIST_FAIL: () => run.lists.reject(apiError(500, '')),
          RETRY: () => run.inbox().send({ type: 'data.retry' }),
          FILTER: () => actor.send({ type: 'query.change', query: { status: 'Answered' } }),
          OPEN: () => actor.send({ type: 'enquiry.open', kind: 'contact', id: 1 }),
          DETAIL_OK: () => run.details.resolve(current),
          DETAIL_FAIL: () => run.details.reject(apiError(500, '')),
          RETRY_DETAIL: () => actor.send({ type: 'detail.retry' }),
          CLOSE: () => actor.send({ type: 'detail.close' }),
          CHANGE_STATUS: () =>
            actor.send({
              type: 'status.change',
              status: current.status === 'Answered' ? 'Closed' : 'Answered',
            }),
          STATUS_OK: async () => {
            current = withStatus(current, run.statuses.last().input.status);
            await run.statuses.resolve(current);
          },
          STATUS_FAIL: () => run.statuses.reject(apiError(500, 'Server Error')),
          STATUS_GONE: () => run.statuses.reject(apiError(404, 'Enquiry not found.')),
          REFRESH_OK: () => run.lists.resolve(page()),
          SUBMIT_EMPTY_NOTE: () => actor.send({ type: 'note.submit' }),
          WRITE_NOTE: () => run.writeNote('Called back.'),
          SUBMIT_NOTE: () => actor.send({ type: 'note.submit' }),
          NOTE_OK: async () => {
            current = withNote(current, 'Called back.');
            await run.notes.resolve(current);
          },
          NOTE_422: () =>
            run.notes.reject(
              apiError(422, 'Too long', { body: [ADMIN_ENQUIRY_MESSAGES.noteTooLong] }),
            ),
          NOTE_FAIL: () => run.notes.reject(apiError(500, 'Server Error')),
        },
      });
    });
  }
});
