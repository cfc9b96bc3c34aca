import { Button, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PageMeta } from '../../../../contract/paging';

/**
 * Previous / 'Page 2 of 5' / Next under a list paged on the server. Shown once there is more
 * than one page, or when the URL asks for a page past the last (a removal emptied it).
 */
export function ListPagination({
  meta,
  onPage,
}: {
  meta: PageMeta | null;
  onPage: (page: number) => void;
}) {
  if (!meta || (meta.lastPage <= 1 && meta.page <= 1)) return null;
  return (
    <HStack as="nav" aria-label="Pages" justify="space-between" gap="3">
      <Button
        variant="outline"
        size="sm"
        disabled={meta.page <= 1}
        onClick={() => onPage(Math.min(meta.page - 1, meta.lastPage))}
      >
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <Text fontSize="sm" color="fg.muted">
        Page {meta.page} of {meta.lastPage}
      </Text>
      <Button
        variant="outline"
        size="sm"
        disabled={meta.page >= meta.lastPage}
        onClick={() => onPage(meta.page + 1)}
      >
        Next
        <ChevronRight aria-hidden />
      </Button>
    </HStack>
  );
}
