import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  UnreadCountContext,
  useUnreadCountActor,
  type UnreadCountActorRef,
} from './enquiries.logic';

/** The admin layout's unread count: loaded once per visit to the admin area, shared below. */
export function UnreadCountProvider({
  children,
}: {
  children: (unread: UnreadCountActorRef) => ReactNode;
}) {
  const unread = useUnreadCountActor();
  return (
    <UnreadCountContext.Provider value={unread}>{children(unread)}</UnreadCountContext.Provider>
  );
}

/** The sidebar's badge next to Enquiries: how many are New (nothing when none or unknown). */
export function UnreadBadge({ unread }: { unread: UnreadCountActorRef }) {
  const count = useSelector(unread, (s) => s.context.data);
  if (!count) return null;
  return (
    <Badge
      colorPalette="sunrise"
      variant="solid"
      rounded="full"
      ms="auto"
      data-testid="unread-count"
    >
      {count}
      <VisuallyHidden> new</VisuallyHidden>
    </Badge>
  );
}
