import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import {
  CUSTOMER_LIST_MESSAGES,
  customerFormValues,
  toUpdateRequest,
  validateCustomerForm,
  type CustomerFormRef,
} from '../../machines/admin-customers-machine';
import { apiError } from '../support/api-error';
import {
  booking,
  customer,
  customerPage,
  CUSTOMERS,
  startCustomers,
} from './admin-customers-fixture';

/** Starts the page and answers the first GET /api/admin/customers with CUSTOMERS. */
async function loadedCustomers() {
  const page = startCustomers();
  page.fetches[0]!.resolve(customerPage(CUSTOMERS));
  await waitFor(page.actor, (s) => s.matches({ loaded: 'idle' }));
  return page;
}

const AYESHA = CUSTOMERS[2]!;

describe('admin customers machine: the list', () => {
  it("starts loading ('Loading customers...') with one request", () => {
    const { actor, fetches } = startCustomers();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(fetches).toHaveLength(1);
  });

  it('holds the customers once they arrive', async () => {
    const { actor } = await loadedCustomers();
    expect(actor.getSnapshot().context).toMatchObject({ customers: CUSTOMERS, loadError: null });
    expect(actor.getSnapshot().hasTag('loaded')).toBe(true);
  });

  it("a failed fetch lands in failed (tag error) with the server's message", async () => {
    const { actor, fetches } = startCustomers();
    fetches[0]!.reject(apiError(401, 'Unauthenticated.'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.loadError).toBe('Unauthenticated.');
  });

  it("a failure without a message reads 'Failed to fetch customers.'; retry loads again", async () => {
    const { actor, fetches } = startCustomers();
    fetches[0]!.reject({});
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.loadError).toBe('Failed to fetch customers.');
    actor.send({ type: 'customers.reload' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    fetches[1]!.resolve(customerPage(CUSTOMERS));
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(actor.getSnapshot().context.loadError).toBeNull();
  });

  it('a reload of the loaded list keeps it on screen until the new one arrives', async () => {
    const { actor, fetches } = await loadedCustomers();
    actor.send({ type: 'customers.reload' });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    expect(actor.getSnapshot().context.customers).toEqual(CUSTOMERS);
    fetches[1]!.resolve(customerPage([AYESHA]));
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(actor.getSnapshot().context.customers).toEqual([AYESHA]);
  });

  it('a failed reload is the error state with its retry', async () => {
    const { actor, fetches } = await loadedCustomers();
    actor.send({ type: 'customers.reload' });
    fetches[1]!.reject(apiError(500, 'Server Error'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().can({ type: 'customers.reload' })).toBe(true);
  });

  it('ignores actions on a customer that is not on the list', async () => {
    const { actor } = await loadedCustomers();
    for (const type of ['customer.view', 'customer.edit', 'customer.delete'] as const) {
      expect(actor.getSnapshot().can({ type, id: 99 })).toBe(false);
    }
  });
});

describe('admin customers machine: View Details', () => {
  it('opens with the listed customer and loads their bookings', async () => {
    const { actor, details } = await loadedCustomers();
    actor.send({ type: 'customer.view', id: AYESHA.id });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('viewing')).toBe(true);
    expect(snapshot.hasTag('detailsLoading')).toBe(true);
    expect(snapshot.context.selected).toEqual(AYESHA);
    expect(details.map((d) => d.input)).toEqual([{ id: AYESHA.id }]);

    const answer = {
      customer: { ...AYESHA, bookings: 3 },
      bookings: [booking()],
      bookingCount: 3,
    };
    details[0]!.resolve(answer);
    await waitFor(actor, (s) => s.matches({ loaded: { viewing: 'shown' } }));
    expect(actor.getSnapshot().context.details).toEqual(answer);
    expect(actor.getSnapshot().hasTag('detailsLoading')).toBe(false);
  });

  it('a failed load shows its message with a retry; the retry asks again', async () => {
    const { actor, details } = await loadedCustomers();
    actor.send({ type: 'customer.view', id: AYESHA.id });
    details[0]!.reject(apiError(404, 'Customer not found.'));
    await waitFor(actor, (s) => s.hasTag('detailsError'));
    expect(actor.getSnapshot().context.detailsError).toBe('Customer not found.');
    actor.send({ type: 'details.retry' });
    expect(actor.getSnapshot().hasTag('detailsLoading')).toBe(true);
    expect(details).toHaveLength(2);
  });

  it('closing aborts a pending request and forgets the customer', async () => {
    const { actor, details } = await loadedCustomers();
    actor.send({ type: 'customer.view', id: AYESHA.id });
    actor.send({ type: 'details.close' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(details[0]!.signal.aborted).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ selected: null, details: null });
  });

  it('other actions wait until the dialog is closed', async () => {
    const { actor } = await loadedCustomers();
    actor.send({ type: 'customer.view', id: AYESHA.id });
    expect(actor.getSnapshot().can({ type: 'customer.edit', id: AYESHA.id })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'customer.delete', id: AYESHA.id })).toBe(false);
  });
});

/** The open form's snapshot (fails the test when the dialog is closed). */
const formSnap = (form: () => CustomerFormRef | undefined) => {
  const ref = form();
  if (!ref) throw new Error('The Edit dialog is not open');
  return ref.getSnapshot();
};

describe('admin customers machine: Edit', () => {
  it('fills the form from the customer (a missing phone or country is blank)', async () => {
    const { actor, form } = await loadedCustomers();
    expect(form()).toBeUndefined();
    actor.send({ type: 'customer.edit', id: 3 });
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(formSnap(form).context.values).toEqual({
      name: 'Marco Rossi',
      phone: '',
      country: 'Italy',
      status: 'Active',
    });
  });

  it('refuses an invalid form with the contract messages, focuses it and sends nothing', async () => {
    const { actor, form, change, submit, updates, effects } = await loadedCustomers();
    actor.send({ type: 'customer.edit', id: AYESHA.id });
    change('name', ' A ');
    change('country', 'x'.repeat(101));
    submit();
    expect(actor.getSnapshot().matches({ loaded: 'editing' })).toBe(true);
    expect(formSnap(form).matches({ editing: 'ready' })).toBe(true);
    expect(formSnap(form).context.errors).toEqual({
      name: 'Name must be at least 2 characters',
      country: 'Country may not be longer than 100 characters',
    });
    expect(effects).toEqual([['focus']]);
    expect(updates).toHaveLength(0);

    change('name', 'Ayesha K.');
    expect(formSnap(form).context.errors).toEqual({
      country: 'Country may not be longer than 100 characters',
    });
  });

  it('saves with PUT, puts the answer in the list and closes with a toast', async () => {
    const { actor, form, change, submit, updates, effects } = await loadedCustomers();
    actor.send({ type: 'customer.edit', id: AYESHA.id });
    change('name', 'Ayesha Siddiqui');
    change('country', 'Germany');
    change('status', 'Inactive');
    submit();
    expect(formSnap(form).hasTag('saving')).toBe(true);
    expect(updates[0]!.input).toEqual({
      id: AYESHA.id,
      request: {
        name: 'Ayesha Siddiqui',
        phone: '+92 300 1234567',
        country: 'Germany',
        status: 'Inactive',
      },
    });
    // Closing is refused while saving.
    expect(formSnap(form).can({ type: 'draft.cancel' })).toBe(false);

    const saved = {
      ...AYESHA,
      name: 'Ayesha Siddiqui',
      country: 'Germany',
      status: 'Inactive' as const,
    };
    updates[0]!.resolve(saved);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(actor.getSnapshot().context.customers.map((c) => c.name)).toEqual([
      'Marco Rossi',
      'Bilal Ahmed',
      'Ayesha Siddiqui',
    ]);
    expect(actor.getSnapshot().context.customers[2]).toEqual(saved);
    expect(actor.getSnapshot().context.selected).toBeNull();
    expect(form()).toBeUndefined();
    expect(effects).toEqual([['saved', 'Ayesha Siddiqui']]);
  });

  it("a 422 puts the server's first message under each field and focuses it", async () => {
    const { actor, form, submit, updates, effects } = await loadedCustomers();
    actor.send({ type: 'customer.edit', id: AYESHA.id });
    submit();
    updates[0]!.reject(
      apiError(422, 'The given data was invalid.', {
        name: ['Name must be at least 2 characters', 'second'],
        status: ['Status must be Active or Inactive'],
        unknown: ['not a field of the dialog'],
      }),
    );
    await waitFor(form()!, (s) => s.matches({ editing: 'ready' }));
    expect(formSnap(form).context.errors).toEqual({
      name: 'Name must be at least 2 characters',
      status: 'Status must be Active or Inactive',
    });
    expect(formSnap(form).context.failure).toBeNull();
    expect(effects).toEqual([['focus']]);
  });

  it('another failure keeps the dialog open with its message; a retry clears it', async () => {
    const { actor, form, submit, updates } = await loadedCustomers();
    actor.send({ type: 'customer.edit', id: AYESHA.id });
    submit();
    updates[0]!.reject(apiError(0, 'We could not reach the server.'));
    await waitFor(form()!, (s) => s.matches({ editing: 'failed' }));
    expect(actor.getSnapshot().matches({ loaded: 'editing' })).toBe(true);
    expect(formSnap(form).context.failure).toBe('We could not reach the server.');
    submit();
    expect(formSnap(form).context.failure).toBeNull();
    expect(updates).toHaveLength(2);
  });

  it('a failure without a message says the fixed text; typing clears it', async () => {
    const { actor, form, change, submit, updates } = await loadedCustomers();
    actor.send({ type: 'customer.edit', id: AYESHA.id });
    submit();
    updates[0]!.reject({});
    await waitFor(form()!, (s) => s.matches({ editing: 'failed' }));
    expect(formSnap(form).context.failure).toBe(CUSTOMER_LIST_MESSAGES.saveFailed);
    change('phone', '+92 300 7654321');
    expect(formSnap(form).context.failure).toBeNull();
  });

  it('cancel closes without a request and forgets the form', async () => {
    const { actor, form, change, cancel, updates } = await loadedCustomers();
    actor.send({ type: 'customer.edit', id: AYESHA.id });
    change('name', 'Changed');
    cancel();
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.selected).toBeNull();
    expect(form()).toBeUndefined();
    expect(updates).toHaveLength(0);
    actor.send({ type: 'customer.edit', id: AYESHA.id });
    expect(formSnap(form).context.values.name).toBe('Ayesha Khan');
  });
});

describe('admin customers machine: Delete', () => {
  it('asks first; cancel leaves the list alone', async () => {
    const { actor, deletes } = await loadedCustomers();
    actor.send({ type: 'customer.delete', id: 2 });
    expect(actor.getSnapshot().hasTag('confirmDelete')).toBe(true);
    expect(actor.getSnapshot().context.selected?.name).toBe('Bilal Ahmed');
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(deletes).toHaveLength(0);
  });

  it('a confirmed delete removes the row, toasts and reloads the list', async () => {
    const { actor, deletes, fetches, effects } = await loadedCustomers();
    actor.send({ type: 'customer.delete', id: 2 });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().hasTag('deleting')).toBe(true);
    expect(actor.getSnapshot().hasTag('confirmDelete')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'delete.cancel' })).toBe(false);
    expect(deletes[0]!.input).toEqual({ id: 2 });

    deletes[0]!.resolve('Customer deleted.');
    await waitFor(actor, (s) => s.hasTag('refreshing'));
    expect(actor.getSnapshot().context.customers.map((c) => c.id)).toEqual([3, 1]);
    expect(effects).toEqual([['deleted', 'Bilal Ahmed']]);
    expect(fetches).toHaveLength(2);
    fetches[1]!.resolve(customerPage([CUSTOMERS[0]!, AYESHA]));
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
  });

  it('a failed delete closes the confirmation with a toast and keeps the row', async () => {
    const { actor, deletes, effects } = await loadedCustomers();
    actor.send({ type: 'customer.delete', id: 2 });
    actor.send({ type: 'delete.confirm' });
    deletes[0]!.reject(apiError(404, 'Customer not found.'));
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(effects).toEqual([['deleteFailed', 'Customer not found.']]);
    expect(actor.getSnapshot().context.customers).toHaveLength(3);
    expect(actor.getSnapshot().context.selected).toBeNull();
  });
});

describe('admin customers machine: the server pages the list (issue 16)', () => {
  it("asks for the URL's query and holds the page, its meta and the countries", async () => {
    const { actor, fetches } = startCustomers({ q: 'khan', page: 2 });
    expect(fetches[0]!.input).toEqual({ query: { q: 'khan', page: 2 } });
    fetches[0]!.resolve(customerPage([AYESHA], { page: 2, total: 26, lastPage: 2 }, ['Italy']));
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(actor.getSnapshot().context).toMatchObject({
      customers: [AYESHA],
      meta: { page: 2, total: 26, lastPage: 2 },
      countries: ['Italy'],
    });
  });

  it('another page keeps the shown one (refreshing) until it arrives; the same query is ignored', async () => {
    const { actor, fetches } = await loadedCustomers();
    actor.send({ type: 'query.change', query: {} });
    expect(fetches).toHaveLength(1);
    actor.send({ type: 'query.change', query: { page: 2 } });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    expect(actor.getSnapshot().context.customers).toEqual(CUSTOMERS);
    expect(fetches[1]!.input).toEqual({ query: { page: 2 } });
    // A quicker second change restarts the request with the newest query.
    actor.send({ type: 'query.change', query: { page: 3 } });
    expect(fetches[2]!.input).toEqual({ query: { page: 3 } });
    fetches[2]!.resolve(customerPage([AYESHA], { page: 3, lastPage: 3 }));
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(actor.getSnapshot().context.meta?.page).toBe(3);
  });

  it('a query change closes an open dialog', async () => {
    const { actor, fetches } = await loadedCustomers();
    actor.send({ type: 'customer.view', id: 2 });
    expect(actor.getSnapshot().hasTag('viewing')).toBe(true);
    actor.send({ type: 'query.change', query: { status: 'Inactive' } });
    expect(actor.getSnapshot().hasTag('viewing')).toBe(false);
    expect(actor.getSnapshot().context.selected).toBeNull();
    expect(fetches.at(-1)!.input).toEqual({ query: { status: 'Inactive' } });
  });

  it('a query change while loading or after a failure loads the new query', async () => {
    const { actor, fetches } = startCustomers();
    actor.send({ type: 'query.change', query: { page: 2 } });
    expect(fetches).toHaveLength(2);
    expect(fetches[1]!.input).toEqual({ query: { page: 2 } });
    fetches[1]!.reject(apiError(500, 'Server Error'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'query.change', query: { page: 3 } });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(fetches[2]!.input).toEqual({ query: { page: 3 } });
  });

  it('Export asks the server for every match of the query and saves the file', async () => {
    const { actor, exports, effects } = await loadedCustomers();
    actor.send({ type: 'customers.export' });
    expect(actor.getSnapshot().hasTag('exporting')).toBe(true);
    expect(exports[0]!.input).toEqual({ query: {} });
    exports[0]!.resolve({ csv: 'Name\r\n', fileName: 'customers-2025-03-10.csv' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(effects).toEqual([
      ['saved file', { csv: 'Name\r\n', fileName: 'customers-2025-03-10.csv' }],
    ]);
  });

  it('a failed export is a toast; the list stays', async () => {
    const { actor, exports, effects } = await loadedCustomers();
    actor.send({ type: 'customers.export' });
    exports[0]!.reject(apiError(500, 'The export failed.'));
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(effects).toEqual([['exportFailed', 'The export failed.']]);
    expect(actor.getSnapshot().context.customers).toEqual(CUSTOMERS);
  });
});

describe('customer form helpers', () => {
  it('round-trips a customer into the PUT body', () => {
    const values = customerFormValues(customer({ phone: null, country: null }));
    expect(toUpdateRequest(values)).toEqual({
      name: 'Ayesha Khan',
      phone: '',
      country: '',
      status: 'Active',
    });
    expect(validateCustomerForm(values)).toEqual({});
  });

  it('refuses a status other than Active or Inactive', () => {
    expect(
      validateCustomerForm({ name: 'Ayesha', phone: '', country: '', status: 'Banned' }),
    ).toEqual({ status: 'Status must be Active or Inactive' });
  });
});
