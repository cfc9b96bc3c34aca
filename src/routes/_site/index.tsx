import { createFileRoute } from '@tanstack/react-router';
import { COMPANY } from '../../config/company';
import { HomePage } from '../../features/home/home-page';

const TITLE = `Explore the North | ${COMPANY.name}`;
const DESCRIPTION = 'Book custom tours in Skardu with our experienced guides.';

/** Social cards need absolute addresses; the SPA always runs in a browser. */
function absolute(path: string): string {
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).toString();
}

export const Route = createFileRoute('/_site/')({
  head: () => ({
    meta: [
      { title: TITLE },
      { name: 'description', content: DESCRIPTION },
      {
        name: 'keywords',
        content:
          'Skardu tours, Northern Pakistan treks, K2 Base Camp trek, Karakoram expeditions, Gilgit-Baltistan travel, custom tours Pakistan',
      },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: TITLE },
      { property: 'og:description', content: DESCRIPTION },
      { property: 'og:image', content: absolute('/images/og-image.webp') },
      { property: 'og:url', content: absolute('/') },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
  }),
  component: HomePage,
});
