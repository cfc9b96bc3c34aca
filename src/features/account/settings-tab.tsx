import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { changePassword } from '../../api/profile';
import { ApiError, messageOr } from '../../api/errors';
import { FormField } from '../../components/form-field';
import { showToast } from '../../components/toaster';
import { useFormMachine } from '../../components/use-form-machine';
import { SectionCard } from './profile-section';

export const PASSWORD_TOASTS = {
  changed: ['Password Changed', 'Your other sessions have been signed out.'],
  failed: ['Password not changed', 'Your password could not be changed. Please try again.'],
} as const;

const EMPTY = { current_password: '', password: '', confirmPassword: '' };

/**
 * Settings: Change Password, driven by the shared form statechart ('changePassword' in
 * FORM_SCHEMAS: the new password's rules, and 'Passwords do not match' on the confirmation).
 * Only the current and the new password are sent; a wrong current password (422) shows under
 * its field. The form clears after a change.
 */
export function SettingsTab() {
  const { busy, field, formProps } = useFormMachine({
    form: 'changePassword',
    initialValues: EMPTY,
    submit: (values, signal) =>
      changePassword(
        { current_password: values.current_password ?? '', password: values.password ?? '' },
        signal,
      ),
    onSubmitted: () => showToast(...PASSWORD_TOASTS.changed, 'success'),
    onFailed: (error) => {
      // Field errors (422) are under the fields already; anything else needs saying.
      if (error instanceof ApiError && error.fieldErrors) return;
      showToast(PASSWORD_TOASTS.failed[0], messageOr(error, PASSWORD_TOASTS.failed[1]), 'error');
    },
  });
  return (
    <SectionCard
      title="Change Password"
      description="Changing your password signs you out everywhere else."
    >
      <form {...formProps} aria-label="Change Password">
        <Stack gap="5" maxW="md">
          <FormField
            {...field('current_password')}
            label="Current Password"
            type="password"
            autoComplete="current-password"
            required
          />
          <Stack gap="1.5">
            <FormField
              {...field('password')}
              label="New Password"
              type="password"
              autoComplete="new-password"
              required
            />
            <Text fontSize="sm" color="fg.muted">
              At least 6 characters, different from your current password.
            </Text>
          </Stack>
          <FormField
            {...field('confirmPassword')}
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            required
          />
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            aria-disabled={busy || undefined}
          >
            {busy ? <Spinner size="sm" aria-hidden /> : <KeyRound aria-hidden />}
            {busy ? 'Updating...' : 'Update Password'}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
