import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { loginAsAdmin } from './admin-session';
import { insertOutboxMail } from './db-fixtures';
import { expectNoHorizontalScroll, expectNoSevereAxeViolations } from './page-checks';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const { name: device, viewport } of VIEWPORTS) {
  test.describe(`admin outbox (${device})`, () => {
    test.use({ viewport });

    test('a kept message shows as the recipient sees it; a failed one is retried', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const tag = `${device}-${randomUUID().slice(0, 6)}`;
      const subject = `Your enquiry ${tag}`;
      const failedSubject = `Booking confirmed ${tag}`;
      // The server keeps mail (no SMTP_URL): its worker marks a pending message kept.
      await insertOutboxMail({
        to: `sara-${tag}@example.com`,
        subject,
        html: `<h1 style="color: rgb(11, 102, 35)">Thank you, Sara</h1><p>We will answer ${tag}.</p>`,
        text: `Thank you, Sara\n\nWe will answer ${tag}.`,
      });
      await insertOutboxMail({
        to: `omar-${tag}@example.com`,
        subject: failedSubject,
        html: '<p>Confirmed.</p>',
        text: 'Confirmed.',
        failed: true,
      });

      await loginAsAdmin(page);
      await page.goto(`/admin/outbox?q=${tag}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
      await expect(page.getByTestId('mail-mode')).toContainText('Mail is kept here');
      const list = page.getByRole('list', { name: 'Messages' });
      await expect(list.getByRole('button')).toHaveCount(2);
      const kept = list.getByRole('button', { name: new RegExp(subject) });
      await expect(kept).toContainText('Kept', { timeout: 15_000 });
      await expectNoHorizontalScroll(page);
      await expectNoSevereAxeViolations(page);

      // The kept message: its HTML (inline styles apply under the CSP) and its text.
      await kept.click();
      const dialog = page.getByRole('dialog', { name: subject });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/open=\d+/);
      const frame = dialog.frameLocator('iframe');
      const heading = frame.getByRole('heading', { name: 'Thank you, Sara' });
      await expect(heading).toBeVisible();
      await expect(heading).toHaveCSS('color', 'rgb(11, 102, 35)');
      await expect(dialog.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await dialog.getByRole('tab', { name: 'Plain text' }).click();
      await expect(dialog.getByTestId('message-text')).toContainText(`We will answer ${tag}.`);
      await expectNoSevereAxeViolations(page);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toBeHidden();

      // The failed message: its error, then Retry puts it back in the queue.
      await page
        .getByRole('group', { name: 'Status' })
        .getByRole('button', { name: /^Failed/ })
        .click();
      await expect(page).toHaveURL(/status=failed/);
      await expect(list.getByRole('button')).toHaveCount(1);
      await list.getByRole('button', { name: new RegExp(failedSubject) }).click();
      const failed = page.getByRole('dialog', { name: failedSubject });
      await expect(failed.getByText('connect ECONNREFUSED 10.0.0.9:587')).toBeVisible();
      await failed.getByRole('button', { name: 'Retry' }).click();
      await expect(failed.getByText('Pending', { exact: true })).toBeVisible();
      await expect(failed.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await expect(page.getByText('Back in the queue')).toBeVisible();
    });
  });
}
