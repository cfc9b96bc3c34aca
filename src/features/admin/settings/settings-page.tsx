import { Box, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { settingsMachine, type SettingsActorRef } from '../../../../machines/settings-machine';
import { fetchSettings, saveSettings } from '../../../actors/settings';
import { ApiError, messageOr } from '../../../api/errors';
import { focusFirstInvalid } from '../../../components/form-field';
import { showToast } from '../../../components/toaster';
import { LoadFailedAlert } from '../../../components/admin/load-failed-alert';
import { SettingsForm } from './settings-form';
import { withInspector } from '../../../dev/inspector';

const NOT_SAVED = 'Settings not saved';
const CHECK_FIELDS = 'Please correct the highlighted fields.';

/** Why a save failed, for the toast: the fields (422), or the server's or a fixed message. */
function saveFailureText(error: unknown): string {
  if (error instanceof ApiError && error.fieldErrors) return CHECK_FIELDS;
  return messageOr(error, 'Your settings could not be saved. Please try again.');
}

/** SPEC 2 'Settings', stored through GET/PUT /api/admin/settings (issue 5). */
export function SettingsPage() {
  const router = useRouter();
  const formId = useId();
  const actor = useActorRef(
    settingsMachine.provide({
      actors: { fetchSettings, saveSettings },
      actions: {
        notifySaved: (_, { settings }) => {
          showToast('Settings Saved', 'Your settings have been updated successfully.', 'success');
          // The footer and contact page show the new company details without a request.
          void import('../../../actors/company-details').then(({ companyDetailsActor }) =>
            companyDetailsActor(router).send({ type: 'company.update', details: settings.general }),
          );
        },
        notifySaveFailed: (_, { error }) => showToast(NOT_SAVED, saveFailureText(error), 'error'),
        notifyInvalid: () => showToast(NOT_SAVED, CHECK_FIELDS, 'error'),
        focusFirstInvalidField: () => focusFirstInvalid(formId),
      },
    }),
    withInspector(),
  );
  const status = useSelector(actor, (s) =>
    s.hasTag('editing') ? 'editing' : s.hasTag('error') ? 'failed' : 'loading',
  );
  return (
    <Stack gap={{ base: '6', md: '8' }} maxW="5xl" mx="auto">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          Settings
        </Heading>
        <Text color="fg.muted">Company details, notifications and security for the site.</Text>
      </Stack>
      {status === 'loading' && (
        <Box role="status" aria-live="polite">
          <VisuallyHidden>Loading settings...</VisuallyHidden>
          <Skeleton h="96" rounded="xl" aria-hidden />
        </Box>
      )}
      {status === 'failed' && <SettingsFailed actor={actor} />}
      {status === 'editing' && <SettingsForm actor={actor} formId={formId} />}
    </Stack>
  );
}

function SettingsFailed({ actor }: { actor: SettingsActorRef }) {
  const loadError = useSelector(actor, (s) => s.context.loadError);
  return (
    <LoadFailedAlert
      title="We couldn't load the settings"
      description={loadError}
      onRetry={() => actor.send({ type: 'settings.retry' })}
    />
  );
}
