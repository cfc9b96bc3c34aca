import { fromPromise } from 'xstate';
import type { Settings } from '../../contract/settings';
import { getSettings, saveSettings as putSettings } from '../api/settings';

/** GET /api/admin/settings; leaving the loading state aborts the request. */
export const fetchSettings = fromPromise<Settings>(({ signal }) => getSettings(signal));

/** PUT /api/admin/settings with the validated document. */
export const saveSettings = fromPromise<Settings, { settings: Settings }>(({ input, signal }) =>
  putSettings(input.settings, signal),
);
