import type { MailTemplate } from '../compose';
import { ActionLink, P } from './layout';

export interface AccountExistsData {
  name: string;
  /** `${publicUrl}/login` */
  loginLink: string;
  /** `${publicUrl}/forgot-password` */
  resetLink: string;
}

/**
 * Sent instead of a welcome when someone registers with an address that already has an account
 * (issue 18): the page answers the same for a new and a taken address, so only the owner of the
 * address learns that it is taken.
 */
export const accountExistsMail: MailTemplate<AccountExistsData> = {
  kind: 'account-exists',
  subject: (_data, ctx) => `You already have a ${ctx.company.companyName} account`,
  title: () => 'You already have an account',
  preview: () => 'Someone tried to create an account with this address.',
  body: (data) => (
    <>
      <P>Hello {data.name},</P>
      <P>
        Someone, probably you, tried to create an account with this e-mail address. It already has
        an account, so no new account was created and your password has not changed.
      </P>
      <ActionLink href={data.loginLink}>Sign in</ActionLink>
      <P>Forgotten your password? Choose a new one here: {data.resetLink}</P>
      <P>If this was not you, you can ignore this e-mail.</P>
    </>
  ),
};
