/**
 * Responsive variants of the site's images, derived from the one address the data holds.
 *
 * The seed artwork (scripts/images/) is encoded as WebP and AVIF at several widths next to each
 * other: `/images/tours/{slug}/cover-640.webp` has siblings `cover-{320,640,960,1280}.{webp,avif}`.
 * Given any one of them, `imageSet` returns everything an `<img>` / `<picture>` (or a
 * `<link rel="preload" as="image">`) needs: the AVIF and WebP srcsets, a `sizes`, a fallback `src`
 * and the intrinsic width/height (so the layout never jumps while the picture loads).
 *
 * Uploaded images (/uploads, server/media/) exist as WebP at 640 and 1280 only: they get a WebP
 * srcset and no AVIF source. Any other address is used as it is.
 */

interface Family {
  /** Matches an address of the family; group 1 is the stem, group 2 the width (when it has one). */
  pattern: RegExp;
  /** The widths every picture of the family is encoded at, smallest first. */
  widths: readonly number[];
  /** Width and height of the widest variant (all variants share its aspect ratio). */
  size: readonly [number, number];
  /** Whether AVIF siblings exist. */
  avif: boolean;
  /** How wide the picture renders when the caller does not say. */
  sizes: string;
}

/** 3:2 tour pictures (covers and galleries), also used by the blog and the about page. */
const TOURS: Family = {
  pattern: /^(\/images\/tours\/[a-z0-9-]+\/[a-z0-9-]+)-(\d+)\.webp$/,
  widths: [320, 640, 960, 1280],
  size: [1280, 853],
  avif: true,
  sizes: '100vw',
};

/** Category cards on the home page and the catalogue. */
const CATEGORIES: Family = {
  pattern: /^(\/images\/categories\/[a-z0-9-]+)-(\d+)\.webp$/,
  widths: [320, 640],
  size: [640, 427],
  avif: true,
  sizes: '(min-width: 62em) 25vw, (min-width: 48em) 50vw, 100vw',
};

/** The home page's full-bleed slides (16:9). */
const HERO: Family = {
  pattern: /^(\/images\/hero\/hero-\d+)-(\d+)\.webp$/,
  widths: [640, 960, 1280, 1920],
  size: [1920, 1080],
  avif: true,
  sizes: '100vw',
};

/** Square team portraits on /about (one size, 480 px). */
const TEAM: Family = {
  pattern: /^(\/images\/team\/\d+)\.webp$/,
  widths: [480],
  size: [480, 480],
  avif: true,
  sizes: '240px',
};

/** Square testimonial and review avatars (one size, 160 px). */
const AVATARS: Family = {
  pattern: /^(\/images\/avatars\/[a-z0-9-]+)\.webp$/,
  widths: [160],
  size: [160, 160],
  avif: true,
  sizes: '64px',
};

/** Admin uploads (server/media/store.ts): WebP at 640 and 1280, 3:2 is the usual shape. */
const UPLOADS: Family = {
  pattern: /^(\/uploads\/tours\/\d+\/[0-9a-f]{32})-(\d+)\.webp$/,
  widths: [640, 1280],
  size: [1280, 853],
  avif: false,
  sizes: '100vw',
};

const FAMILIES = [TOURS, CATEGORIES, HERO, TEAM, AVATARS, UPLOADS] as const;

interface ImageSource {
  type: 'image/avif';
  srcSet: string;
}

export interface ImageSet {
  /** Fallback address for `<img src>` (the address given, or a WebP of the family). */
  src: string;
  /** WebP srcset for the `<img>` itself; undefined when the image has one size. */
  srcSet: string | undefined;
  /** The `sizes` that goes with the srcsets (undefined when there is no srcset). */
  sizes: string | undefined;
  /** `<source>` elements to put before the `<img>` in a `<picture>` (AVIF first). */
  sources: ImageSource[];
  /** Intrinsic size of the widest variant: always set on the `<img>`. */
  width: number;
  height: number;
}

function variant(stem: string, family: Family, width: number, ext: 'webp' | 'avif'): string {
  return family.widths.length === 1 ? `${stem}.${ext}` : `${stem}-${width}.${ext}`;
}

function srcSetOf(stem: string, family: Family, ext: 'webp' | 'avif'): string {
  if (family.widths.length === 1) return variant(stem, family, family.widths[0]!, ext);
  return family.widths.map((w) => `${variant(stem, family, w, ext)} ${w}w`).join(', ');
}

/**
 * Everything needed to render `src` responsively. `sizes` says how wide it renders (CSS
 * `sizes` syntax); each family has a default. `fallback` is the intrinsic size to use when the
 * address is not one we know (it is then used as it is).
 */
export function imageSet(
  src: string,
  sizes?: string,
  fallback: readonly [number, number] = [1280, 853],
): ImageSet {
  for (const family of FAMILIES) {
    const match = family.pattern.exec(src);
    if (!match) continue;
    const stem = match[1]!;
    const width = match[2] ? Number(match[2]) : undefined;
    if (width !== undefined && !family.widths.includes(width)) break;
    const [w, h] = family.size;
    const many = family.widths.length > 1;
    return {
      src,
      srcSet: many ? srcSetOf(stem, family, 'webp') : undefined,
      sizes: many ? (sizes ?? family.sizes) : undefined,
      sources: family.avif ? [{ type: 'image/avif', srcSet: srcSetOf(stem, family, 'avif') }] : [],
      width: w,
      height: h,
    };
  }
  return {
    src,
    srcSet: undefined,
    sizes: undefined,
    sources: [],
    width: fallback[0],
    height: fallback[1],
  };
}

/** The home page's hero slides, in order; the first is the page's largest contentful paint. */
export const HERO_IMAGES = [1, 2, 3].map((n) => `/images/hero/hero-${n}-1920.webp`);

/** How wide a tour page's main picture renders (src/features/tour-detail/tour-gallery.tsx). */
export const TOUR_MAIN_SIZES = '(min-width: 80em) 860px, (min-width: 64em) 62vw, 100vw';

/**
 * Attributes of `<link rel="preload" as="image">` for the picture a page paints first, matching
 * what its `<picture>` will pick: the AVIF set (browsers without AVIF skip a preload whose `type`
 * they do not support and load the `<img>` WebP as usual), else the WebP set, else the address.
 */
export function imagePreload(
  src: string,
  sizes?: string,
): {
  rel: 'preload';
  as: 'image';
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
  type?: string;
  fetchPriority: 'high';
} {
  const set = imageSet(src, sizes);
  const source = set.sources[0];
  const srcSet = source?.srcSet ?? set.srcSet;
  const type = source ? { type: source.type } : {};
  if (srcSet && set.sizes) {
    return {
      rel: 'preload',
      as: 'image',
      href: set.src,
      imageSrcSet: srcSet,
      imageSizes: set.sizes,
      ...type,
      fetchPriority: 'high',
    };
  }
  return { rel: 'preload', as: 'image', href: srcSet ?? set.src, ...type, fetchPriority: 'high' };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The `<link rel="preload" as="image">` tag of `imagePreload`, for the head of the first HTML:
 * React hoists no preload for an `<img>` inside a `<picture>`, and the browser would otherwise
 * find the picture only once it has parsed the body.
 */
export function imagePreloadTag(src: string, sizes?: string): string {
  const link = imagePreload(src, sizes);
  const attributes: Array<[string, string | undefined]> = [
    ['rel', link.rel],
    ['as', link.as],
    ['href', link.href],
    ['imagesrcset', link.imageSrcSet],
    ['imagesizes', link.imageSizes],
    ['type', link.type],
    ['fetchpriority', link.fetchPriority],
  ];
  return `<link ${attributes
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ')}>`;
}
