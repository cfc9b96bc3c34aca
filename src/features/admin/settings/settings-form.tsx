import {
  Box,
  Button,
  Link as ChakraLink,
  Separator,
  Span,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { Bell, Building2, Landmark, Save, Shield, type LucideIcon } from 'lucide-react';
import type {
  GeneralSettings,
  NotificationSettings,
  SettingsSection,
} from '../../../../contract/settings';
import { SETTINGS_LIMITS, SETTINGS_SECTIONS } from '../../../../contract/settings';
import {
  isSwitchOn,
  sectionsWithErrors,
  type BankField,
  type SettingsActorRef,
  type SettingsEdit,
  type SettingsFormRef,
  type SwitchField,
} from '../../../../machines/settings-machine';
import { FormField, TextareaField } from '../../../components/form-field';
import { Card } from '../../../components/ui/card';
import { Tabs } from '../../../components/ui/tabs';
import { useCurrentIpActor } from './settings.logic';
import { SettingsSwitch } from './settings-switch';

const TABS: Record<SettingsSection, { label: string; icon: LucideIcon; intro: string }> = {
  general: {
    label: 'General',
    icon: Building2,
    intro: 'The company details shown in the site footer and on the contact page.',
  },
  notifications: {
    label: 'Notifications',
    icon: Bell,
    intro: 'Which e-mails the company e-mail address (General tab) receives.',
  },
  security: {
    label: 'Security',
    icon: Shield,
    intro: 'How admin accounts sign in, and from where the admin pages can be reached.',
  },
  payments: {
    label: 'Payments',
    icon: Landmark,
    intro:
      'The bank account travellers who pay by bank transfer send their money to, how long seats are held (unpaid transfers, checkout, waitlist offers), and when the balance reminder goes out.',
  },
};

const NOTIFICATION_SWITCHES: ReadonlyArray<{
  field: keyof NotificationSettings;
  label: string;
  description: string;
}> = [
  {
    field: 'emailNotifications',
    label: 'Email Notifications',
    description:
      'Get an e-mail for every contact message and custom tour request sent from the site.',
  },
  {
    field: 'bookingAlerts',
    label: 'Booking Alerts',
    description:
      'Get an e-mail when a traveller books a tour or cancels a booking (not when an admin cancels one).',
  },
  {
    field: 'customerReviews',
    label: 'Customer Reviews',
    description: 'Get an e-mail when a traveller reviews a completed trip.',
  },
];

function useSaving(form: SettingsFormRef) {
  return useSelector(form, (s) => s.hasTag('saving'));
}

function useError(form: SettingsFormRef, path: string) {
  return useSelector(form, (s) => s.context.errors[path]);
}

const sendEdit = (form: SettingsFormRef, edit: SettingsEdit) =>
  form.send({ type: 'draft.edit', edit });

/** The settings edits that carry one whole number typed into a field. */
type NumberEdit = Exclude<Extract<SettingsEdit, { value: string }>, { field: unknown }>;

/** A whole number of Settings (days, minutes, hours) with the help text it is described by. */
function SettingsNumberField({
  form,
  path,
  label,
  min,
  max,
  value,
  edit,
  children,
}: {
  form: SettingsFormRef;
  path: string;
  label: string;
  min: number;
  max: number;
  value: string;
  edit: NumberEdit['type'];
  /** The help text under the field. */
  children: ReactNode;
}) {
  const error = useError(form, path);
  const saving = useSaving(form);
  const helpId = useId();
  return (
    <Stack gap="2">
      <FormField
        name={path}
        label={label}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        error={error}
        disabled={saving}
        maxW="40"
        aria-describedby={helpId}
        onValueChange={(_: string, next: string) => sendEdit(form, { type: edit, value: next })}
      />
      <Text id={helpId} color="fg.muted" fontSize="sm">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * The General, Notifications and Security tabs and Save Changes (SPEC 2 'Settings'): the open tab
 * is the page's (`actor`), the fields are the form's (`form`).
 */
export function SettingsForm({
  actor,
  form,
  formId,
}: {
  actor: SettingsActorRef;
  form: SettingsFormRef;
  formId: string;
}) {
  const tab = useSelector(actor, (s) => s.context.tab);
  const tabsInError = useSelector(form, (s) => sectionsWithErrors(s.context.errors).join(' '));
  const saving = useSaving(form);
  const canSave = useSelector(form, (s) => s.can({ type: 'draft.save' }));
  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'draft.save' });
      }}
    >
      <Card.Root rounded="xl">
        <Tabs.Root
          value={tab}
          onValueChange={(e) => actor.send({ type: 'tab.select', tab: e.value as SettingsSection })}
          variant="line"
          colorPalette="brand"
          size={{ base: 'sm', md: 'md' }}
        >
          <Tabs.List px={{ base: '2', md: '4' }} overflowX="auto" overflowY="hidden">
            {SETTINGS_SECTIONS.map((section) => {
              const { label, icon: Icon } = TABS[section];
              const inError = tabsInError.split(' ').includes(section);
              return (
                <Tabs.Trigger key={section} value={section} flexShrink={0}>
                  <Icon size={16} aria-hidden />
                  {label}
                  {inError && (
                    <>
                      <Span boxSize="2" rounded="full" bg="fg.error" aria-hidden />
                      <VisuallyHidden>{' (has errors)'}</VisuallyHidden>
                    </>
                  )}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
          {SETTINGS_SECTIONS.map((section) => (
            <Tabs.Content key={section} value={section} px={{ base: '4', md: '6' }} py="6">
              <Text color="fg.muted" mb="5">
                {TABS[section].intro}
              </Text>
              {section === 'general' && <GeneralTab form={form} />}
              {section === 'notifications' && <NotificationsTab form={form} />}
              {section === 'security' && <SecurityTab form={form} />}
              {section === 'payments' && <PaymentsTab form={form} />}
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <Card.Footer
          borderTopWidth="1px"
          justifyContent="flex-end"
          px={{ base: '4', md: '6' }}
          py="4"
        >
          <Button
            type="submit"
            colorPalette="brand"
            disabled={!canSave}
            loading={saving}
            loadingText="Saving..."
            w={{ base: 'full', sm: 'auto' }}
          >
            <Save aria-hidden />
            Save Changes
          </Button>
        </Card.Footer>
      </Card.Root>
    </form>
  );
}

function GeneralTab({ form }: { form: SettingsFormRef }) {
  const general = useSelector(form, (s) => s.context.values.general);
  const errors = useSelector(form, (s) => s.context.errors);
  const saving = useSaving(form);
  const field = (name: keyof GeneralSettings) => ({
    name,
    value: general[name],
    error: errors[`general.${name}`],
    disabled: saving,
    onValueChange: (_: string, value: string) =>
      sendEdit(form, { type: 'general.change', field: name, value }),
  });
  return (
    <Stack gap="5" maxW="2xl">
      <FormField
        {...field('companyName')}
        label="Company Name"
        required
        autoComplete="organization"
        maxLength={SETTINGS_LIMITS.companyName}
      />
      <Stack direction={{ base: 'column', md: 'row' }} gap="5">
        <FormField {...field('email')} label="Email" type="email" required autoComplete="email" />
        <FormField
          {...field('phone')}
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={SETTINGS_LIMITS.phone}
        />
      </Stack>
      <TextareaField
        {...field('address')}
        label="Address"
        rows={2}
        autoComplete="street-address"
        maxLength={SETTINGS_LIMITS.address}
      />
      <FormField
        {...field('website')}
        label="Website"
        type="url"
        placeholder="https://www.example.com"
        autoComplete="url"
      />
    </Stack>
  );
}

function SwitchList({
  form,
  items,
}: {
  form: SettingsFormRef;
  items: ReadonlyArray<{ path: SwitchField; label: string; description: string }>;
}) {
  return (
    <Stack gap="0" separator={<Separator />} maxW="2xl">
      {items.map((item) => (
        <SettingSwitchItem key={item.path} form={form} {...item} />
      ))}
    </Stack>
  );
}

function SettingSwitchItem({
  form,
  path,
  label,
  description,
}: {
  form: SettingsFormRef;
  path: SwitchField;
  label: string;
  description: string;
}) {
  const checked = useSelector(form, (s) => isSwitchOn(s.context.values, path));
  const error = useError(form, path);
  const saving = useSaving(form);
  return (
    <SettingsSwitch
      label={label}
      description={description}
      checked={checked}
      disabled={saving}
      error={error}
      onCheckedChange={(value) =>
        sendEdit(form, { type: 'switch.toggle', field: path, checked: value })
      }
    />
  );
}

function NotificationsTab({ form }: { form: SettingsFormRef }) {
  return (
    <SwitchList
      form={form}
      items={NOTIFICATION_SWITCHES.map(({ field, ...rest }) => ({
        path: `notifications.${field}` as const,
        ...rest,
      }))}
    />
  );
}

/*
 * Issue 18: every setting here is enforced by the server: two-factor sign-in, password expiry
 * (the admin API refuses an admin with an older password until they change it) and the IP
 * allow-list of /admin and the admin API.
 */
function SecurityTab({ form }: { form: SettingsFormRef }) {
  return (
    <Stack gap="0" maxW="2xl" separator={<Separator />}>
      <TwoFactorSetting form={form} />
      <PasswordExpirySetting form={form} />
      <IpRestrictionSetting form={form} />
    </Stack>
  );
}

function PasswordExpirySetting({ form }: { form: SettingsFormRef }) {
  const value = useSelector(form, (s) => s.context.values.security.passwordExpiry);
  return (
    <Box py="4">
      <SettingsNumberField
        form={form}
        path="security.passwordExpiry"
        label="Password Expiry (days)"
        min={0}
        max={SETTINGS_LIMITS.passwordExpiry}
        value={value}
        edit="passwordExpiry.change"
      >
        An admin whose password is older than this must choose a new one before reaching the admin.
        0 means passwords never expire.
      </SettingsNumberField>
    </Box>
  );
}

function TwoFactorSetting({ form }: { form: SettingsFormRef }) {
  return (
    <Stack gap="0">
      <SettingSwitchItem
        form={form}
        path="security.twoFactorAuth"
        label="Two-Factor Authentication"
        description="Ask every admin for a code from an authenticator app as well as their password. Admins without it are asked to set it up first."
      />
      <Box pb="4">
        <ChakraLink asChild color="brand.fg" fontWeight="semibold" fontSize="sm">
          <Link to="/admin/two-factor">Set up two-factor authentication for your account</Link>
        </ChakraLink>
      </Box>
    </Stack>
  );
}

function IpRestrictionSetting({ form }: { form: SettingsFormRef }) {
  const on = useSelector(form, (s) => s.context.values.security.ipRestriction);
  const list = useSelector(form, (s) => s.context.values.security.ipAllowList);
  const error = useError(form, 'security.ipAllowList');
  const saving = useSaving(form);
  const helpId = useId();
  return (
    <Stack gap="0" pb="4">
      <SettingSwitchItem
        form={form}
        path="security.ipRestriction"
        label="IP Restriction"
        description="Allow the admin pages and the admin API only from the addresses below. Everyone else gets “Access denied”; the public site is not affected."
      />
      <Stack gap="2">
        <TextareaField
          name="security.ipAllowList"
          label="Allowed addresses"
          value={list}
          error={error}
          disabled={saving}
          rows={3}
          fontFamily="mono"
          placeholder={'203.0.113.7\n198.51.100.0/24\n2001:db8::/32'}
          spellCheck={false}
          autoCapitalize="off"
          aria-describedby={helpId}
          onValueChange={(_: string, value: string) =>
            sendEdit(form, { type: 'ipAllowList.change', value })
          }
        />
        <Text id={helpId} color="fg.muted" fontSize="sm">
          One IPv4 or IPv6 address or CIDR range (such as 198.51.100.0/24) per line.
          {on ? ' The list must include your current address.' : ''}
        </Text>
        <CurrentAddress />
      </Stack>
    </Stack>
  );
}

/** The address the server sees for this admin: what the allow-list must hold to keep them in. */
function CurrentAddress() {
  const actor = useCurrentIpActor();
  const ip = useSelector(actor, (s) => s.context.data);
  const failed = useSelector(actor, (s) => s.hasTag('error'));
  return (
    <Text fontSize="sm" aria-live="polite">
      Your current address:{' '}
      {ip !== null ? (
        <Span fontFamily="mono" fontWeight="semibold">
          {ip}
        </Span>
      ) : failed ? (
        <Span color="fg.error">
          could not be loaded.{' '}
          <Button
            variant="plain"
            size="sm"
            h="auto"
            p="0"
            color="brand.fg"
            textDecoration="underline"
            onClick={() => actor.send({ type: 'data.retry' })}
          >
            Try again
          </Button>
        </Span>
      ) : (
        <Span color="fg.muted">loading…</Span>
      )}
    </Text>
  );
}

function PaymentsTab({ form }: { form: SettingsFormRef }) {
  const payments = useSelector(form, (s) => s.context.values.payments);
  const errors = useSelector(form, (s) => s.context.errors);
  const saving = useSaving(form);
  const field = (name: BankField) => ({
    name: `payments.${name}`,
    value: payments[name],
    error: errors[`payments.${name}`],
    disabled: saving,
    onValueChange: (_: string, value: string) =>
      sendEdit(form, { type: 'payments.change', field: name, value }),
  });
  return (
    <Stack gap="5" maxW="2xl">
      <Stack direction={{ base: 'column', md: 'row' }} gap="5">
        <FormField {...field('bankName')} label="Bank" maxLength={SETTINGS_LIMITS.bankText} />
        <FormField
          {...field('accountName')}
          label="Account Name"
          maxLength={SETTINGS_LIMITS.bankText}
        />
      </Stack>
      <Stack direction={{ base: 'column', md: 'row' }} gap="5">
        <FormField
          {...field('accountNumber')}
          label="Account Number / IBAN"
          maxLength={SETTINGS_LIMITS.accountNumber}
        />
        <FormField
          {...field('swiftCode')}
          label="SWIFT / BIC"
          maxLength={SETTINGS_LIMITS.swiftCode}
        />
      </Stack>
      <SettingsNumberField
        form={form}
        path="payments.transferHoldDays"
        label="Hold seats for unpaid transfers (days)"
        min={1}
        max={SETTINGS_LIMITS.transferHoldDays}
        value={payments.transferHoldDays}
        edit="transferHoldDays.change"
      >
        After this many days without the transfer, the booking expires and its seats return.
      </SettingsNumberField>
      <SettingsNumberField
        form={form}
        path="payments.checkoutHoldMinutes"
        label="Hold seats during checkout (minutes)"
        min={1}
        max={SETTINGS_LIMITS.checkoutHoldMinutes}
        value={payments.checkoutHoldMinutes}
        edit="checkoutHoldMinutes.change"
      >
        A traveller who proceeds to checkout has their seats held this long while they pay.
      </SettingsNumberField>
      <SettingsNumberField
        form={form}
        path="payments.balanceReminderDays"
        label="Send the balance reminder (days before it is due)"
        min={1}
        max={SETTINGS_LIMITS.balanceReminderDays}
        value={payments.balanceReminderDays}
        edit="balanceReminderDays.change"
      >
        Travellers who paid a deposit get one e-mail this many days before the balance is due (30
        days before the trip), unless they turned Email Notifications off in My Account.
      </SettingsNumberField>
      <SettingsNumberField
        form={form}
        path="payments.waitlistOfferHours"
        label="Hold seats offered to the waitlist (hours)"
        min={1}
        max={SETTINGS_LIMITS.waitlistOfferHours}
        value={payments.waitlistOfferHours}
        edit="waitlistOfferHours.change"
      >
        When seats free up on a fully booked date, the first traveler waiting whose group fits gets
        them for this long; then they pass to the next.
      </SettingsNumberField>
    </Stack>
  );
}
