/**
 * Numbers in [0, 1) from a seed (mulberry32): property loops in plain tests stay replayable, so
 * a failing generated case fails the same way on every run.
 */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One item of a list, chosen with `next`. */
export const pickWith =
  (next: () => number) =>
  <T>(list: readonly T[]): T =>
    list[Math.floor(next() * list.length)]!;
