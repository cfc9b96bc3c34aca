// Takes desktop and phone screenshots of the given paths, for looking at what we build.
// Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 / /login /tours ...
// Output: .tmp/screenshots/<name>-<width>.png
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
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width > 600 ? 800 : 844 } });
  page.on('console', (m) => m.type() === 'error' && console.log(`[console ${width}] ${m.text()}`));
  page.on('pageerror', (e) => console.log(`[pageerror ${width}] ${e.message}`));
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/[/?=&]/g, '_');
    await page.screenshot({ path: `.tmp/screenshots/${name}-${width}.png`, fullPage });
    console.log(`.tmp/screenshots/${name}-${width}.png`);
  }
  await page.close();
}
await browser.close();
