import type { AnyActorRef } from 'xstate';

/**
 * An app-lifetime actor whose code loads on first use (its machine and contract would
 * otherwise weigh on every page's first download). `current` is null until it has started.
 */
export interface LazyActor<TActor extends AnyActorRef> {
  readonly current: TActor | null;
  /** Starts it on the first call (once per app), then resolves with the running actor. */
  load(): Promise<TActor>;
  subscribe(listener: () => void): () => void;
  stop(): void;
}

export function lazyActor<TActor extends AnyActorRef>(
  start: () => Promise<TActor>,
): LazyActor<TActor> {
  let current: TActor | null = null;
  let loading: Promise<TActor> | null = null;
  let stopped = false;
  const listeners = new Set<() => void>();
  return {
    get current() {
      return current;
    },
    load() {
      loading ??= start().then(
        (actor) => {
          if (stopped) {
            actor.stop();
            return actor;
          }
          current = actor;
          listeners.forEach((listener) => listener());
          return actor;
        },
        (error: unknown) => {
          loading = null; // the chunk did not load (offline): the next ask tries again
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      current?.stop();
    },
  };
}

/**
 * A route loader's way to start a lazy actor its page uses: the page waits for its code, but a
 * chunk that failed to load (offline) does not fail the page; the view shows it as loading.
 */
export async function loadQuietly(slot: LazyActor<AnyActorRef>): Promise<void> {
  try {
    await slot.load();
  } catch {
    // The next ask (another page) tries again.
  }
}
