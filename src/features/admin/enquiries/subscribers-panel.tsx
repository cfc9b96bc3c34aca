import { Button, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Download, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import type { Subscriber, SubscriberListQuery } from '../../../../contract/admin-enquiries';
import { subscribersPageActor } from '../../../../machines/admin-subscribers-machine';
import { ConfirmDeleteDialog } from '../../../components/admin/confirm-delete-dialog';
import { AdminListResults } from '../../../components/admin/list-states';
import { formatDateTime } from './enquiry-text';
import type { ChangeEnquiriesSearch } from './enquiries-page';
import type { EnquiriesSearch } from './enquiries-search';
import { useAdminSubscribersActor } from './enquiries.logic';
import { ListPagination } from './list-pagination';

const NO_SUBSCRIBERS: Subscriber[] = [];

/**
 * The newsletter tab: the subscribers, newest first, one page (in the URL) at a time, with
 * Export (a CSV of all of them, from the server) and Remove (asks first).
 */
export function SubscribersPanel({
  search,
  onSearchChange,
}: {
  search: EnquiriesSearch;
  onSearchChange: ChangeEnquiriesSearch;
}) {
  const { page } = search;
  const query = useMemo<SubscriberListQuery>(() => ({ page }), [page]);
  const subscribers = useAdminSubscribersActor(query);
  // The machine's input is the first page; it ignores a change to the page it has.
  useEffect(() => subscribers.send({ type: 'query.change', query }), [subscribers, query]);

  const loader = useSelector(subscribers, subscribersPageActor);
  const list = useSelector(loader, (s) => s?.context.data?.data ?? NO_SUBSCRIBERS);
  const meta = useSelector(loader, (s) => s?.context.data?.meta ?? null);
  const loading = useSelector(loader, (s) => s?.hasTag('loading') ?? true);
  const failed = useSelector(loader, (s) => s?.hasTag('error') ?? false);
  const exporting = useSelector(subscribers, (s) => s.hasTag('exporting'));
  const confirming = useSelector(subscribers, (s) => s.hasTag('confirmRemove'));
  const removing = useSelector(subscribers, (s) => s.hasTag('removing'));
  const selected = useSelector(subscribers, (s) => s.context.selected?.email ?? '');
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <Stack gap="5">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text
          as="h2"
          fontWeight="semibold"
          fontSize="lg"
          ref={headingRef}
          tabIndex={-1}
          _focus={{ outline: 'none' }}
        >
          Newsletter subscribers
        </Text>
        <Button
          variant="outline"
          bg="bg.panel"
          disabled={loading || failed || !meta?.total || exporting}
          onClick={() => subscribers.send({ type: 'subscribers.export' })}
        >
          <Download aria-hidden />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </HStack>

      <AdminListResults
        loading={loading}
        failed={failed}
        loadingText="Loading subscribers..."
        shown={list.length}
        total={meta?.total ?? 0}
        noun={['subscriber', 'subscribers']}
        failedTitle="Failed to load subscribers."
        onRetry={() => loader?.send({ type: 'data.retry' })}
        showPlaceholder={loading}
        placeholder={
          <Stack gap="2" aria-hidden>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h="14" rounded="lg" />
            ))}
          </Stack>
        }
        emptyTitle={meta?.total ? 'No subscribers on this page.' : 'No subscribers yet.'}
        narrowed={false}
        onClear={() => {}}
      >
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Subscribers">
          {list.map((subscriber) => (
            <HStack
              as="li"
              key={subscriber.id}
              justify="space-between"
              gap="3"
              p="3"
              ps="4"
              bg="bg.panel"
              borderWidth="1px"
              rounded="lg"
            >
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {subscriber.email}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  Subscribed {formatDateTime(subscriber.createdAt)}
                </Text>
              </Stack>
              <IconButton
                aria-label={`Remove ${subscriber.email}`}
                variant="ghost"
                colorPalette="red"
                onClick={() => subscribers.send({ type: 'subscriber.remove', subscriber })}
              >
                <Trash2 />
              </IconButton>
            </HStack>
          ))}
        </Stack>
      </AdminListResults>

      <ListPagination meta={meta} onPage={(to) => onSearchChange({ page: to })} />

      <ConfirmDeleteDialog
        open={confirming}
        deleting={removing}
        title="Remove subscriber"
        question="Remove this address from the newsletter?"
        details={
          <Text mt="2" color="fg.muted" overflowWrap="anywhere">
            {selected} will get no more newsletters. They can subscribe again.
          </Text>
        }
        confirmLabel="Remove"
        busyLabel="Removing..."
        onCancel={() => subscribers.send({ type: 'remove.cancel' })}
        onConfirm={() => subscribers.send({ type: 'remove.confirm' })}
        // After a removal the row is gone: focus goes to the heading above the list.
        finalFocusEl={() => (removing ? headingRef.current : null)}
      />
    </Stack>
  );
}
