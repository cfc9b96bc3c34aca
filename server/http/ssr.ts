import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the server entry (src/entry-server.tsx, built into {staticDir}/.ssr/) exports. */
interface RenderedPage {
  status: number;
  head: string;
  html: string;
  dataIsland: string;
  routeFiles: string[];
}

/** The client build's manifest (vite.config.ts: build.manifest), as far as read here. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The code of the matched routes (their split components and what those import), preloaded with
 * the entry instead of fetched after it has run; files the template already names are left out.
 */
function routePreloads(manifest: Manifest, routeFiles: string[], template: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  routeFiles.forEach((file) => visit(`${file}?tsr-split=component`));
  return [...files].filter((file) => !template.includes(`/${file}"`)).map((file) => `/${file}`);
}
interface ServerEntry {
  render(request: {
    url: string;
    origin: string;
    fetch: typeof fetch;
  }): Promise<RenderedPage | null>;
}

/** A page to answer: the HTML and its status. */
interface PageAnswer {
  status: number;
  html: string;
}

export type RenderPage = (url: string, origin: string) => Promise<PageAnswer>;

/**
 * Server rendering of the public pages (issue 16). The built index.html is the template (its
 * hashed script and style tags); the server entry, when the build has one, fills in the head
 * tags, the page's HTML and its data island. Without it (a build without .ssr/, or the entry
 * declines: admin, account and booking pages) the template goes out as it is, and the SPA
 * renders in the browser. `api` answers the entry's API calls in-process.
 */
export function pageRenderer(
  staticDir: string,
  api: (request: Request) => Response | Promise<Response>,
): RenderPage {
  const entryFile = path.join(staticDir, '.ssr', 'entry-server.js');
  let template: string | undefined;
  let manifest: Manifest | undefined;
  // Loaded now, with the server, rather than by the first visitor (it is the whole app).
  const entry: Promise<ServerEntry | null> = fs.existsSync(entryFile)
    ? (import(pathToFileURL(entryFile).href) as Promise<ServerEntry>)
    : Promise.resolve(null);
  const inProcessFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(api(new Request(input, init)))) as typeof fetch;

  let rendered: string | undefined;
  return async (url, origin) => {
    template ??= fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8');
    rendered ??= inlineStylesheets(template, staticDir);
    manifest ??= readManifest(staticDir);
    const server = await entry;
    const page = server ? await server.render({ url, origin, fetch: inProcessFetch }) : null;
    if (!page) return { status: 200, html: template };
    return {
      status: page.status,
      html: fillTemplate(rendered, page, routePreloads(manifest, page.routeFiles, template)),
    };
  };
}

/** Stylesheets at most this large go inline into a server-rendered page. */
const INLINE_CSS_MAX_BYTES = 8 * 1024;

/**
 * The template with its small stylesheets (the fonts' faces) inline: a render-blocking request
 * less before the first paint, which on a slow connection would otherwise queue behind the
 * scripts and pictures (issue 16). The CSP allows inline styles (emotion's are inline too).
 */
function inlineStylesheets(template: string, staticDir: string): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (tag, file: string) => {
      try {
        const css = fs.readFileSync(path.join(staticDir, file), 'utf8');
        return css.length <= INLINE_CSS_MAX_BYTES && !css.includes('</')
          ? `<style>${css}</style>`
          : tag;
      } catch {
        return tag;
      }
    },
  );
}

function readManifest(staticDir: string): Manifest {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(staticDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return {}; // no preloads
  }
}

const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The template's entry script and module preloads, and the route's, handed to public/boot.js,
 * which asks for them once the server's HTML is painted: on a slow connection the page's
 * picture and fonts are not shared with 150 kB of scripts before the first paint (issue 16).
 * The CSP allows no inline script, so the list travels in the tag's data attributes.
 */
function deferScripts(template: string, routePreloads: string[]): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return template; // a template without the built entry: leave it as it is
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const files = [...preloads, ...routePreloads].join(' ');
  return template
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      () => `<script src="/boot.js" data-entry="${entry}" data-preload="${files}" defer></script>`,
    );
}

/** Puts a rendered page into index.html: head tags for its <title>, the app into #root. */
function fillTemplate(template: string, page: RenderedPage, preloads: string[]): string {
  return deferScripts(template, preloads)
    .replace(/<title>[\s\S]*?<\/title>/, () => page.head)
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    .replace('</body>', () => `${page.dataIsland}</body>`);
}
