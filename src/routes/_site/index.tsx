import { createFileRoute } from '@tanstack/react-router';
import { COMPANY } from '../../config/company';
import { HomePage } from '../../features/home/home-page';

const TITLE = `Explore the North | ${COMPANY.name}`;
const DESCRIPTION = 'Book custom tours in Skardu with our experienced guides.';

export const Route = createFileRoute('/_site/')({
  // The server renders the featured tours; the browser starts from them (app/page-data.ts).
  loader: ({ context: { pageData } }) => pageData.featuredTours.load(),
  head: ({ match }) => {
    const head = match.context.pageData.head({
      title: TITLE,
      description: DESCRIPTION,
      path: '/',
    });
    return {
      ...head,
      meta: [
        ...head.meta,
        {
          name: 'keywords',
          content:
            'Skardu tours, Northern Pakistan treks, K2 Base Camp trek, Karakoram expeditions, Gilgit-Baltistan travel, custom tours Pakistan',
        },
      ],
    };
  },
  component: HomePage,
});
