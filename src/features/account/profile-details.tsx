import { Button, Grid, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { PenLine } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { MIN_DATE_OF_BIRTH, type Profile, type ProfileField } from '../../../contract/profile';
import {
  profileFormActor,
  type ProfileActorRef,
  type ProfileFormRef,
} from '../../../machines/profile-machine';
import { FormField } from '../../components/form-field';
import { DataList } from '../../components/ui/data-list';
import { formatLongDate } from '../../lib/format';
import { PROFILE_FORM_ID } from './account.logic';
import { FailureAlert, SectionCard } from './profile-section';
import { FormActions } from './form-actions';

const NOT_PROVIDED = 'Not provided';

function ProfileFacts({ profile }: { profile: Profile }) {
  const facts: Array<[string, string]> = [
    ['Full Name', profile.name],
    ['Email Address', profile.email],
    ['Phone Number', profile.phone ?? NOT_PROVIDED],
    ['Date of Birth', profile.date_of_birth ? formatLongDate(profile.date_of_birth) : NOT_PROVIDED],
  ];
  return (
    <DataList.Root
      orientation="vertical"
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
      gap="5"
    >
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue
            fontWeight="medium"
            overflowWrap="anywhere"
            color={value === NOT_PROVIDED ? 'fg.muted' : undefined}
          >
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function ProfileForm({ form, today }: { form: ProfileFormRef; today: string }) {
  const values = useSelector(form, (s) => s.context.values);
  const errors = useSelector(form, (s) => s.context.errors);
  const busy = useSelector(form, (s) => s.hasTag('busy'));
  const saveError = useSelector(form, (s) => (s.hasTag('error') ? s.context.failure : null));
  const field = (name: ProfileField) => ({
    name,
    value: values[name],
    error: errors[name],
    disabled: busy,
    onValueChange: (_: string, value: string) =>
      form.send({ type: 'draft.edit', edit: { field: name, value } }),
  });
  return (
    <form
      id={PROFILE_FORM_ID}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        form.send({ type: 'draft.save' });
      }}
    >
      <Stack gap="5">
        {saveError && (
          <FailureAlert
            title="Your profile was not saved"
            description={saveError}
            onAction={() => form.send({ type: 'draft.save' })}
          />
        )}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="5">
          <FormField {...field('name')} label="Full Name" autoComplete="name" required />
          <FormField
            {...field('email')}
            label="Email Address"
            type="email"
            autoComplete="email"
            required
          />
          <FormField
            {...field('phone')}
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            placeholder="+92 300 1234567"
          />
          <FormField
            {...field('date_of_birth')}
            label="Date of Birth"
            type="date"
            autoComplete="bday"
            min={MIN_DATE_OF_BIRTH}
            max={today}
          />
        </Grid>
        <FormActions
          busy={busy}
          submitLabel="Save"
          onCancel={() => form.send({ type: 'draft.cancel' })}
        />
      </Stack>
    </form>
  );
}

/**
 * Personal Information (SPEC 2 'Profile'): name, e-mail, phone and date of birth, read-only
 * with Edit Profile; the form saves through the API. Focus follows the switch: into the form
 * on Edit Profile, back to Edit Profile after Save or Cancel.
 */
export function ProfileDetails({ actor, profile }: { actor: ProfileActorRef; profile: Profile }) {
  const editing = useSelector(actor, (s) => s.hasTag('editing'));
  const form = useSelector(actor, profileFormActor);
  const today = useSelector(actor, (s) => s.context.today);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (editing && !wasEditing.current) {
      document.getElementById(PROFILE_FORM_ID)?.querySelector<HTMLInputElement>('input')?.focus();
    } else if (!editing && wasEditing.current) {
      editButton.current?.focus();
    }
    wasEditing.current = editing;
  }, [editing]);
  return (
    <SectionCard
      title="Personal Information"
      description="Used on your bookings and to keep in touch about your trips."
      action={
        editing ? undefined : (
          <Button
            ref={editButton}
            variant="outline"
            colorPalette="brand"
            onClick={() => actor.send({ type: 'profile.edit' })}
          >
            <PenLine aria-hidden />
            Edit Profile
          </Button>
        )
      }
    >
      {editing && form ? (
        <ProfileForm form={form} today={today} />
      ) : (
        <ProfileFacts profile={profile} />
      )}
    </SectionCard>
  );
}
