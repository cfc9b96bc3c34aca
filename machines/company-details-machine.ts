import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { PublicSettingsResponse } from '../contract/settings';

/** The company details an admin sets in Settings > General (GET /api/settings/public). */
export type CompanyDetails = PublicSettingsResponse['data'];

export interface CompanyDetailsContext {
  /** What the footer and contact page show: the site's own details until the server's arrive. */
  details: CompanyDetails;
}

export type CompanyDetailsEvent =
  { type: 'company.load' } | { type: 'company.update'; details: CompanyDetails };

/**
 * The company details on the public site (issue 5: Settings feed the footer and the contact
 * page). Nothing is fetched until a view asks (the footer when it nears the viewport, the
 * contact page when it opens), then once per app; a failure keeps the fallback and the next
 * ask tries again. A save in the admin settings updates the details without a request.
 */
export const companyDetailsMachine = setup({
  types: {
    input: {} as { fallback: CompanyDetails },
    context: {} as CompanyDetailsContext,
    events: {} as CompanyDetailsEvent,
  },
  actors: {
    fetchCompanyDetails: fromPromise<CompanyDetails>(async () => {
      throw new Error('fetchCompanyDetails: provide via machine.provide');
    }),
  },
  actions: {
    assignDetails: assign((_, params: { details: CompanyDetails }) => ({
      details: params.details,
    })),
  },
}).createMachine({
  id: 'companyDetails',
  description:
    'The company details shown on the public site (name, e-mail, phone, address, website from the admin settings), loaded on request (when the footer nears the viewport); saved settings update them without a request.',
  context: ({ input }) => ({ details: input.fallback }),
  initial: 'idle',
  on: {
    'company.update': {
      target: '.loaded',
      actions: { type: 'assignDetails', params: ({ event }) => ({ details: event.details }) },
    },
  },
  states: {
    idle: {
      description: 'The fallback details are shown; no view has asked for the stored ones yet.',
      on: { 'company.load': 'loading' },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchCompanyDetails',
        src: 'fetchCompanyDetails',
        onDone: {
          target: 'loaded',
          actions: { type: 'assignDetails', params: ({ event }) => ({ details: event.output }) },
        },
        onError: 'failed',
      },
    },
    loaded: {},
    failed: {
      description: 'The fallback details stay; the next view that asks tries again.',
      tags: ['error'],
      on: { 'company.load': 'loading' },
    },
  },
});

export type CompanyDetailsActorRef = ActorRefFrom<typeof companyDetailsMachine>;
