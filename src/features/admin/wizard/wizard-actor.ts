import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { failureMessage } from '../../../../contract/api-failure';
import { TOUR_MEDIA_MESSAGES } from '../../../../contract/tour-media';
import { WIZARD_TAB_LABELS, type WizardTab } from '../../../../contract/tour-wizard';
import { tabSaveMachine } from '../../../../machines/tab-save-machine';
import {
  tourWizardMachine,
  type TourWizardActorRef,
} from '../../../../machines/tour-wizard-machine';
import {
  loadWizardCategories,
  loadWizardTour,
  removeWizardMedia,
  saveWizardTab,
} from '../../../actors/tour-wizard';
import { focusFirstInvalid } from '../../../components/form-field';
import { showToast } from '../../../components/toaster';
import { withInspector } from '../../../dev/inspector';

/** The id of each tab's <form>: focus goes to its first invalid field after a refused save. */
export const wizardFormId = (tab: WizardTab) => `tour-wizard-${tab}`;

/** The admin's calendar day, 'yyyy-mm-dd' (departures must start after it). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const messageOf = (error: unknown) => failureMessage(error, 'Something went wrong');

/**
 * The wizard's actor for this page, with the app's effects: toasts (SPEC 8), focus, navigation.
 * The route passes the address's tour id; a later change of the address (back/forward, another
 * tour's link) is forwarded as `tour.open`, which the machine ignores when it names the tour it
 * already holds (its own create -> edit address change).
 */
export function useTourWizardActor(tourId: number | null): TourWizardActorRef {
  const navigate = useNavigate();
  const actor = useActorRef(
    tourWizardMachine.provide({
      actors: {
        loadTour: loadWizardTour,
        loadCategories: loadWizardCategories,
        tabSave: tabSaveMachine.provide({
          actors: { saveDraft: saveWizardTab, removeItem: removeWizardMedia },
          actions: {
            notifySaved: (_, { tab }) =>
              showToast(
                `${WIZARD_TAB_LABELS[tab]} Saved Successfully!`,
                'Your changes have been saved.',
              ),
            notifySaveFailed: (_, { tab, error }) =>
              showToast(`Failed to save ${WIZARD_TAB_LABELS[tab]}.`, messageOf(error), 'error'),
            notifyInvalid: (_, { tab }) =>
              showToast(
                `Failed to save ${WIZARD_TAB_LABELS[tab]}.`,
                'Please correct the highlighted fields.',
                'error',
              ),
            focusFirstInvalid: (_, { tab }) => focusFirstInvalid(wizardFormId(tab)),
            // Only Media has nothing to save (no file chosen): SPEC 8's alert.
            notifyNothingToSave: () =>
              showToast(
                TOUR_MEDIA_MESSAGES.noFiles,
                'Choose a featured image or gallery images first.',
                'warning',
              ),
            notifyRemoved: () =>
              showToast('Image Removed', 'The image is no longer in the gallery.'),
            notifyRemoveFailed: (_, { error }) =>
              showToast('Failed to remove the image.', messageOf(error), 'error'),
          },
        }),
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
    }),
    withInspector({ input: { tourId, today: localToday() } }),
  );
  useEffect(() => {
    actor.send({ type: 'tour.open', tourId });
  }, [actor, tourId]);
  return actor;
}
