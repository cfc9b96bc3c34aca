import { useActorRef } from '@xstate/react';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { failureMessage, fieldMessages } from '../../../contract/api-failure';
import {
  WAITLIST_MESSAGES,
  type WaitlistClaim,
  type WaitlistDemand,
  type WaitlistPlace,
} from '../../../contract/waitlist';
import { loadMachineOf } from '../../../machines/load-machine';
import { editActor } from '../../../machines/edit-machine';
import type { FieldForm } from '../../../machines/form-rules';
import { joinWaitlistRules } from '../../../machines/waitlist-form-rules';
import {
  waitlistPlacesMachine,
  type WaitlistAction,
  type WaitlistPlacesActorRef,
} from '../../../machines/waitlist-places-machine';
import {
  adminWaitlistAction,
  claimOffer,
  getDepartureWaitlist,
  getWaitlistDemand,
  getMyWaitlist,
  getPlaceByToken,
  joinWaitlist,
  leaveWaitlist,
} from '../../api/waitlist';
import { useDeps } from '../../app/app-context';
import type { AppDeps } from '../../app/deps';
import { defineEditLogic } from '../../components/form.logic';
import { useFormBinding } from '../../components/form-binding';
import { withInspector } from '../../dev/inspector';
import { storeClaim } from './claim';

/*
 * The waitlist's flows (issue 19): the join form on the booking page, and the lists of places
 * (machines/waitlist-places-machine.ts) in My Account, on the mail link's page and in the admin's
 * departure. A claim keeps its seat hold in this tab's sessionStorage and opens the booking page,
 * which picks the departure, the travellers and the hold up from there (./claim.ts).
 */

/** The join form of a fully booked departure; `onJoined` closes it. */
export function useWaitlistJoinForm(
  departureId: number,
  initial: { email: string; travelers: string },
  onJoined: (place: WaitlistPlace) => void,
) {
  const { api, toast } = useDeps();
  const formId = useId();
  const actor = useActorRef(
    defineEditLogic<FieldForm<WaitlistPlace>>({
      formId,
      save: (values, signal) =>
        joinWaitlist(
          api,
          {
            departure_id: departureId,
            email: (values.email ?? '').trim(),
            travelers: Number(values.travelers),
          },
          signal,
        ),
      onSaved: (place) => {
        toast("You're on the waitlist", WAITLIST_MESSAGES.joined, 'success');
        onJoined(place);
      },
      // A message under a field says it already; anything else (the date filled up or opened
      // again meanwhile, an outage) is a toast.
      onFailed: (error) => {
        const fields = fieldMessages(error);
        if (fields.email || fields.travelers) return;
        toast('Could not join the waitlist', failureMessage(error, 'Please try again.'), 'error');
      },
    }),
    withInspector({ input: { rules: joinWaitlistRules, values: initial } }),
  );
  return useFormBinding(editActor<FieldForm<WaitlistPlace>>(actor), formId);
}

/** Whose places a list shows: the signed-in traveller's, a mail link's, or a departure's (admin). */
export type WaitlistSource =
  { kind: 'mine' } | { kind: 'link'; token: string } | { kind: 'departure'; departureId: number };

const ACTED: Partial<Record<WaitlistAction, [string, string]>> = {
  leave: ['Left the waitlist', WAITLIST_MESSAGES.left],
  offer: ['Seats offered', 'The seats are held and the offer e-mail is on its way.'],
  remove: ['Entry removed', 'The entry is off the waitlist.'],
};

function defineWaitlistPlacesLogic({ api, toast, navigate, storage }: AppDeps) {
  return waitlistPlacesMachine.provide({
    actors: {
      loadPlaces: fromPromise(async ({ input, signal }) => {
        const source = input as WaitlistSource;
        if (source.kind === 'mine') return getMyWaitlist(api, signal);
        if (source.kind === 'link') return [await getPlaceByToken(api, source.token, signal)];
        return getDepartureWaitlist(api, source.departureId, signal);
      }),
      actOnPlace: fromPromise(async ({ input, signal }) => {
        const source = input.query as WaitlistSource;
        const by = source.kind === 'link' ? { token: source.token } : { id: input.id };
        switch (input.action) {
          case 'leave':
            return leaveWaitlist(api, by, signal);
          case 'claim':
            return claimOffer(api, by, signal);
          case 'offer':
          case 'remove':
            return adminWaitlistAction(api, input.id, input.action, signal);
        }
      }),
    },
    actions: {
      notifyActed: (_, { action, output }) => {
        if (action === 'claim') {
          const claim = output as WaitlistClaim;
          storeClaim(storage.session, claim);
          void navigate({ to: '/booking/$id', params: { id: claim.tour_id } });
          return;
        }
        const [title, text] = ACTED[action] ?? ['Done', ''];
        toast(title, text, 'success');
      },
      notifyActionFailed: (_, { error }) =>
        toast('Waitlist', failureMessage(error, 'Please try again.'), 'error'),
    },
  });
}

export function useWaitlistPlaces(source: WaitlistSource): WaitlistPlacesActorRef {
  return useActorRef(
    defineWaitlistPlacesLogic(useDeps()),
    withInspector({ input: { query: source } }),
  );
}

/** The dashboard's demand on sold-out departures (loaded once; none shown on failure). */
export function useWaitlistDemand() {
  const { api } = useDeps();
  return useActorRef(
    loadMachineOf<WaitlistDemand[]>().provide({
      actors: { load: fromPromise(({ signal }) => getWaitlistDemand(api, signal)) },
    }),
    withInspector({ input: { initialData: [] } }),
  );
}
