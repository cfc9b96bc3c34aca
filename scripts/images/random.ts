/*
 * Seeded randomness and 1-D noise: every picture is a pure function of its seed string.
 */

/** FNV-1a hash of a string, as an unsigned 32-bit seed. */
export function hashString(str: string): number {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next: () => number;
  constructor(seed: string | number) {
    this.next = mulberry32(typeof seed === 'string' ? hashString(seed) : seed);
  }
  float(): number {
    return this.next();
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  pick<T>(arr: readonly T[]): T {
    return arr[Math.floor(this.next() * arr.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** Approximately normal, mean 0, sd 1. */
  gauss(): number {
    return (this.next() + this.next() + this.next() + this.next() - 2) * 1.732;
  }
  /** A seed for a child generator. */
  seed(): number {
    return Math.floor(this.next() * 9999) + 1;
  }
}

/** 1-D gradient (Perlin) noise, roughly in [-1, 1]. */
export type Noise1D = (x: number) => number;

export function perlin1D(rng: Rng): Noise1D {
  const g = new Float64Array(1024);
  for (let i = 0; i < g.length; i++) g[i] = rng.float() * 2 - 1;
  return (x) => {
    const i = Math.floor(x);
    const f = x - i;
    const a = g[i & 1023]! * f;
    const b = g[(i + 1) & 1023]! * (f - 1);
    const u = f * f * f * (f * (f * 6 - 15) + 10);
    return (a + (b - a) * u) * 2;
  };
}

/** Fractal sum of octaves of a noise, normalised to the noise's range. */
export function fbm(noise: Noise1D, x: number, octaves = 6, gain = 0.5, lacunarity = 2): number {
  let sum = 0;
  let amp = 1;
  let freq = 1;
  let norm = 0;
  for (let o = 0; o < octaves; o++) {
    sum += amp * noise(x * freq + o * 37.17);
    norm += amp;
    amp *= gain;
    freq *= lacunarity;
  }
  return sum / norm;
}
