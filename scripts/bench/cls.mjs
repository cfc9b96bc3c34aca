// `node scripts/bench/cls.mjs <baseUrl> [path...]`: cumulative layout shift of each public page
// in Chromium (Playwright), at 390 and 1280 px, on a slowed network (150 ms latency, 1.6 Mbps)
// so that data and images arrive after the first paint, as on a phone. CLS is measured as the
// browser defines it (largest session window of layout-shift entries without recent input),
// from load until the page has been quiet for 2 s. The shifted elements of the worst window are
// listed, to find what moved.
import { chromium } from '@playwright/test';

const [base, ...paths] = process.argv.slice(2);
if (!base) {
  console.error('usage: node scripts/bench/cls.mjs <baseUrl> [path...]');
  process.exit(2);
}
const PAGES = paths.length
  ? paths
  : ['/', '/tours', '/tour/1', '/about', '/blog', '/blog/1', '/contact', '/custom-tour'];
const WIDTHS = [
  { width: 390, height: 844, isMobile: true },
  { width: 1280, height: 800, isMobile: false },
];

/** Runs in the page before anything else: records layout shifts with their sources. */
function observeShifts() {
  globalThis.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      globalThis.__shifts.push({
        value: entry.value,
        time: entry.startTime,
        sources: (entry.sources ?? []).map((s) => {
          const node = s.node;
          if (!node || !node.nodeName) return '?';
          const el = node.nodeType === 1 ? node : node.parentElement;
          const id = el?.id ? `#${el.id}` : '';
          const test = el?.getAttribute?.('data-testid');
          const text = (el?.textContent ?? '').trim().slice(0, 30);
          return `${el?.nodeName.toLowerCase()}${id}${test ? `[${test}]` : ''} "${text}"`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS: the largest session window (gaps under 1 s, at most 5 s long). */
function cls(shifts) {
  let best = { value: 0, shifts: [] };
  let current = { value: 0, shifts: [] };
  for (const shift of shifts) {
    const first = current.shifts[0];
    const last = current.shifts.at(-1);
    if (first && (shift.time - last.time > 1000 || shift.time - first.time > 5000)) {
      current = { value: 0, shifts: [] };
    }
    current.value += shift.value;
    current.shifts.push(shift);
    if (current.value > best.value) best = { value: current.value, shifts: [...current.shifts] };
  }
  return best;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
let worst = 0;
try {
  for (const viewport of WIDTHS) {
    for (const page of PAGES) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: viewport.isMobile,
        hasTouch: viewport.isMobile,
        deviceScaleFactor: viewport.isMobile ? 2 : 1,
      });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await tab.addInitScript(observeShifts);
      await tab.goto(base + page, { waitUntil: 'load' });
      await tab.waitForLoadState('networkidle');
      await tab.waitForTimeout(2000);
      const shifts = await tab.evaluate(() => globalThis.__shifts);
      const result = cls(shifts);
      worst = Math.max(worst, result.value);
      const sources = [...new Set(result.shifts.flatMap((s) => s.sources))].slice(0, 4);
      console.log(
        `${String(viewport.width).padStart(4)} ${page.padEnd(14)} CLS ${result.value.toFixed(3)}${
          result.value > 0 ? `  moved: ${sources.join(', ')}` : ''
        }`,
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`worst CLS ${worst.toFixed(3)}`);
