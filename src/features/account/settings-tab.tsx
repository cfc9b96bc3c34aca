import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { FormField } from '../../components/form-field';
import { useChangePasswordForm } from './account.logic';
import { SectionCard } from './profile-section';

/** Settings: Change Password (the form clears after a change). */
export function SettingsTab() {
  return (
    <SectionCard
      title="Change Password"
      description="Changing your password signs you out everywhere else."
    >
      <ChangePasswordForm />
    </SectionCard>
  );
}

/** The Change Password form (PUT /api/my/password); `onChanged`: what follows a change. */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { busy, field, formProps } = useChangePasswordForm(onChanged ? { onChanged } : {});
  return (
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
  );
}
