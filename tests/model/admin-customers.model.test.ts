import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { apiError } from '../support/api-error';
import { flush } from '../support/controllable';
import {
  booking,
  customerPage,
  CUSTOMERS,
  startCustomers,
} from '../machines/admin-customers-fixture';

/**
 * Customer management as an admin observes it: the list loads or fails (with a retry); on the
 * list, View Details loads the bookings (or fails, with a retry), Edit shows a form that can be
 * refused on the client, refused by the server (422), fail otherwise, or save; Delete asks
 * first and then reloads the list (or fails back to it).
 */
const customersModel = createMachine({
  id: 'customersModel',
  initial: 'loading',
  states: {
    loading: { on: { SERVER_OK: 'list', SERVER_FAIL: 'failed' } },
    failed: { on: { RETRY: 'loading' } },
    list: {
      on: { VIEW: 'detailsLoading', EDIT: 'form', DELETE: 'confirming', RELOAD: 'refreshing' },
    },
    refreshing: { on: { SERVER_OK: 'list', SERVER_FAIL: 'failed' } },
    detailsLoading: { on: { DETAILS_OK: 'details', DETAILS_FAIL: 'detailsFailed', CLOSE: 'list' } },
    details: { on: { CLOSE: 'list' } },
    detailsFailed: { on: { RETRY_DETAILS: 'detailsLoading', CLOSE: 'list' } },
    form: { on: { CLEAR_NAME: 'formInvalid', SUBMIT: 'saving', CANCEL: 'list' } },
    formInvalid: { on: { SUBMIT: 'formInvalid', FIX_NAME: 'form', CANCEL: 'list' } },
    saving: { on: { SAVE_OK: 'list', SAVE_422: 'formServerErrors', SAVE_FAIL: 'formFailed' } },
    formServerErrors: { on: { FIX_NAME: 'form', CANCEL: 'list' } },
    formFailed: { on: { SUBMIT: 'saving', CANCEL: 'list' } },
    confirming: { on: { CONFIRM: 'deleting', CANCEL: 'list' } },
    deleting: { on: { DELETE_OK: 'refreshing', DELETE_FAIL: 'list' } },
  },
});

const model = createTestModel(customersModel);
/** Short simple paths: enough to take every transition of the model at least once. */
const MAX_STEPS = 7;
const paths = [
  ...model.getShortestPaths(),
  ...model
    .getSimplePaths({ toState: (s) => s.matches('formFailed') || s.matches('refreshing') })
    .filter((p) => p.steps.length <= MAX_STEPS),
];

/** Every transition of the model as 'state EVENT'. */
function transitions(): string[] {
  return Object.entries(customersModel.config.states ?? {}).flatMap(([state, node]) =>
    Object.keys((node as { on?: object }).on ?? {}).map((event) => `${state} ${event}`),
  );
}

describe('admin customers model paths', () => {
  it('takes every transition of the model', () => {
    const taken = new Set(
      paths.flatMap((p) => {
        let from = String(customersModel.config.initial);
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

  it('reaches every observable state', () => {
    const reached = new Set(
      paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => s.value),
    );
    expect(reached).toEqual(new Set(Object.keys(customersModel.config.states ?? {})));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const page = startCustomers();
      const { actor } = page;
      const snap = () => actor.getSnapshot();
      /** The Edit dialog's form (fails the test when it is closed). */
      const form = () => {
        const ref = page.form();
        if (!ref) throw new Error('The Edit dialog is not open');
        return ref.getSnapshot();
      };
      let listed = CUSTOMERS;
      /** The customer the admin acts on: the last listed one (a delete removes it). */
      const target = () => listed.at(-1)!;

      await path.test({
        states: {
          loading: () => {
            expect(snap().hasTag('loading')).toBe(true);
          },
          failed: () => {
            expect(snap().hasTag('error')).toBe(true);
            expect(snap().context.loadError).toBe('Failed to fetch customers.');
            expect(snap().can({ type: 'customers.reload' })).toBe(true);
          },
          list: () => {
            expect(snap().matches({ loaded: 'idle' })).toBe(true);
            expect(snap().context.customers).toEqual(listed);
            expect(snap().context.selected).toBeNull();
            expect(page.form()).toBeUndefined();
          },
          refreshing: () => {
            expect(snap().hasTag('refreshing')).toBe(true);
            expect(snap().context.customers.length).toBeGreaterThan(0);
          },
          detailsLoading: () => {
            expect(snap().hasTag('viewing')).toBe(true);
            expect(snap().hasTag('detailsLoading')).toBe(true);
            expect(snap().context.selected?.id).toBe(target().id);
          },
          details: () => {
            expect(snap().context.details?.bookings).toHaveLength(1);
          },
          detailsFailed: () => {
            expect(snap().hasTag('detailsError')).toBe(true);
            expect(snap().context.detailsError).toBe('Failed to load customer details.');
          },
          form: () => {
            expect(snap().matches({ loaded: 'editing' })).toBe(true);
            expect(form().matches({ editing: 'ready' })).toBe(true);
            expect(form().context.errors).toEqual({});
            expect(form().context.failure).toBeNull();
          },
          formInvalid: () => {
            expect(snap().hasTag('editing')).toBe(true);
            expect(form().hasTag('saving')).toBe(false);
          },
          saving: () => {
            expect(form().hasTag('saving')).toBe(true);
            expect(form().can({ type: 'draft.cancel' })).toBe(false);
            expect(page.updates.at(-1)?.input.id).toBe(target().id);
          },
          formServerErrors: () => {
            expect(form().context.errors).toEqual({ country: 'Country must be text' });
          },
          formFailed: () => {
            expect(snap().hasTag('editing')).toBe(true);
            expect(form().hasTag('error')).toBe(true);
            expect(form().context.failure).toBe('Failed to save customer.');
          },
          confirming: () => {
            expect(snap().hasTag('confirmDelete')).toBe(true);
            expect(snap().hasTag('deleting')).toBe(false);
          },
          deleting: () => {
            expect(snap().hasTag('deleting')).toBe(true);
            expect(snap().can({ type: 'delete.cancel' })).toBe(false);
          },
        },
        events: {
          SERVER_OK: async () => {
            page.fetches.at(-1)!.resolve(customerPage(listed));
            await flush();
          },
          SERVER_FAIL: async () => {
            page.fetches.at(-1)!.reject({});
            await flush();
          },
          RETRY: () => actor.send({ type: 'customers.reload' }),
          RELOAD: () => actor.send({ type: 'customers.reload' }),
          VIEW: () => actor.send({ type: 'customer.view', id: target().id }),
          DETAILS_OK: async () => {
            page.details
              .at(-1)!
              .resolve({ customer: target(), bookings: [booking()], bookingCount: 1 });
            await flush();
          },
          DETAILS_FAIL: async () => {
            page.details.at(-1)!.reject(new Error(''));
            await flush();
          },
          RETRY_DETAILS: () => actor.send({ type: 'details.retry' }),
          CLOSE: () => actor.send({ type: 'details.close' }),
          EDIT: () => actor.send({ type: 'customer.edit', id: target().id }),
          CLEAR_NAME: () => page.change('name', ''),
          FIX_NAME: () => {
            page.change('name', 'Ayesha Khan');
            page.change('country', 'Pakistan');
          },
          SUBMIT: () => {
            const requests = page.updates.length;
            page.submit();
            if (form().context.errors.name) {
              expect(form().context.errors.name).toBe('Name must be at least 2 characters');
              expect(page.updates).toHaveLength(requests);
            }
          },
          SAVE_OK: async () => {
            const saved = { ...target(), status: 'Inactive' as const };
            page.updates.at(-1)!.resolve(saved);
            listed = listed.map((c) => (c.id === saved.id ? saved : c));
            await flush();
          },
          SAVE_422: async () => {
            page.updates
              .at(-1)!
              .reject(apiError(422, 'Invalid.', { country: ['Country must be text'] }));
            await flush();
          },
          SAVE_FAIL: async () => {
            page.updates.at(-1)!.reject(new Error(''));
            await flush();
          },
          CANCEL: () => {
            if (snap().hasTag('confirmDelete')) actor.send({ type: 'delete.cancel' });
            else page.cancel();
          },
          DELETE: () => actor.send({ type: 'customer.delete', id: target().id }),
          CONFIRM: () => actor.send({ type: 'delete.confirm' }),
          DELETE_OK: async () => {
            const deleted = target().id;
            page.deletes.at(-1)!.resolve('Customer deleted.');
            listed = listed.filter((c) => c.id !== deleted);
            await flush();
          },
          DELETE_FAIL: async () => {
            page.deletes.at(-1)!.reject(apiError(500, 'Failed to delete customer.'));
            await flush();
          },
        },
      });
    });
  }
});
