import { useActorRef } from '@xstate/react';
import {
  adminCustomersMachine,
  CUSTOMER_LIST_MESSAGES,
  failureMessage,
} from '../../../../machines/admin-customers-machine';
import {
  deleteCustomer,
  fetchCustomerDetails,
  fetchCustomers,
  updateCustomer,
} from '../../../actors/admin-customers';
import { focusFirstInvalid } from '../../../components/form-field';
import { showToast } from '../../../components/toaster';
import { withInspector } from '../../../dev/inspector';

/** The Edit dialog's <form> id: focus goes to its first invalid field after a failed save. */
export const EDIT_FORM_ID = 'customer-edit-form';

/** This page's customer-list actor, with the real API and the toasts and focus it asks for. */
export function useAdminCustomers() {
  return useActorRef(
    adminCustomersMachine.provide({
      actors: { fetchCustomers, fetchCustomerDetails, updateCustomer, deleteCustomer },
      actions: {
        notifySaved: (_, { customer }) =>
          showToast('Customer Updated', `${customer.name}'s details have been saved.`, 'success'),
        notifyDeleted: (_, { customer }) =>
          showToast(
            'Customer Deleted',
            `${customer.name} has been deleted. Their bookings are kept.`,
            'success',
          ),
        notifyDeleteFailed: (_, { error }) =>
          showToast(
            'Delete failed',
            failureMessage(error, CUSTOMER_LIST_MESSAGES.deleteFailed),
            'error',
          ),
        focusFirstInvalidField: () => focusFirstInvalid(EDIT_FORM_ID),
      },
    }),
    withInspector(),
  );
}
