import { Box, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { settingsForm, type SettingsActorRef } from '../../../../machines/settings-machine';
import { LoadFailedAlert } from '../../../components/admin/load-failed-alert';
import { SettingsForm } from './settings-form';
import { useSettingsActor } from './settings.logic';

/** SPEC 2 'Settings', stored through GET/PUT /api/admin/settings (issue 5). */
export function SettingsPage() {
  const { actor, formId } = useSettingsActor();
  const form = useSelector(actor, settingsForm);
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
      {status === 'editing' && form && <SettingsForm actor={actor} form={form} formId={formId} />}
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
