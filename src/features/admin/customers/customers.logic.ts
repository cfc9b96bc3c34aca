import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { failureMessage } from '../../../../contract/api-failure';
import {
  adminCustomersMachine,
  CUSTOMER_LIST_MESSAGES,
  type CustomerForm,
} from '../../../../machines/admin-customers-machine';
import {
  deleteCustomer,
  getCustomerDetails,
  getCustomers,
  updateCustomer,
} from '../../../api/admin-customers';
import { useDeps } from '../../../app/app-context';
import type { AppDeps } from '../../../app/deps';
import { defineEditLogic } from '../../../components/form.logic';
import { withInspector } from '../../../dev/inspector';

/** The Edit dialog's <form> id: focus goes to its first invalid field after a failed save. */
export const EDIT_FORM_ID = 'customer-edit-form';

/** Customer management (SPEC 2, issue 5): list, details, edit, delete, and their toasts. */
function defineAdminCustomersLogic({ api, toast }: AppDeps) {
  return adminCustomersMachine.provide({
    actors: {
      fetchCustomers: fromPromise(({ signal }) => getCustomers(api, signal)),
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
      notifyDeleteFailed: (_, { error }) =>
        toast('Delete failed', failureMessage(error, CUSTOMER_LIST_MESSAGES.deleteFailed), 'error'),
    },
  });
}

export function useAdminCustomersActor() {
  return useActorRef(defineAdminCustomersLogic(useDeps()), withInspector());
}
