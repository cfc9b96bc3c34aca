import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, forwardTo, fromPromise, setup } from 'xstate';
import type { SavedCard } from '../../contract/payment-methods';
import { savedCardsMachine, type SavedCardsEvent } from '../../machines/saved-cards-machine';
import { card } from '../machines/payment-methods-fixture';

const TODAY = '2026-11-27';
const VISA = card({ id: 5, exp_year: 2031 });
/** Expired last month: never offered. */
const EXPIRED = card({ id: 6, last4: '1111', exp_month: 10, exp_year: 2026, is_default: false });
/** Expires this month: still pays. */
const THIS_MONTH = card({ id: 7, last4: '0005', exp_month: 11, exp_year: 2026, is_default: false });

/**
 * What checkout observes of a traveller's saved cards: nobody signed in (nothing offered),
 * loading, the cards offered, or a failed load with Try again. SIGN_IN comes again when
 * another traveller signs in; every event is offered in every state.
 */
const savedCardsModel = createMachine({
  id: 'savedCardsModel',
  initial: 'guest',
  on: { SIGN_IN: '.loading', SIGN_OUT: '.guest' },
  states: {
    guest: { on: { RESOLVE: 'guest', REJECT: 'guest', RETRY: 'guest' } },
    loading: { on: { RESOLVE: 'offered', REJECT: 'failed', RETRY: 'loading' } },
    offered: { on: { RETRY: 'offered' } },
    failed: { on: { RETRY: 'loading' } },
  },
});

const model = createTestModel(savedCardsModel);
const paths = [
  ...model.getShortestPaths(),
  ...model.getSimplePaths({ toState: (s) => s.matches('offered') }),
];

describe('saved cards model paths', () => {
  it('reaches every state, a retry that loads and a sign-out that takes the cards back', () => {
    const described = paths.map((p) => p.steps.map((s) => s.event.type).join(' '));
    expect(described.some((d) => d.includes('REJECT RETRY RESOLVE'))).toBe(true);
    expect(described.some((d) => d.includes('RESOLVE SIGN_OUT'))).toBe(true);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const pending: Array<{ resolve: (c: SavedCard[]) => void; reject: (e: unknown) => void }> =
        [];
      // The checkout's side: it passes the session on and keeps what it is offered.
      const checkout = setup({
        types: {
          context: {} as { offered: SavedCard[] | null },
          events: {} as SavedCardsEvent | { type: 'cards.offer'; cards: SavedCard[] },
        },
        actors: {
          savedCards: savedCardsMachine.provide({
            actors: {
              loadCards: fromPromise<SavedCard[]>(
                () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
              ),
            },
          }),
        },
      }).createMachine({
        context: { offered: null },
        invoke: { id: 'savedCards', src: 'savedCards', input: { today: TODAY } },
        on: {
          'account.change': { actions: forwardTo('savedCards') },
          'cards.retry': { actions: forwardTo('savedCards') },
          'cards.offer': { actions: assign({ offered: ({ event }) => event.cards }) },
        },
      });
      const actor = createActor(checkout).start();
      const cards = () => actor.getSnapshot().children.savedCards!.getSnapshot();
      const settle = () => new Promise((r) => setTimeout(r, 0));
      let loads = 0;

      await path.test({
        states: {
          guest: () => {
            expect(cards().value).toBe('none');
            expect(cards().context.cards).toEqual([]);
            expect(actor.getSnapshot().context.offered ?? []).toEqual([]);
          },
          loading: () => {
            expect(cards().hasTag('loading')).toBe(true);
            expect(pending).toHaveLength(loads);
          },
          offered: () => {
            expect(cards().hasTag('loaded')).toBe(true);
            // Default first, as the server orders them; the expired card is never offered.
            expect(actor.getSnapshot().context.offered).toEqual([VISA, THIS_MONTH]);
            expect(cards().context.cards).toEqual([VISA, THIS_MONTH]);
          },
          failed: () => {
            expect(cards().hasTag('error')).toBe(true);
            expect(cards().can({ type: 'cards.retry' })).toBe(true);
          },
        },
        events: {
          SIGN_IN: () => {
            loads += 1;
            actor.send({ type: 'account.change', signedIn: true });
          },
          SIGN_OUT: () => actor.send({ type: 'account.change', signedIn: false }),
          RESOLVE: async () => {
            if (!cards().hasTag('loading')) return;
            pending.at(-1)!.resolve([VISA, EXPIRED, THIS_MONTH]);
            await settle();
          },
          REJECT: async () => {
            if (!cards().hasTag('loading')) return;
            pending.at(-1)!.reject(new Error('offline'));
            await settle();
          },
          RETRY: () => {
            if (cards().hasTag('error')) loads += 1;
            actor.send({ type: 'cards.retry' });
          },
        },
      });
      actor.stop();
    });
  }
});
