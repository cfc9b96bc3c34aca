import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { TWO_FACTOR_MESSAGES, type RecoveryCodes } from '../../contract/two-factor';
import { editMachine } from '../../machines/edit-machine';
import {
  TWO_FACTOR_DISABLE_MESSAGES,
  type DisableTwoFactorResponse,
} from '../../contract/two-factor-disable';
import {
  confirmFormActor,
  disableFormActor,
  ENROL_FAILURE,
  twoFactorEnrolMachine,
  type EnrolmentStart,
} from '../../machines/two-factor-enrol-machine';
import { apiError } from '../support/api-error';
import { controllable, flush } from '../support/controllable';

const SETUP = { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg/>' };
const CODES: RecoveryCodes = {
  recovery_codes: Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbbb`),
};

const OFF: DisableTwoFactorResponse = { data: { enabled: false, required: false } };

function startEnrol(
  confirm: (request: unknown) => Promise<RecoveryCodes>,
  disable: (request: unknown) => Promise<DisableTwoFactorResponse> = async () => OFF,
) {
  const start = controllable<EnrolmentStart, unknown>();
  const confirmed: unknown[] = [];
  const disabled: unknown[] = [];
  const actor = createActor(
    twoFactorEnrolMachine.provide({
      actors: {
        startEnrolment: start.logic,
        confirmForm: editMachine.provide({
          actors: {
            saveDraft: fromPromise(({ input }) => {
              confirmed.push(input);
              return confirm(input);
            }),
          },
          actions: { focusFirstInvalidField: () => undefined },
        }),
        disableForm: editMachine.provide({
          actors: {
            saveDraft: fromPromise(({ input }) => {
              disabled.push(input);
              return disable(input);
            }),
          },
          actions: { focusFirstInvalidField: () => undefined },
        }),
      },
    }),
  ).start();
  return { actor, start, confirmed, disabled };
}

const typeAndSubmit = async (form: AnyActorRef | undefined, code: string) => {
  form?.send({ type: 'draft.edit', edit: { field: 'code', value: code } });
  form?.send({ type: 'draft.save' });
  await flush();
  await flush();
};

describe('two-factor enrolment machine (issue 18)', () => {
  it('shows the QR code, confirms the first code, shows the recovery codes once', async () => {
    const { actor, start, confirmed } = startEnrol(async () => CODES);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await start.resolve({ status: { enabled: false, required: true }, setup: SETUP });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ setup: SETUP, required: true });

    const form = confirmFormActor(actor.getSnapshot());
    await typeAndSubmit(form, '12');
    expect(form?.getSnapshot().context.errors).toEqual({ code: TWO_FACTOR_MESSAGES.code });
    expect(confirmed).toEqual([]);
    await typeAndSubmit(form, '123456');
    expect(confirmed).toEqual([{ code: '123456' }]);
    expect(actor.getSnapshot().hasTag('codes')).toBe(true);
    // The secret leaves the page once confirmed.
    expect(actor.getSnapshot().context.setup).toBeNull();
    expect(actor.getSnapshot().context.recoveryCodes).toEqual(CODES.recovery_codes);

    actor.send({ type: 'enrol.finish' });
    expect(actor.getSnapshot().hasTag('enabled')).toBe(true);
    expect(actor.getSnapshot().context.recoveryCodes).toEqual([]);
  });

  it('keeps the QR code on screen when the code is refused', async () => {
    const { actor, start } = startEnrol(() =>
      Promise.reject(
        apiError(422, TWO_FACTOR_MESSAGES.invalidCode, { code: [TWO_FACTOR_MESSAGES.invalidCode] }),
      ),
    );
    await start.resolve({ status: { enabled: false, required: false }, setup: SETUP });
    const form = confirmFormActor(actor.getSnapshot());
    await typeAndSubmit(form, '000000');
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(form?.getSnapshot().context.errors).toEqual({ code: TWO_FACTOR_MESSAGES.invalidCode });
  });

  it('says it is on when the admin has it already', async () => {
    const { actor, start } = startEnrol(async () => CODES);
    await start.resolve({ status: { enabled: true, required: false }, setup: null });
    expect(actor.getSnapshot().hasTag('enabled')).toBe(true);
  });

  it('lands in the error state when the set-up fails, and tries again', async () => {
    const { actor, start } = startEnrol(async () => CODES);
    await start.reject('offline');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe(ENROL_FAILURE);
    actor.send({ type: 'enrol.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await start.reject(apiError(0, 'We could not reach the server.'));
    expect(actor.getSnapshot().context.failure).toBe('We could not reach the server.');
  });

  it('turns it off with the password and a code, then offers the set-up again', async () => {
    const { actor, start, disabled } = startEnrol(async () => CODES);
    await start.resolve({ status: { enabled: true, required: false }, setup: null });
    actor.send({ type: 'disable.start' });
    expect(actor.getSnapshot().hasTag('disabling')).toBe(true);
    // Changing one's mind keeps it on.
    actor.send({ type: 'disable.cancel' });
    expect(actor.getSnapshot().matches('enabled')).toBe(true);

    actor.send({ type: 'disable.start' });
    const form = disableFormActor(actor.getSnapshot());
    form?.send({ type: 'draft.save' });
    await flush();
    expect(form?.getSnapshot().context.errors).toMatchObject({
      current_password: expect.any(String),
      code: TWO_FACTOR_MESSAGES.code,
    });
    expect(disabled).toEqual([]);
    form?.send({ type: 'draft.edit', edit: { field: 'current_password', value: 'a-password' } });
    await typeAndSubmit(form, 'k7m2p-9xq4d');
    expect(disabled).toEqual([{ current_password: 'a-password', code: 'k7m2p-9xq4d' }]);
    expect(actor.getSnapshot().hasTag('disabled')).toBe(true);

    actor.send({ type: 'enrol.start' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await start.resolve({ status: { enabled: false, required: false }, setup: SETUP });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
  });

  it('keeps the form when the server refuses the code', async () => {
    const { actor, start } = startEnrol(
      async () => CODES,
      () =>
        Promise.reject(
          apiError(422, TWO_FACTOR_MESSAGES.invalidCode, {
            code: [TWO_FACTOR_MESSAGES.invalidCode],
          }),
        ),
    );
    await start.resolve({ status: { enabled: true, required: false }, setup: null });
    actor.send({ type: 'disable.start' });
    const form = disableFormActor(actor.getSnapshot());
    form?.send({ type: 'draft.edit', edit: { field: 'current_password', value: 'a-password' } });
    await typeAndSubmit(form, '000000');
    expect(actor.getSnapshot().hasTag('disabling')).toBe(true);
    expect(form?.getSnapshot().context.errors).toEqual({ code: TWO_FACTOR_MESSAGES.invalidCode });
  });

  it('cannot start turning it off while the Security setting requires it', async () => {
    const { actor, start } = startEnrol(async () => CODES);
    await start.resolve({ status: { enabled: true, required: true }, setup: null });
    expect(actor.getSnapshot().can({ type: 'disable.start' })).toBe(false);
    actor.send({ type: 'disable.start' });
    expect(actor.getSnapshot().matches('enabled')).toBe(true);
    expect(TWO_FACTOR_DISABLE_MESSAGES.required).toMatch(/required for every admin/);
  });
});
