import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { isApiFailure } from '../../../contract/api-failure';
import { toStoredUser } from '../../../contract/auth';
import { loginMachine, type CodeForm, type CredentialsForm } from '../../../machines/login-machine';
import {
  forgotPasswordMachine,
  type ForgotPasswordForm,
} from '../../../machines/forgot-password-machine';
import {
  resetPasswordMachine,
  type ResetPasswordForm,
} from '../../../machines/reset-password-machine';
import { verifyEmailMachine } from '../../../machines/verify-email-machine';
import { requestPasswordReset, resetPassword, verifyEmail } from '../../api/account';
import { login, loginWithCode, register } from '../../api/auth';
import { messageOr } from '../../api/errors';
import { useApp, useDeps } from '../../app/app-context';
import type { AppDeps } from '../../app/deps';
import { defineEditLogic, useForm } from '../../components/form.logic';
import { withInspector } from '../../dev/inspector';

/** Where to go after login: a safe in-app path if one was asked for, else by role (SPEC 6). */
function loginDestination(role: string, redirect: string | undefined): string {
  if (role === 'admin') return '/admin';
  return redirect ?? '/dashboard';
}

// Registration hands the new address to the login page in the history entry, not the URL.
declare module '@tanstack/react-router' {
  interface HistoryState {
    registeredEmail?: string;
  }
}

/** The login page's two forms: focus goes to the first invalid field of the one on screen. */
export const LOGIN_FORM_ID = 'login-form';
export const CODE_FORM_ID = 'login-code-form';

/**
 * Login (SPEC 4, 8; issue 18): signs the session in, toasts, and goes where the role or
 * `redirect` says; an admin with two-factor sign-in gives a code first, and an admin the
 * Security setting asks to set it up goes to the enrolment page.
 */
function defineLoginLogic(
  { api, navigate, toast }: AppDeps,
  session: ReturnType<typeof useApp>['session'],
  redirect: string | undefined,
) {
  return loginMachine.provide({
    actors: {
      credentialsForm: defineEditLogic<CredentialsForm>({
        formId: LOGIN_FORM_ID,
        save: (values, signal) =>
          login(api, { email: values.email ?? '', password: values.password ?? '' }, signal),
        // SPEC 8: the fixed form toast, unless the server said something more useful.
        onFailed: (error) =>
          toast(
            'Login failed',
            messageOr(error, 'Invalid email or password. Please try again.'),
            'error',
          ),
      }),
      codeForm: defineEditLogic<CodeForm>({
        formId: CODE_FORM_ID,
        save: (request, signal) =>
          loginWithCode(
            api,
            { challenge: request.challenge ?? '', code: request.code ?? '' },
            signal,
          ),
        onFailed: (error) => {
          if (isApiFailure(error) && error.fieldErrors) return;
          toast('Login failed', isApiFailure(error) ? error.message : 'Login failed', 'error');
        },
      }),
    },
    actions: {
      signIn: (_, { response }) => {
        const stored = toStoredUser(response.user);
        session.send({ type: 'session.login', user: stored, token: response.token });
        toast('Success!', "You've successfully logged in");
        // `href`: the destination may carry a query string (/dashboard?tab=payments). An admin
        // whose password expired, or who must set up two-factor first, is held there by the
        // admin guard (it asks the server), whichever admin page they open.
        void navigate({ href: loginDestination(stored.role, redirect) });
      },
    },
  });
}

/** `email`: the address just registered (issue 17), already in its field. */
export function useLoginActor(redirect: string | undefined, email = '') {
  const { deps, session } = useApp();
  return useActorRef(
    defineLoginLogic(deps, session, redirect),
    withInspector({ input: { email } }),
  );
}

const EMPTY_REGISTRATION = { name: '', email: '', password: '', confirmPassword: '' };

/** Registration (SPEC 4, 8): creates the account, then sends the traveller to /login. */
export function useRegisterForm() {
  return useForm('register', EMPTY_REGISTRATION, ({ api, navigate, toast }) => ({
    save: (values, signal) =>
      register(
        api,
        { name: values.name ?? '', email: values.email ?? '', password: values.password ?? '' },
        signal,
      ),
    onSaved: (_result, values) => {
      toast('Success!', 'Account created successfully. You can now log in.');
      // The same answer for a new and a taken address (issue 18): the inbox tells which.
      void navigate({ to: '/login', state: { registeredEmail: values.email?.trim() ?? '' } });
    },
    onFailed: () =>
      toast(
        'Registration failed',
        'This email may already be in use or another error occurred.',
        'error',
      ),
  }));
}

/* Account recovery and verified e-mail (issue 15) ------------------------------------------- */

/** The e-mail <form>: focus goes to its field when the address is refused. */
export const FORGOT_FORM_ID = 'forgot-password-form';

/** /forgot-password: the request goes to the server; a limit or an outage is toasted. */
function defineForgotPasswordLogic({ api, toast }: AppDeps) {
  return forgotPasswordMachine.provide({
    actors: {
      forgotForm: defineEditLogic<ForgotPasswordForm>({
        formId: FORGOT_FORM_ID,
        save: (values, signal) => requestPasswordReset(api, { email: values.email ?? '' }, signal),
        onFailed: (error) => {
          // Field errors (422) are under the field already.
          if (isApiFailure(error) && error.fieldErrors) return;
          toast('Request failed', messageOr(error, 'We could not send the reset link.'), 'error');
        },
      }),
    },
  });
}

export function useForgotPasswordActor() {
  const deps = useDeps();
  return useActorRef(defineForgotPasswordLogic(deps), withInspector());
}

/** The new-password <form>: focus goes to its first invalid field after a refusal. */
export const RESET_FORM_ID = 'reset-password-form';

/**
 * /reset-password: the new password goes with the link's token. Signed in on this device with
 * the old password? The server ended that session too, so the session here is cleared.
 */
function defineResetPasswordLogic({ api, toast }: AppDeps, onReset: () => void) {
  return resetPasswordMachine.provide({
    actors: {
      resetForm: defineEditLogic<ResetPasswordForm>({
        formId: RESET_FORM_ID,
        save: (request, signal) =>
          resetPassword(
            api,
            {
              token: request.token ?? '',
              password: request.password ?? '',
              password_confirmation: request.password_confirmation ?? '',
            },
            signal,
          ),
        onFailed: (error) => {
          if (isApiFailure(error) && error.fieldErrors) return;
          toast('Reset failed', messageOr(error, 'We could not reset your password.'), 'error');
        },
      }),
    },
    actions: {
      notifyPasswordReset: () => {
        onReset();
        toast('Password reset', 'You can now log in with your new password.', 'success');
      },
    },
  });
}

export function useResetPasswordActor(token: string | null) {
  const { deps, session } = useApp();
  return useActorRef(
    defineResetPasswordLogic(deps, () => session.send({ type: 'session.expired' })),
    withInspector({ input: { token } }),
  );
}

/** /verify-email: the link's token goes to the server once, on arrival. */
function defineVerifyEmailLogic({ api }: AppDeps) {
  return verifyEmailMachine.provide({
    actors: {
      verifyEmail: fromPromise(({ input, signal }) => verifyEmail(api, input.token, signal)),
    },
  });
}

export function useVerifyEmailActor(token: string | null) {
  const deps = useDeps();
  return useActorRef(defineVerifyEmailLogic(deps), withInspector({ input: { token } }));
}
