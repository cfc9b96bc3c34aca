import { expect } from '@playwright/test';
import { SINK_URL } from './fixtures';

/** An e-mail as the SMTP sink received it from the mail server (MAIL_BASE_URL). */
export interface SinkMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Every href in the HTML part, in order. */
  links: string[];
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

interface WireMail extends Omit<SinkMail, 'links' | 'attachments'> {
  attachments: { filename: string; contentType: string; base64: string }[];
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

async function received(to: string): Promise<SinkMail[]> {
  const response = await fetch(`${SINK_URL}/messages?to=${encodeURIComponent(to)}`);
  const list = (await response.json()) as WireMail[];
  return list.map((mail) => ({
    ...mail,
    links: [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => decodeEntities(m[1]!)),
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.base64, 'base64'),
    })),
  }));
}

/**
 * Waits for the newest message to `to` whose subject contains `subject` (the mail worker of the
 * mail server polls every few hundred milliseconds) and returns it.
 */
export async function readMail(options: {
  to: string;
  subject: string | RegExp;
  timeout?: number;
}): Promise<SinkMail> {
  const matches = (mail: SinkMail) =>
    typeof options.subject === 'string'
      ? mail.subject.includes(options.subject)
      : options.subject.test(mail.subject);
  let found: SinkMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await received(options.to)).filter(matches).at(-1);
        return Boolean(found);
      },
      {
        message: `an e-mail to ${options.to} about "${String(options.subject)}"`,
        timeout: options.timeout ?? 15_000,
      },
    )
    .toBe(true);
  return found!;
}

/** The first link in the mail that starts with `prefix` (e.g. `${MAIL_BASE_URL}/reset-password`). */
export function linkIn(mail: SinkMail, prefix: string): string {
  const link = mail.links.find((href) => href.startsWith(prefix));
  if (!link) throw new Error(`No link to ${prefix} in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}
