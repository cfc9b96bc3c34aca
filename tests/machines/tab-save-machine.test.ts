import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { ITINERARY_MESSAGES, TOUR_FORM_MESSAGES } from '../../contract/admin-tours';
import { TOUR_MEDIA_MESSAGES } from '../../contract/tour-media';
import {
  draftValues,
  initialDraft,
  type TabDraft,
  type WizardTab,
} from '../../contract/tour-wizard';
import type { TabSaveActorRef, TabSavedEvent } from '../../machines/tab-save-machine';
import {
  apiError,
  editTour,
  fakeTabSave,
  flush,
  imageFile,
  savedBasic,
  TODAY,
  VALID_BASIC,
} from './tour-wizard-fixture';

/**
 * One tab-save actor under a minimal parent (the wizard's part: it hears `tab.saved`), with fake
 * I/O from the wizard's fixture. The wizard's own tests cover each tab's rules in place.
 */
interface TabOptions {
  tourId?: number | null;
  focusesInvalidField?: boolean;
  /** Start from tour 7 as loaded, or from the empty form. */
  loaded?: boolean;
}

function startTab(tab: WizardTab, options: TabOptions = {}) {
  const { tourId = 7, focusesInvalidField = true, loaded = true } = options;
  const fakes = fakeTabSave();
  const reports: TabSavedEvent[] = [];
  const draft: TabDraft = initialDraft(tab, loaded ? editTour() : null, TODAY);
  const parent = createActor(
    setup({
      types: { events: {} as TabSavedEvent },
      actors: { tabSave: fakes.logic },
    }).createMachine({
      id: 'tabSaveParent',
      invoke: { id: 'tab', src: 'tabSave', input: { draft, tourId, focusesInvalidField } },
      on: { 'tab.saved': { actions: ({ event }) => reports.push(event) } },
    }),
  ).start();
  const actor = parent.getSnapshot().children.tab as TabSaveActorRef;
  return { actor, snap: () => actor.getSnapshot(), ...fakes, reports };
}

describe('tab-save machine', () => {
  it('starts editing the draft it was given, with no errors', () => {
    const { snap } = startTab('itinerary');
    expect(snap().matches({ editing: 'idle' })).toBe(true);
    expect(snap().context.errors).toEqual({});
    expect(draftValues(snap().context.draft, 'itinerary').map((d) => d.title)).toEqual([
      'Arrive in Skardu',
      'Drive to Askole',
    ]);
  });

  it('applies the edits its rules accept and refuses the rest (another tab, a bad index)', () => {
    const { actor, snap } = startTab('itinerary');
    actor.send({ type: 'draft.edit', edit: { type: 'itinerary.add' } });
    expect(draftValues(snap().context.draft, 'itinerary')).toHaveLength(3);
    const refused = [
      { type: 'itinerary.remove', index: 7 },
      { type: 'basic.change', field: 'title', value: 'K2' },
    ] as const;
    for (const edit of refused) {
      expect(snap().can({ type: 'draft.edit', edit })).toBe(false);
      actor.send({ type: 'draft.edit', edit });
    }
    expect(draftValues(snap().context.draft, 'itinerary')).toHaveLength(3);
  });

  it('saves a valid draft, shows what the server stored and tells the wizard', async () => {
    const { actor, snap, saves, effects, reports } = startTab('basic', {
      tourId: null,
      loaded: false,
    });
    for (const [field, value] of Object.entries(VALID_BASIC)) {
      actor.send({
        type: 'draft.edit',
        edit: { type: 'basic.change', field: field as keyof typeof VALID_BASIC, value },
      });
    }
    actor.send({ type: 'tab.save' });
    expect(saves.basic[0]!.input).toMatchObject({ tab: 'basic', tourId: null });
    expect(snap().matches('saving')).toBe(true);
    expect(snap().hasTag('saving')).toBe(true);
    expect(snap().can({ type: 'tab.save' })).toBe(false);
    saves.basic[0]!.resolve(savedBasic({ id: 42, title: 'Stored title' }));
    await flush();
    expect(snap().matches({ editing: 'idle' })).toBe(true);
    expect(snap().context.tourId).toBe(42);
    expect(draftValues(snap().context.draft, 'basic').title).toBe('Stored title');
    expect(effects).toEqual([{ type: 'notifySaved', tab: 'basic' }]);
    expect(reports).toEqual([{ type: 'tab.saved', tab: 'basic', tourId: 42 }]);
  });

  it('a failing save lands in its error state with the messages under the fields', async () => {
    const { actor, snap, saves, effects, reports } = startTab('itinerary');
    actor.send({ type: 'tab.save' });
    const error = apiError(422, 'x', { 'itinerary.0.title': [ITINERARY_MESSAGES.titleTooLong] });
    saves.itinerary[0]!.reject(error);
    await flush();
    expect(snap().matches({ editing: 'invalid' })).toBe(true);
    expect(snap().hasTag('error')).toBe(true);
    expect(snap().context.errors).toEqual({ 'itinerary.0.title': ITINERARY_MESSAGES.titleTooLong });
    expect(effects).toEqual([
      { type: 'notifySaveFailed', tab: 'itinerary', error },
      { type: 'focusFirstInvalid', tab: 'itinerary' },
    ]);
    expect(reports).toEqual([]);
    // The draft is still there and can be sent again.
    actor.send({ type: 'tab.save' });
    expect(saves.itinerary).toHaveLength(2);
  });

  it('a draft its checks refuse is not sent; focus goes to the first invalid field', () => {
    const { actor, snap, saves, effects } = startTab('basic', { loaded: false });
    actor.send({ type: 'tab.save' });
    expect(saves.basic).toHaveLength(0);
    expect(snap().hasTag('error')).toBe(true);
    expect(snap().context.errors.title).toBe(TOUR_FORM_MESSAGES.titleRequired);
    expect(effects).toEqual([
      { type: 'notifyInvalid', tab: 'basic' },
      { type: 'focusFirstInvalid', tab: 'basic' },
    ]);
  });

  it('a tab whose errors sit under files takes no focus', async () => {
    const { actor, snap, saves, effects } = startTab('media', { focusesInvalidField: false });
    actor.send({ type: 'draft.edit', edit: { type: 'media.add', files: [imageFile()] } });
    actor.send({ type: 'tab.save' });
    const error = apiError(413, TOUR_MEDIA_MESSAGES.bodyTooLarge);
    saves.media[0]!.reject(error);
    await flush();
    expect(snap().hasTag('error')).toBe(true);
    expect(snap().context.errors).toEqual({ gallery: TOUR_MEDIA_MESSAGES.bodyTooLarge });
    expect(effects).toEqual([{ type: 'notifySaveFailed', tab: 'media', error }]);
  });

  it('nothing to save is an alert, not a request', () => {
    const { actor, snap, saves, effects } = startTab('media');
    actor.send({ type: 'tab.save' });
    expect(saves.media).toHaveLength(0);
    expect(snap().matches({ editing: 'idle' })).toBe(true);
    expect(effects).toEqual([{ type: 'notifyNothingToSave', tab: 'media' }]);
  });

  it('removes a stored item at once; a failed removal keeps it', async () => {
    const { actor, snap, removals, effects } = startTab('media');
    expect(snap().can({ type: 'item.remove', id: 999 })).toBe(false);
    actor.send({ type: 'item.remove', id: 31 });
    expect(snap().hasTag('removing')).toBe(true);
    expect(snap().context.removingId).toBe(31);
    removals[0]!.reject(apiError(404, TOUR_MEDIA_MESSAGES.mediaNotFound));
    await flush();
    expect(snap().matches({ editing: 'idle' })).toBe(true);
    expect(snap().context.removingId).toBeNull();
    expect(draftValues(snap().context.draft, 'media').media).toHaveLength(2);

    actor.send({ type: 'item.remove', id: 31 });
    const [, second] = editTour().media;
    removals[1]!.resolve({ thumbnail: null, media: [second!] });
    await flush();
    expect(draftValues(snap().context.draft, 'media').media.map((m) => m.id)).toEqual([32]);
    expect(effects.map((e) => e.type)).toEqual(['notifyRemoveFailed', 'notifyRemoved']);
  });

  it('only Media has stored items to remove', () => {
    const { snap } = startTab('itinerary');
    expect(snap().can({ type: 'item.remove', id: 101 })).toBe(false);
  });
});
