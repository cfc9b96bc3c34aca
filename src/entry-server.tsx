import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';
import type { TourDetail } from '../contract/tours';
import { galleryImages } from '../machines/tour-detail-machine';
import { createApp } from './app/create-app';
import { HERO_IMAGES, TOUR_MAIN_SIZES, imagePreloadTag } from './lib/image-set';
import { PAGE_DATA_ID } from './app/page-data';
import { SERVER_RULES_ATTRIBUTE } from './theme/server-styles';
import { serializePageData, serverPageData } from './app/page-fetch';

/*
 * The server entry (issue 16): renders a public page to HTML for the first response. Built by
 * `vite build` into {outDir}/.ssr/entry-server.js (scripts/ssr-build.ts) and imported by the
 * Hono server (server/http/ssr.ts), which puts the result into the built index.html.
 */

/** The public pages the server renders (route ids); the others stay client-rendered. */
const SERVER_RENDERED = new Set<string>([
  '/_site/',
  '/_site/tours/',
  '/_site/tours/trek',
  '/_site/tours/expedition',
  '/_site/tours/$idOrSlug',
  '/_site/tour/$id',
  '/_site/about',
  '/_site/blog/',
  '/_site/blog/$id',
  '/_site/contact',
  '/_site/custom-tour',
]);

export interface RenderRequest {
  /** The path and query of the page ('/tours?difficulty=Easy'). */
  url: string;
  /** The site's public origin (PUBLIC_URL): canonical and Open Graph addresses. */
  origin: string;
  /** The API, called in-process: the same routes the browser calls. */
  fetch: typeof fetch;
}

export interface RenderedPage {
  /** 200, or 404 for an unknown page, tour or article. */
  status: number;
  /** Title, meta and link tags for <head> (React hoists them out of the tree), emotion's styles. */
  head: string;
  /** The app's HTML, for <div id="root"> (emotion's styles are in `head`). */
  html: string;
  /** The data island (`<script type="application/json">`), for the end of <body>. */
  dataIsland: string;
  /** The matched routes' source files ('src/routes/_site/index.tsx'), for module preloads. */
  routeFiles: string[];
}

/** A file route's source file: '/_site/tours/' is src/routes/_site/tours/index.tsx. */
function routeFile(routeId: string): string {
  return `src/routes${routeId.endsWith('/') ? `${routeId}index` : routeId}.tsx`;
}

/** The <title>, <meta> and <link> tags React writes before the tree (React 19 hoisting). */
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

function splitHoisted(markup: string): { head: string[]; body: string } {
  const head: string[] = [];
  let rest = markup;
  for (let tag = HOISTED.exec(rest); tag; tag = HOISTED.exec(rest)) {
    head.push(tag[0]);
    rest = rest.slice(tag[0].length);
  }
  return { head, body: rest };
}

/**
 * One title: the last, the deepest component's (the not-found page's over the root's default,
 * as in the browser, where the last one rendered comes first); each other tag once.
 */
function dedupeHead(tags: string[]): string {
  const titles = tags.filter((tag) => tag.startsWith('<title>'));
  const others = [...new Set(tags.filter((tag) => !tag.startsWith('<title>')))];
  return [...titles.slice(-1), ...others].join('');
}

/** Emotion's style tags, which the render writes before each element that needs them. */
const EMOTION_STYLE = /<style data-emotion="([^"]+)">([\s\S]*?)<\/style>/g;

/**
 * Moves emotion's style tags out of the body into one place for the head (what
 * @emotion/server's extractCritical does): spread through the body, each one makes the browser
 * recompute the styles of the page parsed so far, a long task before the first paint on a phone.
 * The browser must adopt them without moving them (a moved style tag restyles the whole page):
 * every Global's tag keeps its `data-emotion` name, which the Global looks up, with emotion's
 * `data-s` mark (already in place); every other rule is named on one tag that only
 * src/theme/server-styles.ts reads.
 */
function hoistEmotionStyles(body: string): { styles: string; body: string } {
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const rest = body.replace(EMOTION_STYLE, (_, attribute: string, css: string) => {
    const [key, ...ids] = attribute.split(' ');
    if (key === 'css') {
      names.push(...ids);
      rules.push(css);
    } else {
      globals.push(`<style data-emotion="${attribute}" data-s="">${css}</style>`);
    }
    return '';
  });
  const merged =
    names.length > 0
      ? `<style ${SERVER_RULES_ATTRIBUTE}="${names.join(' ')}">${rules.join('')}</style>`
      : '';
  return { styles: globals.join('') + merged, body: rest };
}

/**
 * A page that is not there: a not-found match (or the boundary showing one), or a tour or an
 * article the server did not find.
 */
function isMissing(match: {
  status: string;
  globalNotFound?: boolean;
  _notFound?: boolean;
  loaderData?: unknown;
}) {
  if (match.status === 'notFound' || match.globalNotFound || match._notFound) return true;
  const data = match.loaderData as { tour?: unknown; post?: unknown } | undefined;
  return data?.tour === null || data?.post === null;
}

/**
 * The preload of the page's largest contentful paint, matching the source its `<picture>` will
 * pick: the home page's first hero slide, a tour page's main picture. Empty for other pages.
 */
function lcpPreload(leaf: { routeId: string; loaderData?: unknown } | undefined): string {
  if (leaf?.routeId === '/_site/') return imagePreloadTag(HERO_IMAGES[0]!);
  if (leaf?.routeId === '/_site/tour/$id' || leaf?.routeId === '/_site/tours/$idOrSlug') {
    const tour = (leaf.loaderData as { tour?: TourDetail | null } | undefined)?.tour;
    const main = tour ? galleryImages(tour)[0] : undefined;
    if (main) return imagePreloadTag(main.src, TOUR_MAIN_SIZES);
  }
  return '';
}

/** How long a render may wait for lazy parts before leaving them to the browser. */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * The page as HTML once every lazy part has loaded (React's `prerender`: a Suspense boundary
 * waits, where `renderToString` would leave it to the browser, which then logs error #419 and
 * shows the page without it). `progressiveChunkSize` unbounded: React would otherwise write a
 * large boundary out of order, moved into place by an inline script the page's CSP refuses.
 */
async function renderToHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

/**
 * Renders `request.url` as a guest (no token: every visitor gets the same page), or returns
 * null when the page is client-rendered (admin, account, booking...) or redirects.
 */
export async function render(request: RenderRequest): Promise<RenderedPage | null> {
  const pageData = serverPageData(request.origin, request.fetch);
  const app = createApp({
    history: createMemoryHistory({ initialEntries: [request.url] }),
    fetch: request.fetch,
    pageData,
  });
  try {
    const planned = app.router.matchRoutes(app.router.latestLocation);
    const leaf = planned[planned.length - 1];
    const unknownPage = !leaf || leaf.routeId === '__root__' || planned.some(isMissing);
    if (!unknownPage && !SERVER_RENDERED.has(leaf.routeId)) return null;

    // A redirect (none of the public pages has one) is left to the browser.
    await app.router.load();
    if (app.router.state.location.href !== app.router.latestLocation.href) return null;
    const matches = app.router.state.matches;
    const status = unknownPage || matches.some(isMissing) ? 404 : 200;

    const { head, body } = splitHoisted(await renderToHtml(app.element));
    const { styles, body: html } = hoistEmotionStyles(body);
    return {
      status,
      head: dedupeHead(head) + lcpPreload(matches[matches.length - 1]) + styles,
      html,
      dataIsland: `<script type="application/json" id="${PAGE_DATA_ID}">${serializePageData({
        origin: request.origin,
        entries: pageData.entries(),
      })}</script>`,
      routeFiles: matches.filter((m) => m.routeId !== '__root__').map((m) => routeFile(m.routeId)),
    };
  } finally {
    app.dispose();
  }
}
