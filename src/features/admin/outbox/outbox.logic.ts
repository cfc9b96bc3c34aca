import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { OutboxListQuery } from '../../../../contract/admin-outbox';
import { adminOutboxMachine, type OutboxPage } from '../../../../machines/admin-outbox-machine';
import { loadMachineOf } from '../../../../machines/load-machine';
import {
  downloadOutboxAttachment,
  getOutbox,
  getOutboxMessage,
  retryOutboxMessage,
} from '../../../api/admin-outbox';
import { useDeps } from '../../../app/app-context';
import type { AppDeps } from '../../../app/deps';
import { withInspector } from '../../../dev/inspector';
import { saveBlob } from '../../../lib/save-file';

/** The outbox (issue 15): its requests, the Retry toast and the attachment saved as a file. */
function defineAdminOutboxLogic({ api, toast }: AppDeps) {
  return adminOutboxMachine.provide({
    actors: {
      loadOutbox: loadMachineOf<OutboxPage>().provide({
        actors: {
          // The loader's input is the `query` the outbox machine starts it with.
          load: fromPromise(({ input, signal }) =>
            getOutbox(api, input as OutboxListQuery, signal),
          ),
        },
      }),
      fetchMessage: fromPromise(({ input, signal }) => getOutboxMessage(api, input.id, signal)),
      retryMessage: fromPromise(({ input, signal }) => retryOutboxMessage(api, input.id, signal)),
      downloadAttachment: fromPromise(({ input, signal }) =>
        downloadOutboxAttachment(api, input, signal),
      ),
    },
    actions: {
      notifyRetried: (_, { message }) =>
        toast('Back in the queue', `The message to ${message.to} will be sent again.`, 'success'),
      saveFile: (_, { blob, fileName }) => saveBlob(blob, fileName),
    },
  });
}

/** The outbox for the URL's query; later queries reach it as `query.change`. */
export function useAdminOutboxActor(query: OutboxListQuery) {
  return useActorRef(defineAdminOutboxLogic(useDeps()), withInspector({ input: { query } }));
}
