import { Box, Button, Center, Stack, Text } from '@chakra-ui/react';
import { AlertTriangle, RotateCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { ClearFiltersButton } from '../filter-buttons';

/** A dashed panel in place of an admin list: an icon, a title, a hint and an action. */
function ListMessage({
  icon,
  title,
  hint,
  action,
  alert = false,
}: {
  icon: ReactNode;
  title: string;
  hint?: string | undefined;
  action?: ReactNode;
  alert?: boolean;
}) {
  return (
    <Center
      py={{ base: '12', md: '16' }}
      px="6"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="xl"
      bg="bg.panel"
    >
      <Stack align="center" textAlign="center" gap="3" maxW="md" role={alert ? 'alert' : undefined}>
        <Center
          boxSize="12"
          rounded="full"
          bg={alert ? 'red.subtle' : 'brand.subtle'}
          color={alert ? 'red.fg' : 'brand.fg'}
          aria-hidden
        >
          {icon}
        </Center>
        <Text fontWeight="semibold" fontSize="lg">
          {title}
        </Text>
        {hint && <Text color="fg.muted">{hint}</Text>}
        {action && <Box pt="1">{action}</Box>}
      </Stack>
    </Center>
  );
}

/**
 * Everything below an admin list's toolbar: the live status line ('Showing 3 of 8 tours'), then
 * the failure (with 'Try again'), the loading placeholder, 'nothing matches' (with a way to clear
 * the filters) or the results.
 */
export function AdminListResults({
  loading,
  failed,
  loadingText,
  shown,
  total,
  noun,
  failedTitle,
  onRetry,
  retryDisabled,
  showPlaceholder,
  placeholder,
  emptyTitle,
  narrowed,
  onClear,
  children,
}: {
  loading: boolean;
  failed: boolean;
  loadingText: string;
  shown: number;
  total: number;
  /** Singular and plural, e.g. ['tour', 'tours']. */
  noun: readonly [string, string];
  failedTitle: string;
  onRetry: () => void;
  retryDisabled?: boolean;
  /** Whether the placeholder stands in for the list (a reload may keep the old rows instead). */
  showPlaceholder: boolean;
  placeholder: ReactNode;
  emptyTitle: string;
  narrowed: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <Text role="status" color="fg.muted" fontSize="sm" minH="5">
        {loading
          ? loadingText
          : failed
            ? ''
            : `Showing ${shown} of ${total} ${total === 1 ? noun[0] : noun[1]}`}
      </Text>
      {failed ? (
        // The list could not be loaded: the reason (an alert) and 'Try again'.
        <ListMessage
          alert
          icon={<AlertTriangle size={24} />}
          title={failedTitle}
          action={
            <Button colorPalette="brand" disabled={retryDisabled} onClick={onRetry}>
              <RotateCw aria-hidden />
              Try again
            </Button>
          }
        />
      ) : showPlaceholder ? (
        placeholder
      ) : shown === 0 && !loading ? (
        // Nothing matches; when a search or filter narrows the list, a way to clear them.
        <ListMessage
          icon={<SearchX size={24} />}
          title={emptyTitle}
          hint={narrowed ? 'Try another search or clear the filters.' : undefined}
          action={narrowed ? <ClearFiltersButton onClick={onClear} /> : undefined}
        />
      ) : (
        children
      )}
    </>
  );
}
