import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../server/admin-data/settings';
import { renderTemplate, type MailContext } from '../../server/mail/compose';
import { accountExistsMail } from '../../server/mail/templates/account-exists';
import { passwordResetMail } from '../../server/mail/templates/password-reset';
import { welcomeVerifyMail } from '../../server/mail/templates/welcome-verify';

const ctx: MailContext = {
  company: DEFAULT_SETTINGS.general,
  payments: DEFAULT_SETTINGS.payments,
  siteUrl: 'https://trails.example',
};

describe('account mail templates', () => {
  it('password reset: the link, its one hour, and what to do if it was not you', async () => {
    const link = 'https://trails.example/reset-password?token=abc_DEF-123';
    const mail = await renderTemplate(passwordResetMail, { name: 'Sana', link }, ctx);
    expect(mail.subject).toBe(`Reset your ${ctx.company.companyName} password`);
    expect(mail.text).toContain('Hello Sana');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.text).toContain('If you did not ask for this, ignore this e-mail');
    expect(mail.text).toContain(ctx.company.phone);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toMatchSnapshot();
  });

  it('welcome with verification: link, 7 days, guest bookings; subject per occasion', async () => {
    const link = 'https://trails.example/verify-email?token=xyz';
    const welcome = await renderTemplate(
      welcomeVerifyMail,
      { name: 'Sana', link, occasion: 'welcome' },
      ctx,
    );
    expect(welcome.subject).toBe(
      `Welcome to ${ctx.company.companyName}: please verify your e-mail`,
    );
    expect(welcome.text).toContain(link);
    expect(welcome.text).toContain('expires in 7 days');
    expect(welcome.text).toContain('bookings you made as a guest with this address appear');
    expect(welcome.text).toContain('If you did not create this account, ignore this e-mail.');
    expect(welcome.text).toMatchSnapshot();
    for (const occasion of ['resend', 'changed'] as const) {
      const mail = await renderTemplate(welcomeVerifyMail, { name: 'Sana', link, occasion }, ctx);
      expect(mail.subject).toBe(`Verify your e-mail address for ${ctx.company.companyName}`);
    }
  });

  it('account exists: sign-in and reset links, nothing changed, ignore if not you', async () => {
    const data = {
      name: 'Sana',
      loginLink: 'https://trails.example/login',
      resetLink: 'https://trails.example/forgot-password',
    };
    const mail = await renderTemplate(accountExistsMail, data, ctx);
    expect(mail.subject).toBe(`You already have a ${ctx.company.companyName} account`);
    expect(mail.text).toContain('Hello Sana');
    expect(mail.text).toContain('no new account was created and your password has not changed');
    expect(mail.html).toContain(`href="${data.loginLink}"`);
    expect(mail.text).toContain(data.resetLink);
    expect(mail.text).toContain('If this was not you, you can ignore this e-mail.');
    expect(mail.text).toMatchSnapshot();
  });
});
