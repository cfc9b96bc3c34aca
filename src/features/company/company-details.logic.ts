import { fromPromise } from 'xstate';
import { companyDetailsMachine } from '../../../machines/company-details-machine';
import { getPublicSettings } from '../../api/settings';
import type { AppActorDefinition } from '../../app/start-app-actor';
import type { AppDeps } from '../../app/deps';
import { COMPANY_DETAILS } from '../../config/company';

/** The operator's details from Settings (GET /api/settings/public); the site's own until then. */
export function defineCompanyDetailsLogic({ api }: AppDeps) {
  return companyDetailsMachine.provide({
    actors: { fetchCompanyDetails: fromPromise(({ signal }) => getPublicSettings(api, signal)) },
  });
}

/** The app's one company-details actor, for the composition root (footer and contact page). */
export function companyDetailsActor(
  deps: AppDeps,
): AppActorDefinition<ReturnType<typeof defineCompanyDetailsLogic>> {
  return { logic: defineCompanyDetailsLogic(deps), input: { fallback: COMPANY_DETAILS } };
}
