import type { CatalogueCard, FeaturedTour, TourDetail } from '../../contract/tours';
import { COMPANY } from '../config/company';

/*
 * The data a server-rendered page was rendered with (SSR, issue 16), so the browser's first
 * render (hydration) starts the page's machines from the same data: no refetch, no spinner.
 *
 * On the server (src/entry-server.tsx, app/page-fetch.ts) the public routes' loaders fetch it
 * through `load()`; the render uses it and it goes to the browser in a JSON data island
 * (`<script type="application/json" id="page-data">`: never executed, so the CSP stays
 * `script-src 'self'`). The browser reads the island at start-up; its `load()` never fetches
 * (the machines do, as before). After the first client navigation the data is forgotten: a page
 * visited later loads fresh data.
 */

/** One piece of a page's data. */
interface PageDataSlot<T> {
  /** The data, or undefined (not server-rendered, or already forgotten). */
  get(): T | undefined;
  /**
   * Server: fetches it once and keeps the answer (a failure keeps nothing: the page then renders
   * its loading state and the browser fetches). Browser: the same as `get()`, never a fetch.
   */
  load(): Promise<T | undefined>;
}

export interface PageData {
  /** The site's public origin (the server's PUBLIC_URL): absolute links in the head. */
  readonly origin: string;
  /** The home page's featured tours. */
  featuredTours: PageDataSlot<FeaturedTour[]>;
  /** A catalogue page's tours: every Active tour (null) or one category's (its slug). */
  tourList(category: string | null): PageDataSlot<CatalogueCard[]>;
  /** A tour page's tour, or null when there is no such tour (a 404). */
  tour(idOrSlug: string): PageDataSlot<TourDetail | null>;
  /** Everything kept, for the data island. */
  entries(): Record<string, unknown>;
  /** Drops the data (the first client navigation). */
  forget(): void;
  /**
   * A public page's head with absolute addresses on `origin`. Routes reach it through their
   * context (`match.context.pageData`), so no route imports this module: it stays in the
   * first chunk instead of becoming one of its own.
   */
  head(input: PageHeadInput): PageHead;
  /** A tour page's head. */
  tourHead(tour: TourHeadFacts): PageHead;
}

/** The data island's id in the server-rendered HTML. */
export const PAGE_DATA_ID = 'page-data';

/** What the data island holds. */
export interface PageDataIsland {
  origin: string;
  entries: Record<string, unknown>;
}

/** How the server fetches each piece (app/page-fetch.ts); the browser has none. */
export interface PageFetchers {
  featuredTours(): Promise<FeaturedTour[]>;
  tourList(category: string | null): Promise<CatalogueCard[]>;
  tour(idOrSlug: string): Promise<TourDetail | null>;
}

/** Page data holding `initial`; it fetches what it lacks only when given `fetchers` (server). */
export function createPageData(
  origin: string,
  initial: Record<string, unknown>,
  fetchers?: PageFetchers,
): PageData {
  let data = new Map(Object.entries(initial));
  const slot = <T>(key: string, fetch?: () => Promise<T>): PageDataSlot<T> => ({
    get: () => data.get(key) as T | undefined,
    async load() {
      if (!data.has(key) && fetch) {
        try {
          data.set(key, await fetch());
        } catch {
          // Not kept: the page renders its loading state and the browser fetches.
        }
      }
      return data.get(key) as T | undefined;
    },
  });
  return {
    origin,
    featuredTours: slot('featuredTours', fetchers?.featuredTours),
    tourList: (category) =>
      slot(`tours:${category ?? 'all'}`, fetchers && (() => fetchers.tourList(category))),
    tour: (idOrSlug) => slot(`tour:${idOrSlug}`, fetchers && (() => fetchers.tour(idOrSlug))),
    entries: () => Object.fromEntries(data),
    forget: () => {
      data = new Map();
    },
    head: (input) => pageHead(origin, input),
    tourHead: (tour) => tourPageHead(origin, tour),
  };
}

/** The browser's: what the island holds (nothing on a page the server did not render). */
export function browserPageData(island: PageDataIsland | null): PageData {
  return createPageData(island?.origin ?? location.origin, island?.entries ?? {});
}

/** Reads the island the server rendered into the page, or null (the client-rendered shell). */
export function readPageDataIsland(document: Document): PageDataIsland | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageDataIsland;
  } catch {
    return null;
  }
}

/* The head of a public page (title, description, canonical, Open Graph): */

/** The picture link previews show for a page without one of its own. */
const DEFAULT_IMAGE = '/images/og-image.webp';

interface PageHeadInput {
  /** The document title (also og:title). */
  title: string;
  description: string;
  /** The page's canonical path ('/tours'); made absolute with the site's origin. */
  path: string;
  /** The preview picture's path or address; the site's default otherwise. */
  image?: string | null;
  type?: 'website' | 'article';
}

/** A public page's head: what `PageData.head` gives a route's `head`. */
interface PageHead {
  meta: Array<Record<string, string>>;
  links: Array<{ rel: string; href: string }>;
}

/**
 * A public page's head (issue 16): title, description, canonical link, Open Graph and Twitter
 * tags, every address absolute (link previews and crawlers read them without JavaScript).
 */
function pageHead(
  origin: string,
  { title, description, path, image, type = 'website' }: PageHeadInput,
): PageHead {
  const url = new URL(path, origin).href;
  const imageUrl = new URL(image || DEFAULT_IMAGE, origin).href;
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: type },
      { property: 'og:site_name', content: COMPANY.name },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: imageUrl },
      // X (Twitter) reads the og: tags for what it does not find under twitter:.
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}

/** What a tour page's head needs of the tour (a TourDetail has it). */
interface TourHeadFacts {
  id: number;
  title: string;
  description: string;
  thumbnail: string | null;
}

/**
 * A tour page's head: its title (SPEC 2: the tour title), the first 150 characters of its
 * description (SPEC 2, as structured-data.ts's metaDescription), its cover, and /tour/{id} as
 * canonical (/tours/{idOrSlug} shows the same page).
 */
function tourPageHead(origin: string, tour: TourHeadFacts): PageHead {
  const head = pageHead(origin, {
    title: tour.title,
    description: tour.description.slice(0, 150),
    path: `/tour/${tour.id}`,
    image: tour.thumbnail,
  });
  // The page's TourHead renders the canonical link (and the JSON-LD), on the server too.
  return { ...head, links: [] };
}
