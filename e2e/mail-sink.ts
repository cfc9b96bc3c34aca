// The SMTP sink for the Playwright suite, run by playwright.config.ts as its own process: a real
// SMTP server (tests/support/smtp-sink.ts) that the mail server (MAIL_BASE_URL) sends to, and a
// small HTTP side that lists what arrived, for e2e/mail.ts.
import http from 'node:http';
import { startSmtpSink } from '../tests/support/smtp-sink';
import { E2E_SINK_PORT, E2E_SMTP_PORT } from './fixtures';

const sink = await startSmtpSink(E2E_SMTP_PORT);

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://sink');
  if (url.pathname === '/health') {
    response.end('ok');
    return;
  }
  if (url.pathname !== '/messages') {
    response.statusCode = 404;
    response.end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const list = sink.received
    .filter((mail) => !to || mail.to.includes(to))
    .map((mail) => ({
      ...mail,
      attachments: mail.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        base64: a.content.toString('base64'),
      })),
    }));
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(list));
});
server.listen(E2E_SINK_PORT, '127.0.0.1');

const stop = () => {
  server.close();
  void sink.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
