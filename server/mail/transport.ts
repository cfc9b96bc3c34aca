import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

interface MailEnvelope {
  messageId: string;
  from: string;
  replyTo?: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

/**
 * Where the worker hands messages. 'smtp' sends them (nodemailer); 'keep' (no SMTP_URL, the
 * embedded default) sends nothing: the message stays in the outbox, read at /admin/outbox.
 */
export interface MailTransport {
  mode: 'smtp' | 'keep';
  /** One line for the start banner; never includes credentials. */
  description: string;
  send(envelope: MailEnvelope): Promise<void>;
  close(): void;
}

/** Seconds nodemailer waits on a silent server: well inside the worker's claim lease. */
const SMTP_TIMEOUT_MS = 30_000;

export function smtpTransport(url: string): MailTransport {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('Invalid SMTP_URL: expected smtp://user:pass@host:587 or smtps://...');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error('Invalid SMTP_URL: expected smtp://user:pass@host:587 or smtps://...');
  }
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS * 2,
  });
  return {
    mode: 'smtp',
    description: `sent by SMTP through ${parsed.hostname}:${parsed.port || (parsed.protocol === 'smtps:' ? 465 : 587)}`,
    async send(envelope) {
      await transporter.sendMail(envelope);
    },
    close() {
      transporter.close();
    },
  };
}

export function keepTransport(outboxUrl: string): MailTransport {
  return {
    mode: 'keep',
    description: `kept in the admin outbox (no SMTP_URL): ${outboxUrl}`,
    async send() {},
    close() {},
  };
}
