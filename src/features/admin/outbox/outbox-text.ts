import type { MailMode, OutboxStatus } from '../../../../contract/admin-outbox';

/** Failed stands out; delivered (or kept) ones are calm. */
export const OUTBOX_STATUS_PALETTE: Record<OutboxStatus, string> = {
  pending: 'blue',
  sending: 'purple',
  sent: 'green',
  kept: 'gray',
  failed: 'red',
};

/** The banner on top of the outbox: where mail goes. */
export const MAIL_MODE_TEXT: Record<MailMode, { title: string; description: string }> = {
  keep: {
    title: 'Mail is kept here',
    description:
      'No SMTP server is configured (SMTP_URL), so messages are not sent: each one is kept in this outbox, where you can read it as the recipient would.',
  },
  smtp: {
    title: 'Mail is sent by SMTP',
    description:
      'Messages are delivered through the SMTP server set in SMTP_URL, with retries; one that keeps failing shows as Failed with a Retry.',
  },
};
