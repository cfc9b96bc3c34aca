import { RESET_LINK_HOURS } from '../../../contract/account';
import type { MailTemplate } from '../compose';
import { ActionLink, P } from './layout';

export interface PasswordResetData {
  name: string;
  /** `${publicUrl}/reset-password?token=...` */
  link: string;
}

const hours = `${RESET_LINK_HOURS} hour${RESET_LINK_HOURS === 1 ? '' : 's'}`;

/** The single-use link to set a new password (issue 15), sent on /forgot-password. */
export const passwordResetMail: MailTemplate<PasswordResetData> = {
  kind: 'password-reset',
  subject: (_data, ctx) => `Reset your ${ctx.company.companyName} password`,
  title: () => 'Reset your password',
  preview: () => `Use this link within ${hours} to choose a new password.`,
  body: (data) => (
    <>
      <P>Hello {data.name},</P>
      <P>
        We received a request to reset the password of your account. Choose a new password with the
        link below. It works once and expires in {hours}.
      </P>
      <ActionLink href={data.link}>Choose a new password</ActionLink>
      <P>If the button does not work, copy this address into your browser: {data.link}</P>
      <P>
        Setting a new password signs you out on every device. If you did not ask for this, ignore
        this e-mail: your password stays as it is.
      </P>
    </>
  ),
};
