/**
 * Fixed-window counter of failed logins per key (lower-cased e-mail + client IP).
 * In memory: one server process owns its counters; a restart forgets them, which only
 * ever lets a user in sooner.
 */
export interface LoginThrottle {
  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string): number;
  recordFailure(key: string): void;
  reset(key: string): void;
}

interface Window {
  failures: number;
  resetsAt: number;
}

const SWEEP_THRESHOLD = 10_000;

export function createLoginThrottle(options: {
  maxAttempts: number;
  windowMs: number;
  now: () => number;
}): LoginThrottle {
  const windows = new Map<string, Window>();

  function current(key: string): Window | undefined {
    const window = windows.get(key);
    if (window && window.resetsAt <= options.now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  function sweep() {
    const now = options.now();
    for (const [key, window] of windows) {
      if (window.resetsAt <= now) windows.delete(key);
    }
  }

  return {
    retryAfter(key) {
      const window = current(key);
      if (!window || window.failures < options.maxAttempts) return 0;
      return Math.max(1, Math.ceil((window.resetsAt - options.now()) / 1000));
    },
    recordFailure(key) {
      const window = current(key);
      if (window) {
        window.failures += 1;
        return;
      }
      if (windows.size >= SWEEP_THRESHOLD) sweep();
      windows.set(key, { failures: 1, resetsAt: options.now() + options.windowMs });
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
