import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { WIZARD_TABS, type WizardTab } from '../../contract/tour-wizard';
import { selectedTab, tourExists } from '../../machines/tour-wizard-machine';
import {
  editTour,
  imageFile,
  savedBasic,
  startWizard,
  VALID_BASIC,
} from '../machines/tour-wizard-fixture';
import { apiError } from '../support/api-error';
import { flush } from '../support/controllable';
import { TAB_EVENTS, wizardModel } from './tour-wizard-model';

/** A 422 naming one field of the tab, keyed as the server keys it. */
const SERVER_ERRORS: Record<WizardTab, [string, string]> = {
  basic: ['title', 'The title field is required.'],
  media: ['gallery.0', 'Only JPEG, PNG or WebP images are allowed.'],
  itinerary: ['itinerary.0.title', 'Day title is required'],
  inclusions: ['includes.0', 'Each item must be a text.'],
  availability: ['availableDates.0.capacity', 'Capacity must be a whole number from 1 to 99'],
};

for (const mode of ['create', 'edit'] as const) {
  const model = createTestModel(wizardModel(mode));
  const paths = model.getShortestPaths();

  describe(`tour wizard model paths (${mode} mode)`, () => {
    it('reaches every tab with both save outcomes', () => {
      const reached = new Set(
        paths.map((p) => JSON.stringify(p.state.value)).filter((v) => v.includes('open')),
      );
      for (const tab of WIZARD_TABS) {
        for (const outcome of ['saved', 'failed']) {
          expect(reached).toContain(JSON.stringify({ open: { [tab]: outcome } }));
        }
      }
    });

    for (const path of paths) {
      it(path.description, async () => {
        const wizard = startWizard({ tourId: mode === 'create' ? null : 7 });
        const { actor, calls, effects } = wizard;
        const snap = () => actor.getSnapshot();
        const tab = () => selectedTab(snap());
        /** The open tab's form, by its invoke id. */
        const tabSnap = (t: WizardTab) => wizard.tabSnapshot(t);
        let loads = 0;

        /** Makes the open tab's data valid, so its save reaches the server. */
        const prepare = (current: WizardTab) => {
          if (current === 'basic') wizard.fillBasic(VALID_BASIC);
          if (current === 'media') wizard.edit({ type: 'media.add', files: [imageFile()] });
          if (current === 'itinerary') {
            wizard.edit({ type: 'itinerary.change', index: 0, field: 'title', value: 'Arrive' });
            wizard.edit({
              type: 'itinerary.change',
              index: 0,
              field: 'description',
              value: 'Rest',
            });
          }
        };

        const save = async (outcome: 'ok' | 'fail') => {
          const current = tab();
          prepare(current);
          effects.length = 0;
          wizard.save(current);
          const [key, message] = SERVER_ERRORS[current];
          const settle = <T>(
            pending: { resolve: (v: T) => void; reject: (e: unknown) => void },
            value: T,
          ) =>
            outcome === 'ok'
              ? pending.resolve(value)
              : pending.reject(apiError(422, message, { [key]: [message] }));
          const id = snap().context.tourId ?? 42;
          switch (current) {
            case 'basic':
              settle(calls.basics.at(-1)!, savedBasic({ id }));
              break;
            case 'media':
              settle(calls.uploads.at(-1)!, { thumbnail: null, media: [] });
              break;
            case 'itinerary':
              settle(calls.itineraries.at(-1)!, [
                { id: 1, day: 1, title: 'Arrive', description: 'Rest' },
              ]);
              break;
            case 'inclusions':
              settle(calls.inclusions.at(-1)!, { includes: [], excludes: [] });
              break;
            case 'availability':
              settle(calls.availabilities.at(-1)!, []);
              break;
          }
          await flush();
        };

        const expectOpen = (expected: WizardTab) => {
          expect(tab()).toBe(expected);
          expect(tourExists(snap())).toBe(true);
          for (const t of WIZARD_TABS)
            expect(snap().can({ type: 'tab.select', tab: t })).toBe(true);
        };
        const expectOutcome = (expected: WizardTab, outcome: 'saved' | 'failed') => {
          expectOpen(expected);
          expect(tabSnap(expected).hasTag('saving')).toBe(false);
          if (outcome === 'saved') {
            expect(effects).toContainEqual({ type: 'notifySaved', tab: expected });
            expect(tabSnap(expected).matches({ editing: 'ready' })).toBe(true);
            expect(tabSnap(expected).context.errors).toEqual({});
          } else {
            expect(effects).toContainEqual(
              expect.objectContaining({ type: 'notifyFailed', tab: expected }),
            );
            const [key, message] = SERVER_ERRORS[expected];
            // Refused under the fields: editable again, no failure alert.
            expect(tabSnap(expected).matches({ editing: 'ready' })).toBe(true);
            expect(tabSnap(expected).context.errors).toEqual({ [key]: message });
          }
        };
        const expectLocked = () => {
          expect(tab()).toBe('basic');
          expect(tourExists(snap())).toBe(false);
          for (const t of WIZARD_TABS.filter((t) => t !== 'basic')) {
            expect(snap().can({ type: 'tab.select', tab: t })).toBe(false);
            expect(wizard.tab(t)).toBeUndefined(); // no form: nothing to save with
          }
        };

        const states: Record<string, () => void> = {
          'locked.idle': () => {
            expectLocked();
            expect(tabSnap('basic').context.errors).toEqual({});
          },
          'locked.failed': () => {
            expectLocked();
            expect(effects).toContainEqual(
              expect.objectContaining({ type: 'notifyFailed', tab: 'basic' }),
            );
            expect(tabSnap('basic').matches({ editing: 'ready' })).toBe(true);
            expect(tabSnap('basic').context.errors).toEqual({
              title: 'The title field is required.',
            });
          },
          loading: () => {
            expect(snap().hasTag('loading')).toBe(true);
            expect(calls.loads).toHaveLength(loads + 1);
          },
          loadFailed: () => {
            expect(snap().hasTag('error')).toBe(true);
            expect(snap().can({ type: 'load.retry' })).toBe(true);
          },
        };
        for (const t of WIZARD_TABS) {
          states[`open.${t}.idle`] = () => expectOpen(t);
          states[`open.${t}.saved`] = () => expectOutcome(t, 'saved');
          states[`open.${t}.failed`] = () => expectOutcome(t, 'failed');
        }

        const events: Record<string, () => Promise<void> | void> = {
          PICK_LOCKED_TAB: () => {
            for (const t of WIZARD_TABS) actor.send({ type: 'tab.select', tab: t });
            wizard.save('media');
            expect(calls.uploads).toHaveLength(0);
          },
          SAVE_OK: () => save('ok'),
          SAVE_FAIL: () => save('fail'),
          LOAD_OK: async () => {
            calls.loads[loads]!.resolve(editTour());
            await flush();
          },
          LOAD_FAIL: async () => {
            calls.loads[loads]!.reject(apiError(500, 'Server Error'));
            await flush();
          },
          RETRY: () => {
            loads += 1;
            actor.send({ type: 'load.retry' });
          },
        };
        for (const [event, target] of Object.entries(TAB_EVENTS)) {
          events[event] = () => actor.send({ type: 'tab.select', tab: target });
        }

        await path.test({ states, events });
      });
    }
  });
}
