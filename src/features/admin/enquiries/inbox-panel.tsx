import { Badge, Box, chakra, Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_KINDS,
  ENQUIRY_STATUSES,
  type EnquiryListQuery,
  type EnquirySummary,
} from '../../../../contract/admin-enquiries';
import { inboxPageActor, type EnquiryKey } from '../../../../machines/admin-enquiries-machine';
import { failureMessage } from '../../../../contract/api-failure';
import { AdminListResults } from '../../../components/admin/list-states';
import { SelectField } from '../../../components/select-field';
import { formatDateTime, STATUS_PALETTE } from './enquiry-text';
import { EnquiryDialog } from './enquiry-dialog';
import type { ChangeEnquiriesSearch } from './enquiries-page';
import type { EnquiriesSearch } from './enquiries-search';
import { useAdminEnquiriesActor } from './enquiries.logic';
import { ListPagination } from './list-pagination';

const ALL = 'all';
const INBOX_FAILED_TEXT = 'Failed to load enquiries.';
const NO_ROWS: EnquirySummary[] = [];

/** The URL's `open` ('contact-12') as the enquiry it names; null for anything else. */
function openedKey(open: string | undefined): EnquiryKey | null {
  const match = /^([a-z-]+)-(\d{1,9})$/.exec(open ?? '');
  const kind = ENQUIRY_KINDS.find((known) => known === match?.[1]);
  return match && kind ? { kind, id: Number(match[2]) } : null;
}

const openParam = ({ kind, id }: EnquiryKey) => `${kind}-${id}`;

/** One enquiry in the list: a button that opens it. */
function EnquiryRow({ enquiry, onOpen }: { enquiry: EnquirySummary; onOpen: () => void }) {
  return (
    <Box as="li">
      <chakra.button
        type="button"
        onClick={onOpen}
        w="full"
        textAlign="start"
        p="4"
        bg="bg.panel"
        borderWidth="1px"
        rounded="lg"
        _hover={{ borderColor: 'brand.emphasized', shadow: 'sm' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
        data-testid="enquiry-row"
      >
        <Grid
          templateColumns={{ base: '1fr', md: 'minmax(0, 14rem) minmax(0, 1fr) auto' }}
          gap={{ base: '2', md: '4' }}
          alignItems="start"
        >
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold" truncate>
              {enquiry.name}
            </Text>
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {enquiry.email}
            </Text>
          </Stack>
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Badge variant="outline" colorPalette="brand">
                {ENQUIRY_KIND_LABELS[enquiry.kind]}
              </Badge>
              <Text fontWeight="medium" fontSize="sm" truncate>
                {enquiry.subject}
              </Text>
            </HStack>
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {enquiry.preview}
            </Text>
          </Stack>
          <HStack
            gap="3"
            justify={{ base: 'space-between', md: 'flex-end' }}
            flexDirection={{ base: 'row', md: 'column' }}
            alignItems={{ base: 'center', md: 'flex-end' }}
          >
            <Badge colorPalette={STATUS_PALETTE[enquiry.status]} variant="subtle">
              {enquiry.status}
            </Badge>
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              {formatDateTime(enquiry.createdAt)}
            </Text>
          </HStack>
        </Grid>
      </chakra.button>
    </Box>
  );
}

function InboxSkeleton() {
  return (
    <Stack gap="3" aria-hidden>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} h="20" rounded="lg" />
      ))}
    </Stack>
  );
}

/**
 * The inbox tab: status and kind filters (in the URL), one page of enquiries newest first, and
 * the enquiry dialog. URL changes reach the machine as `query.change`.
 */
export function InboxPanel({
  search,
  onSearchChange,
}: {
  search: EnquiriesSearch;
  onSearchChange: ChangeEnquiriesSearch;
}) {
  const { status, kind, page, open } = search;
  const query = useMemo<EnquiryListQuery>(() => ({ status, kind, page }), [status, kind, page]);
  const enquiries = useAdminEnquiriesActor(query);
  // The machine's input is the first query; it ignores a change to the query it has.
  useEffect(() => enquiries.send({ type: 'query.change', query }), [enquiries, query]);
  // The opened enquiry follows the URL (a reload, Back and Forward keep the dialog in step).
  useEffect(() => {
    const key = openedKey(open);
    enquiries.send(key ? { type: 'enquiry.open', ...key } : { type: 'detail.close' });
  }, [enquiries, open]);

  const inboxPage = useSelector(enquiries, inboxPageActor);
  const rows = useSelector(inboxPage, (s) => s?.context.data?.data ?? NO_ROWS);
  const meta = useSelector(inboxPage, (s) => s?.context.data?.meta ?? null);
  const loading = useSelector(inboxPage, (s) => s?.hasTag('loading') ?? true);
  const refreshing = useSelector(inboxPage, (s) => s?.hasTag('busy') ?? false);
  const failed = useSelector(inboxPage, (s) => s?.hasTag('error') ?? false);
  const listError = useSelector(inboxPage, (s) =>
    s?.hasTag('error') ? failureMessage(s.context.error, INBOX_FAILED_TEXT) : null,
  );
  const narrowed = Boolean(search.status || search.kind);
  const clear = () => onSearchChange({ status: undefined, kind: undefined, page: undefined });

  return (
    <Stack gap="5">
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4" maxW={{ md: 'xl' }}>
        <SelectField
          label="Status"
          value={search.status ?? ALL}
          options={[
            { value: ALL, label: 'All statuses' },
            ...ENQUIRY_STATUSES.map((status) => ({ value: status, label: status })),
          ]}
          onChange={(value) =>
            onSearchChange({
              status: value === ALL ? undefined : (value as EnquiriesSearch['status']),
              page: undefined,
            })
          }
        />
        <SelectField
          label="Kind"
          value={search.kind ?? ALL}
          options={[
            { value: ALL, label: 'All kinds' },
            ...ENQUIRY_KINDS.map((kind) => ({ value: kind, label: ENQUIRY_KIND_LABELS[kind] })),
          ]}
          onChange={(value) =>
            onSearchChange({
              kind: value === ALL ? undefined : (value as EnquiriesSearch['kind']),
              page: undefined,
            })
          }
        />
      </Grid>

      <AdminListResults
        loading={loading}
        failed={failed}
        loadingText="Loading enquiries..."
        shown={rows.length}
        total={meta?.total ?? 0}
        noun={['enquiry', 'enquiries']}
        failedTitle={listError ?? INBOX_FAILED_TEXT}
        onRetry={() => inboxPage?.send({ type: 'data.retry' })}
        showPlaceholder={loading}
        placeholder={<InboxSkeleton />}
        emptyTitle={narrowed ? 'No enquiries match these filters.' : 'No enquiries yet.'}
        narrowed={narrowed}
        onClear={clear}
      >
        <Stack
          as="ul"
          gap="3"
          listStyleType="none"
          aria-label="Enquiries"
          aria-busy={refreshing || undefined}
        >
          {rows.map((enquiry) => (
            <EnquiryRow
              key={`${enquiry.kind}-${enquiry.id}`}
              enquiry={enquiry}
              onOpen={() => onSearchChange({ open: openParam(enquiry) })}
            />
          ))}
        </Stack>
      </AdminListResults>

      <ListPagination meta={meta} onPage={(to) => onSearchChange({ page: to })} />
      <EnquiryDialog
        enquiries={enquiries}
        onClose={() => onSearchChange({ open: undefined }, { replace: true })}
      />
    </Stack>
  );
}
