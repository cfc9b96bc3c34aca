import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { LoadFailedAlert } from '../../components/admin/load-failed-alert';
import { useProfileActor } from './account.logic';
import { ProfileDetails } from './profile-details';
import { ProfilePreferences } from './profile-preferences';

function LoadingProfile() {
  return (
    <Box role="status" aria-live="polite">
      <Text srOnly>Loading your profile...</Text>
      <Stack gap="6" aria-hidden>
        <Skeleton h="56" rounded="xl" />
        <Skeleton h="72" rounded="xl" />
      </Stack>
    </Box>
  );
}

/**
 * Profile (SPEC 2 'My Account dashboard'): Personal Information and Preferences on real data,
 * from GET /api/my/profile. The shell renders it only for a signed-in user.
 */
export function ProfileTab() {
  const actor = useProfileActor();
  const profile = useSelector(actor, (s) => s.context.profile);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const loadError = useSelector(actor, (s) => (s.hasTag('error') ? s.context.loadError : null));

  if (loadError !== null) {
    return (
      <LoadFailedAlert
        title="Your profile could not be loaded"
        description={loadError}
        onRetry={() => actor.send({ type: 'profile.retry' })}
      />
    );
  }
  if (loading || !profile) return <LoadingProfile />;
  return (
    <Stack gap="6">
      <ProfileDetails actor={actor} profile={profile} />
      <ProfilePreferences actor={actor} />
    </Stack>
  );
}
