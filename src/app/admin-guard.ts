import type { AdminGuardActorRef } from '../../machines/admin-guard-machine';
import type { RouteActors, RouteGuardKey } from './route-actors';

const KEY: RouteGuardKey = 'adminGuard';

/**
 * The admin pages' guard (started by /admin's `beforeLoad`, src/app/route-guards.logic.ts):
 * the admin layout shows what it found, and the enrolment page tells it when two-factor is on.
 * Undefined outside the admin area.
 */
export const adminGuardOf = (actors: RouteActors): AdminGuardActorRef | undefined =>
  actors.get(KEY)?.actor as AdminGuardActorRef | undefined;
