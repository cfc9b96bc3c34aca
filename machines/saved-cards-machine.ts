import { assign, fromPromise, sendParent, setup, type ActorRefFrom } from 'xstate';
import { isCardExpired, type SavedCard } from '../contract/payment-methods';

export interface SavedCardsInput {
  /** 'yyyy-mm-dd': cards that expired before this month are not offered. */
  today: string;
}

export interface SavedCardsContext {
  today: string;
  /** The signed-in traveller's cards that can still pay (default first), as last loaded. */
  cards: SavedCard[];
}

export type SavedCardsEvent =
  /** Who is signed in changed (the checkout's session follower reports it). */
  { type: 'account.change'; signedIn: boolean } | { type: 'cards.retry' };

/** What the checkout learns: the cards it may offer ([] once nobody is signed in). */
export type SavedCardsReport = { type: 'cards.offer'; cards: SavedCard[] };

/** The cards a payment can use today, in the server's order (default first). */
function payableCards(cards: SavedCard[], today: string): SavedCard[] {
  return cards.filter((card) => !isCardExpired(card.exp_month, card.exp_year, today));
}

/**
 * The cards a signed-in traveller saved in My Account, offered at checkout (issue 17) so a
 * saved card replaces typing a number. Started by the checkout; it loads when someone signs in,
 * forgets the cards when they sign out, and tells the checkout which cards it may offer. A
 * failed load leaves the card fields to type in, with a retry.
 */
export const savedCardsMachine = setup({
  types: {
    input: {} as SavedCardsInput,
    context: {} as SavedCardsContext,
    events: {} as SavedCardsEvent,
  },
  actors: {
    loadCards: fromPromise<SavedCard[]>(async () => {
      throw new Error('loadCards: provide via machine.provide');
    }),
  },
  actions: {
    assignCards: assign(({ context }, params: { cards: SavedCard[] }) => ({
      cards: payableCards(params.cards, context.today),
    })),
    forgetCards: assign({ cards: [] }),
    offerCards: sendParent(({ context }): SavedCardsReport => ({
      type: 'cards.offer',
      cards: context.cards,
    })),
  },
  guards: {
    isSignedIn: (_, params: { signedIn: boolean }) => params.signedIn,
  },
}).createMachine({
  id: 'savedCards',
  description:
    "The signed-in traveller's saved cards at checkout: loaded on sign-in, forgotten on sign-out; the checkout is told which it may offer.",
  context: ({ input }) => ({ today: input.today, cards: [] }),
  initial: 'none',
  on: {
    'account.change': [
      {
        description: 'Someone signed in (or another traveller did): their cards load.',
        guard: { type: 'isSignedIn', params: ({ event }) => event },
        target: '.loading',
        reenter: true,
      },
      {
        description: 'Nobody is signed in: no saved card can be offered.',
        target: '.none',
        actions: ['forgetCards', 'offerCards'],
      },
    ],
  },
  states: {
    none: {
      description: 'A guest (or the session is not known yet): the card is typed in.',
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        onDone: {
          target: 'loaded',
          actions: [
            { type: 'assignCards', params: ({ event }) => ({ cards: event.output }) },
            'offerCards',
          ],
        },
        onError: 'failed',
      },
    },
    loaded: {
      tags: ['loaded'],
    },
    failed: {
      description: 'The cards could not be loaded: a card can still be typed in, or try again.',
      tags: ['error'],
      on: { 'cards.retry': 'loading' },
    },
  },
});

export type SavedCardsActorRef = ActorRefFrom<typeof savedCardsMachine>;
