/* global document -- used inside page.evaluate, which runs in the browser */
// Renders each page of a PDF to PNG with pdfjs in Chromium, for looking at generated documents
// (the machine has no pdftoppm). Usage: node scripts/pdf-screenshot.mjs file.pdf [out-prefix]
// Output: <out-prefix>-<page>.png (default .tmp/screenshots/<file name>-<page>.png)
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [file, prefix = `.tmp/screenshots/${path.basename(file ?? '', '.pdf')}`] =
  process.argv.slice(2);
if (!file) throw new Error('Usage: node scripts/pdf-screenshot.mjs file.pdf [out-prefix]');
mkdirSync(path.dirname(prefix), { recursive: true });

const pdfjs = path.resolve('node_modules/pdfjs-dist/build');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 900, height: 1200 } });
page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
await page.route('http://pdf.local/**', (route) => {
  const name = new URL(route.request().url()).pathname.slice(1);
  if (name === 'doc.pdf') return route.fulfill({ body: readFileSync(file) });
  if (name === 'index.html') {
    return route.fulfill({ contentType: 'text/html', body: '<body style="margin:0"></body>' });
  }
  return route.fulfill({
    contentType: 'text/javascript',
    body: readFileSync(path.join(pdfjs, name)),
  });
});
await page.goto('http://pdf.local/index.html');
const count = await page.evaluate(async () => {
  const pdfjsLib = await import('http://pdf.local/pdf.mjs');
  pdfjsLib.GlobalWorkerOptions.workerSrc = 'http://pdf.local/pdf.worker.mjs';
  const doc = await pdfjsLib.getDocument('http://pdf.local/doc.pdf').promise;
  for (let n = 1; n <= doc.numPages; n += 1) {
    const pdfPage = await doc.getPage(n);
    const viewport = pdfPage.getViewport({ scale: 1.4 });
    const canvas = document.createElement('canvas');
    canvas.id = `page-${n}`;
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    canvas.style.display = 'block';
    canvas.style.borderBottom = '4px solid #888';
    document.body.append(canvas);
    await pdfPage.render({ canvasContext: canvas.getContext('2d'), viewport }).promise;
  }
  return doc.numPages;
});
for (let n = 1; n <= count; n += 1) {
  await page.locator(`#page-${n}`).screenshot({ path: `${prefix}-${n}.png` });
  console.log(`${prefix}-${n}.png`);
}
await browser.close();
