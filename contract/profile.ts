import { z } from 'zod/mini';
import { requestObject } from './input';
import {
  AUTH_MESSAGES,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './auth';

/*
 * My Account: profile, preferences and password (issue 6).
 *
 * GET /api/my/profile                -> { data: Profile }
 * PUT /api/my/profile  ProfileUpdate -> { data: Profile }   422 (e-mail taken, bad fields)
 * PUT /api/my/preferences Preferences-> { data: Profile }
 * PUT /api/my/password PasswordChange-> { message }          422 current password wrong;
 *                                                           every other session is signed out
 */

export const TOUR_TYPES = [
  { value: 'any', label: 'Any kind of tour' },
  { value: 'trek', label: 'Treks' },
  { value: 'expedition', label: 'Expeditions' },
  { value: 'cultural', label: 'Cultural tours' },
  { value: 'custom', label: 'Custom tours' },
] as const;
export type TourType = (typeof TOUR_TYPES)[number]['value'];
const TOUR_TYPE_VALUES = TOUR_TYPES.map((t) => t.value) as [TourType, ...TourType[]];

/**
 * The languages the site can honour: only English is written (issue 17), so PUT /api/my/preferences
 * refuses any other. Profiles saved earlier may still hold 'ur', 'de', 'fr', 'it' or 'zh': they
 * load as English, the language they actually get (server/account/profile.ts), and keep their
 * other choices; the stored row changes at the next save.
 */
export const LANGUAGES = [{ value: 'en', label: 'English' }] as const;
export type Language = (typeof LANGUAGES)[number]['value'];
const LANGUAGE_VALUES = LANGUAGES.map((l) => l.value) as [Language, ...Language[]];

export const PROFILE_MESSAGES = {
  phone: 'Please enter a valid phone number',
  dateOfBirth: 'Please enter a valid date of birth',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  tourType: 'Please choose a tour type.',
  language: 'The site is only available in English: choose English.',
  currentPassword: 'The current password is incorrect.',
  currentPasswordRequired: 'Please enter your current password',
  newPasswordSame: 'The new password must be different from the current one.',
  passwordChanged: 'Password changed.',
} as const;

/** Oldest date of birth accepted (nobody alive was born earlier). */
export const MIN_DATE_OF_BIRTH = '1900-01-01';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in yyyy-mm-dd (rejects 2023-02-30). */
function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const preferencesSchema = requestObject({
  tour_type: z.enum(TOUR_TYPE_VALUES, { error: PROFILE_MESSAGES.tourType }),
  notifications: z.boolean(),
  newsletter: z.boolean(),
  language: z.enum(LANGUAGE_VALUES, { error: PROFILE_MESSAGES.language }),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  tour_type: 'any',
  notifications: true,
  newsletter: false,
  language: 'en',
};

export const profileSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  /** yyyy-mm-dd */
  date_of_birth: z.nullable(z.string()),
  /** ISO timestamp the account was created: 'Member since'. */
  member_since: z.string(),
  /** Whether the address was proven by a verification link (issue 15); My Account's banner. */
  email_verified: z.optional(z.boolean()),
  preferences: z.object({
    tour_type: z.string(),
    notifications: z.boolean(),
    newsletter: z.boolean(),
    language: z.string(),
  }),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ data: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

const PHONE_PATTERN = /^\+?[\d\s().-]{6,30}$/;

/**
 * PUT /api/my/profile. Name and e-mail follow the registration rules (SPEC 5); phone and date
 * of birth may be empty (sent as null). Whether the date lies in the future depends on "today",
 * which the server checks with `profileDateProblem`.
 */
export const profileUpdateSchema = requestObject({
  name: z.string({ error: AUTH_MESSAGES.name }).check(
    z.trim(),
    z.minLength(MIN_NAME_LENGTH, { error: AUTH_MESSAGES.name }),
    z.maxLength(MAX_NAME_LENGTH, {
      error: `Name may not be longer than ${MAX_NAME_LENGTH} characters`,
    }),
  ),
  email: z
    .string({ error: AUTH_MESSAGES.email })
    .check(
      z.trim(),
      z.maxLength(MAX_EMAIL_LENGTH, { error: AUTH_MESSAGES.email }),
      z.email({ error: AUTH_MESSAGES.email }),
    ),
  phone: z.nullable(
    z
      .string({ error: PROFILE_MESSAGES.phone })
      .check(z.trim(), z.regex(PHONE_PATTERN, { error: PROFILE_MESSAGES.phone })),
  ),
  date_of_birth: z.nullable(
    z.string({ error: PROFILE_MESSAGES.dateOfBirth }).check(
      z.refine(isCalendarDay, { error: PROFILE_MESSAGES.dateOfBirth }),
      z.refine((v) => v >= MIN_DATE_OF_BIRTH, { error: PROFILE_MESSAGES.dateOfBirth }),
    ),
  ),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileField = keyof ProfileUpdate;

/** The date-of-birth rule that needs today's date ('yyyy-mm-dd'). */
export function profileDateProblem(dateOfBirth: string | null, today: string): string | null {
  return dateOfBirth !== null && dateOfBirth > today ? PROFILE_MESSAGES.dateOfBirthFuture : null;
}

/** The profile form as typed: every field a string ('' for empty). */
export interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
  date_of_birth: string;
}
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export function toProfileUpdate(values: ProfileFormValues): ProfileUpdate {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() === '' ? null : values.phone.trim(),
    date_of_birth: values.date_of_birth.trim() === '' ? null : values.date_of_birth.trim(),
  };
}

export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    name: profile.name,
    email: profile.email,
    phone: profile.phone ?? '',
    date_of_birth: profile.date_of_birth ?? '',
  };
}

/** The profile form's errors (empty when it can be sent): the same rules as the server. */
export function validateProfile(values: ProfileFormValues, today: string): ProfileErrors {
  const update = toProfileUpdate(values);
  const errors: ProfileErrors = {};
  const result = profileUpdateSchema.safeParse(update);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ProfileField;
      errors[field] ??= issue.message;
    }
  }
  const dateProblem = profileDateProblem(update.date_of_birth, today);
  if (dateProblem && !errors.date_of_birth) errors.date_of_birth = dateProblem;
  return errors;
}

/** PUT /api/my/password. */
export const passwordChangeSchema = requestObject({
  current_password: z
    .string({ error: AUTH_MESSAGES.password })
    .check(z.minLength(1, { error: PROFILE_MESSAGES.currentPassword })),
  password: z.string({ error: AUTH_MESSAGES.password }).check(
    z.minLength(MIN_PASSWORD_LENGTH, { error: AUTH_MESSAGES.password }),
    z.maxLength(MAX_PASSWORD_LENGTH, {
      error: `Password may not be longer than ${MAX_PASSWORD_LENGTH} characters`,
    }),
  ),
}).check(
  z.refine((v) => v.password !== v.current_password, {
    error: PROFILE_MESSAGES.newPasswordSame,
    path: ['password'],
  }),
);
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** Both passwords were typed (a refine on the whole form runs even when another field fails). */
const bothPasswordsTyped = ({ value }: { value: unknown }) => {
  const v = value as { password?: unknown; confirmPassword?: unknown };
  return typeof v.password === 'string' && typeof v.confirmPassword === 'string';
};

/**
 * The Change Password form: the request plus confirmPassword, which must match (SPEC 5's
 * 'Passwords do not match', as on registration). Only current_password and password are sent.
 */
export const passwordChangeFormSchema = z
  .object({
    current_password: z
      .string({ error: PROFILE_MESSAGES.currentPasswordRequired })
      .check(z.minLength(1, { error: PROFILE_MESSAGES.currentPasswordRequired })),
    password: passwordChangeSchema.shape.password,
    confirmPassword: z
      .string({ error: AUTH_MESSAGES.password })
      .check(z.minLength(MIN_PASSWORD_LENGTH, { error: AUTH_MESSAGES.password })),
  })
  .check(
    z.refine((v) => v.current_password === '' || v.password !== v.current_password, {
      error: PROFILE_MESSAGES.newPasswordSame,
      path: ['password'],
      when: bothPasswordsTyped,
    }),
    z.refine((v) => v.password === v.confirmPassword, {
      error: AUTH_MESSAGES.passwordsMismatch,
      path: ['confirmPassword'],
      when: bothPasswordsTyped,
    }),
  );

/** Initials for the avatar when there is no photo: 'Ayesha Khan' -> 'AK', 'ali' -> 'A'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts.slice(0, 1);
  return letters.map((p) => p[0]!.toUpperCase()).join('');
}
