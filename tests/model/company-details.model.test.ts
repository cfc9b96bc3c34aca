import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { companyDetailsMachine, type CompanyDetails } from '../../machines/company-details-machine';

const FALLBACK: CompanyDetails = {
  companyName: 'Karakoram Trails',
  email: 'info@karakoramtrails.pk',
  phone: '+92 5815 455 320',
  address: 'College Road, Skardu',
  website: 'https://www.karakoramtrails.pk',
};
const STORED: CompanyDetails = { ...FALLBACK, phone: '+92 300 1111111' };
const SAVED: CompanyDetails = { ...FALLBACK, phone: '+92 300 2222222' };

/**
 * What a visitor sees in the footer and on the contact page: the site's own details until the
 * stored ones arrive (or when the request fails), and the details an admin just saved.
 */
const companyModel = createMachine({
  id: 'companyDetailsModel',
  initial: 'fallback',
  states: {
    fallback: { on: { ASK: 'loading', ADMIN_SAVES: 'saved' } },
    loading: { on: { OK: 'stored', FAIL: 'failedFallback', ADMIN_SAVES: 'saved' } },
    failedFallback: { on: { ASK: 'loading', ADMIN_SAVES: 'saved' } },
    stored: { on: { ASK: 'stored', ADMIN_SAVES: 'saved' } },
    saved: { on: { ASK: 'saved' } },
  },
});

const model = createTestModel(companyModel);
const paths = [...model.getShortestPaths(), ...model.getSimplePaths()];

describe('company details model paths', () => {
  it('reaches every observable state', () => {
    const reached = new Set(
      paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => String(s.value)),
    );
    expect(reached).toEqual(new Set(['fallback', 'loading', 'failedFallback', 'stored', 'saved']));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const pending: Array<{
        resolve: (d: CompanyDetails) => void;
        reject: (e: unknown) => void;
      }> = [];
      const actor = createActor(
        companyDetailsMachine.provide({
          actors: {
            fetchCompanyDetails: fromPromise<CompanyDetails>(
              () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
            ),
          },
        }),
        { input: { fallback: FALLBACK } },
      ).start();
      const details = () => actor.getSnapshot().context.details;
      let requestsBefore = 0;

      await path.test({
        states: {
          fallback: () => {
            expect(details()).toBe(FALLBACK);
            expect(pending).toHaveLength(0);
          },
          loading: () => {
            expect(actor.getSnapshot().hasTag('loading')).toBe(true);
            expect(details()).toBe(FALLBACK);
          },
          failedFallback: () => {
            expect(actor.getSnapshot().hasTag('error')).toBe(true);
            expect(details()).toBe(FALLBACK);
          },
          stored: () => expect(details()).toEqual(STORED),
          saved: () => expect(details()).toEqual(SAVED),
        },
        events: {
          ASK: () => {
            requestsBefore = pending.length;
            const loaded = actor.getSnapshot().matches('loaded');
            actor.send({ type: 'company.load' });
            // Asking again once the details are in never requests them again.
            expect(pending.length).toBe(loaded ? requestsBefore : requestsBefore + 1);
          },
          OK: async () => {
            pending.at(-1)!.resolve(STORED);
            await waitFor(actor, (s) => s.matches('loaded'));
          },
          FAIL: async () => {
            pending.at(-1)!.reject(new Error('offline'));
            await waitFor(actor, (s) => s.matches('failed'));
          },
          ADMIN_SAVES: () => actor.send({ type: 'company.update', details: SAVED }),
        },
      });
    });
  }
});
