import { fromPromise } from 'xstate';

/** One call of a controllable actor: what it was asked, and how the test settles it. */
export interface PendingCall<T, I> {
  input: I;
  signal: AbortSignal;
  /** The test (or `respond`) answered it, resolved or rejected. */
  settled: boolean;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** Lets settled promises reach the actors (one macrotask). */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A promise actor whose calls the test settles by hand: `logic` goes into
 * `machine.provide({ actors })`, every call is recorded in order with its input and abort signal.
 * `respond`, when given, answers each call as it arrives (the test can still settle it first).
 */
export function controllable<T, I>(respond?: (input: I) => Promise<T>) {
  const calls: Array<PendingCall<T, I>> = [];
  const logic = fromPromise<T, I>(
    ({ input, signal }) =>
      new Promise<T>((resolve, reject) => {
        const call: PendingCall<T, I> = {
          input,
          signal,
          settled: false,
          resolve: (value) => {
            call.settled = true;
            resolve(value);
          },
          reject: (error) => {
            call.settled = true;
            reject(error);
          },
        };
        calls.push(call);
        respond?.(input).then(call.resolve, call.reject);
      }),
  );
  const last = (): PendingCall<T, I> => {
    const call = calls.at(-1);
    if (!call) throw new Error('the actor was never invoked');
    return call;
  };
  return {
    logic,
    calls,
    last,
    /** Resolves the latest call and lets the machine react. */
    async resolve(value: T) {
      last().resolve(value);
      await flush();
    },
    /** Rejects the latest call and lets the machine react. */
    async reject(error: unknown) {
      last().reject(error);
      await flush();
    },
  };
}
