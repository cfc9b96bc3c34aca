import type { AnyActorRef } from 'xstate';

/**
 * Actors that live as long as a route stays matched (the admin and account guards), by key: one
 * set per app instance. src/app/route-guards.logic.ts starts and finds them (loaded with the
 * first guarded page); a route's `onLeave` stops its own.
 */
export type RouteActors = Map<string, { actor: AnyActorRef; waiting: number }>;

export type RouteGuardKey = 'adminGuard' | 'accountGuard';

export function releaseRouteActor(actors: RouteActors, key: string): void {
  actors.get(key)?.actor.stop();
  actors.delete(key);
}
