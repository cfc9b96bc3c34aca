import { hexToRgb, mix, multiply } from './colour';
import { Rng } from './random';
import { fmt, fmt4, stopTag, type Stop } from './svg';
import type { Time } from './times';

/** A rectangle in canvas pixels. */
export interface Region {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The height (y) of a ground line or ridge at x, for things that stand on it. */
export type HeightAt = (x: number) => number;

export interface TextureOptions {
  /** Size of the noise tile in canvas pixels at 1280 px wide. */
  tw: number;
  th?: number;
  /** Noise channel: R and G are smooth fBm, B is ridged fBm. */
  ch?: 'R' | 'G' | 'B';
  color?: string;
  gain?: number;
  bias?: number;
  region?: Region;
}

/**
 * One picture being painted: the canvas size, the light of its time of day, its random stream,
 * and the SVG it accumulates (defs, plus a stack of groups so a painter can wrap what it drew).
 */
export class Scene {
  readonly rng: Rng;
  /** Scale factor relative to a 1280 px wide canvas (for filter frequencies, stroke widths). */
  readonly k: number;
  private readonly defs: string[] = [];
  private readonly stack: string[][] = [[]];
  private counter = 0;

  constructor(
    readonly W: number,
    readonly H: number,
    seed: number,
    readonly time: Time,
    /** Data URIs of the noise tiles (makeNoiseTiles). */
    private readonly noiseTiles: readonly string[],
  ) {
    this.rng = new Rng(seed);
    this.k = W / 1280;
  }
  uid(prefix = 'i'): string {
    this.counter += 1;
    return prefix + this.counter;
  }
  def(str: string): void {
    this.defs.push(str);
  }
  add(str: string): void {
    this.stack[this.stack.length - 1]!.push(str);
  }
  /** Starts a group; `end()` returns what was drawn since, for the caller to wrap. */
  begin(): void {
    this.stack.push([]);
  }
  end(): string {
    return this.stack.pop()!.join('');
  }
  /** Linear gradient. Coordinates in user space when abs. */
  lin(
    stops: Stop[],
    {
      x1 = 0,
      y1 = 0,
      x2 = 0,
      y2 = 1,
      abs = false,
    }: Partial<Record<'x1' | 'y1' | 'x2' | 'y2', number>> & {
      abs?: boolean;
    } = {},
  ): string {
    const id = this.uid('lg');
    const units = abs ? ' gradientUnits="userSpaceOnUse"' : '';
    this.def(
      `<linearGradient id="${id}" x1="${fmt4(x1)}" y1="${fmt4(y1)}" x2="${fmt4(x2)}" y2="${fmt4(y2)}"${units}>` +
        stops.map(stopTag).join('') +
        `</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(
    stops: Stop[],
    {
      cx = 0.5,
      cy = 0.5,
      r = 0.5,
      fx,
      fy,
      abs = false,
      transform,
    }: Partial<Record<'cx' | 'cy' | 'r' | 'fx' | 'fy', number>> & {
      abs?: boolean;
      transform?: string;
    } = {},
  ): string {
    const id = this.uid('rg');
    const units = abs ? ' gradientUnits="userSpaceOnUse"' : '';
    const f = fx !== undefined ? ` fx="${fmt4(fx)}" fy="${fmt4(fy!)}"` : '';
    const tr = transform ? ` gradientTransform="${transform}"` : '';
    this.def(
      `<radialGradient id="${id}" cx="${fmt4(cx)}" cy="${fmt4(cy)}" r="${fmt4(r)}"${f}${units}${tr}>` +
        stops.map(stopTag).join('') +
        `</radialGradient>`,
    );
    return `url(#${id})`;
  }
  clip(d: string): string {
    const id = this.uid('cp');
    this.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }
  filter(inner: string, { x = 0, y = 0, w = this.W, h = this.H }: Partial<Region> = {}): string {
    const id = this.uid('f');
    this.def(
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" color-interpolation-filters="sRGB">${inner}</filter>`,
    );
    return `url(#${id})`;
  }
  /**
   * Filter whose first primitives produce result "n": a precomputed seamless noise tile (see
   * makeNoiseTiles) drawn at tw x th canvas pixels (1280 scale) and repeated over the region with
   * a random phase. feTile repeats the tile's subregion, so the tile is anchored inside the region.
   */
  noiseFilter(tw: number, th: number, body: string, region?: Region): string {
    const tile = this.noiseTiles[this.rng.int(0, this.noiseTiles.length - 1)]!;
    const { W, H } = this;
    const w = Math.min(W, Math.max(2, Math.round(tw * this.k)));
    const h = Math.min(H, Math.max(2, Math.round(th * this.k)));
    // librsvg clips primitive subregions to the canvas, so the tile must lie fully inside it
    const r = region ?? { x: 0, y: 0, w: W, h: H };
    const rx0 = Math.max(0, Math.floor(r.x));
    const ry0 = Math.max(0, Math.floor(r.y));
    const rx1 = Math.min(W, Math.ceil(r.x + r.w));
    const ry1 = Math.min(H, Math.ceil(r.y + r.h));
    const x = Math.max(0, Math.min(W - w, Math.round(rx0 + this.rng.float() * w)));
    const y = Math.max(0, Math.min(H - h, Math.round(ry0 + this.rng.float() * h)));
    const fx0 = Math.min(rx0, x);
    const fy0 = Math.min(ry0, y);
    const fx1 = Math.max(rx1, x + w);
    const fy1 = Math.max(ry1, y + h);
    return this.filter(
      `<feImage href="${tile}" x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="none" result="nt"/><feTile in="nt" result="n"/>` +
        body,
      { x: fx0, y: fy0, w: fx1 - fx0, h: fy1 - fy0 },
    );
  }
  /**
   * Noise texture filter: paints `color` inside the source shape with alpha = gain * noise + bias,
   * noise taken from channel ch (R/G: smooth fBm, B: ridged fBm) of a tile tw x th px (1280 scale).
   */
  texture({
    tw,
    th,
    ch = 'R',
    color = '#000000',
    gain = 1,
    bias = 0,
    region,
  }: TextureOptions): string {
    const [r, g, b] = hexToRgb(color).map((v) => (v / 255).toFixed(3));
    const row = { R: `${gain} 0 0 0`, G: `0 ${gain} 0 0`, B: `0 0 ${gain} 0` }[ch];
    return this.noiseFilter(
      tw,
      th ?? tw,
      `<feColorMatrix in="n" type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${row} ${bias.toFixed(3)}" result="c"/>` +
        `<feComposite in="c" in2="SourceGraphic" operator="in"/>`,
      region,
    );
  }
  /** Paints a noise texture (see texture) inside the path d. */
  textured(d: string, options: TextureOptions, opacity?: number | string): void {
    const filter = this.texture(options);
    const op = opacity === undefined ? '' : ` opacity="${opacity}"`;
    this.add(`<path d="${d}" fill="#000" filter="${filter}"${op}/>`);
  }
  toString(pixelW = this.W, pixelH = this.H): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${pixelW}" height="${pixelH}" viewBox="0 0 ${this.W} ${this.H}">` +
      `<defs>${this.defs.join('')}</defs>${this.stack[0]!.join('')}</svg>`
    );
  }
}

/** 1 when the light comes from the right, -1 from the left. */
export function sunSide(time: Time): 1 | -1 {
  const x = time.sun ? time.sun.x : time.moon ? time.moon.x : 0.3;
  return x >= 0.5 ? 1 : -1;
}

/** Apply the time of day's ambient light to a material colour. */
export function amb(s: Scene, c: string, t = 1): string {
  return mix(c, multiply(c, s.time.ambient), t);
}

export function isNight(s: Scene): boolean {
  return s.time.stars > 300;
}
