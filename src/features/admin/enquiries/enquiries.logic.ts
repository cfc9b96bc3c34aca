import { useActorRef } from '@xstate/react';
import { createContext, useContext } from 'react';
import { fromPromise } from 'xstate';
import type { EnquiryListQuery, Subscriber } from '../../../../contract/admin-enquiries';
import { failureMessage } from '../../../../contract/api-failure';
import {
  adminEnquiriesMachine,
  ENQUIRY_INBOX_MESSAGES,
} from '../../../../machines/admin-enquiries-machine';
import { adminSubscribersMachine } from '../../../../machines/admin-subscribers-machine';
import { loadMachineOf, type LoadActorRef } from '../../../../machines/load-machine';
import {
  addEnquiryNote,
  exportSubscribers,
  getEnquiries,
  getEnquiry,
  getSubscribers,
  getUnreadEnquiryCount,
  removeSubscriber,
  updateEnquiryStatus,
} from '../../../api/admin-enquiries';
import { useDeps } from '../../../app/app-context';
import type { AppDeps } from '../../../app/deps';
import { focusFirstInvalid } from '../../../components/form-field';
import { withInspector } from '../../../dev/inspector';
import { downloadCsv } from '../../../lib/download-csv';

/** The note <form>'s id: focus goes to its textarea when a note is refused. */
export const NOTE_FORM_ID = 'enquiry-note-form';

/* The sidebar's unread count ----------------------------------------------------------------- */

/** How many enquiries are New; null until the first load (or when it failed: no badge). */
export type UnreadCountActorRef = LoadActorRef<number | null>;

function defineUnreadCountLogic({ api }: AppDeps) {
  return loadMachineOf<number | null>().provide({
    actors: { load: fromPromise(({ signal }) => getUnreadEnquiryCount(api, signal)) },
  });
}

/** One per admin layout: the sidebar shows it, the inbox refreshes it after a status change. */
export function useUnreadCountActor(): UnreadCountActorRef {
  return useActorRef(
    defineUnreadCountLogic(useDeps()),
    withInspector({ input: { initialData: null } }),
  );
}

/** The admin layout's unread-count actor, for the pages inside it. */
export const UnreadCountContext = createContext<UnreadCountActorRef | null>(null);

/* The inbox ----------------------------------------------------------------------------------- */

/**
 * The inbox (issue 14): its requests, its toasts, and the sidebar's count refreshed after a
 * status change (`unread` is absent outside the admin layout, as in a test of the page alone).
 */
function defineAdminEnquiriesLogic({ api, toast }: AppDeps, unread: UnreadCountActorRef | null) {
  return adminEnquiriesMachine.provide({
    actors: {
      fetchEnquiries: fromPromise(({ input, signal }) => getEnquiries(api, input, signal)),
      fetchEnquiry: fromPromise(({ input, signal }) =>
        getEnquiry(api, input.kind, input.id, signal),
      ),
      updateStatus: fromPromise(({ input, signal }) =>
        updateEnquiryStatus(api, input.kind, input.id, input.status, signal),
      ),
      addNote: fromPromise(({ input, signal }) =>
        addEnquiryNote(api, input.kind, input.id, input.body, signal),
      ),
    },
    actions: {
      notifyStatusSaved: (_, { detail }) =>
        toast('Status saved', `${detail.name}'s enquiry is now ${detail.status}.`, 'success'),
      notifyStatusFailed: (_, { error }) =>
        toast(
          'Status not saved',
          failureMessage(error, ENQUIRY_INBOX_MESSAGES.statusFailed),
          'error',
        ),
      notifyNoteSaved: () => toast('Note added', 'The note is saved with the enquiry.', 'success'),
      notifyNoteFailed: (_, { error }) =>
        toast('Note not saved', failureMessage(error, ENQUIRY_INBOX_MESSAGES.noteFailed), 'error'),
      refreshUnreadCount: () => {
        // Whichever state the count is in: a loaded one refreshes, a failed one tries again.
        unread?.send({ type: 'data.refresh' });
        unread?.send({ type: 'data.retry' });
      },
      focusNote: () => focusFirstInvalid(NOTE_FORM_ID),
    },
  });
}

export function useAdminEnquiriesActor(query: EnquiryListQuery) {
  const unread = useContext(UnreadCountContext);
  return useActorRef(
    defineAdminEnquiriesLogic(useDeps(), unread),
    withInspector({ input: { query } }),
  );
}

/* Newsletter subscribers ---------------------------------------------------------------------- */

function defineAdminSubscribersLogic({ api, toast }: AppDeps) {
  return adminSubscribersMachine.provide({
    actors: {
      loadSubscribers: loadMachineOf<Subscriber[]>().provide({
        actors: { load: fromPromise(({ signal }) => getSubscribers(api, signal)) },
      }),
      removeSubscriber: fromPromise(({ input, signal }) => removeSubscriber(api, input.id, signal)),
      exportSubscribers: fromPromise(({ signal }) => exportSubscribers(api, signal)),
    },
    actions: {
      notifyRemoved: (_, { subscriber }) =>
        toast('Subscriber removed', `${subscriber.email} will get no more newsletters.`, 'success'),
      notifyRemoveFailed: (_, { error }) =>
        toast(
          'Subscriber not removed',
          failureMessage(error, 'The subscriber could not be removed.'),
          'error',
        ),
      saveFile: (_, { csv, fileName }) => downloadCsv(csv, fileName),
      notifyExportFailed: (_, { error }) =>
        toast('Export failed', failureMessage(error, 'The export failed.'), 'error'),
    },
  });
}

export function useAdminSubscribersActor() {
  return useActorRef(defineAdminSubscribersLogic(useDeps()), withInspector());
}
