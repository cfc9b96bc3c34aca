import { Button, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';

/**
 * Previous / 'Page 2 of 5' / Next under an admin list paged on the server. Shown once there is
 * more than one page, or when the URL asks for a page past the last (the list shrank meanwhile).
 */
export function ListPageNav({
  page,
  lastPage,
  onPage,
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}) {
  if (lastPage <= 1 && page <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pages" justify="space-between" gap="3">
      <Button
        variant="outline"
        size="sm"
        bg="bg.panel"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, lastPage))}
      >
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <Text fontSize="sm" color="fg.muted">
        Page {page} of {lastPage}
      </Text>
      <Button
        variant="outline"
        size="sm"
        bg="bg.panel"
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        Next
        <ChevronRight aria-hidden />
      </Button>
    </HStack>
  );
}
