import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { failureMessage } from '../../../../contract/api-failure';
import { TOUR_MEDIA_MESSAGES } from '../../../../contract/tour-media';
import {
  tourWizardMachine,
  WIZARD_TAB_LABELS,
  type TourWizardActorRef,
  type WizardTab,
} from '../../../../machines/tour-wizard-machine';
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
import { focusFirstInvalid } from '../../../components/form-field';
import { withInspector } from '../../../dev/inspector';

/** The id of each tab's <form>: focus goes to its first invalid field after a refused save. */
export const wizardFormId = (tab: WizardTab) => `tour-wizard-${tab}`;

const messageOf = (error: unknown) => failureMessage(error, 'Something went wrong');

/**
 * The tour wizard's I/O (SPEC 2 'Tour wizard', 7): load, categories, each tab's save, media
 * upload and removal; its toasts (SPEC 8), focus and navigation. Leaving a state aborts its
 * request.
 */
export function defineTourWizardLogic({ api, navigate, toast }: AppDeps) {
  return tourWizardMachine.provide({
    actors: {
      loadTour: fromPromise(({ input, signal }) => loadTourForEdit(api, input.tourId, signal)),
      loadCategories: fromPromise(({ signal }) => getCategories(api, signal)),
      // Create (POST /api/tours/store) until the tour has an id, then PUT /api/tours/{id}.
      saveBasic: fromPromise(({ input, signal }) =>
        input.tourId === null
          ? storeTour(api, input.request, signal)
          : updateTour(api, input.tourId, input.request, signal),
      ),
      saveMedia: fromPromise(({ input, signal }) =>
        uploadMedia(
          api,
          input.tourId,
          { thumbnail: input.thumbnail, gallery: input.gallery },
          signal,
        ),
      ),
      removeMedia: fromPromise(({ input, signal }) =>
        removeMedia(api, input.tourId, input.mediaId, signal),
      ),
      saveItinerary: fromPromise(({ input, signal }) =>
        saveItinerary(api, input.tourId, input.request, signal),
      ),
      saveInclusions: fromPromise(({ input, signal }) =>
        saveInclusions(api, input.tourId, input.request, signal),
      ),
      saveAvailability: fromPromise(({ input, signal }) =>
        saveAvailability(api, input.tourId, input.request, signal),
      ),
    },
    actions: {
      notifySaved: (_, { tab }) =>
        toast(`${WIZARD_TAB_LABELS[tab]} Saved Successfully!`, 'Your changes have been saved.'),
      notifySaveFailed: (_, { tab, error }) =>
        toast(`Failed to save ${WIZARD_TAB_LABELS[tab]}.`, messageOf(error), 'error'),
      notifyInvalid: (_, { tab }) =>
        toast(
          `Failed to save ${WIZARD_TAB_LABELS[tab]}.`,
          'Please correct the highlighted fields.',
          'error',
        ),
      focusFirstInvalid: (_, { tab }) => focusFirstInvalid(wizardFormId(tab)),
      alertSelectImages: () =>
        toast(
          TOUR_MEDIA_MESSAGES.noFiles,
          'Choose a featured image or gallery images first.',
          'warning',
        ),
      notifyMediaRemoved: () => toast('Image Removed', 'The image is no longer in the gallery.'),
      notifyRemoveFailed: (_, { error }) =>
        toast('Failed to remove the image.', messageOf(error), 'error'),
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
