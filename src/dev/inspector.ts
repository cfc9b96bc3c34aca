import type { InspectionEvent, Observer } from 'xstate';

declare global {
  interface ImportMetaEnv {
    /** `1` streams every actor to the Stately inspector in development (machines/README.md). */
    readonly VITE_XSTATE_INSPECT?: string;
  }
}

/** What `withInspector` adds to an actor's options: XState's inspection observer. */
export interface InspectOption {
  inspect?: Observer<InspectionEvent>;
}

/**
 * The options of a root actor, with the Stately inspector added when it is switched on:
 * `createActor(logic, withInspector({ input }))`, `useActorRef(logic, withInspector())`.
 * Invoked and spawned children report through their root's system, so only roots need it.
 *
 * On in development when the address has `?inspect` (not `?inspect=0`) or the dev server was
 * started with VITE_XSTATE_INSPECT=1; off otherwise. In a production build `import.meta.env.DEV`
 * is the constant `false`, so this returns its argument and the bundler drops the rest of the
 * module, `@statelyai/inspect` included (tests/bundle/bundle-budget.test.ts checks).
 */
export function withInspector(): InspectOption;
export function withInspector<TOptions extends object>(options: TOptions): TOptions & InspectOption;
export function withInspector(options: object = {}): InspectOption {
  if (!import.meta.env.DEV) return options;
  const inspect = sharedInspector();
  return inspect ? { ...options, inspect } : options;
}

/**
 * Decided once per page load, at the first actor: the router drops `?inspect` on the first
 * navigation, and every actor of the page goes to the same inspector window.
 * `undefined` until then, `null` when off.
 */
let shared: Observer<InspectionEvent> | null | undefined;

function sharedInspector(): Observer<InspectionEvent> | null {
  shared ??= isRequested() ? loadInspector() : null;
  return shared;
}

/** `?inspect` or `?inspect=1` is on; `?inspect=0`, `?inspect=false` or no parameter is off. */
function isOnInAddress(search: string): boolean {
  const value = new URLSearchParams(search).get('inspect');
  return value !== null && value !== '0' && value !== 'false';
}

function isRequested(): boolean {
  const env = import.meta.env.VITE_XSTATE_INSPECT;
  if (env === '1' || env === 'true') return true;
  return typeof window !== 'undefined' && isOnInAddress(window.location.search);
}

/**
 * Loads @statelyai/inspect on first use and hands it the events that actors emitted while it
 * loaded, in order: the first ones are the actors' creation and initial snapshots, without which
 * the inspector cannot draw them.
 */
function loadInspector(): Observer<InspectionEvent> {
  const pending: InspectionEvent[] = [];
  let forward: ((event: InspectionEvent) => void) | null = null;
  void import('@statelyai/inspect').then(
    ({ createBrowserInspector }) => {
      const { inspect, adapter } = createBrowserInspector();
      if (adapter.targetWindow) {
        console.info(
          'Stately inspector: streaming live actors to its window (stately.ai/inspect).',
        );
      } else {
        // It opens the window at load, without a click, so a pop-up blocker may stop it.
        console.warn('Stately inspector: the window was blocked; allow pop-ups here and reload.');
      }
      forward = (event) => inspect.next?.(event);
      pending.splice(0).forEach(forward);
    },
    (error: unknown) => {
      console.error('Stately inspector could not be loaded:', error);
      forward = () => {};
      pending.length = 0;
    },
  );
  return {
    next: (event) => {
      if (forward) forward(event);
      else pending.push(event);
    },
  };
}
