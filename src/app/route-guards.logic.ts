import { createActor, fromPromise, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { accountGuardMachine } from '../../machines/account-guard-machine';
import { adminGuardMachine } from '../../machines/admin-guard-machine';
import { getAdminAccess } from '../api/settings';
import { withInspector } from '../dev/inspector';
import type { AppContext } from './app-context';
import type { AppDeps } from './deps';
import { releaseRouteActor, type RouteActors, type RouteGuardKey } from './route-actors';

/*
 * The guards run in the router (ARCHITECTURE, issue 13): `/admin` and `/dashboard` wait in their
 * `beforeLoad` for their guard statechart, which follows the session (machines/session-watch.ts).
 * This module loads with the first guarded page, not with the site.
 */

/**
 * Resolves once the guard has decided: it let the visitor in (tag `authorized`) or ended (turned
 * them away). Rejects when the route's load is cancelled. (xstate's `waitFor` does this too, but
 * using it here would move it into every page's first download with the rest of xstate's core.)
 */
function decision(guard: AnyActorRef, signal: AbortSignal): Promise<{ admitted: boolean }> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const snapshot = guard.getSnapshot();
      if (snapshot.status !== 'done' && !snapshot.hasTag('authorized')) return false;
      resolve({ admitted: snapshot.status !== 'done' });
      return true;
    };
    if (check()) return;
    const subscription = guard.subscribe({
      next: () => check() && stop(),
      complete: () => {
        if (check()) return;
        stop();
        reject(new Error('The route guard stopped before it decided.'));
      },
    });
    const onAbort = () => {
      stop();
      reject(signal.reason);
    };
    const stop = () => {
      subscription.unsubscribe();
      signal.removeEventListener('abort', onAbort);
    };
    signal.addEventListener('abort', onAbort);
  });
}

/** The route's guard, started when the route is entered and found again while it stays. */
function acquire(actors: RouteActors, key: string, logic: AnyStateMachine, input: unknown) {
  const running = actors.get(key);
  if (running && running.actor.getSnapshot().status === 'active') return running;
  releaseRouteActor(actors, key);
  const entry = { actor: createActor(logic, withInspector({ input })).start(), waiting: 0 };
  actors.set(key, entry);
  return entry;
}

/**
 * Waits for the route's guard to settle and says whether it let the visitor in. A guard that
 * ended (final state) turned the visitor away: the route then throws its redirect. A guard nobody
 * waits for any more that let nobody in (the visitor went elsewhere while it decided, or was
 * turned away) is stopped; one that let the visitor in runs until the route's `onLeave`,
 * following the session.
 */
async function runRouteGuard(
  { routeActors, session }: AppContext,
  key: string,
  logic: AnyStateMachine,
  signal: AbortSignal,
): Promise<boolean> {
  const entry = acquire(routeActors, key, logic, { session });
  entry.waiting += 1;
  try {
    return (await decision(entry.actor, signal)).admitted;
  } finally {
    entry.waiting -= 1;
    if (entry.waiting === 0 && !entry.actor.getSnapshot().hasTag('authorized')) {
      releaseRouteActor(routeActors, key);
    }
  }
}

/** Where a guarded page sends someone to sign in, and the address to come back to after. */
export type ReturnTo = (search: unknown) => string;

const loginSearch = (returnTo: ReturnTo | undefined, search: unknown) =>
  returnTo ? { redirect: returnTo(search) } : {};

/* The admin area ---------------------------------------------------------------------------- */

/**
 * SPEC 8's toast, /login when the admin signs out while on a page, and the server's word on what
 * the admin must do before the admin pages open (issue 18).
 */
function defineAdminGuardLogic({ api, navigate, toast }: AppDeps) {
  return adminGuardMachine.provide({
    actors: {
      checkAdminAccess: fromPromise(({ signal }) => getAdminAccess(api, signal)),
    },
    actions: {
      showUnauthorizedToast: () =>
        toast('Unauthorized Access', 'You must be an admin to access this page.', 'error'),
      redirectToLogin: () => void navigate({ to: '/login', replace: true }),
    },
  });
}

/* My Account --------------------------------------------------------------------------------- */

/** /login (with the tab to come back to) when the traveller signs out while on the page. */
function defineAccountGuardLogic({ navigate }: AppDeps, returnTo: ReturnTo) {
  return accountGuardMachine.provide({
    actions: {
      redirectToLogin: () =>
        void navigate({
          to: '/login',
          search: (current: unknown) => loginSearch(returnTo, current),
          replace: true,
        }),
    },
  });
}

/**
 * A guarded route's `beforeLoad` (SPEC 4, 6; issue 6): the pending spinner shows while the guard
 * waits for the session, and resolves with null to let the visitor in, or with the search of the
 * /login redirect the route throws. `/admin`: a non-admin is toasted and, 1 s later, redirected to /login
 * (admins always land on /admin after signing in, so no return address is kept). `/dashboard`:
 * a guest goes (replace) to /login with `redirect` set to the tab they asked for (`returnTo`).
 */
export async function runGuard(
  key: RouteGuardKey,
  context: AppContext,
  signal: AbortSignal,
  guarded: { search: unknown; returnTo?: ReturnTo },
): Promise<{ redirect?: string } | null> {
  const logic =
    key === 'adminGuard'
      ? defineAdminGuardLogic(context.deps)
      : defineAccountGuardLogic(context.deps, guarded.returnTo ?? (() => '/dashboard'));
  const admitted = await runRouteGuard(context, key, logic, signal);
  // Turned away: the /login search to redirect with (the route throws the redirect).
  return admitted ? null : loginSearch(guarded.returnTo, guarded.search);
}
