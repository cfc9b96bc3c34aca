import { Badge, Box, Button, chakra, Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Mail, MailCheck } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import {
  OUTBOX_STATUS_LABELS,
  OUTBOX_STATUSES,
  type OutboxListQuery,
  type OutboxStatus,
  type OutboxSummary,
} from '../../../../contract/admin-outbox';
import { failureMessage } from '../../../../contract/api-failure';
import {
  outboxPageActor,
  type AdminOutboxActorRef,
} from '../../../../machines/admin-outbox-machine';
import { AdminPageHeading } from '../../../components/admin/admin-page-heading';
import { ListPageNav } from '../../../components/list-page-nav';
import { AdminListResults } from '../../../components/admin/list-states';
import { ListSearchBox } from '../../../components/list-search-box';
import { Alert } from '../../../components/ui/alert';
import { formatDateTime } from '../../../lib/format-date-time';
import { MessageDialog } from './message-dialog';
import { outboxSearchSchema, type OutboxSearch, type RawOutboxSearch } from './outbox-search';
import { MAIL_MODE_TEXT, OUTBOX_STATUS_PALETTE } from './outbox-text';
import { useAdminOutboxActor } from './outbox.logic';

const LIST_FAILED_TEXT = 'Failed to load the outbox.';
const NO_ROWS: OutboxSummary[] = [];

/**
 * A change to the URL search for the route to merge in (undefined removes a key); `replace`
 * changes the current history entry instead of adding one (closing the message).
 */
export type ChangeOutboxSearch = (
  changes: Partial<OutboxSearch>,
  options?: { replace?: boolean },
) => void;

type Props = { outbox: AdminOutboxActorRef };

/** Where mail goes, as the server said with the list. */
function MailModeBanner({ outbox }: Props) {
  const page = useSelector(outbox, outboxPageActor);
  const loadedMode = useSelector(page, (s) => s?.context.data?.meta.mailMode ?? null);
  if (!loadedMode) return <Box minH="20" aria-hidden />;
  const text = MAIL_MODE_TEXT[loadedMode];
  return (
    <Alert.Root status={loadedMode === 'keep' ? 'info' : 'success'} data-testid="mail-mode">
      <Alert.Indicator>{loadedMode === 'keep' ? <Mail /> : <MailCheck />}</Alert.Indicator>
      <Alert.Content>
        <Alert.Title>{text.title}</Alert.Title>
        <Alert.Description>{text.description}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** All, then one button per status with its count (of the search); the chosen one is pressed. */
function StatusFilter({
  outbox,
  status,
  onChange,
}: Props & { status: OutboxStatus | undefined; onChange: (status?: OutboxStatus) => void }) {
  const page = useSelector(outbox, outboxPageActor);
  const counts = useSelector(page, (s) => s?.context.data?.meta.counts ?? null);
  const all = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : null;
  const options: Array<{ value: OutboxStatus | undefined; label: string; count: number | null }> = [
    { value: undefined, label: 'All', count: all },
    ...OUTBOX_STATUSES.map((value) => ({
      value,
      label: OUTBOX_STATUS_LABELS[value],
      count: counts?.[value] ?? null,
    })),
  ];
  return (
    <HStack role="group" aria-label="Status" gap="2" wrap="wrap">
      {options.map((option) => {
        const pressed = option.value === status;
        return (
          <Button
            key={option.label}
            size="sm"
            variant={pressed ? 'solid' : 'outline'}
            colorPalette="brand"
            bg={pressed ? undefined : 'bg.panel'}
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
          >
            {option.label}
            {option.count !== null && (
              <Badge
                size="sm"
                variant={pressed ? 'surface' : 'subtle'}
                colorPalette={option.value === 'failed' && option.count > 0 ? 'red' : 'gray'}
              >
                {option.count}
              </Badge>
            )}
          </Button>
        );
      })}
    </HStack>
  );
}

/** One message in the list: a button that opens it. */
function MessageRow({ message, onOpen }: { message: OutboxSummary; onOpen: () => void }) {
  return (
    <Box as="li">
      <chakra.button
        type="button"
        onClick={onOpen}
        w="full"
        textAlign="start"
        px="4"
        py="3"
        bg="bg.panel"
        borderWidth="1px"
        rounded="lg"
        _hover={{ borderColor: 'brand.emphasized', shadow: 'sm' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
        data-testid="outbox-row"
      >
        <Grid
          templateColumns={{ base: '1fr', md: 'minmax(0, 16rem) minmax(0, 1fr) auto' }}
          gap={{ base: '1.5', md: '4' }}
          alignItems="center"
        >
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere" order={{ base: 2, md: 0 }}>
            {message.to}
          </Text>
          <Text
            fontWeight="medium"
            lineClamp={2}
            overflowWrap="anywhere"
            order={{ base: 1, md: 0 }}
          >
            {message.subject}
          </Text>
          <HStack
            gap="3"
            justify={{ base: 'space-between', md: 'flex-end' }}
            order={3}
            minW={{ md: '15rem' }}
          >
            <Badge colorPalette={OUTBOX_STATUS_PALETTE[message.status]} variant="subtle">
              {OUTBOX_STATUS_LABELS[message.status]}
            </Badge>
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
            </Text>
          </HStack>
        </Grid>
      </chakra.button>
    </Box>
  );
}

function OutboxSkeleton() {
  return (
    <Stack gap="3" aria-hidden>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} h="14" rounded="lg" />
      ))}
    </Stack>
  );
}

/**
 * The mail outbox (/admin/outbox, issue 15): where mail goes, the status filter with counts,
 * the search, one page of messages newest first, and the opened message. The route owns the URL
 * (status, search, page, the opened message); URL changes reach the machine as events.
 */
export function OutboxPage({
  search,
  onSearchChange,
}: {
  search: RawOutboxSearch;
  onSearchChange: ChangeOutboxSearch;
}) {
  const { status, q, page, open } = useMemo(() => outboxSearchSchema.parse(search), [search]);
  const query = useMemo<OutboxListQuery>(() => ({ status, q, page }), [status, q, page]);
  const outbox = useAdminOutboxActor(query);
  // The machine's input is the first query; it ignores a change to the query it has.
  useEffect(() => outbox.send({ type: 'query.change', query }), [outbox, query]);
  // The opened message follows the URL (a reload, Back and Forward keep the dialog in step).
  useEffect(() => {
    outbox.send(open ? { type: 'message.open', id: open } : { type: 'message.close' });
  }, [outbox, open]);

  const listPage = useSelector(outbox, outboxPageActor);
  const rows = useSelector(listPage, (s) => s?.context.data?.data ?? NO_ROWS);
  const meta = useSelector(listPage, (s) => s?.context.data?.meta ?? null);
  const loading = useSelector(listPage, (s) => s?.hasTag('loading') ?? true);
  const refreshing = useSelector(listPage, (s) => s?.hasTag('busy') ?? false);
  const failed = useSelector(listPage, (s) => s?.hasTag('error') ?? false);
  const listError = useSelector(listPage, (s) =>
    s?.hasTag('error') ? failureMessage(s.context.error, LIST_FAILED_TEXT) : null,
  );
  const narrowed = Boolean(status || q);
  const clear = () => onSearchChange({ status: undefined, q: undefined, page: undefined });

  return (
    <Stack gap="6" maxW="7xl" mx="auto">
      <AdminPageHeading
        title="Outbox"
        description="Every e-mail the site wrote: to whom, about what, and whether it went."
      />
      <MailModeBanner outbox={outbox} />
      <Stack gap="4">
        <StatusFilter
          outbox={outbox}
          status={status}
          onChange={(next) => onSearchChange({ status: next, page: undefined })}
        />
        <Box maxW={{ md: 'lg' }}>
          <ListSearchBox
            label="Search messages"
            placeholder="Search recipient, subject or booking reference"
            value={q}
            onChange={(value) =>
              onSearchChange({ q: value.trim() || undefined, page: undefined }, { replace: true })
            }
          />
        </Box>
      </Stack>

      <Stack gap="4">
        <AdminListResults
          loading={loading}
          failed={failed}
          loadingText="Loading messages..."
          shown={rows.length}
          total={meta?.total ?? 0}
          noun={['message', 'messages']}
          failedTitle={listError ?? LIST_FAILED_TEXT}
          onRetry={() => listPage?.send({ type: 'data.retry' })}
          showPlaceholder={loading}
          placeholder={<OutboxSkeleton />}
          emptyTitle={narrowed ? 'No messages match.' : 'No messages yet.'}
          narrowed={narrowed}
          onClear={clear}
        >
          <Stack
            as="ul"
            gap="2"
            listStyleType="none"
            aria-label="Messages"
            aria-busy={refreshing || undefined}
          >
            {rows.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                onOpen={() => onSearchChange({ open: message.id })}
              />
            ))}
          </Stack>
        </AdminListResults>
        {meta && (
          <ListPageNav
            page={meta.page}
            lastPage={meta.lastPage}
            onPage={(to) => onSearchChange({ page: to })}
          />
        )}
      </Stack>
      <MessageDialog
        outbox={outbox}
        onClose={() => onSearchChange({ open: undefined }, { replace: true })}
      />
    </Stack>
  );
}
