import { Stack } from '@chakra-ui/react';
import { AdminPageHeading } from '../../../components/admin/admin-page-heading';
import { Tabs } from '../../../components/ui/tabs';
import type { EnquiriesSearch } from './enquiries-search';
import { InboxPanel } from './inbox-panel';
import { SubscribersPanel } from './subscribers-panel';

/**
 * A change to the URL search for the route to merge in (undefined removes a key); `replace`
 * changes the current history entry instead of adding one (closing the enquiry dialog).
 */
export type ChangeEnquiriesSearch = (
  changes: Partial<EnquiriesSearch>,
  options?: { replace?: boolean },
) => void;

/**
 * Enquiries (/admin/enquiries, issue 14): the inbox of contact messages and custom-tour requests,
 * and the newsletter subscribers, one tab each. The route owns the URL (tab, filters, page, the
 * opened enquiry); a tab starts on its first page.
 */
export function EnquiriesPage({
  search,
  onSearchChange,
}: {
  search: EnquiriesSearch;
  onSearchChange: ChangeEnquiriesSearch;
}) {
  const tab = search.tab ?? 'inbox';
  return (
    <Stack gap="6" maxW="7xl" mx="auto">
      <AdminPageHeading
        title="Enquiries"
        description="Contact messages, custom-tour requests and newsletter subscribers."
      />
      <Tabs.Root
        value={tab}
        onValueChange={(e) =>
          onSearchChange({
            tab: e.value === 'subscribers' ? 'subscribers' : undefined,
            page: undefined,
            open: undefined,
          })
        }
        lazyMount
        unmountOnExit
        variant="line"
      >
        <Tabs.List>
          <Tabs.Trigger value="inbox">Inbox</Tabs.Trigger>
          <Tabs.Trigger value="subscribers">Newsletter subscribers</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="inbox" pt="6">
          <InboxPanel search={search} onSearchChange={onSearchChange} />
        </Tabs.Content>
        <Tabs.Content value="subscribers" pt="6">
          <SubscribersPanel search={search} onSearchChange={onSearchChange} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
