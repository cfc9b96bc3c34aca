import { useNavigate, useRouter } from '@tanstack/react-router';
import type { ChangeSearch, SearchHref } from './catalogue-view';

/** The catalogue pages' routes (src/routes/_site/tours/). */
type CataloguePath = '/tours/' | '/tours/trek' | '/tours/expedition';

/**
 * How a catalogue page's view changes the URL: a search change navigates (the route validates
 * it), and a page link is the same URL with the change applied.
 */
export function useCatalogueUrl(from: CataloguePath): {
  onSearchChange: ChangeSearch;
  searchHref: SearchHref;
} {
  const navigate = useNavigate({ from });
  const router = useRouter();
  return {
    onSearchChange: (changes, { replace }) =>
      void navigate({ to: '.', search: (prev) => ({ ...prev, ...changes }), replace }),
    searchHref: (changes) =>
      router.buildLocation({ from, to: '.', search: (prev) => ({ ...prev, ...changes }) }).href,
  };
}
