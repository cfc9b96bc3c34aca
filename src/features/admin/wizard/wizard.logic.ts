import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { failureMessage } from '../../../../contract/api-failure';
import { TOUR_MEDIA_MESSAGES } from '../../../../contract/tour-media';
import {
  WIZARD_TAB_LABELS,
  type TabSaved,
  type TabSaveRequest,
  type WizardTab,
} from '../../../../contract/tour-wizard';
import {
  tourWizardMachine,
  type TabForm,
  type TabValues,
  type TourWizardActorRef,
} from '../../../../machines/tour-wizard-machine';
import type { ApiClient } from '../../../api/client';
import {
  loadTourForEdit,
  removeMedia,
  saveAvailability,
  saveInclusions,
  saveItinerary,
  storeTour,
  updateTour,
  uploadMedia,
} from '../../../api/admin-tours';
import { getCategories } from '../../../api/tours';
import { useDeps } from '../../../app/app-context';
import type { AppDeps } from '../../../app/deps';
import { defineEditLogic } from '../../../components/form.logic';
import { withInspector } from '../../../dev/inspector';

/** The id of each tab's <form>: focus goes to its first invalid field after a refused save. */
export const wizardFormId = (tab: WizardTab) => `tour-wizard-${tab}`;

const messageOf = (error: unknown) => failureMessage(error, 'Something went wrong');

/** One tab's save, by tab: each answers what the server stored. */
async function saveTab(
  api: ApiClient,
  input: TabSaveRequest,
  signal: AbortSignal,
): Promise<TabSaved> {
  switch (input.tab) {
    case 'basic': {
      // Create (POST /api/tours/store) until the tour has an id, then PUT /api/tours/{id}.
      const saved =
        input.tourId === null
          ? await storeTour(api, input.request, signal)
          : await updateTour(api, input.tourId, input.request, signal);
      return { tab: 'basic', saved };
    }
    case 'media': // POST /api/tours/{id}/media (multipart).
      return { tab: 'media', saved: await uploadMedia(api, input.tourId, input.request, signal) };
    case 'itinerary': // POST /api/tours/{id}/itinerary.
      return {
        tab: 'itinerary',
        saved: await saveItinerary(api, input.tourId, input.request, signal),
      };
    case 'inclusions': // POST /api/tours/{id}/inclusions.
      return {
        tab: 'inclusions',
        saved: await saveInclusions(api, input.tourId, input.request, signal),
      };
    case 'availability': // POST /api/tours/{id}/availability.
      return {
        tab: 'availability',
        saved: await saveAvailability(api, input.tourId, input.request, signal),
      };
  }
}

const label = ({ draft }: TabValues) => WIZARD_TAB_LABELS[draft.tab];

/**
 * Each wizard tab's form (machines/edit-machine.ts with TAB_RULES): the API call, SPEC 8's toasts
 * and the focus on the first invalid field. Leaving a state aborts its request.
 */
function defineTabLogic({ api, toast }: AppDeps) {
  return defineEditLogic<TabForm>({
    save: (request, signal) => saveTab(api, request, signal),
    // Media's errors sit under file pickers and gallery items: focus stays where it is.
    formId: ({ draft }) => (draft.tab === 'media' ? null : wizardFormId(draft.tab)),
    onSaved: (_, values) =>
      toast(`${label(values)} Saved Successfully!`, 'Your changes have been saved.'),
    onFailed: (error, values) =>
      toast(`Failed to save ${label(values)}.`, messageOf(error), 'error'),
    onInvalid: (_, values) =>
      toast(`Failed to save ${label(values)}.`, 'Please correct the highlighted fields.', 'error'),
  }).provide({
    actors: {
      // DELETE /api/tours/{id}/media/{mediaId}; answers the tour's media as stored now.
      removeItem: fromPromise<unknown, { values: unknown; id: number }>(
        async ({ input, signal }) => {
          const { tourId } = input.values as TabValues;
          const saved = await removeMedia(api, tourId ?? 0, input.id, signal);
          return { tab: 'media', saved } satisfies TabSaved;
        },
      ),
    },
    actions: {
      // Only Media has nothing to save (no file chosen): SPEC 8's alert.
      notifyNothingToSave: () =>
        toast(
          TOUR_MEDIA_MESSAGES.noFiles,
          'Choose a featured image or gallery images first.',
          'warning',
        ),
      notifyRemoved: () => toast('Image Removed', 'The image is no longer in the gallery.'),
      notifyRemoveFailed: (_, { error }) =>
        toast('Failed to remove the image.', messageOf(error), 'error'),
    },
  });
}

/**
 * The tour wizard (SPEC 2 'Tour wizard', 7): GET /api/tours/{id}/edit and the categories, one
 * form per tab, and the navigation after the first save.
 */
function defineTourWizardLogic(deps: AppDeps) {
  const { api, navigate } = deps;
  return tourWizardMachine.provide({
    actors: {
      loadTour: fromPromise(({ input, signal }) => loadTourForEdit(api, input.tourId, signal)),
      loadCategories: fromPromise(({ signal }) => getCategories(api, signal)),
      tabForm: defineTabLogic(deps),
    },
    actions: {
      logCategoriesFailure: (_, { error }) => console.error('Failed to load categories', error),
      logLoadFailure: (_, { error }) => console.error('Failed to load the tour', error),
      navigateToList: () => void navigate({ to: '/admin/tours' }),
      replaceWithEditRoute: (_, { id }) =>
        void navigate({
          to: '/admin/tours/customize/$id',
          params: { id },
          replace: true,
          resetScroll: false,
        }),
    },
  });
}

/**
 * The wizard's actor for this page. The route passes the address's tour id; a later change of
 * the address (back/forward, another tour's link) is forwarded as `tour.open`, which the machine
 * ignores when it names the tour it already holds (its own create -> edit address change).
 */
export function useTourWizardActor(tourId: number | null): TourWizardActorRef {
  const deps = useDeps();
  const actor = useActorRef(
    defineTourWizardLogic(deps),
    // Departures must start after the admin's calendar day.
    withInspector({ input: { tourId, today: deps.clock.today() } }),
  );
  useEffect(() => {
    actor.send({ type: 'tour.open', tourId });
  }, [actor, tourId]);
  return actor;
}
