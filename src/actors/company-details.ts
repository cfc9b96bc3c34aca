import { createActor, fromPromise } from 'xstate';
import {
  companyDetailsMachine,
  type CompanyDetails,
  type CompanyDetailsActorRef,
} from '../../machines/company-details-machine';
import { getPublicSettings } from '../api/settings';
import { COMPANY_DETAILS } from '../config/company';
import { withInspector } from '../dev/inspector';

/**
 * GET /api/settings/public. Views load this module on demand (see useCompanyDetails in the site
 * footer): the footer is on every page and the first download of `/` has a budget.
 */
export const fetchCompanyDetails = fromPromise<CompanyDetails>(({ signal }) =>
  getPublicSettings(signal),
);

/** One company-details actor per app (router), shared by the footer and the contact page. */
const actors = new WeakMap<object, CompanyDetailsActorRef>();

export function companyDetailsActor(router: object): CompanyDetailsActorRef {
  let actor = actors.get(router);
  if (!actor) {
    actor = createActor(
      companyDetailsMachine.provide({ actors: { fetchCompanyDetails } }),
      withInspector({ input: { fallback: COMPANY_DETAILS } }),
    ).start();
    actors.set(router, actor);
  }
  return actor;
}
