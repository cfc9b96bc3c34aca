import { Box, Button, Grid, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Save } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { LANGUAGES, TOUR_TYPES } from '../../../contract/profile';
import type { ProfileActorRef } from '../../../machines/profile-machine';
import { SelectField } from '../../components/form-field';
import { Checkbox } from '../../components/ui/checkbox';
import { Switch } from '../../components/ui/switch';
import { FailureAlert, SectionCard } from './profile-section';

/**
 * Preferences (SPEC 2 'Profile'): tour type, notifications, newsletter and language, saved with
 * Update Preferences. A failed save keeps the choices and offers to try again.
 */
export function ProfilePreferences({ actor }: { actor: ProfileActorRef }) {
  const preferences = useSelector(actor, (s) => s.context.preferences);
  const busy = useSelector(actor, (s) => s.hasTag('preferencesBusy'));
  const error = useSelector(actor, (s) =>
    s.hasTag('preferencesFailed') ? s.context.preferencesError : null,
  );
  const notificationsHint = useId();
  const save = () => actor.send({ type: 'preferences.save' });
  return (
    <SectionCard
      title="Preferences"
      description="Help us suggest trips and reach you the way you like."
    >
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="5">
          {error && (
            <FailureAlert
              title="Your preferences were not saved"
              description={error}
              onAction={save}
            />
          )}
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
            gap="5"
          >
            <SelectField
              name="tour_type"
              label="Preferred Tour Type"
              value={preferences.tour_type}
              options={TOUR_TYPES}
              disabled={busy}
              onValueChange={(_, value) =>
                actor.send({ type: 'preferences.change', field: 'tour_type', value })
              }
            />
            <SelectField
              name="language"
              label="Language"
              value={preferences.language}
              options={LANGUAGES}
              disabled={busy}
              onValueChange={(_, value) =>
                actor.send({ type: 'preferences.change', field: 'language', value })
              }
            />
          </Grid>
          <Stack gap="4" borderTopWidth="1px" pt="5">
            <Switch.Root
              checked={preferences.notifications}
              onCheckedChange={({ checked }) =>
                actor.send({ type: 'preferences.change', field: 'notifications', value: checked })
              }
              disabled={busy}
              colorPalette="brand"
              display="flex"
              justifyContent="space-between"
              alignItems="center"
              gap="6"
              w="full"
            >
              <Switch.HiddenInput
                name="notifications"
                role="switch"
                aria-describedby={notificationsHint}
              />
              <Box minW="0">
                <Switch.Label fontWeight="semibold">Email Notifications</Switch.Label>
                <Text id={notificationsHint} fontSize="sm" color="fg.muted">
                  Reminders before your balance is due. Confirmations, receipts and security e-mails
                  are always sent.
                </Text>
              </Box>
              <Switch.Control flexShrink={0}>
                <Switch.Thumb />
              </Switch.Control>
            </Switch.Root>
            <Checkbox.Root
              checked={preferences.newsletter}
              onCheckedChange={({ checked }) =>
                actor.send({
                  type: 'preferences.change',
                  field: 'newsletter',
                  value: checked === true,
                })
              }
              disabled={busy}
              colorPalette="brand"
              alignItems="start"
            >
              <Checkbox.HiddenInput name="newsletter" />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal">
                Subscribe to our newsletter: new routes, seasonal offers and travel tips.
              </Checkbox.Label>
            </Checkbox.Root>
          </Stack>
          <HStack justify={{ base: 'stretch', sm: 'flex-end' }}>
            <Button
              type="submit"
              colorPalette="brand"
              w={{ base: 'full', sm: 'auto' }}
              aria-disabled={busy || undefined}
            >
              {busy ? <Spinner size="sm" aria-hidden /> : <Save aria-hidden />}
              {busy ? 'Updating...' : 'Update Preferences'}
            </Button>
          </HStack>
        </Stack>
      </form>
    </SectionCard>
  );
}
