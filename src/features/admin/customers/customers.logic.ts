import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { failureMessage } from '../../../../contract/api-failure';
import {
  adminCustomersMachine,
  CUSTOMER_LIST_MESSAGES,
  type CustomerForm,
} from '../../../../machines/admin-customers-machine';
import type { CustomerListQuery } from '../../../../contract/admin-customers';
import {
  deleteCustomer,
  exportCustomers,
  getCustomerDetails,
  getCustomers,
  updateCustomer,
} from '../../../api/admin-customers';
import { useDeps } from '../../../app/app-context';
import type { AppDeps } from '../../../app/deps';
import { defineEditLogic } from '../../../components/form.logic';
import { withInspector } from '../../../dev/inspector';
import { downloadCsv } from '../../../lib/download-csv';

/** The Edit dialog's <form> id: focus goes to its first invalid field after a failed save. */
export const EDIT_FORM_ID = 'customer-edit-form';

/** Customer management (SPEC 2, issue 5): list, details, edit, delete, and their toasts. */
function defineAdminCustomersLogic({ api, toast }: AppDeps) {
  return adminCustomersMachine.provide({
    actors: {
      fetchCustomers: fromPromise(({ input, signal }) => getCustomers(api, input.query, signal)),
      exportCustomers: fromPromise(({ input, signal }) =>
        exportCustomers(api, input.query, signal),
      ),
      fetchCustomerDetails: fromPromise(({ input, signal }) =>
        getCustomerDetails(api, input.id, signal),
      ),
      customerForm: defineEditLogic<CustomerForm>({
        save: ({ id, request }, signal) => updateCustomer(api, id, request, signal),
        formId: EDIT_FORM_ID,
      }),
      deleteCustomer: fromPromise(({ input, signal }) => deleteCustomer(api, input.id, signal)),
    },
    actions: {
      notifySaved: (_, { customer }) =>
        toast('Customer Updated', `${customer.name}'s details have been saved.`, 'success'),
      notifyDeleted: (_, { customer }) =>
        toast(
          'Customer Deleted',
          `${customer.name} has been deleted. Their bookings are kept.`,
          'success',
        ),
      saveFile: (_, { csv, fileName }) => downloadCsv(csv, fileName),
      notifyExportFailed: (_, { error }) =>
        toast('Export failed', failureMessage(error, CUSTOMER_LIST_MESSAGES.exportFailed), 'error'),
      notifyDeleteFailed: (_, { error }) =>
        toast('Delete failed', failureMessage(error, CUSTOMER_LIST_MESSAGES.deleteFailed), 'error'),
    },
  });
}

/** Customer management for the URL's query; later queries reach it as `query.change`. */
export function useAdminCustomersActor(query: CustomerListQuery) {
  return useActorRef(defineAdminCustomersLogic(useDeps()), withInspector({ input: { query } }));
}
