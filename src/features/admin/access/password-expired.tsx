import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { PASSWORD_EXPIRED_MESSAGE } from '../../../../contract/settings';
import { ChangePasswordForm } from '../../account/settings-tab';

/**
 * Password Expiry (Settings > Security, issue 18): what every /admin page shows an admin whose
 * password is older than the setting, in place of itself (the admin API refuses them with 403
 * `password_change_required` until it is changed). The same PUT /api/my/password as My Account;
 * `onChanged`: the admin guard asks the server again and the page opens.
 */
export function PasswordExpired({ onChanged }: { onChanged: () => void }) {
  return (
    <Stack
      gap="5"
      maxW="xl"
      w="full"
      mx="auto"
      bg="bg.panel"
      borderWidth="1px"
      rounded="xl"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg">
          Change Your Password
        </Heading>
        <Text color="fg.muted">Changing your password signs you out everywhere else.</Text>
      </Stack>
      <Box role="note" bg="sunrise.subtle" color="sunrise.fg" p="4" rounded="lg">
        {PASSWORD_EXPIRED_MESSAGE} This page opens once it is changed.
      </Box>
      <ChangePasswordForm onChanged={onChanged} />
    </Stack>
  );
}
