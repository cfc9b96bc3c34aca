import { Button, CloseButton, Portal, Spinner, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useCallback, type FormEvent } from 'react';
import { CUSTOMER_STATUSES } from '../../../../contract/admin-customers';
import {
  customerFormActor,
  type AdminCustomersActorRef,
  type CustomerFormField,
  type CustomerFormRef,
} from '../../../../machines/admin-customers-machine';
import { useDialogForm } from '../../../components/form-binding';
import { FormField, SelectField } from '../../../components/form-field';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { EDIT_FORM_ID } from './customers.logic';

const STATUS_OPTIONS = CUSTOMER_STATUSES.map((status) => ({ value: status, label: status }));

/**
 * Edit (name, phone, country, status): checked with the contract schema before PUT, the
 * server's 422 messages under the fields otherwise. Escape, the backdrop and Cancel send
 * draft.cancel, which the form ignores while saving.
 */
export function CustomerEditDialog({ customers }: { customers: AdminCustomersActorRef }) {
  const open = useSelector(customers, (s) => s.hasTag('editing'));
  const name = useSelector(customers, (s) => s.context.selected?.name ?? '');
  const form = useDialogForm(useSelector(customers, customerFormActor));

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) form?.send({ type: 'draft.cancel' });
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Stack gap="0.5">
                <Dialog.Title>Edit customer</Dialog.Title>
                <Dialog.Description color="fg.muted">{name}</Dialog.Description>
              </Stack>
            </Dialog.Header>
            {form && <EditForm form={form} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function EditForm({ form }: { form: CustomerFormRef }) {
  const saving = useSelector(form, (s) => s.hasTag('saving'));
  const values = useSelector(form, (s) => s.context.values);
  const errors = useSelector(form, (s) => s.context.errors);
  const saveError = useSelector(form, (s) => s.context.failure);

  const change = useCallback(
    (field: string, value: string) =>
      form.send({ type: 'draft.edit', edit: { field: field as CustomerFormField, value } }),
    [form],
  );
  const field = (key: CustomerFormField) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onValueChange: change,
    disabled: saving,
  });

  return (
    <>
      <Dialog.Body>
        <form
          id={EDIT_FORM_ID}
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            form.send({ type: 'draft.save' });
          }}
        >
          <Stack gap="4">
            {saveError && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{saveError}</Alert.Title>
              </Alert.Root>
            )}
            <FormField {...field('name')} label="Name" autoComplete="off" required />
            <FormField {...field('phone')} label="Phone" type="tel" autoComplete="off" />
            <FormField {...field('country')} label="Country" autoComplete="off" />
            <SelectField {...field('status')} label="Status" options={STATUS_OPTIONS} />
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          variant="outline"
          aria-disabled={saving || undefined}
          onClick={() => form.send({ type: 'draft.cancel' })}
        >
          Cancel
        </Button>
        <Button
          type="submit"
          form={EDIT_FORM_ID}
          colorPalette="brand"
          aria-disabled={saving || undefined}
        >
          {saving && <Spinner size="sm" aria-hidden />}
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </Dialog.Footer>
    </>
  );
}
