import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_MESSAGES,
  INCLUSION_LIMITS,
  INCLUSION_MESSAGES,
  ITINERARY_MESSAGES,
  TOUR_FORM_MESSAGES,
} from '../../contract/admin-tours';
import { MAX_IMAGE_BYTES, TOUR_MEDIA_MESSAGES } from '../../contract/tour-media';
import {
  EMPTY_BASIC,
  WIZARD_TABS,
  basicRequest,
  draftValues,
  longDay,
  nextDay,
  validateBasic,
  type TabEdit,
  type WizardTab,
} from '../../contract/tour-wizard';
import { selectedTab, tourExists } from '../../machines/tour-wizard-machine';
import {
  CATEGORIES,
  TODAY,
  VALID_BASIC,
  editTour,
  imageFile,
  savedBasic,
  startWizard,
} from './tour-wizard-fixture';
import { apiError } from '../support/api-error';
import { flush } from '../support/controllable';

type Wizard = ReturnType<typeof startWizard>;

/** Create mode with the basic form saved as tour 42: every tab open. */
async function created(): Promise<Wizard> {
  const wizard = startWizard();
  wizard.fillBasic(VALID_BASIC);
  wizard.save('basic');
  wizard.calls.basics[0]!.resolve(savedBasic());
  await flush();
  wizard.effects.length = 0;
  return wizard;
}

/** Edit mode for tour 7, loaded. */
async function loaded(overrides: Parameters<typeof editTour>[0] = {}): Promise<Wizard> {
  const wizard = startWizard({ tourId: 7 });
  wizard.calls.loads[0]!.resolve(editTour(overrides));
  await flush();
  return wizard;
}

const snap = (wizard: Wizard) => wizard.actor.getSnapshot();
const canOpen = (wizard: Wizard, tab: WizardTab) => snap(wizard).can({ type: 'tab.select', tab });
/** The tab would take `draft.save` (a locked tab has no actor yet, so it cannot). */
const canSave = (wizard: Wizard, tab: WizardTab) =>
  wizard.tab(tab)?.getSnapshot().can({ type: 'draft.save' }) ?? false;
const tabSnap = (wizard: Wizard, tab: WizardTab) => wizard.tabSnapshot(tab);
const draft = <T extends WizardTab>(wizard: Wizard, tab: T) =>
  draftValues(tabSnap(wizard, tab).context.values.draft, tab);
const errors = (wizard: Wizard, tab: WizardTab) => tabSnap(wizard, tab).context.errors;
const canEdit = (wizard: Wizard, edit: TabEdit) =>
  tabSnap(wizard, edit.type.split('.')[0] as WizardTab).can({ type: 'draft.edit', edit });

describe('tour wizard: create mode (SPEC 2, 4)', () => {
  it('opens Basic Information with SPEC 9 defaults and every other tab locked', () => {
    const wizard = startWizard();
    const s = snap(wizard);
    expect(s.matches({ editing: { tabs: 'basic', tour: 'unsaved' } })).toBe(true);
    expect(tabSnap(wizard, 'basic').matches({ editing: 'ready' })).toBe(true);
    expect(s.context.mode).toBe('create');
    expect(draft(wizard, 'basic')).toEqual(EMPTY_BASIC);
    expect(draft(wizard, 'basic')).toMatchObject({
      price: '0',
      duration: '1',
      difficulty: 'Moderate',
      status: 'Draft',
      category_id: '',
    });
    expect(tourExists(s)).toBe(false);
    expect(canOpen(wizard, 'basic')).toBe(true);
    for (const tab of WIZARD_TABS.filter((t) => t !== 'basic')) {
      expect(canOpen(wizard, tab)).toBe(false);
      // A locked tab has no form until the tour exists.
      expect(wizard.tab(tab)).toBeUndefined();
      expect(canSave(wizard, tab)).toBe(false);
    }
    expect(canSave(wizard, 'basic')).toBe(true);
    expect(wizard.calls.loads).toHaveLength(0);
  });

  it('refuses to open a locked tab or save one', () => {
    const wizard = startWizard();
    wizard.actor.send({ type: 'tab.select', tab: 'media' });
    wizard.save('itinerary');
    wizard.save('inclusions');
    wizard.save('availability');
    wizard.save('media');
    expect(selectedTab(snap(wizard))).toBe('basic');
    expect(wizard.calls.itineraries).toHaveLength(0);
    expect(wizard.calls.inclusions).toHaveLength(0);
    expect(wizard.calls.availabilities).toHaveLength(0);
    expect(wizard.calls.uploads).toHaveLength(0);
    expect(wizard.effects).toEqual([]);
  });

  it('loads the categories for the select; a failure is only logged (SPEC 8)', async () => {
    const ok = startWizard();
    ok.calls.categories[0]!.resolve(CATEGORIES);
    await flush();
    expect(snap(ok).context.categories).toEqual(CATEGORIES);
    expect(snap(ok).matches({ editing: { categories: 'loaded' } })).toBe(true);

    const failing = startWizard();
    const error = apiError(500, 'Server Error');
    failing.calls.categories[0]!.reject(error);
    await flush();
    expect(snap(failing).matches({ editing: { categories: 'failed' } })).toBe(true);
    expect(snap(failing).context.categories).toEqual([]);
    expect(failing.effects).toEqual([{ type: 'logCategoriesFailure', error }]);
    expect(snap(failing).hasTag('error')).toBe(false);
  });

  it('an invalid basic form is not sent: the contract messages land under the fields', () => {
    const wizard = startWizard();
    wizard.edit({ type: 'basic.change', field: 'price', value: '-5' });
    wizard.edit({ type: 'basic.change', field: 'duration', value: '1.5' });
    wizard.save('basic');
    expect(wizard.calls.basics).toHaveLength(0);
    expect(errors(wizard, 'basic')).toEqual({
      title: TOUR_FORM_MESSAGES.titleRequired,
      description: TOUR_FORM_MESSAGES.descriptionRequired,
      important_notes: TOUR_FORM_MESSAGES.importantNotesRequired,
      price: TOUR_FORM_MESSAGES.priceMin,
      duration: TOUR_FORM_MESSAGES.durationInteger,
      group_size: TOUR_FORM_MESSAGES.groupSizeRequired,
      location: TOUR_FORM_MESSAGES.locationRequired,
    });
    expect(wizard.effects).toEqual([
      { type: 'notifyInvalid', tab: 'basic' },
      { type: 'focusFirstInvalidField', tab: 'basic' },
    ]);
  });

  it('reads empty and non-numeric price and duration as the server does', () => {
    expect(validateBasic({ ...VALID_BASIC, price: '', duration: '' })).toEqual({
      price: TOUR_FORM_MESSAGES.priceRequired,
      duration: TOUR_FORM_MESSAGES.durationRequired,
    });
    expect(validateBasic({ ...VALID_BASIC, price: 'abc', duration: '0' })).toEqual({
      price: TOUR_FORM_MESSAGES.priceNumber,
      duration: TOUR_FORM_MESSAGES.durationMin,
    });
    expect(validateBasic(VALID_BASIC)).toEqual({});
  });

  it('editing a field clears its error; status takes only Draft, Active or Inactive', () => {
    const wizard = startWizard();
    wizard.save('basic');
    wizard.edit({ type: 'basic.change', field: 'title', value: 'K2' });
    expect(errors(wizard, 'basic').title).toBeUndefined();
    expect(errors(wizard, 'basic').location).toBe(TOUR_FORM_MESSAGES.locationRequired);
    wizard.edit({ type: 'basic.change', field: 'status', value: 'Published' });
    expect(draft(wizard, 'basic').status).toBe('Draft');
    wizard.edit({ type: 'basic.change', field: 'status', value: 'Active' });
    expect(draft(wizard, 'basic').status).toBe('Active');
  });

  it('the first basic save creates the tour, records its id, unlocks the tabs and moves the address', async () => {
    const wizard = startWizard();
    wizard.fillBasic(VALID_BASIC);
    wizard.save('basic');
    expect(tabSnap(wizard, 'basic').hasTag('saving')).toBe(true);
    expect(canSave(wizard, 'basic')).toBe(false);
    expect(wizard.calls.basics[0]!.input).toEqual({
      tab: 'basic',
      tourId: null,
      request: basicRequest(VALID_BASIC),
    });
    expect(wizard.calls.basics[0]!.input.request).toMatchObject({
      price: 899,
      duration: 4,
      category_id: 1,
      difficulty: 'Easy',
      status: 'Draft',
    });
    // Still locked while the tour is being created.
    expect(canOpen(wizard, 'media')).toBe(false);

    wizard.calls.basics[0]!.resolve(savedBasic());
    await flush();
    const s = snap(wizard);
    expect(s.hasTag('savingBasic')).toBe(false);
    expect(s.context.tourId).toBe(42);
    expect(tourExists(s)).toBe(true);
    expect(wizard.effects).toEqual([
      { type: 'notifySaved', tab: 'basic' },
      { type: 'replaceWithEditRoute', id: 42 },
    ]);
    for (const tab of WIZARD_TABS) {
      expect(canOpen(wizard, tab)).toBe(true);
      expect(canSave(wizard, tab)).toBe(true);
    }
    wizard.actor.send({ type: 'tab.select', tab: 'availability' });
    expect(selectedTab(snap(wizard))).toBe('availability');
  });

  it('the next basic save updates the same tour (PUT) and does not move the address again', async () => {
    const wizard = await created();
    wizard.edit({ type: 'basic.change', field: 'price', value: '950' });
    wizard.save('basic');
    expect(wizard.calls.basics[1]!.input.tourId).toBe(42);
    expect(wizard.calls.basics[1]!.input.request.price).toBe(950);
    wizard.calls.basics[1]!.resolve(savedBasic({ price: 950 }));
    await flush();
    expect(wizard.effects).toEqual([{ type: 'notifySaved', tab: 'basic' }]);
    expect(draft(wizard, 'basic').price).toBe('950');
  });

  it("a refused create keeps the tabs locked and shows the server's first message per field", async () => {
    const wizard = startWizard();
    wizard.fillBasic(VALID_BASIC);
    wizard.save('basic');
    const error = apiError(422, TOUR_FORM_MESSAGES.categoryId, {
      category_id: [TOUR_FORM_MESSAGES.categoryId],
      title: ['The title field must not be greater than 150 characters.', 'second'],
    });
    wizard.calls.basics[0]!.reject(error);
    await flush();
    const s = snap(wizard);
    expect(s.matches({ editing: { tour: 'unsaved' } })).toBe(true);
    // Refused under the fields: the form is editable again, with no failure alert.
    expect(tabSnap(wizard, 'basic').matches({ editing: 'ready' })).toBe(true);
    expect(tabSnap(wizard, 'basic').hasTag('error')).toBe(false);
    expect(s.context.tourId).toBeNull();
    expect(errors(wizard, 'basic')).toEqual({
      category_id: TOUR_FORM_MESSAGES.categoryId,
      title: 'The title field must not be greater than 150 characters.',
    });
    expect(canOpen(wizard, 'media')).toBe(false);
    expect(wizard.effects).toEqual([
      { type: 'notifyFailed', tab: 'basic', error },
      { type: 'focusFirstInvalidField', tab: 'basic' },
    ]);
  });

  it('a failure without field errors (network) is a failed save with nothing under the fields', async () => {
    const wizard = startWizard();
    wizard.fillBasic(VALID_BASIC);
    wizard.save('basic');
    const error = apiError(0, 'We could not reach the server.');
    wizard.calls.basics[0]!.reject(error);
    await flush();
    expect(errors(wizard, 'basic')).toEqual({});
    expect(tabSnap(wizard, 'basic').matches({ editing: 'failed' })).toBe(true);
    expect(tabSnap(wizard, 'basic').hasTag('error')).toBe(true);
    expect(wizard.effects).toEqual([{ type: 'notifyFailed', tab: 'basic', error }]);
    // It can be sent again.
    wizard.save('basic');
    expect(wizard.calls.basics).toHaveLength(2);
  });

  it('Cancel asks for the tour list from any state (SPEC 2)', () => {
    const wizard = startWizard({ tourId: 7 });
    wizard.actor.send({ type: 'wizard.cancel' });
    expect(wizard.effects).toEqual([{ type: 'navigateToList' }]);
  });
});

describe('tour wizard: edit mode', () => {
  it('loads GET /tours/{id}/edit and fills every tab, all of them open', async () => {
    const wizard = startWizard({ tourId: 7 });
    expect(snap(wizard).hasTag('loading')).toBe(true);
    expect(snap(wizard).context.mode).toBe('edit');
    expect(canOpen(wizard, 'basic')).toBe(false);
    expect(wizard.calls.loads[0]!.input).toEqual({ tourId: 7 });
    wizard.calls.loads[0]!.resolve(editTour());
    await flush();
    const s = snap(wizard);
    expect(s.matches({ editing: { tabs: 'basic', tour: 'saved' } })).toBe(true);
    expect(draft(wizard, 'basic')).toEqual({
      title: 'K2 Base Camp Trek',
      description: 'The classic trek to the foot of K2.',
      price: '1299',
      duration: '14',
      difficulty: 'Challenging',
      location: 'Skardu',
      group_size: '4-12',
      altitude: '',
      season: '',
      status: 'Active',
      category_id: '2',
      important_notes: 'Permits included.',
    });
    expect(draft(wizard, 'media').thumbnail).toBe('/images/tours/k2-base-camp/cover-1280.webp');
    expect(draft(wizard, 'media').media.map((m) => m.id)).toEqual([31, 32]);
    expect(draft(wizard, 'itinerary').map((d) => d.title)).toEqual([
      'Arrive in Skardu',
      'Drive to Askole',
    ]);
    expect(draft(wizard, 'inclusions')).toEqual({
      includes: ['Guide', 'Meals'],
      excludes: ['Flights'],
    });
    expect(draft(wizard, 'availability').departures[0]).toMatchObject({
      id: 201,
      start_date: '2030-06-15',
      capacity: '12',
      seats_booked: 5,
      saved: { start_date: '2030-06-15', capacity: 12 },
    });
    for (const tab of WIZARD_TABS) expect(canOpen(wizard, tab)).toBe(true);
    // Categories load once the tour is there.
    expect(wizard.calls.categories).toHaveLength(1);
  });

  it('a tour without days starts with one empty day', async () => {
    const wizard = await loaded({ itinerary: [], inclusions: [] });
    expect(draft(wizard, 'itinerary')).toHaveLength(1);
    expect(draft(wizard, 'inclusions').includes).toEqual([]);
  });

  it('a failed load is an error state with a retry that loads again', async () => {
    const wizard = startWizard({ tourId: 7 });
    const error = apiError(500, 'Server Error');
    wizard.calls.loads[0]!.reject(error);
    await flush();
    expect(snap(wizard).matches('loadFailed')).toBe(true);
    expect(snap(wizard).hasTag('error')).toBe(true);
    expect(snap(wizard).context.loadFailure).toEqual({ status: 500, message: 'Server Error' });
    expect(wizard.effects).toEqual([{ type: 'logLoadFailure', error }]);
    expect(snap(wizard).can({ type: 'load.retry' })).toBe(true);

    wizard.actor.send({ type: 'load.retry' });
    expect(snap(wizard).hasTag('loading')).toBe(true);
    wizard.calls.loads[1]!.resolve(editTour());
    await flush();
    expect(snap(wizard).matches('editing')).toBe(true);
    expect(snap(wizard).context.loadFailure).toBeNull();
  });

  it('a 404 is Tour Not Found, with no retry', async () => {
    const wizard = startWizard({ tourId: 999 });
    wizard.calls.loads[0]!.reject(apiError(404, 'Tour not found.'));
    await flush();
    expect(snap(wizard).hasTag('notFound')).toBe(true);
    expect(snap(wizard).can({ type: 'load.retry' })).toBe(false);
  });

  it('saves the basic form with PUT for the loaded tour', async () => {
    const wizard = await loaded();
    wizard.edit({ type: 'basic.change', field: 'price', value: '1399' });
    wizard.save('basic');
    expect(wizard.calls.basics[0]!.input.tourId).toBe(7);
    expect(wizard.calls.basics[0]!.input.request).toMatchObject({ price: 1399, status: 'Active' });
    wizard.calls.basics[0]!.resolve(savedBasic({ id: 7, price: 1399 }));
    await flush();
    expect(wizard.effects).toEqual([{ type: 'notifySaved', tab: 'basic' }]);
  });
});

describe('tour wizard: the address', () => {
  it('ignores the address of the tour it holds (its own create -> edit move)', async () => {
    const wizard = await created();
    wizard.actor.send({ type: 'tour.open', tourId: 42 });
    expect(draft(wizard, 'basic').title).toBe(VALID_BASIC.title);
    expect(wizard.calls.loads).toHaveLength(0);
  });

  it('another tour id starts over in edit mode, and aborts what was under way', async () => {
    const wizard = await created();
    wizard.edit({ type: 'itinerary.change', index: 0, field: 'title', value: 'Day one' });
    wizard.edit({ type: 'itinerary.change', index: 0, field: 'description', value: 'Go' });
    wizard.save('itinerary');
    const pending = wizard.calls.itineraries[0]!;
    wizard.actor.send({ type: 'tour.open', tourId: 7 });
    expect(pending.signal.aborted).toBe(true);
    expect(snap(wizard).hasTag('loading')).toBe(true);
    expect(snap(wizard).context).toMatchObject({ mode: 'edit', tourId: 7, tour: null });
    // The tabs stopped with the edit they held; the loaded tour starts them afresh.
    expect(wizard.tab('basic')).toBeUndefined();
    expect(wizard.calls.loads[0]!.input).toEqual({ tourId: 7 });
  });

  it('the create address starts a new tour', async () => {
    const wizard = await loaded();
    wizard.actor.send({ type: 'tour.open', tourId: null });
    expect(snap(wizard).context).toMatchObject({ mode: 'create', tourId: null });
    expect(canOpen(wizard, 'media')).toBe(false);
    expect(wizard.tab('media')).toBeUndefined();
    expect(draft(wizard, 'basic')).toEqual(EMPTY_BASIC);
  });
});

describe('tour wizard: media', () => {
  it("saving with nothing chosen alerts 'Please select images to upload!' and sends nothing", async () => {
    const wizard = await created();
    wizard.save('media');
    expect(wizard.effects).toEqual([{ type: 'notifyNothingToSave', tab: 'media' }]);
    expect(wizard.calls.uploads).toHaveLength(0);
    expect(tabSnap(wizard, 'media').matches({ editing: 'ready' })).toBe(true);
  });

  it('uploads the chosen featured image and gallery, then shows what the server stored', async () => {
    const wizard = await created();
    const cover = imageFile('cover.png');
    const one = imageFile('one.jpg');
    const two = imageFile('two.jpg');
    const three = imageFile('three.jpg');
    wizard.edit({ type: 'media.thumbnail', file: cover });
    wizard.edit({ type: 'media.add', files: [one, two] });
    wizard.edit({ type: 'media.add', files: [three] });
    wizard.edit({ type: 'media.discard', index: 1 });
    wizard.edit({ type: 'media.discard', index: 9 });
    expect(draft(wizard, 'media').newGallery).toEqual([one, three]);

    wizard.save('media');
    expect(tabSnap(wizard, 'media').hasTag('saving')).toBe(true);
    expect(canSave(wizard, 'media')).toBe(false);
    expect(wizard.calls.uploads[0]!.input).toEqual({
      tab: 'media',
      tourId: 42,
      request: { thumbnail: cover, gallery: [one, three] },
    });
    const stored = {
      thumbnail: '/uploads/tours/42/a-1280.webp',
      media: [{ id: 5, full_image_path: '/uploads/tours/42/b-1280.webp', alt: 'Deosai' }],
    };
    wizard.calls.uploads[0]!.resolve(stored);
    await flush();
    expect(draft(wizard, 'media')).toEqual({ ...stored, newThumbnail: null, newGallery: [] });
    expect(wizard.effects).toEqual([{ type: 'notifySaved', tab: 'media' }]);
  });

  it("maps the server's refusals to the files they name (thumbnail, gallery.{i}) and keeps the choice", async () => {
    const wizard = await created();
    const bad = imageFile('fake.jpg');
    wizard.edit({ type: 'media.thumbnail', file: imageFile('cover.jpg') });
    wizard.edit({ type: 'media.add', files: [imageFile('ok.jpg'), bad] });
    wizard.save('media');
    const error = apiError(422, TOUR_MEDIA_MESSAGES.type, {
      'gallery.1': [TOUR_MEDIA_MESSAGES.type],
      thumbnail: [TOUR_MEDIA_MESSAGES.unreadable],
    });
    wizard.calls.uploads[0]!.reject(error);
    await flush();
    expect(errors(wizard, 'media')).toEqual({
      'gallery.1': TOUR_MEDIA_MESSAGES.type,
      thumbnail: TOUR_MEDIA_MESSAGES.unreadable,
    });
    expect(draft(wizard, 'media').newGallery[1]).toBe(bad);
    // The machine asks for focus; the app gives Media none (its errors sit under files).
    expect(wizard.effects).toEqual([
      { type: 'notifyFailed', tab: 'media', error },
      { type: 'focusFirstInvalidField', tab: 'media' },
    ]);
    // Changing the choice clears them.
    wizard.edit({ type: 'media.discard', index: 1 });
    expect(errors(wizard, 'media')).toEqual({});
  });

  it('a 413 (too large) lands under the gallery', async () => {
    const wizard = await created();
    wizard.edit({ type: 'media.add', files: [imageFile()] });
    wizard.save('media');
    wizard.calls.uploads[0]!.reject(apiError(413, TOUR_MEDIA_MESSAGES.bodyTooLarge));
    await flush();
    expect(errors(wizard, 'media')).toEqual({
      gallery: TOUR_MEDIA_MESSAGES.bodyTooLarge,
    });
  });

  it('refuses files over 5 MB and more than 20 at once before sending', async () => {
    const wizard = await created();
    wizard.edit({ type: 'media.thumbnail', file: imageFile('big.jpg', MAX_IMAGE_BYTES + 1) });
    wizard.edit({
      type: 'media.add',
      files: Array.from({ length: 20 }, (_, i) => imageFile(`g${i}.jpg`)),
    });
    wizard.save('media');
    expect(wizard.calls.uploads).toHaveLength(0);
    expect(errors(wizard, 'media')).toEqual({
      thumbnail: TOUR_MEDIA_MESSAGES.fileTooLarge,
      gallery: TOUR_MEDIA_MESSAGES.tooManyFiles,
    });
    expect(wizard.effects).toEqual([
      { type: 'notifyInvalid', tab: 'media' },
      { type: 'focusFirstInvalidField', tab: 'media' },
    ]);
  });

  it('removes a stored gallery image (DELETE) and shows the rest', async () => {
    const wizard = await loaded();
    wizard.tab('media')?.send({ type: 'item.remove', id: 999 });
    expect(wizard.calls.removals).toHaveLength(0);
    wizard.tab('media')?.send({ type: 'item.remove', id: 31 });
    expect(tabSnap(wizard, 'media').hasTag('removing')).toBe(true);
    expect(tabSnap(wizard, 'media').context.removingId).toBe(31);
    expect(canSave(wizard, 'media')).toBe(false);
    expect(wizard.calls.removals[0]!.input).toEqual({ tourId: 7, itemId: 31 });
    wizard.calls.removals[0]!.resolve({
      thumbnail: draft(wizard, 'media').thumbnail,
      media: [draft(wizard, 'media').media[1]!],
    });
    await flush();
    expect(draft(wizard, 'media').media.map((m) => m.id)).toEqual([32]);
    expect(tabSnap(wizard, 'media').context.removingId).toBeNull();
    expect(wizard.effects).toEqual([{ type: 'notifyRemoved' }]);
  });

  it('a failed removal keeps the image and says so', async () => {
    const wizard = await loaded();
    wizard.tab('media')?.send({ type: 'item.remove', id: 32 });
    const error = apiError(404, TOUR_MEDIA_MESSAGES.mediaNotFound);
    wizard.calls.removals[0]!.reject(error);
    await flush();
    expect(draft(wizard, 'media').media).toHaveLength(2);
    expect(wizard.effects).toEqual([{ type: 'notifyRemoveFailed', error }]);
  });
});

describe('tour wizard: itinerary (SPEC 4, 5)', () => {
  it('adds days, removes only while more than one remains, renumbering by position', async () => {
    const wizard = await created();
    expect(draft(wizard, 'itinerary')).toHaveLength(1);
    expect(canEdit(wizard, { type: 'itinerary.remove', index: 0 })).toBe(false);
    wizard.edit({ type: 'itinerary.add' });
    wizard.edit({ type: 'itinerary.add' });
    wizard.edit({ type: 'itinerary.change', index: 2, field: 'title', value: 'Third' });
    expect(draft(wizard, 'itinerary')).toHaveLength(3);
    expect(new Set(draft(wizard, 'itinerary').map((d) => d.key)).size).toBe(3);
    wizard.edit({ type: 'itinerary.remove', index: 0 });
    expect(draft(wizard, 'itinerary').map((d) => d.title)).toEqual(['', 'Third']);
    wizard.edit({ type: 'itinerary.remove', index: 5 });
    wizard.edit({ type: 'itinerary.remove', index: 0 });
    wizard.edit({ type: 'itinerary.remove', index: 0 });
    expect(draft(wizard, 'itinerary').map((d) => d.title)).toEqual(['Third']);
  });

  it('every day needs a title and a description (keys as the server sends them)', async () => {
    const wizard = await created();
    wizard.edit({ type: 'itinerary.add' });
    wizard.edit({ type: 'itinerary.change', index: 0, field: 'title', value: 'Arrive' });
    wizard.save('itinerary');
    expect(wizard.calls.itineraries).toHaveLength(0);
    expect(errors(wizard, 'itinerary')).toEqual({
      'itinerary.0.description': ITINERARY_MESSAGES.description,
      'itinerary.1.title': ITINERARY_MESSAGES.title,
      'itinerary.1.description': ITINERARY_MESSAGES.description,
    });
    expect(wizard.effects).toEqual([
      { type: 'notifyInvalid', tab: 'itinerary' },
      { type: 'focusFirstInvalidField', tab: 'itinerary' },
    ]);
    wizard.edit({ type: 'itinerary.change', index: 1, field: 'title', value: 'Hike' });
    expect(errors(wizard, 'itinerary')['itinerary.1.title']).toBeUndefined();
  });

  it('saves the days numbered in order and keeps what the server stored', async () => {
    const wizard = await loaded();
    wizard.edit({ type: 'itinerary.add' });
    wizard.edit({ type: 'itinerary.change', index: 2, field: 'title', value: 'Paiju' });
    wizard.edit({ type: 'itinerary.change', index: 2, field: 'description', value: 'Camp' });
    wizard.edit({ type: 'itinerary.remove', index: 0 });
    wizard.save('itinerary');
    expect(tabSnap(wizard, 'itinerary').hasTag('saving')).toBe(true);
    expect(wizard.calls.itineraries[0]!.input).toEqual({
      tab: 'itinerary',
      tourId: 7,
      request: {
        itinerary: [
          { day: 1, title: 'Drive to Askole', description: 'Jeep ride along the Braldu.' },
          { day: 2, title: 'Paiju', description: 'Camp' },
        ],
      },
    });
    wizard.calls.itineraries[0]!.resolve([
      { id: 301, day: 1, title: 'Drive to Askole', description: 'Jeep ride along the Braldu.' },
      { id: 302, day: 2, title: 'Paiju', description: 'Camp' },
    ]);
    await flush();
    expect(draft(wizard, 'itinerary').map((d) => d.key)).toEqual(['day-301', 'day-302']);
    expect(wizard.effects).toEqual([{ type: 'notifySaved', tab: 'itinerary' }]);
  });

  it("shows the server's 422 under the day it names", async () => {
    const wizard = await loaded();
    wizard.save('itinerary');
    const error = apiError(422, 'x', { 'itinerary.1.title': ['Day title is required'] });
    wizard.calls.itineraries[0]!.reject(error);
    await flush();
    expect(errors(wizard, 'itinerary')).toEqual({
      'itinerary.1.title': 'Day title is required',
    });
    expect(wizard.effects[0]).toEqual({ type: 'notifyFailed', tab: 'itinerary', error });
  });
});

describe('tour wizard: inclusions (SPEC 4)', () => {
  it('adds an empty item, edits and removes items in either list, then saves both', async () => {
    const wizard = await loaded();
    wizard.edit({ type: 'inclusions.add', list: 'includes' });
    wizard.edit({ type: 'inclusions.change', list: 'includes', index: 2, value: 'Tents' });
    wizard.edit({ type: 'inclusions.remove', list: 'includes', index: 0 });
    wizard.edit({ type: 'inclusions.add', list: 'excludes' });
    wizard.edit({ type: 'inclusions.change', list: 'excludes', index: 9, value: 'ignored' });
    expect(draft(wizard, 'inclusions').includes).toEqual(['Meals', 'Tents']);
    expect(draft(wizard, 'inclusions').excludes).toEqual(['Flights', '']);

    wizard.save('inclusions');
    expect(tabSnap(wizard, 'inclusions').hasTag('saving')).toBe(true);
    expect(wizard.calls.inclusions[0]!.input).toEqual({
      tab: 'inclusions',
      tourId: 7,
      request: { includes: ['Meals', 'Tents'], excludes: ['Flights', ''] },
    });
    wizard.calls.inclusions[0]!.resolve({ includes: ['Meals', 'Tents'], excludes: ['Flights'] });
    await flush();
    expect(draft(wizard, 'inclusions').excludes).toEqual(['Flights']);
    expect(wizard.effects).toEqual([{ type: 'notifySaved', tab: 'inclusions' }]);
  });

  it('refuses items longer than the contract allows, and maps server errors by item', async () => {
    const wizard = await created();
    wizard.edit({ type: 'inclusions.add', list: 'excludes' });
    wizard.edit({
      type: 'inclusions.change',
      list: 'excludes',
      index: 0,
      value: 'x'.repeat(INCLUSION_LIMITS.text + 1),
    });
    wizard.save('inclusions');
    expect(wizard.calls.inclusions).toHaveLength(0);
    expect(errors(wizard, 'inclusions')).toEqual({
      'excludes.0': INCLUSION_MESSAGES.tooLong,
    });
    wizard.edit({ type: 'inclusions.change', list: 'excludes', index: 0, value: 'Tips' });
    wizard.save('inclusions');
    const error = apiError(422, 'x', { 'excludes.0': ['Each item must be a text.'] });
    wizard.calls.inclusions[0]!.reject(error);
    await flush();
    expect(errors(wizard, 'inclusions')).toEqual({
      'excludes.0': 'Each item must be a text.',
    });
    expect(wizard.effects.at(-2)).toEqual({ type: 'notifyFailed', tab: 'inclusions', error });
  });
});

describe('tour wizard: availability', () => {
  it('adds a departure (12 seats) and refuses past dates and duplicates', async () => {
    const wizard = await created();
    wizard.edit({ type: 'availability.add' });
    wizard.edit({ type: 'availability.add' });
    wizard.edit({ type: 'availability.add' });
    expect(draft(wizard, 'availability').departures[0]).toMatchObject({
      capacity: '12',
      saved: null,
    });
    wizard.edit({ type: 'availability.change', index: 0, field: 'start_date', value: TODAY });
    wizard.edit({
      type: 'availability.change',
      index: 1,
      field: 'start_date',
      value: '2030-05-01',
    });
    wizard.edit({
      type: 'availability.change',
      index: 2,
      field: 'start_date',
      value: '2030-05-01',
    });
    wizard.edit({ type: 'availability.change', index: 2, field: 'capacity', value: '100' });
    wizard.save('availability');
    expect(wizard.calls.availabilities).toHaveLength(0);
    expect(errors(wizard, 'availability')).toEqual({
      'availableDates.0.start_date': AVAILABILITY_MESSAGES.future,
      'availableDates.2.start_date': AVAILABILITY_MESSAGES.duplicate,
      'availableDates.2.capacity': AVAILABILITY_MESSAGES.capacity,
    });
    expect(wizard.effects).toEqual([
      { type: 'notifyInvalid', tab: 'availability' },
      { type: 'focusFirstInvalidField', tab: 'availability' },
    ]);
    expect(nextDay(TODAY)).toBe('2030-01-11');
  });

  it('a booked departure cannot be removed, moved or cut below its booked seats', async () => {
    const wizard = await loaded();
    expect(canEdit(wizard, { type: 'availability.remove', index: 0 })).toBe(false);
    expect(canEdit(wizard, { type: 'availability.remove', index: 1 })).toBe(true);
    wizard.edit({ type: 'availability.remove', index: 0 });
    expect(draft(wizard, 'availability').departures).toHaveLength(2);

    wizard.edit({ type: 'availability.change', index: 0, field: 'capacity', value: '4' });
    wizard.edit({
      type: 'availability.change',
      index: 0,
      field: 'start_date',
      value: '2030-06-16',
    });
    wizard.save('availability');
    expect(wizard.calls.availabilities).toHaveLength(0);
    expect(errors(wizard, 'availability')).toEqual({
      'availableDates.0.start_date': `The departure on ${longDay('2030-06-15')} has bookings, so its date cannot be changed.`,
      'availableDates.0.capacity': `The departure on June 15, 2030 already has 5 seats booked; capacity cannot be lower.`,
    });
  });

  it('an unchanged departure that has started may stay; a changed one may not', async () => {
    const wizard = await loaded({
      departures: [
        { id: 9, start_date: '2029-12-01', capacity: 8, seats_booked: 0, seats_left: 8 },
      ],
    });
    wizard.save('availability');
    expect(wizard.calls.availabilities).toHaveLength(1);
    wizard.calls.availabilities[0]!.reject(apiError(500, 'Server Error'));
    await flush();
    wizard.edit({ type: 'availability.change', index: 0, field: 'capacity', value: '9' });
    wizard.save('availability');
    expect(wizard.calls.availabilities).toHaveLength(1);
    expect(errors(wizard, 'availability')).toEqual({
      'availableDates.0.start_date': AVAILABILITY_MESSAGES.future,
    });
  });

  it('saves the whole set with ids and numbers, and keeps what the server stored', async () => {
    const wizard = await loaded();
    wizard.edit({ type: 'availability.remove', index: 1 });
    wizard.edit({ type: 'availability.add' });
    wizard.edit({
      type: 'availability.change',
      index: 1,
      field: 'start_date',
      value: '2030-08-01',
    });
    wizard.edit({ type: 'availability.change', index: 1, field: 'capacity', value: '8' });
    wizard.save('availability');
    expect(tabSnap(wizard, 'availability').hasTag('saving')).toBe(true);
    expect(wizard.calls.availabilities[0]!.input).toEqual({
      tab: 'availability',
      tourId: 7,
      request: {
        availableDates: [
          { id: 201, start_date: '2030-06-15', capacity: 12 },
          { start_date: '2030-08-01', capacity: 8 },
        ],
      },
    });
    wizard.calls.availabilities[0]!.resolve([
      { id: 201, start_date: '2030-06-15', capacity: 12, seats_booked: 5, seats_left: 7 },
      { id: 203, start_date: '2030-08-01', capacity: 8, seats_booked: 0, seats_left: 8 },
    ]);
    await flush();
    expect(draft(wizard, 'availability').departures[1]).toMatchObject({
      key: 'departure-203',
      id: 203,
      saved: { start_date: '2030-08-01', capacity: 8 },
    });
    expect(wizard.effects).toEqual([{ type: 'notifySaved', tab: 'availability' }]);
  });

  it("shows the server's 422 under the departure and the list it names", async () => {
    const wizard = await loaded();
    wizard.save('availability');
    const error = apiError(422, 'x', {
      'availableDates.1.capacity': ['Capacity must be a whole number from 1 to 99'],
      availableDates: ['The departure on June 15, 2030 has bookings and cannot be removed.'],
    });
    wizard.calls.availabilities[0]!.reject(error);
    await flush();
    expect(errors(wizard, 'availability')).toEqual({
      'availableDates.1.capacity': 'Capacity must be a whole number from 1 to 99',
      availableDates: 'The departure on June 15, 2030 has bookings and cannot be removed.',
    });
    expect(wizard.effects).toEqual([
      { type: 'notifyFailed', tab: 'availability', error },
      { type: 'focusFirstInvalidField', tab: 'availability' },
    ]);
    wizard.edit({ type: 'availability.change', index: 1, field: 'capacity', value: '9' });
    expect(errors(wizard, 'availability')).toEqual({});
  });
});

describe('tour wizard: tabs save independently', () => {
  it('one tab saving does not block another', async () => {
    const wizard = await loaded();
    wizard.save('itinerary');
    wizard.save('inclusions');
    expect(tabSnap(wizard, 'itinerary').hasTag('saving')).toBe(true);
    expect(tabSnap(wizard, 'inclusions').hasTag('saving')).toBe(true);
    expect(canSave(wizard, 'availability')).toBe(true);
    wizard.calls.inclusions[0]!.reject(apiError(500, 'Server Error'));
    await flush();
    expect(tabSnap(wizard, 'itinerary').hasTag('saving')).toBe(true);
    expect(wizard.effects[0]).toMatchObject({ type: 'notifyFailed', tab: 'inclusions' });
  });
});
