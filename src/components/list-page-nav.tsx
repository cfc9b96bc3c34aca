import type { MouseEvent, ReactNode, RefObject } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PageMeta } from '../../contract/paging';

/** A plain left click, which the app handles; others (new tab, download) go to the browser. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Previous / 'Page 2 of 5' / Next under a list paged on the server. Shown once there is more
 * than one page, or when the URL asks for a page past the last (the list shrank meanwhile).
 * With `hrefFor` (a public list, issue 16) Previous and Next are links to their page's URL, so
 * crawlers and a new tab reach it; a plain click still moves the page in place.
 */
export function ListPageNav({
  page,
  lastPage,
  onPage,
  hrefFor,
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  hrefFor?: (page: number) => string;
}) {
  if (lastPage <= 1 && page <= 1) return null;
  const step = (target: number, disabled: boolean, children: ReactNode) => {
    if (!hrefFor || disabled) {
      return (
        <Button
          variant="outline"
          size="sm"
          bg="bg.panel"
          disabled={disabled}
          onClick={() => onPage(target)}
        >
          {children}
        </Button>
      );
    }
    return (
      <Button asChild variant="outline" size="sm" bg="bg.panel">
        <a
          href={hrefFor(target)}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onPage(target);
          }}
        >
          {children}
        </a>
      </Button>
    );
  };
  return (
    <HStack as="nav" aria-label="Pages" justify="space-between" gap="3">
      {step(
        Math.min(page - 1, lastPage),
        page <= 1,
        <>
          <ChevronLeft aria-hidden />
          Previous
        </>,
      )}
      <Text fontSize="sm" color="fg.muted">
        Page {page} of {lastPage}
      </Text>
      {step(
        page + 1,
        page >= lastPage,
        <>
          Next
          <ChevronRight aria-hidden />
        </>,
      )}
    </HStack>
  );
}

/**
 * ListPageNav for a list paged by the server's `meta` (nothing until it has one). After a move
 * `focus` (the list's heading) takes the focus, so the new page is read from its top.
 */
export function MetaPageNav({
  meta,
  focus,
  onPage,
}: {
  meta: PageMeta | null | undefined;
  focus: RefObject<HTMLElement | null>;
  onPage: (page: number) => void;
}) {
  if (!meta) return null;
  return (
    <ListPageNav
      page={meta.page}
      lastPage={meta.lastPage}
      onPage={(page) => {
        onPage(page);
        focus.current?.focus();
      }}
    />
  );
}
