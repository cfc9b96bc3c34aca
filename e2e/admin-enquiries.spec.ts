import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { loginAsAdmin } from './admin-session';
import { expectNoHorizontalScroll, expectNoSevereAxeViolations } from './page-checks';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const { name: device, viewport } of VIEWPORTS) {
  test.describe(`enquiry inbox (${device})`, () => {
    test.use({ viewport });
    const desktop = viewport.width >= 1280;

    /** The sidebar's Enquiries link (in the menu drawer on a phone): its name holds the count. */
    async function unreadCount(page: Page): Promise<number> {
      if (!desktop) await page.getByRole('button', { name: 'Open admin menu' }).click();
      const link = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', {
        name: /^Enquiries/,
      });
      // 'Enquiries 3 new', or just 'Enquiries' when none is new.
      await expect(link).toHaveAccessibleName(/^Enquiries(\s*\d+\s*new)?$/);
      const count = Number(/(\d+)/.exec((await link.textContent()) ?? '')?.[1] ?? 0);
      if (!desktop) await page.getByRole('button', { name: 'Close admin menu' }).click();
      return count;
    }

    test('a contact message reaches the inbox, is answered, and the count drops; CSV export', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const tag = `${device}${randomUUID().slice(0, 6)}`;
      const sender = `Sara ${tag}`;
      const subscriber = `news-${tag}@example.com`;

      // A visitor writes through the contact page; another subscribes to the newsletter.
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByLabel('Your Name').fill(sender);
      await form.getByLabel('Email Address').fill(`sara-${tag}@example.com`);
      await form.getByLabel('Subject').selectOption('booking');
      await form.getByRole('textbox', { name: 'Message' }).fill(`Places in July? (${tag})`);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Message Sent')).toBeVisible();
      expect(
        (await request.post('/api/newsletter', { data: { email: subscriber } })).status(),
      ).toBe(201);

      await loginAsAdmin(page);
      await page.goto('/admin/enquiries');
      await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
      const row = page
        .getByRole('list', { name: 'Enquiries' })
        .getByRole('button')
        .filter({ hasText: sender });
      await expect(row).toContainText('Contact message');
      await expect(row).toContainText('Tour Booking');
      await expect(row).toContainText('New');
      await expectNoHorizontalScroll(page);
      await expectNoSevereAxeViolations(page, 'main');
      // The count loads with the layout; this message at least is New.
      await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
      const before = await unreadCount(page);

      // Open it with the keyboard, read what was sent, mark it Answered, add a note.
      await row.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: sender });
      await expect(dialog.getByText(`Places in July? (${tag})`)).toBeVisible();
      await expectNoSevereAxeViolations(page);
      await dialog.getByLabel('Status').selectOption('Answered');
      await expect(page.getByText('Status saved')).toBeVisible();
      await expect(dialog.getByText('Status changed from New to Answered')).toBeVisible();
      await dialog.getByLabel('New note').fill('Replied by e-mail with the July dates.');
      await dialog.getByRole('button', { name: 'Add note' }).click();
      await expect(dialog.getByRole('list', { name: 'Notes' })).toContainText(
        'Replied by e-mail with the July dates.',
      );
      // The opened enquiry is in the address: a reload shows it again.
      await expect(page).toHaveURL(/[?&]open=contact-\d+/);
      await page.reload();
      await expect(dialog.getByRole('list', { name: 'Notes' })).toContainText(
        'Replied by e-mail with the July dates.',
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('Answered');
      await expect.poll(() => unreadCount(page)).toBe(before - 1);

      // The Answered filter is a link that finds it.
      await page.goto('/admin/enquiries?status=Answered');
      await expect(
        page
          .getByRole('list', { name: 'Enquiries' })
          .getByRole('button')
          .filter({ hasText: sender }),
      ).toBeVisible();

      // Subscribers: the export holds the new address.
      await page.getByRole('tab', { name: 'Newsletter subscribers' }).click();
      await expect(page.getByRole('list', { name: 'Subscribers' })).toContainText(subscriber);
      await expectNoSevereAxeViolations(page, 'main');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
      expect(csv.split('\r\n')[0]).toBe('Email,Subscribed');
      expect(csv).toContain(`\r\n${subscriber},`);
    });
  });
}
