import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/about/about-page';

export const Route = createFileRoute('/_site/about')({
  head: ({ match }) =>
    match.context.pageData.head({
      title: 'About Us | Karakoram Trails',
      description:
        'A Skardu-based operator founded by local Balti guides: responsible treks, expeditions and cultural tours in Gilgit-Baltistan, with fairly treated porters.',
      path: '/about',
    }),
  component: AboutPage,
});
