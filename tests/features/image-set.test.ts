import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../server/db/catalogue';
import { HERO_IMAGES, imagePreload, imageSet } from '../../src/lib/image-set';
import { TEAM } from '../../src/features/about/team';
import { TESTIMONIALS } from '../../src/features/home/testimonials-data';
import { BLOG_POSTS } from '../../contract/blog-posts';

const PUBLIC = fileURLToPath(new URL('../../public', import.meta.url));

/** Every address a set names: its fallback, each srcset candidate, each source candidate. */
function addresses(src: string): string[] {
  const set = imageSet(src);
  const candidates = [set.srcSet, ...set.sources.map((s) => s.srcSet)]
    .filter((s): s is string => s !== undefined)
    .flatMap((s) => s.split(', ').map((c) => c.split(' ')[0]!));
  return [set.src, ...candidates];
}

describe('imageSet', () => {
  it('offers a tour picture in AVIF and WebP at four widths, 3:2', () => {
    const set = imageSet('/images/tours/k2-base-camp/cover-640.webp', '50vw');
    expect(set).toEqual({
      src: '/images/tours/k2-base-camp/cover-640.webp',
      srcSet:
        '/images/tours/k2-base-camp/cover-320.webp 320w, /images/tours/k2-base-camp/cover-640.webp 640w, /images/tours/k2-base-camp/cover-960.webp 960w, /images/tours/k2-base-camp/cover-1280.webp 1280w',
      sizes: '50vw',
      sources: [
        {
          type: 'image/avif',
          srcSet:
            '/images/tours/k2-base-camp/cover-320.avif 320w, /images/tours/k2-base-camp/cover-640.avif 640w, /images/tours/k2-base-camp/cover-960.avif 960w, /images/tours/k2-base-camp/cover-1280.avif 1280w',
        },
      ],
      width: 1280,
      height: 853,
    });
  });

  it('gives a one-size portrait its AVIF twin and no srcset', () => {
    expect(imageSet('/images/team/2.webp')).toEqual({
      src: '/images/team/2.webp',
      srcSet: undefined,
      sizes: undefined,
      sources: [{ type: 'image/avif', srcSet: '/images/team/2.avif' }],
      width: 480,
      height: 480,
    });
  });

  it('offers uploads as WebP at 640 and 1280 only (they have no AVIF)', () => {
    const src = `/uploads/tours/7/${'a'.repeat(32)}-1280.webp`;
    const set = imageSet(src);
    expect(set.sources).toEqual([]);
    expect(set.srcSet).toBe(
      `/uploads/tours/7/${'a'.repeat(32)}-640.webp 640w, /uploads/tours/7/${'a'.repeat(32)}-1280.webp 1280w`,
    );
  });

  it('uses any other address as it is, with the given intrinsic size', () => {
    expect(imageSet('https://example.com/x.jpg', '10vw', [300, 200])).toEqual({
      src: 'https://example.com/x.jpg',
      srcSet: undefined,
      sizes: undefined,
      sources: [],
      width: 300,
      height: 200,
    });
    // A width the family is not encoded at is not one of ours either.
    expect(imageSet('/images/tours/k2-base-camp/cover-700.webp').sources).toEqual([]);
  });

  it('names only files that exist, for every seed picture of the site', () => {
    const catalogue = loadCatalogue();
    const sources = [
      ...HERO_IMAGES,
      ...catalogue.tours.flatMap(({ slug }) => [
        `/images/tours/${slug}/cover-640.webp`,
        ...[1, 2, 3].map((n) => `/images/tours/${slug}/gallery-${n}-1280.webp`),
      ]),
      ...catalogue.categories.map(({ slug }) => `/images/categories/${slug}-640.webp`),
      ...TEAM.map((m) => m.image),
      ...TESTIMONIALS.map((t) => t.image),
      ...BLOG_POSTS.map((p) => p.image),
    ];
    const missing = sources
      .flatMap(addresses)
      .filter((address) => !existsSync(`${PUBLIC}${address}`));
    expect(missing).toEqual([]);
    // Every one of them is one of ours: an AVIF source is offered.
    expect(sources.filter((src) => imageSet(src).sources.length === 0)).toEqual([]);
  });
});

describe('imagePreload', () => {
  it('preloads the AVIF set the hero picture will pick', () => {
    expect(imagePreload(HERO_IMAGES[0]!)).toEqual({
      rel: 'preload',
      as: 'image',
      href: '/images/hero/hero-1-1920.webp',
      imageSrcSet:
        '/images/hero/hero-1-640.avif 640w, /images/hero/hero-1-960.avif 960w, /images/hero/hero-1-1280.avif 1280w, /images/hero/hero-1-1920.avif 1920w',
      imageSizes: '100vw',
      type: 'image/avif',
      fetchPriority: 'high',
    });
  });

  it('preloads a one-size AVIF by its address, and an unknown image as it is', () => {
    expect(imagePreload('/images/avatars/man-1.webp')).toEqual({
      rel: 'preload',
      as: 'image',
      href: '/images/avatars/man-1.avif',
      type: 'image/avif',
      fetchPriority: 'high',
    });
    expect(imagePreload('/favicon.svg')).toEqual({
      rel: 'preload',
      as: 'image',
      href: '/favicon.svg',
      fetchPriority: 'high',
    });
  });

  it('preloads an upload by its WebP set', () => {
    const stem = `/uploads/tours/3/${'b'.repeat(32)}`;
    expect(imagePreload(`${stem}-1280.webp`, '100vw')).toEqual({
      rel: 'preload',
      as: 'image',
      href: `${stem}-1280.webp`,
      imageSrcSet: `${stem}-640.webp 640w, ${stem}-1280.webp 1280w`,
      imageSizes: '100vw',
      fetchPriority: 'high',
    });
  });
});
