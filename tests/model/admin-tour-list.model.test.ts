import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createMachine, waitFor } from 'xstate';
import { PAGE, TOURS, startTourList } from '../machines/admin-tour-list-fixture';

/**
 * What an admin on /admin/tours observes: 'Loading tours...', the cards, the failure with
 * 'Try again', the delete confirmation and its busy state, a clone in flight, and the wizard
 * opened on the copy. Each path is replayed on the real machine with fake I/O.
 */
const listModel = createMachine({
  id: 'adminTourListModel',
  initial: 'loading',
  states: {
    loading: { on: { LOAD_OK: 'loaded', LOAD_FAIL: 'failed' } },
    failed: { on: { RETRY: 'loading' } },
    loaded: { on: { DELETE: 'confirming', CLONE: 'cloning', RETRY: 'loading' } },
    confirming: { on: { CANCEL: 'loaded', CONFIRM: 'deleting' } },
    deleting: {
      on: { DELETE_OK: 'reloading', DELETE_INACTIVE: 'reloading', DELETE_FAIL: 'loaded' },
    },
    // SPEC 7: the list is reloaded after a delete ('Loading tours...' again).
    reloading: { on: { LOAD_OK: 'loaded', LOAD_FAIL: 'failed' } },
    cloning: { on: { CLONE_OK: 'wizardOpened', CLONE_FAIL: 'loaded' } },
    wizardOpened: { type: 'final' },
  },
});

const model = createTestModel(listModel);
const paths = [...model.getShortestPaths(), ...model.getSimplePaths()];
const COPY = { id: 30, title: 'K2 Base Camp Trek (Copy)' };
const INACTIVE = { deleted: false, message: 'This tour has bookings.' };

describe('admin tour list model paths', () => {
  it('covers load ok/fail/retry, delete confirm/cancel/fail and clone ok/fail', () => {
    const steps = new Set(
      paths.flatMap((p) => p.steps.map((s) => s.event.type)).filter((t) => t !== 'xstate.init'),
    );
    expect(steps).toEqual(
      new Set([
        'LOAD_OK',
        'LOAD_FAIL',
        'RETRY',
        'DELETE',
        'CANCEL',
        'CONFIRM',
        'DELETE_OK',
        'DELETE_INACTIVE',
        'DELETE_FAIL',
        'CLONE',
        'CLONE_OK',
        'CLONE_FAIL',
      ]),
    );
    const joined = paths.map((p) => p.steps.map((s) => s.event.type).join(' '));
    expect(joined.some((j) => j.includes('LOAD_FAIL RETRY LOAD_OK'))).toBe(true);
    expect(joined.some((j) => j.includes('CONFIRM DELETE_OK LOAD_OK'))).toBe(true);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, fetches, deletes, clones, effects } = startTourList();
      const snapshot = () => actor.getSnapshot();
      const settled = { fetches: 0, deletes: 0, clones: 0 };

      await path.test({
        states: {
          loading: () => {
            expect(snapshot().hasTag('loading')).toBe(true);
            // Exactly one request is open while loading.
            expect(fetches.length).toBe(settled.fetches + 1);
          },
          reloading: () => {
            expect(snapshot().hasTag('loading')).toBe(true);
            expect(fetches.length).toBe(settled.fetches + 1);
            expect(snapshot().context.pendingDelete).toBeNull();
          },
          failed: () => {
            expect(snapshot().hasTag('error')).toBe(true);
            expect(snapshot().context.loadError).toBe('Failed to fetch tours.');
            expect(snapshot().can({ type: 'tours.reload' })).toBe(true);
          },
          loaded: () => {
            expect(snapshot().matches({ loaded: 'idle' })).toBe(true);
            expect(snapshot().context.tours).toEqual(TOURS);
            expect(snapshot().context.pendingDelete).toBeNull();
            expect(snapshot().hasTag('busy')).toBe(false);
            expect(fetches.length).toBe(settled.fetches);
          },
          confirming: () => {
            expect(snapshot().hasTag('confirming')).toBe(true);
            expect(snapshot().context.pendingDelete?.id).toBe(2);
            expect(deletes.length).toBe(settled.deletes);
          },
          deleting: () => {
            expect(snapshot().hasTag('deleting')).toBe(true);
            expect(deletes.length).toBe(settled.deletes + 1);
            expect(deletes.at(-1)!.input).toEqual({ id: 2 });
          },
          cloning: () => {
            expect(snapshot().hasTag('cloning')).toBe(true);
            expect(clones.length).toBe(settled.clones + 1);
          },
          wizardOpened: () => {
            expect(effects.slice(-2)).toEqual([
              { type: 'notifyCloned', copy: COPY },
              { type: 'openWizard', id: COPY.id },
            ]);
          },
        },
        events: {
          LOAD_OK: async () => {
            fetches.at(-1)!.resolve(PAGE);
            settled.fetches += 1;
            await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
          },
          LOAD_FAIL: async () => {
            fetches.at(-1)!.reject({});
            settled.fetches += 1;
            await waitFor(actor, (s) => s.matches('failed'));
          },
          RETRY: () => actor.send({ type: 'tours.reload' }),
          DELETE: () => actor.send({ type: 'tour.delete', id: 2 }),
          CANCEL: () => actor.send({ type: 'delete.cancel' }),
          CONFIRM: () => actor.send({ type: 'delete.confirm' }),
          DELETE_OK: async () => {
            deletes.at(-1)!.resolve({ deleted: true });
            settled.deletes += 1;
            await waitFor(actor, (s) => s.matches('loading'));
            expect(effects.at(-1)).toMatchObject({
              type: 'notifyDeleted',
              outcome: { deleted: true },
            });
          },
          DELETE_INACTIVE: async () => {
            deletes.at(-1)!.resolve(INACTIVE);
            settled.deletes += 1;
            await waitFor(actor, (s) => s.matches('loading'));
            expect(effects.at(-1)).toMatchObject({ type: 'notifyDeleted', outcome: INACTIVE });
          },
          DELETE_FAIL: async () => {
            deletes.at(-1)!.reject(new Error('Something went wrong'));
            settled.deletes += 1;
            await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
            expect(effects.at(-1)).toMatchObject({ type: 'notifyDeleteFailed' });
          },
          CLONE: () => actor.send({ type: 'tour.clone', id: 1 }),
          CLONE_OK: async () => {
            clones.at(-1)!.resolve(COPY);
            settled.clones += 1;
            await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
          },
          CLONE_FAIL: async () => {
            clones.at(-1)!.reject(new Error('Not found.'));
            settled.clones += 1;
            await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
            expect(effects.at(-1)).toMatchObject({ type: 'notifyCloneFailed' });
            expect(effects.some((e) => e.type === 'openWizard')).toBe(false);
          },
        },
      });
    });
  }
});
