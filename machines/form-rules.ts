import type { FieldMessages } from '../contract/api-failure';
import { loginRequestSchema, registerFormSchema } from '../contract/auth';
import {
  contactRequestSchema,
  customTourRequestSchema,
  newsletterRequestSchema,
} from '../contract/enquiries';
import { passwordChangeFormSchema } from '../contract/profile';
import { TIMINGS } from './constants';
import { setField, type EditRules, type FieldEdit } from './edit-machine';

/*
 * The site's plain forms (login, register, contact, custom tour, newsletter, change password):
 * text fields checked with the contract schema the server validates the same request with. Each
 * is an edit machine (machines/edit-machine.ts) started with its rules from `FORMS`.
 */

export type FormValues = Record<string, string>;

/** A plain form's types: text fields, sent as they are; `O` is what the server answers. */
export interface FieldForm<O = unknown> {
  values: FormValues;
  edit: FieldEdit<FormValues>;
  request: FormValues;
  output: O;
}

/** What a contract schema (zod) answers; machines/ read schemas without importing zod. */
export interface Schema {
  safeParse(values: unknown): {
    success: boolean;
    error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
  };
}

const FORM_SCHEMAS = {
  login: loginRequestSchema,
  register: registerFormSchema,
  contact: contactRequestSchema,
  customTour: customTourRequestSchema,
  newsletter: newsletterRequestSchema,
  changePassword: passwordChangeFormSchema,
} as const satisfies Record<string, Schema>;
export type FormId = keyof typeof FORM_SCHEMAS;

/** First message per field of a schema's verdict, as SPEC 5 shows them under the fields. */
function firstMessages(schema: Schema, values: FormValues): FieldMessages {
  const { error } = schema.safeParse(values);
  const errors: FieldMessages = {};
  for (const issue of error?.issues ?? []) {
    errors[String(issue.path[0] ?? '_')] ??= issue.message;
  }
  return errors;
}

/** First message per field, as SPEC 5 shows them under the fields. */
export function validateForm(form: FormId, values: FormValues): FieldMessages {
  return firstMessages(FORM_SCHEMAS[form], values);
}

/**
 * A plain form's rules from the contract schema the server checks the same fields with: text
 * fields, sent as they are unless `options` says otherwise. Forms outside `FORMS` (loaded with
 * their own pages) build theirs with it too.
 */
export function schemaRules(schema: Schema, options: Partial<EditRules<FieldForm>> = {}) {
  return {
    edit: setField,
    validate: (values) => firstMessages(schema, values),
    request: (values) => values,
    ...options,
  } satisfies EditRules<FieldForm>;
}

const schemaForm = (form: FormId, options: Partial<EditRules<FieldForm>> = {}) =>
  schemaRules(FORM_SCHEMAS[form], options);

/**
 * Forms that clear themselves after a successful submission (SPEC 8: contact, custom tour; a
 * changed password is not left on screen). Login and registration leave the page instead.
 */
const CLEARS: Partial<EditRules<FieldForm>> = {
  saved: (_values, _output, initial) => initial,
};

export const FORMS: Record<FormId, EditRules<FieldForm>> = {
  login: schemaForm('login'),
  register: schemaForm('register'),
  // SPEC 9: 'Sending...' lasts 1500 ms at least, so a quick answer does not flash past.
  contact: schemaForm('contact', { ...CLEARS, minimumSaveDuration: TIMINGS.contactSendDelay }),
  customTour: schemaForm('customTour', CLEARS),
  newsletter: schemaForm('newsletter', CLEARS),
  changePassword: schemaForm('changePassword', CLEARS),
};
