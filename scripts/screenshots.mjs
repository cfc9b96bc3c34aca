/* global window, document -- used inside page.evaluate, which runs in the browser */
// Takes desktop and phone screenshots of the given paths, for looking at what we build.
// Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 / /login /tours ...
// Output: .tmp/screenshots/<name>-<width>.png
// LOGIN_EMAIL and LOGIN_PASSWORD sign in first (through the API) to see signed-in screens.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '1280,390').split(',').map(Number);
const fullPage = process.env.FULL_PAGE !== '0';
mkdirSync('.tmp/screenshots', { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
let session = null;
if (process.env.LOGIN_EMAIL) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: process.env.LOGIN_EMAIL, password: process.env.LOGIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`Login failed: ${res.status}`);
  const { user, token } = await res.json();
  session = {
    token,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.roles[0]?.name ?? 'user',
      created_at: user.created_at,
    },
  };
}
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: width > 600 ? 800 : 844 },
  });
  if (session) {
    await context.addInitScript((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
    }, session);
  }
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`[console ${width}] ${m.text()}`));
  page.on('pageerror', (e) => console.log(`[pageerror ${width}] ${e.message}`));
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Scroll through once so lazy images, in-view fades and deferred sections load, as for a reader.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 120));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/[/?=&]/g, '_');
    await page.screenshot({ path: `.tmp/screenshots/${name}-${width}.png`, fullPage });
    console.log(`.tmp/screenshots/${name}-${width}.png`);
  }
  await context.close();
}
await browser.close();
