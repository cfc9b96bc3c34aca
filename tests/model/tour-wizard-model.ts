import { createMachine } from 'xstate';
import { WIZARD_TABS, type WizardTab } from '../../contract/tour-wizard';

/**
 * The tour wizard as an admin observes it, shared by the model test on the real machine
 * (tests/model/tour-wizard.model.test.ts, fake actors) and the Playwright replay in Chromium
 * against the real server (e2e/wizard-model.spec.ts). Pure: no test runner imported here.
 */

/** Create: /admin/tours/customize (no tour yet). Edit: /admin/tours/customize/{id}. */
export type WizardMode = 'create' | 'edit';

/** The model's tab events and the tab each opens. */
export const TAB_EVENTS = {
  SELECT_BASIC: 'basic',
  SELECT_MEDIA: 'media',
  SELECT_ITINERARY: 'itinerary',
  SELECT_INCLUSIONS: 'inclusions',
  SELECT_AVAILABILITY: 'availability',
} as const satisfies Record<string, WizardTab>;

export type TabEvent = keyof typeof TAB_EVENTS;

/** In an open tab: its last save outcome, and a way to every other tab. */
const openTab = () => ({
  initial: 'idle',
  states: {
    idle: { on: { SAVE_OK: 'saved', SAVE_FAIL: 'failed' } },
    saved: { on: { SAVE_OK: 'saved', SAVE_FAIL: 'failed' } },
    failed: { on: { SAVE_OK: 'saved', SAVE_FAIL: 'failed' } },
  },
});

/**
 * Create mode: only Basic Information opens; picking a locked tab does nothing; a failed basic
 * save keeps everything locked; a saved one opens every tab. Edit mode: a spinner, a failure
 * with retry, then every tab open. In an open tab, each save succeeds or fails
 * ('{tab} Saved Successfully!' / 'Failed to save {tab}.').
 */
export function wizardModel(mode: WizardMode) {
  const selects = Object.fromEntries(
    Object.entries(TAB_EVENTS).map(([event, tab]) => [event, `#wizardModel.open.${tab}`]),
  );
  return createMachine({
    id: 'wizardModel',
    initial: mode === 'create' ? 'locked' : 'loading',
    states: {
      locked: {
        initial: 'idle',
        states: {
          idle: { on: { PICK_LOCKED_TAB: 'idle', SAVE_FAIL: 'failed' } },
          failed: { on: { PICK_LOCKED_TAB: 'failed', SAVE_FAIL: 'failed' } },
        },
        on: { SAVE_OK: '#wizardModel.open.basic.saved' },
      },
      loading: { on: { LOAD_OK: 'open', LOAD_FAIL: 'loadFailed' } },
      loadFailed: { on: { RETRY: 'loading' } },
      open: {
        initial: 'basic',
        on: selects,
        states: Object.fromEntries(WIZARD_TABS.map((tab) => [tab, openTab()])),
      },
    },
  });
}
