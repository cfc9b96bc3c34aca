import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { fieldMessages } from '../contract/api-failure';
import { loginRequestSchema, registerFormSchema } from '../contract/auth';
import {
  contactRequestSchema,
  customTourRequestSchema,
  newsletterRequestSchema,
} from '../contract/enquiries';
import { passwordChangeFormSchema } from '../contract/profile';
import { TIMINGS } from './constants';

/**
 * The forms this machine drives, each with the shared contract schema that validates it
 * (the server validates the same request with the same schema).
 */
export const FORM_SCHEMAS = {
  login: loginRequestSchema,
  register: registerFormSchema,
  contact: contactRequestSchema,
  customTour: customTourRequestSchema,
  newsletter: newsletterRequestSchema,
  changePassword: passwordChangeFormSchema,
} as const;
export type FormId = keyof typeof FORM_SCHEMAS;

/**
 * Forms that clear themselves after a successful submission (SPEC 8: contact, custom tour; a
 * changed password is not left on screen).
 */
const RESET_ON_SUCCESS: Record<FormId, boolean> = {
  login: false,
  register: false,
  contact: true,
  customTour: true,
  newsletter: true,
  changePassword: true,
};

/**
 * How long a form stays in `submitting` at least, so a quick answer does not flash past
 * (SPEC 9: contact send delay 1500 ms). 0 settles as soon as the request does.
 */
const MINIMUM_SUBMIT_DURATION: Record<FormId, number> = {
  login: 0,
  register: 0,
  contact: TIMINGS.contactSendDelay,
  customTour: 0,
  newsletter: 0,
  changePassword: 0,
};

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

/** First message per field, as SPEC 5 shows them under the fields. */
export function validateForm(form: FormId, values: FormValues): FieldErrors {
  const result = FORM_SCHEMAS[form].safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return errors;
}

const serverFieldErrors = (error: unknown): FieldErrors => fieldMessages(error);

function failure(context: FormContext): unknown {
  return context.outcome?.ok === false ? context.outcome.error : undefined;
}

function output(context: FormContext): unknown {
  return context.outcome?.ok ? context.outcome.output : undefined;
}

export interface FormInput {
  form: FormId;
  values: FormValues;
}

/** How the last request settled, held until the minimum submit duration has passed too. */
export type SubmitOutcome = { ok: true; output: unknown } | { ok: false; error: unknown };

export interface FormContext {
  form: FormId;
  /** The values the form starts with and returns to after a reset. */
  initialValues: FormValues;
  values: FormValues;
  errors: FieldErrors;
  outcome: SubmitOutcome | null;
}

export type FormEvent =
  { type: 'field.change'; field: string; value: string } | { type: 'form.submit' };

/**
 * Generic forms validated with the contract schema of FORM_SCHEMAS[form] (login, register,
 * contact, customTour, newsletter, changePassword): editing, then a parallel `submitting` (the
 * request and a minimum duration) until both settle; contact, custom tour, newsletter and change
 * password reset after success.
 */
export const formMachine = setup({
  types: {
    input: {} as FormInput,
    context: {} as FormContext,
    events: {} as FormEvent,
  },
  actors: {
    submitForm: fromPromise<unknown, { form: FormId; values: FormValues }>(async () => {
      throw new Error('submitForm: provide via machine.provide');
    }),
  },
  actions: {
    assignField: assign(({ context }, params: { field: string; value: string }) => {
      const { [params.field]: _cleared, ...errors } = context.errors;
      return { values: { ...context.values, [params.field]: params.value }, errors };
    }),
    assignValidationErrors: assign(({ context }) => ({
      errors: validateForm(context.form, context.values),
    })),
    assignServerErrors: assign((_, params: { error: unknown }) => ({
      errors: serverFieldErrors(params.error),
    })),
    assignOutcome: assign((_, outcome: SubmitOutcome) => ({ outcome })),
    resetValues: assign(({ context }) => ({ values: context.initialValues, errors: {} })),
    /** Effects the app supplies: */
    focusFirstInvalidField: () => {},
    notifyInvalid: () => {},
    notifySubmitted: (_, _params: { output: unknown }) => {},
    notifyFailed: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateForm(context.form, context.values)).length === 0,
    resetsOnSuccess: ({ context }) => RESET_ON_SUCCESS[context.form],
    hasNoMinimumDuration: ({ context }) => MINIMUM_SUBMIT_DURATION[context.form] === 0,
    requestFailed: ({ context }) => context.outcome?.ok === false,
  },
  delays: {
    minimumSubmitDuration: ({ context }) => MINIMUM_SUBMIT_DURATION[context.form],
  },
}).createMachine({
  id: 'form',
  description:
    'Generic forms validated with the contract schema of `FORM_SCHEMAS[form]` (login, register, contact, customTour, newsletter, changePassword): editing, then a parallel `submitting` (the request and a minimum duration) until both settle; contact, custom tour, newsletter and change password reset after success.',
  context: ({ input }) => ({
    form: input.form,
    initialValues: input.values,
    values: input.values,
    errors: {},
    outcome: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: { type: 'assignField', params: ({ event }) => event },
        },
        'form.submit': [
          { guard: 'isValid', target: 'submitting' },
          {
            actions: ['assignValidationErrors', 'notifyInvalid', 'focusFirstInvalidField'],
          },
        ],
      },
    },
    submitting: {
      description:
        'Fields and buttons are disabled while the request runs (SPEC 4), and for at least the ' +
        "form's minimum duration (contact: SPEC 9); the form settles once both are over.",
      tags: ['submitting'],
      type: 'parallel',
      states: {
        request: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                id: 'submitForm',
                src: 'submitForm',
                input: ({ context }) => ({ form: context.form, values: context.values }),
                onDone: {
                  target: 'settled',
                  actions: {
                    type: 'assignOutcome',
                    params: ({ event }) => ({ ok: true, output: event.output }),
                  },
                },
                onError: {
                  target: 'settled',
                  actions: {
                    type: 'assignOutcome',
                    params: ({ event }) => ({ ok: false, error: event.error }),
                  },
                },
              },
            },
            settled: { type: 'final' },
          },
        },
        minimumDuration: {
          initial: 'waiting',
          states: {
            waiting: {
              always: { guard: 'hasNoMinimumDuration', target: 'elapsed' },
              after: { minimumSubmitDuration: 'elapsed' },
            },
            elapsed: { type: 'final' },
          },
        },
      },
      onDone: [
        {
          guard: 'requestFailed',
          target: 'editing',
          actions: [
            { type: 'assignServerErrors', params: ({ context }) => ({ error: failure(context) }) },
            { type: 'notifyFailed', params: ({ context }) => ({ error: failure(context) }) },
            'focusFirstInvalidField',
          ],
        },
        {
          target: 'submitted',
          actions: {
            type: 'notifySubmitted',
            params: ({ context }) => ({ output: output(context) }),
          },
        },
      ],
    },
    submitted: {
      description:
        'Login and registration leave the page from here; forms that reset go back to editing.',
      tags: ['submitted'],
      always: { guard: 'resetsOnSuccess', target: 'editing', actions: 'resetValues' },
    },
  },
});

export type FormActorRef = ActorRefFrom<typeof formMachine>;
