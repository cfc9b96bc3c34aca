import { setImmediate as nextTurn } from 'node:timers/promises';
import { render, toPlainText } from '@react-email/components';
import type { Kysely, Transaction } from 'kysely';
import type { ReactElement } from 'react';
// Loaded with the server, not by the first message's render (`render` imports it on its first
// call): the first booking after a start would otherwise block the event loop while it loads.
import 'react-dom/server';
import type {
  GeneralSettings,
  NotificationSettings,
  PaymentSettings,
} from '../../contract/settings';
import { readSettings } from '../admin-data/settings';
import type { Database } from '../db/types';
import { enqueueMail, type AttachmentSpec } from './outbox';
import { MailLayout } from './templates/layout';

type Db = Kysely<Database> | Transaction<Database>;

/** What every template can use besides its own data. */
export interface MailContext {
  /** The operator's details from Settings (name, e-mail, phone, address, website). */
  company: GeneralSettings;
  /** Bank account for transfers, from Settings. */
  payments: PaymentSettings;
  /** The site's absolute address (PUBLIC_URL) for links, without a trailing slash. */
  siteUrl: string;
}

/**
 * One kind of message. `subject` carries the booking reference where there is one; `body` is
 * the content inside MailLayout; `preview` is the inbox preview line.
 */
export interface MailTemplate<D> {
  kind: string;
  subject(data: D, ctx: MailContext): string;
  title(data: D, ctx: MailContext): string;
  preview(data: D, ctx: MailContext): string;
  body(data: D, ctx: MailContext): ReactElement;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Renders a template to its HTML and plain-text parts (React Email). */
export async function renderTemplate<D>(
  template: MailTemplate<D>,
  data: D,
  ctx: MailContext,
): Promise<RenderedMail> {
  const element = (
    <MailLayout ctx={ctx} preview={template.preview(data, ctx)} title={template.title(data, ctx)}>
      {template.body(data, ctx)}
    </MailLayout>
  );
  // One React render (the plain text is converted from its HTML, as `render`'s plainText option
  // does after rendering again), and a turn of the event loop before the conversion: rendering
  // inside a booking's request must not hold the loop for long (issue 16).
  const html = await render(element);
  await nextTurn();
  const text = toPlainText(html);
  return { subject: template.subject(data, ctx), html, text };
}

export interface QueueOptions {
  to: string;
  siteUrl: string;
  now: Date;
  reference?: string;
  attachments?: readonly AttachmentSpec[];
}

async function contextFrom(db: Db, siteUrl: string) {
  const settings = await readSettings(db);
  const ctx: MailContext = { company: settings.general, payments: settings.payments, siteUrl };
  return { ctx, notifications: settings.notifications };
}

/**
 * Renders a message with the Settings as they are now and writes it to the outbox. Pass the
 * transaction of the change that causes it: the message commits with the change or not at all.
 */
export async function queueTemplate<D>(
  db: Db,
  template: MailTemplate<D>,
  data: D,
  options: QueueOptions,
): Promise<void> {
  const { ctx } = await contextFrom(db, options.siteUrl);
  const rendered = await renderTemplate(template, data, ctx);
  await enqueueMail(
    db,
    {
      kind: template.kind,
      to: options.to,
      ...rendered,
      reference: options.reference,
      attachments: options.attachments,
    },
    options.now,
  );
}

/**
 * A message to the operator (the Settings e-mail), sent only while the Notifications switch
 * that covers it is on.
 */
export async function queueOperatorAlert<D>(
  db: Db,
  alert: keyof NotificationSettings,
  template: MailTemplate<D>,
  data: D,
  options: Omit<QueueOptions, 'to'>,
): Promise<boolean> {
  const { ctx, notifications } = await contextFrom(db, options.siteUrl);
  if (!notifications[alert]) return false;
  const rendered = await renderTemplate(template, data, ctx);
  await enqueueMail(
    db,
    { kind: template.kind, to: ctx.company.email, ...rendered, reference: options.reference },
    options.now,
  );
  return true;
}
