import { useActorRef } from '@xstate/react';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { isApiFailure } from '../../../../contract/api-failure';
import { loadMachineOf, type LoadActorRef } from '../../../../machines/load-machine';
import { settingsMachine, type SettingsForm } from '../../../../machines/settings-machine';
import { messageOr } from '../../../api/errors';
import { getCurrentIp, getSettings, saveSettings } from '../../../api/settings';
import { useApp, useDeps } from '../../../app/app-context';
import type { AppContext } from '../../../app/app-context';
import type { AppDeps } from '../../../app/deps';
import { defineEditLogic } from '../../../components/form.logic';
import { withInspector } from '../../../dev/inspector';

const NOT_SAVED = 'Settings not saved';
const CHECK_FIELDS = 'Please correct the highlighted fields.';

/** Why a save failed, for the toast: the fields (422), or the server's or a fixed message. */
function saveFailureText(error: unknown): string {
  if (isApiFailure(error) && error.fieldErrors) return CHECK_FIELDS;
  return messageOr(error, 'Your settings could not be saved. Please try again.');
}

/**
 * Admin settings (SPEC 2 'Settings', issue 5): GET/PUT /api/admin/settings, the toasts, focus,
 * and the app's company details, which take the saved ones without a request (footer, contact).
 */
function defineSettingsLogic(
  { deps: { api, toast }, companyDetails }: Pick<AppContext, 'deps' | 'companyDetails'>,
  formId: string,
) {
  return settingsMachine.provide({
    actors: {
      fetchSettings: fromPromise(({ signal }) => getSettings(api, signal)),
      settingsForm: defineEditLogic<SettingsForm>({
        save: (settings, signal) => saveSettings(api, settings, signal),
        formId,
        onSaved: (settings) => {
          toast('Settings Saved', 'Your settings have been updated successfully.', 'success');
          void companyDetails.load().then(
            (actor) => actor.send({ type: 'company.update', details: settings.general }),
            () => undefined, // offline: the public pages read them at their next load
          );
        },
        onFailed: (error) => toast(NOT_SAVED, saveFailureText(error), 'error'),
        onInvalid: () => toast(NOT_SAVED, CHECK_FIELDS, 'error'),
      }),
    },
  });
}

/** The settings page's actor and its <form> id. */
export function useSettingsActor() {
  const app = useApp();
  const formId = useId();
  const actor = useActorRef(defineSettingsLogic(app, formId), withInspector());
  return { actor, formId };
}

/** The admin's address as the server sees it (Security tab, IP restriction): null until loaded. */
export type CurrentIpActorRef = LoadActorRef<string | null>;

function defineCurrentIpLogic({ api }: AppDeps) {
  return loadMachineOf<string | null>().provide({
    actors: { load: fromPromise(({ signal }) => getCurrentIp(api, signal)) },
  });
}

export function useCurrentIpActor(): CurrentIpActorRef {
  return useActorRef(
    defineCurrentIpLogic(useDeps()),
    withInspector({ input: { initialData: null, query: null } }),
  );
}
