import { createActor, fromPromise, type NonReducibleUnknown } from 'xstate';
import type { AdminTourBasic, AdminTourEdit, CategoryOption } from '../../contract/admin-tours';
import type { TourMedia } from '../../contract/tour-media';
import type {
  BasicValues,
  TabEdit,
  TabSaved,
  TabSaveRequest,
  WizardTab,
} from '../../contract/tour-wizard';
import { editMachine, type EditContext, type EditTypes } from '../../machines/edit-machine';
import {
  tabActor,
  tourWizardMachine,
  type TabSnapshot,
  type TabValues,
  type WizardInput,
} from '../../machines/tour-wizard-machine';
import { controllable, type PendingCall } from '../support/controllable';

export const CATEGORIES: CategoryOption[] = [
  { id: 1, name: 'Trekking', slug: 'trekking' },
  { id: 2, name: 'Expeditions', slug: 'expeditions' },
];

/** A basic form that passes the contract's rules. */
export const VALID_BASIC: BasicValues = {
  title: 'Deosai Plains Safari',
  description: 'Four days on the roof of the world.',
  price: '899',
  duration: '4',
  difficulty: 'Easy',
  location: 'Skardu, Gilgit-Baltistan',
  group_size: '2-10',
  altitude: '4,114 m',
  season: 'July - September',
  status: 'Draft',
  category_id: '1',
  important_notes: 'Bring warm layers.',
};

/** What POST /tours/store and PUT /tours/{id} answer. */
export function savedBasic(overrides: Partial<AdminTourBasic> = {}): AdminTourBasic {
  return {
    id: 42,
    slug: 'deosai-plains-safari',
    title: VALID_BASIC.title,
    description: VALID_BASIC.description,
    important_notes: VALID_BASIC.important_notes,
    price: 899,
    duration: 4,
    group_size: VALID_BASIC.group_size,
    location: VALID_BASIC.location,
    altitude: VALID_BASIC.altitude,
    season: VALID_BASIC.season,
    difficulty: 'Easy',
    status: 'Draft',
    category_id: 1,
    thumbnail: null,
    ...overrides,
  };
}

/** GET /tours/{id}/edit for tour 7: two days, inclusions, a booked and an open departure. */
export function editTour(overrides: Partial<AdminTourEdit> = {}): AdminTourEdit {
  return {
    ...savedBasic({
      id: 7,
      slug: 'k2-base-camp',
      title: 'K2 Base Camp Trek',
      description: 'The classic trek to the foot of K2.',
      important_notes: 'Permits included.',
      price: 1299,
      duration: 14,
      group_size: '4-12',
      location: 'Skardu',
      altitude: null,
      season: null,
      difficulty: 'Challenging',
      status: 'Active',
      category_id: 2,
      thumbnail: '/images/tours/k2-base-camp/cover-1280.webp',
    }),
    media: [
      { id: 31, full_image_path: '/images/tours/k2-base-camp/gallery-1-1280.webp', alt: 'K2' },
      { id: 32, full_image_path: '/images/tours/k2-base-camp/gallery-2-1280.webp', alt: 'K2' },
    ],
    itinerary: [
      { id: 101, day: 1, title: 'Arrive in Skardu', description: 'Transfer to the hotel.' },
      { id: 102, day: 2, title: 'Drive to Askole', description: 'Jeep ride along the Braldu.' },
    ],
    inclusions: [{ includes: ['Guide', 'Meals'], excludes: ['Flights'] }],
    departures: [
      { id: 201, start_date: '2030-06-15', capacity: 12, seats_booked: 5, seats_left: 7 },
      { id: 202, start_date: '2030-07-20', capacity: 10, seats_booked: 0, seats_left: 10 },
    ],
    ...overrides,
  };
}

export const TODAY = '2030-01-10';

export type WizardEffect =
  | { type: 'notifySaved'; tab: WizardTab }
  | { type: 'notifyFailed'; tab: WizardTab; error: unknown }
  | { type: 'notifyInvalid'; tab: WizardTab }
  | { type: 'notifyNothingToSave'; tab: WizardTab }
  | { type: 'focusFirstInvalidField'; tab: WizardTab }
  | { type: 'notifyRemoved' }
  | { type: 'notifyRemoveFailed'; error: unknown }
  | { type: 'logCategoriesFailure'; error: unknown }
  | { type: 'logLoadFailure'; error: unknown }
  | { type: 'navigateToList' }
  | { type: 'replaceWithEditRoute'; id: number };

/** One tab's save calls: the test answers with what the server stored for that tab. */
type SaveCalls<T extends WizardTab> = Array<
  PendingCall<Extract<TabSaved, { tab: T }>['saved'], Extract<TabSaveRequest, { tab: T }>>
>;

/**
 * A call the test settles with the server's part (`answer` wraps it in what the actor answers).
 */
function pendingCall<T, I, A>(
  input: I,
  signal: AbortSignal,
  answer: (value: T) => A,
  settle: { resolve: (answer: A) => void; reject: (error: unknown) => void },
): PendingCall<T, I> {
  const call: PendingCall<T, I> = {
    input,
    signal,
    settled: false,
    resolve: (value) => {
      call.settled = true;
      settle.resolve(answer(value));
    },
    reject: (error) => {
      call.settled = true;
      settle.reject(error);
    },
  };
  return call;
}

/** The tab a form's effect is about (its values hold the tab's draft). */
const tabIn = (context: EditContext<EditTypes>) => (context.values as TabValues).draft.tab;

/** A wizard tab's form (the edit machine) with fake I/O, logging its effects by tab. */
export function fakeTabForm(effects: WizardEffect[] = []) {
  const saves: { [T in WizardTab]: SaveCalls<T> } = {
    basic: [],
    media: [],
    itinerary: [],
    inclusions: [],
    availability: [],
  };
  const saveDraft = fromPromise<unknown, unknown>(({ input, signal }) => {
    const request = input as TabSaveRequest;
    return new Promise<TabSaved>((resolve, reject) => {
      const calls = saves[request.tab] as Array<PendingCall<unknown, TabSaveRequest>>;
      const answer = (saved: unknown) => ({ tab: request.tab, saved }) as TabSaved;
      calls.push(pendingCall(request, signal, answer, { resolve, reject }));
    });
  });
  /** DELETE a gallery image: the test answers with the tour's media as stored now. */
  const removals: Array<PendingCall<TourMedia, { tourId: number; itemId: number }>> = [];
  const removeItem = fromPromise<unknown, { values: unknown; id: number }>(
    ({ input, signal }) =>
      new Promise<TabSaved>((resolve, reject) => {
        const { tourId } = input.values as TabValues;
        const request = { tourId: tourId ?? 0, itemId: input.id };
        const answer = (media: TourMedia): TabSaved => ({ tab: 'media', saved: media });
        removals.push(pendingCall(request, signal, answer, { resolve, reject }));
      }),
  );
  const logic = editMachine.provide({
    actors: { saveDraft, removeItem },
    actions: {
      notifySaved: ({ context }) => effects.push({ type: 'notifySaved', tab: tabIn(context) }),
      notifyFailed: ({ context }, { error }) =>
        effects.push({ type: 'notifyFailed', tab: tabIn(context), error }),
      notifyInvalid: ({ context }) => effects.push({ type: 'notifyInvalid', tab: tabIn(context) }),
      notifyNothingToSave: ({ context }) =>
        effects.push({ type: 'notifyNothingToSave', tab: tabIn(context) }),
      focusFirstInvalidField: ({ context }) =>
        effects.push({ type: 'focusFirstInvalidField', tab: tabIn(context) }),
      notifyRemoved: () => effects.push({ type: 'notifyRemoved' }),
      notifyRemoveFailed: (_, { error }) => effects.push({ type: 'notifyRemoveFailed', error }),
    },
  });
  return { logic, saves, removals, effects };
}

/** The tab an edit belongs to: edits are named after their tab (`itinerary.add`). */
const tabOf = (edit: TabEdit) => edit.type.split('.')[0] as WizardTab;

/** The wizard with fake I/O that the test answers by hand, and a log of its effects. */
export function startWizard(input: Partial<WizardInput> = {}) {
  const loads = controllable<AdminTourEdit, { tourId: number }>();
  const categories = controllable<CategoryOption[], NonReducibleUnknown>();
  const tabs = fakeTabForm();
  const { effects } = tabs;
  const actor = createActor(
    tourWizardMachine.provide({
      actors: { loadTour: loads.logic, loadCategories: categories.logic, tabForm: tabs.logic },
      actions: {
        logCategoriesFailure: (_, p) => effects.push({ type: 'logCategoriesFailure', ...p }),
        logLoadFailure: (_, p) => effects.push({ type: 'logLoadFailure', ...p }),
        navigateToList: () => effects.push({ type: 'navigateToList' }),
        replaceWithEditRoute: (_, p) => effects.push({ type: 'replaceWithEditRoute', ...p }),
      },
    }),
    { input: { tourId: null, today: TODAY, ...input } },
  ).start();

  /** The tab's form, by its invoke id (absent while the tab is locked). */
  const tab = (t: WizardTab) => tabActor(actor.getSnapshot(), t);
  return {
    actor,
    calls: {
      loads: loads.calls,
      categories: categories.calls,
      basics: tabs.saves.basic,
      uploads: tabs.saves.media,
      removals: tabs.removals,
      itineraries: tabs.saves.itinerary,
      inclusions: tabs.saves.inclusions,
      availabilities: tabs.saves.availability,
    },
    effects,
    tab,
    /** The tab's snapshot (throws for a locked tab). */
    tabSnapshot: (t: WizardTab): TabSnapshot => {
      const ref = tab(t);
      if (!ref) throw new Error(`The ${t} tab is locked`);
      return ref.getSnapshot();
    },
    /** Sends an edit to its tab. */
    edit: (edit: TabEdit) => tab(tabOf(edit))?.send({ type: 'draft.edit', edit }),
    save: (t: WizardTab) => tab(t)?.send({ type: 'draft.save' }),
    /** Fills the basic form field by field, as the inputs do. */
    fillBasic: (values: Partial<BasicValues>) => {
      for (const [field, value] of Object.entries(values)) {
        tab('basic')?.send({
          type: 'draft.edit',
          edit: { type: 'basic.change', field: field as keyof BasicValues, value },
        });
      }
    },
  };
}

/** A small file as the browser hands it over. */
export const imageFile = (name = 'photo.jpg', size = 1024, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type });
