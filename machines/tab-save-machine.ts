import {
  assign,
  fromPromise,
  sendParent,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { FieldMessages } from '../contract/api-failure';
import type { TourMedia } from '../contract/tour-media';
import {
  draftAfterRemoval,
  draftFromSaved,
  draftServerErrors,
  editDraft,
  hasNothingToSave,
  isRemovableItem,
  savedTourId,
  saveRequest,
  validateDraft,
  type TabDraft,
  type TabEdit,
  type TabSaved,
  type TabSaveRequest,
  type WizardTab,
} from '../contract/tour-wizard';

export interface TabSaveInput {
  /** What the tab edits; its tab names the rules (contract/tour-wizard.ts). */
  draft: TabDraft;
  /** The tour the tab saves to; null until the first basic save creates it. */
  tourId: number | null;
  /** A refused save moves focus to the first invalid field (not for Media's file pickers). */
  focusesInvalidField: boolean;
}

export interface TabSaveContext extends TabSaveInput {
  /** First message per field, keyed as the server's 422 keys them (`itinerary.0.title`). */
  errors: FieldMessages;
  /** The stored item a removal is under way for. */
  removingId: number | null;
}

export type TabSaveEvent =
  | { type: 'draft.edit'; edit: TabEdit }
  | { type: 'tab.save' }
  | { type: 'item.remove'; id: number };

/** What a tab tells the wizard after each save (the first basic save creates the tour). */
export interface TabSavedEvent {
  type: 'tab.saved';
  tab: WizardTab;
  tourId: number;
}

const without = (errors: FieldMessages, keys: readonly string[]): FieldMessages =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key)));

/**
 * One tour-wizard tab (SPEC 4, 5, 8): edit the draft, check it with the contract's rules, save
 * it; a refusal (the tab's own check or the server's 422) lands under the fields it names and the
 * tab stays editable. The wizard invokes one per tab; the app provides the save and the alerts.
 */
export const tabSaveMachine = setup({
  types: {
    input: {} as TabSaveInput,
    context: {} as TabSaveContext,
    events: {} as TabSaveEvent,
  },
  actors: {
    /** POST/PUT the tab's part of the tour (Basic Information without a tour: create it). */
    saveDraft: fromPromise<TabSaved, TabSaveRequest>(async () => {
      throw new Error('saveDraft: provide via machine.provide');
    }),
    /** DELETE a stored item (a gallery image); answers the tour's media as stored now. */
    removeItem: fromPromise<TourMedia, { tourId: number; itemId: number }>(async () => {
      throw new Error('removeItem: provide via machine.provide');
    }),
  },
  actions: {
    applyEdit: assign(({ context }, params: { edit: TabEdit }) => {
      const edited = editDraft(context.draft, params.edit);
      if (!edited) return {};
      const errors = edited.clears === 'all' ? {} : without(context.errors, edited.clears);
      return { draft: edited.draft, errors };
    }),
    assignCheckErrors: assign(({ context }) => ({ errors: validateDraft(context.draft) })),
    assignSaved: assign(({ context }, params: { output: TabSaved }) => ({
      draft: draftFromSaved(context.draft, params.output),
      tourId: savedTourId(params.output, context.tourId),
      errors: {},
    })),
    assignServerErrors: assign(({ context }, params: { error: unknown }) => ({
      errors: draftServerErrors(context.draft, params.error),
    })),
    assignRemoving: assign((_, params: { id: number }) => ({ removingId: params.id })),
    assignRemoved: assign(({ context }, params: { media: TourMedia }) => ({
      draft: draftAfterRemoval(context.draft, params.media),
      removingId: null,
    })),
    clearRemoving: assign({ removingId: null }),
    /** Tells the wizard (the first basic save creates the tour). */
    reportSaved: sendParent((_, params: { tab: WizardTab; tourId: number }): TabSavedEvent => ({
      type: 'tab.saved',
      ...params,
    })),
    /* Effects the app supplies: */
    /** SPEC 8: '{tab} Saved Successfully!'. */
    notifySaved: (_, _params: { tab: WizardTab }) => {},
    /** SPEC 8: 'Failed to save {tab}.' (with the server's message). */
    notifySaveFailed: (_, _params: { tab: WizardTab; error: unknown }) => {},
    /** The tab's own checks refused the save; its errors are in context. */
    notifyInvalid: (_, _params: { tab: WizardTab }) => {},
    /** SPEC 8: alert 'Please select images to upload!'. */
    notifyNothingToSave: (_, _params: { tab: WizardTab }) => {},
    focusFirstInvalid: (_, _params: { tab: WizardTab }) => {},
    notifyRemoved: () => {},
    notifyRemoveFailed: (_, _params: { error: unknown }) => {},
  },
  guards: {
    canEdit: ({ context }, params: { edit: TabEdit }) =>
      editDraft(context.draft, params.edit) !== null,
    canRemoveItem: ({ context }, params: { id: number }) =>
      isRemovableItem(context.draft, params.id),
    hasNothingToSave: ({ context }) => hasNothingToSave(context.draft),
    isDraftValid: ({ context }) => Object.keys(validateDraft(context.draft)).length === 0,
    focusesInvalidField: ({ context }) => context.focusesInvalidField,
  },
}).createMachine({
  id: 'tabSave',
  description:
    'One tab of the tour wizard: edit the draft, check it with the contract rules, save it (a 422 comes back under the fields, another failure keeps the draft), and for Media remove a gallery image.',
  context: ({ input }) => ({ ...input, errors: {}, removingId: null }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        invalid: {
          description:
            'The last save was refused (by the checks, the server, or no answer): the messages are under the fields and the draft stays as typed.',
          tags: ['error'],
        },
      },
      on: {
        'draft.edit': {
          guard: { type: 'canEdit', params: ({ event }) => event },
          actions: { type: 'applyEdit', params: ({ event }) => event },
        },
        'item.remove': {
          guard: { type: 'canRemoveItem', params: ({ event }) => event },
          target: 'removing',
          actions: { type: 'assignRemoving', params: ({ event }) => event },
        },
        'tab.save': 'checking',
      },
    },
    checking: {
      description: "The tab's own rules first: a refused draft is not sent.",
      always: [
        {
          guard: 'hasNothingToSave',
          target: 'editing',
          actions: {
            type: 'notifyNothingToSave',
            params: ({ context }) => ({ tab: context.draft.tab }),
          },
        },
        { guard: 'isDraftValid', target: 'saving' },
        {
          target: 'refused',
          actions: [
            'assignCheckErrors',
            { type: 'notifyInvalid', params: ({ context }) => ({ tab: context.draft.tab }) },
          ],
        },
      ],
    },
    refused: {
      description:
        'Focus goes to the first invalid field (not for Media, whose errors are on files).',
      always: [
        {
          guard: 'focusesInvalidField',
          target: 'editing.invalid',
          actions: {
            type: 'focusFirstInvalid',
            params: ({ context }) => ({ tab: context.draft.tab }),
          },
        },
        { target: 'editing.invalid' },
      ],
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: ({ context }) => saveRequest(context.draft, context.tourId),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'assignSaved', params: ({ event }) => ({ output: event.output }) },
            { type: 'notifySaved', params: ({ context }) => ({ tab: context.draft.tab }) },
            {
              type: 'reportSaved',
              params: ({ context, event }) => ({
                tab: context.draft.tab,
                tourId: savedTourId(event.output, context.tourId),
              }),
            },
          ],
        },
        onError: {
          target: 'refused',
          actions: [
            { type: 'assignServerErrors', params: ({ event }) => ({ error: event.error }) },
            {
              type: 'notifySaveFailed',
              params: ({ context, event }) => ({ tab: context.draft.tab, error: event.error }),
            },
          ],
        },
      },
    },
    removing: {
      tags: ['removing'],
      invoke: {
        id: 'removeItem',
        src: 'removeItem',
        input: ({ context }) => ({ tourId: context.tourId ?? 0, itemId: context.removingId ?? 0 }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'assignRemoved', params: ({ event }) => ({ media: event.output }) },
            'notifyRemoved',
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            'clearRemoving',
            { type: 'notifyRemoveFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});

export type TabSaveActorRef = ActorRefFrom<typeof tabSaveMachine>;
export type TabSaveSnapshot = SnapshotFrom<typeof tabSaveMachine>;
