import { VERIFY_LINK_DAYS } from '../../../contract/account';
import type { MailTemplate } from '../compose';
import { ActionLink, P } from './layout';

export interface WelcomeVerifyData {
  name: string;
  /** `${publicUrl}/verify-email?token=...` */
  link: string;
  /** 'welcome': just registered; 'resend': asked again from My Account; 'changed': new address. */
  occasion: 'welcome' | 'resend' | 'changed';
}

const days = `${VERIFY_LINK_DAYS} days`;

const INTRO: Record<WelcomeVerifyData['occasion'], string> = {
  welcome: 'Thank you for creating an account. Please confirm that this e-mail address is yours.',
  resend: 'Here is a new link to confirm your e-mail address. Earlier links no longer work.',
  changed:
    'You changed the e-mail address of your account to this one. Please confirm that it is yours.',
};

/** Welcome with e-mail verification (issue 15): sent at registration, on resend, on a change. */
export const welcomeVerifyMail: MailTemplate<WelcomeVerifyData> = {
  kind: 'welcome-verify',
  subject: (data, ctx) =>
    data.occasion === 'welcome'
      ? `Welcome to ${ctx.company.companyName}: please verify your e-mail`
      : `Verify your e-mail address for ${ctx.company.companyName}`,
  title: (data) => (data.occasion === 'welcome' ? 'Welcome aboard' : 'Verify your e-mail address'),
  preview: () => `Confirm your address within ${days}.`,
  body: (data) => (
    <>
      <P>Hello {data.name},</P>
      <P>{INTRO[data.occasion]}</P>
      <ActionLink href={data.link}>Verify my e-mail address</ActionLink>
      <P>If the button does not work, copy this address into your browser: {data.link}</P>
      <P>
        The link works once and expires in {days}. Once verified, bookings you made as a guest with
        this address appear in My Account.
      </P>
      <P>If you did not create this account, ignore this e-mail.</P>
    </>
  ),
};
