import { Badge, Box, Button, chakra, Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_KINDS,
  ENQUIRY_STATUSES,
  type EnquiryListQuery,
  type EnquirySummary,
} from '../../../../contract/admin-enquiries';
import type { AdminEnquiriesActorRef } from '../../../../machines/admin-enquiries-machine';
import { AdminListResults } from '../../../components/admin/list-states';
import { SelectField } from '../../../components/select-field';
import { formatDateTime, STATUS_PALETTE } from './enquiry-text';
import { EnquiryDialog } from './enquiry-dialog';
import type { ChangeEnquiriesSearch } from './enquiries-page';
import type { EnquiriesSearch } from './enquiries-search';
import { useAdminEnquiriesActor } from './enquiries.logic';

const ALL = 'all';

const toQuery = (search: EnquiriesSearch): EnquiryListQuery => ({
  status: search.status,
  kind: search.kind,
  page: search.page,
});

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

function Pagination({
  enquiries,
  onPage,
}: {
  enquiries: AdminEnquiriesActorRef;
  onPage: (page: number) => void;
}) {
  const meta = useSelector(enquiries, (s) => s.context.meta);
  if (!meta || meta.lastPage <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pages" justify="space-between" gap="3">
      <Button
        variant="outline"
        size="sm"
        disabled={meta.page <= 1}
        onClick={() => onPage(meta.page - 1)}
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
  const query = useMemo(() => toQuery(search), [search]);
  const enquiries = useAdminEnquiriesActor(query);
  // The machine's input is the first query; it ignores a change to the query it has.
  useEffect(() => enquiries.send({ type: 'query.change', query }), [enquiries, query]);

  const rows = useSelector(enquiries, (s) => s.context.enquiries);
  const total = useSelector(enquiries, (s) => s.context.meta?.total ?? 0);
  const loading = useSelector(enquiries, (s) => s.hasTag('loading'));
  const refreshing = useSelector(enquiries, (s) => s.hasTag('refreshing'));
  const failed = useSelector(enquiries, (s) => s.hasTag('error'));
  const listError = useSelector(enquiries, (s) => s.context.listError);
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
        total={total}
        noun={['enquiry', 'enquiries']}
        failedTitle={listError ?? 'Failed to load enquiries.'}
        onRetry={() => enquiries.send({ type: 'inbox.retry' })}
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
              onOpen={() =>
                enquiries.send({ type: 'enquiry.open', kind: enquiry.kind, id: enquiry.id })
              }
            />
          ))}
        </Stack>
      </AdminListResults>

      <Pagination enquiries={enquiries} onPage={(page) => onSearchChange({ page })} />
      <EnquiryDialog enquiries={enquiries} />
    </Stack>
  );
}
