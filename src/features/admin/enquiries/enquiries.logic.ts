import { useActorRef } from '@xstate/react';
import { createContext, useContext } from 'react';
import { fromPromise } from 'xstate';
import type { EnquiryListQuery, SubscriberListQuery } from '../../../../contract/admin-enquiries';
import { failureMessage } from '../../../../contract/api-failure';
import {
  adminEnquiriesMachine,
  type EnquiryNoteForm,
  type EnquiryStatusForm,
  type InboxPage,
} from '../../../../machines/admin-enquiries-machine';
import {
  adminSubscribersMachine,
  type SubscribersPage,
} from '../../../../machines/admin-subscribers-machine';
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
import { defineEditLogic } from '../../../components/form.logic';
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
 * The inbox (issue 14): its requests, its forms' toasts and focus, and the sidebar's count
 * refreshed after a status change (`unread` is absent outside the admin layout, as in a test of
 * the page alone). A failed save shows under its form; an enquiry gone meanwhile, in the dialog.
 */
function defineAdminEnquiriesLogic({ api, toast }: AppDeps, unread: UnreadCountActorRef | null) {
  return adminEnquiriesMachine.provide({
    actors: {
      loadInbox: loadMachineOf<InboxPage>().provide({
        actors: {
          // The loader's input is the `query` the inbox machine starts it with.
          load: fromPromise(({ input, signal }) =>
            getEnquiries(api, input as EnquiryListQuery, signal),
          ),
        },
      }),
      fetchEnquiry: fromPromise(({ input, signal }) =>
        getEnquiry(api, input.kind, input.id, signal),
      ),
      statusForm: defineEditLogic<EnquiryStatusForm>({
        save: ({ kind, id, status }, signal) => updateEnquiryStatus(api, kind, id, status, signal),
        formId: () => null,
        onSaved: (detail) =>
          toast('Status saved', `${detail.name}'s enquiry is now ${detail.status}.`, 'success'),
      }),
      noteForm: defineEditLogic<EnquiryNoteForm>({
        save: ({ kind, id, body }, signal) => addEnquiryNote(api, kind, id, body, signal),
        formId: NOTE_FORM_ID,
        onSaved: () => toast('Note added', 'The note is saved with the enquiry.', 'success'),
      }),
    },
    actions: {
      refreshUnreadCount: () => {
        // Whichever state the count is in: a loaded one refreshes, a failed one tries again.
        unread?.send({ type: 'data.refresh' });
        unread?.send({ type: 'data.retry' });
      },
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
      loadSubscribers: loadMachineOf<SubscribersPage>().provide({
        actors: {
          // The loader's input is the `query` the subscribers machine starts it with.
          load: fromPromise(({ input, signal }) =>
            getSubscribers(api, input as SubscriberListQuery, signal),
          ),
        },
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

export function useAdminSubscribersActor(query: SubscriberListQuery) {
  return useActorRef(defineAdminSubscribersLogic(useDeps()), withInspector({ input: { query } }));
}
