import { darken, jitterColor, lighten, mix } from '../colour';
import { fbm, perlin1D, Rng } from '../random';
import { amb, sunSide, type HeightAt, type Scene, type TextureOptions } from '../scene';
import { fmt, polyPath, smoothPath, type Point, type Stop } from '../svg';

/*
 * The ground: glaciers, rolling or rocky ground, boulders and still water.
 */

interface GlacierOptions {
  /** Where the glacier disappears into the distance, and how wide it is there and at the bottom. */
  farX: number;
  farY: number;
  farW: number;
  nearW: number;
  persp?: number;
  curve?: number;
  /** Ice colours: ambient light is applied to them unless raw. */
  iceFar?: string;
  iceNear?: string;
  raw?: boolean;
  /** Medial moraines, by position across the ice (-1 left edge .. 1 right edge). */
  stripes?: number[];
  lateral?: boolean;
  crevasses?: number;
  shade?: number;
}

/**
 * A glacier flowing towards the viewer: it narrows into the distance at (farX, farY) and spreads
 * to nearW at the bottom. Medial moraines run along it as dark stripes.
 */
export function glacier(s: Scene, o: GlacierOptions) {
  const { W, H, time } = s;
  const rng = new Rng(s.rng.seed());
  const nearY = H;
  const nearX = W / 2;
  const nEdge = perlin1D(rng);
  const N = 60;
  const geom = (v: number, u: number): [number, number, number] => {
    const y = o.farY + (nearY - o.farY) * Math.pow(v, o.persp ?? 1.6);
    const c = o.farX + (nearX - o.farX) * v + (o.curve ?? 0) * Math.sin(v * Math.PI) * W;
    const hw = o.farW / 2 + (o.nearW / 2 - o.farW / 2) * Math.pow(v, 1.2);
    return [c + u * hw, y, hw];
  };
  const left: Point[] = [];
  const right: Point[] = [];
  for (let k = 0; k <= N; k++) {
    const v = k / N;
    const [xl, y, hw] = geom(v, -1);
    const [xr] = geom(v, 1);
    left.push([xl + fbm(nEdge, v * 8, 4) * hw * 0.12, y]);
    right.push([xr + fbm(nEdge, v * 8 + 50, 4) * hw * 0.12, y]);
  }
  const shape = polyPath([...left, ...right.reverse()]);
  const iceFar = mix(o.raw ? o.iceFar! : amb(s, o.iceFar ?? '#e8eef4', 0.8), time.haze, 0.35);
  const iceNear = o.raw ? o.iceNear! : amb(s, o.iceNear ?? '#bcc4cc');
  const fill = s.lin(
    [
      [0, iceFar],
      [0.5, mix(iceFar, iceNear, 0.6)],
      [1, iceNear],
    ],
    { x1: 0, y1: o.farY, x2: 0, y2: nearY, abs: true },
  );
  const clip = s.clip(shape);
  s.begin();
  s.add(`<path d="${shape}" fill="${fill}"/>`);
  // pressure ridges and crevasses, compressed by perspective
  s.textured(shape, { tw: 500, th: 70, ch: 'B', color: amb(s, '#7f8a98'), gain: 2.0, bias: -1.0 });
  const sheen = {
    tw: 600,
    th: 150,
    ch: 'R',
    color: lighten(time.snowLit, 0.2),
    gain: 1.6,
    bias: -0.8,
  } as const;
  s.textured(shape, sheen, 0.8);
  // medial moraines
  const stripeCol = amb(s, '#5d5550');
  const stripes = o.stripes ?? [-0.55, -0.1, 0.35, 0.7];
  const sn = perlin1D(rng);
  let st = '';
  for (const [si, u0] of stripes.entries()) {
    const wgt = rng.range(0.012, 0.035);
    const a: Point[] = [];
    const b: Point[] = [];
    for (let k = 0; k <= N; k++) {
      const v = k / N;
      const u = u0 + fbm(sn, v * 3 + si * 9, 3) * 0.12;
      const [x, y, hw] = geom(v, u);
      const ww = wgt * hw * (0.6 + 0.8 * (0.5 + fbm(sn, v * 9 + si * 5, 4)));
      const jx = fbm(sn, v * 40 + si * 3, 3) * hw * 0.01;
      a.push([x - ww + jx, y]);
      b.push([x + ww + jx, y]);
    }
    st += `<path d="${polyPath([...a, ...b.reverse()])}" opacity="${rng.range(0.6, 0.9).toFixed(2)}"/>`;
  }
  s.add(`<g fill="${stripeCol}">${st}</g>`);
  // lateral moraines at the edges
  const lat =
    o.lateral === false
      ? 'none'
      : s.lin(
          [
            [0, stripeCol, 0.9],
            [0.08, stripeCol, 0.35],
            [0.16, stripeCol, 0],
            [0.84, stripeCol, 0],
            [0.92, stripeCol, 0.35],
            [1, stripeCol, 0.9],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        );
  s.add(`<path d="${shape}" fill="${lat}"/>`);
  // crevasses and ice hummocks, scaled by distance
  let crev = '';
  let hi = '';
  const ncrev = o.crevasses ?? 260;
  for (let i = 0; i < ncrev; i++) {
    const v = Math.pow(rng.float(), 0.55);
    const u = rng.range(-0.95, 0.95);
    const [x, y, hw] = geom(v, u);
    const len = hw * rng.range(0.02, 0.09);
    const th = Math.max(0.6 * s.k, len * rng.range(0.04, 0.1));
    const tilt = rng.range(-0.15, 0.15) * len + u * len * 0.25;
    crev += `<path d="M${fmt(x - len)} ${fmt(y - tilt)}Q${fmt(x)} ${fmt(y + th * 2)} ${fmt(x + len)} ${fmt(y + tilt)}Q${fmt(x)} ${fmt(y + th * 0.4)} ${fmt(x - len)} ${fmt(y - tilt)}Z" opacity="${rng.range(0.35, 0.8).toFixed(2)}"/>`;
    if (rng.chance(0.5))
      hi += `<path d="M${fmt(x - len * 0.6)} ${fmt(y - tilt * 0.6 - th * 1.2)}Q${fmt(x)} ${fmt(y - th * 0.6)} ${fmt(x + len * 0.6)} ${fmt(y + tilt * 0.6 - th * 1.2)}" stroke-width="${fmt(th * 0.7)}" opacity="${rng.range(0.2, 0.45).toFixed(2)}"/>`;
  }
  s.add(`<g fill="${amb(s, '#5d6f8c')}">${crev}</g>`);
  s.add(`<g fill="none" stroke="${lighten(time.snowLit, 0.3)}" stroke-linecap="round">${hi}</g>`);
  // distance haze
  s.add(
    `<path d="${shape}" fill="${s.lin(
      [
        [0, time.haze, 0.55],
        [0.4, time.haze, 0.12],
        [1, time.haze, 0],
      ],
      { x1: 0, y1: o.farY, x2: 0, y2: nearY, abs: true },
    )}"/>`,
  );
  s.add(
    `<path d="${shape}" fill="${time.shadow}" opacity="${(o.shade ?? 0.15).toFixed(2)}" style="mix-blend-mode:multiply"/>`,
  );
  s.add(`<g clip-path="${clip}">${s.end()}</g>`);
}

interface GroundOptions {
  /** Mean height of the ground line, its swell and how often it swells across the width. */
  y: number;
  amp?: number;
  freq?: number;
  tilt?: number;
  /** Top-to-bottom colours. */
  colors: readonly string[];
  /** Straight segments (rocky) instead of a smooth line. */
  sharp?: boolean;
  texture?: TextureOptions & { color: string };
  texture2?: TextureOptions & { color: string };
  /** Opacity of the haze at the top, fading downwards. */
  haze?: number;
  darkenBottom?: number;
}

/** Rolling ground profile filled to the bottom of the canvas. */
export function ground(s: Scene, o: GroundOptions) {
  const { W, H, time } = s;
  const rng = new Rng(s.rng.seed());
  const n = perlin1D(rng);
  const step = W / 160;
  const pts: Point[] = [];
  for (let x = -W * 0.05; x <= W * 1.05 + 1e-6; x += step) {
    const u = x / W;
    let y = o.y + (o.amp ?? 0.03 * H) * fbm(n, u * (o.freq ?? 2.5), 4, 0.45);
    if (o.tilt) y += o.tilt * (u - 0.5) * H;
    pts.push([x, y]);
  }
  const bottom = H;
  const path = (o.sharp ? polyPath : smoothPath)(
    [...pts, [W * 1.05, bottom], [-W * 0.05, bottom]],
    true,
  );
  const top = Math.min(...pts.map((p) => p[1]));
  const cols = o.colors.map((c) => amb(s, c));
  const fill = s.lin(
    cols.map((c, i): Stop => [i / (cols.length - 1), c]),
    { x1: 0, y1: top, x2: 0, y2: bottom, abs: true },
  );
  s.begin();
  s.add(`<path d="${path}" fill="${fill}"/>`);
  for (const t of [o.texture, o.texture2]) {
    if (!t) continue;
    const { tw, th = 100, ch = 'R', gain = 2, bias = -0.9 } = t;
    s.textured(path, { tw, th, ch, color: amb(s, t.color), gain, bias }, 1);
  }
  // dappled light (cloud shadows, undulations)
  const region = { x: 0, y: top, w: W, h: bottom - top };
  s.textured(
    path,
    { tw: 900, th: 300, ch: 'G', color: '#000000', gain: 1.6, bias: -0.8, region },
    0.22,
  );
  // haze with distance
  if (o.haze) {
    s.add(
      `<path d="${path}" fill="${s.lin(
        [
          [0, time.haze, o.haze],
          [1, time.haze, 0],
        ],
        { x1: 0, y1: top, x2: 0, y2: top + (bottom - top) * 0.6, abs: true },
      )}"/>`,
    );
  }
  if (o.darkenBottom) {
    s.add(
      `<path d="${path}" fill="${s.lin(
        [
          [0, '#000000', 0],
          [1, '#000000', o.darkenBottom],
        ],
        { x1: 0, y1: top, x2: 0, y2: bottom, abs: true },
      )}"/>`,
    );
  }
  const clip = s.clip(path);
  s.add(`<g clip-path="${clip}">${s.end()}</g>`);
  const at: HeightAt = (x) => {
    const i = Math.max(0, Math.min(pts.length - 2, Math.floor((x - pts[0]![0]) / step)));
    const f = (x - pts[i]![0]) / step;
    return pts[i]![1] + (pts[i + 1]![1] - pts[i]![1]) * f;
  };
  return { at };
}

/** A snow slope in front, in the snow colours of the time of day. */
export function snowSlope(
  s: Scene,
  o: Pick<GroundOptions, 'y' | 'amp' | 'freq' | 'tilt'> & { grainWidth: number },
) {
  const { time } = s;
  return ground(s, {
    y: o.y,
    amp: o.amp,
    freq: o.freq,
    tilt: o.tilt,
    colors: [time.snowLit, mix(time.snowLit, time.snowLow, 0.5), time.snowLow],
    texture: { tw: o.grainWidth, th: 50, ch: 'R', color: time.snowLow, gain: 2, bias: -1 },
    texture2: { tw: 300, th: 50, ch: 'G', color: '#ffffff', gain: 2, bias: -1.2 },
  });
}

/** Boulders scattered across a band of ground, bigger towards the viewer. */
export function boulders(
  s: Scene,
  {
    y0,
    y1,
    count,
    color = '#6f655c',
    size,
    at,
  }: { y0: number; y1: number; count: number; color?: string; size: number; at?: HeightAt },
) {
  const { W, H } = s;
  const rng = new Rng(s.rng.seed());
  const side = sunSide(s.time);
  const items: Array<{ x: number; y: number; r: number }> = [];
  for (let i = 0; i < count; i++) {
    const v = Math.pow(rng.float(), 0.7);
    const x = rng.float() * W * 1.1 - W * 0.05;
    let y = y0 + (y1 - y0) * v;
    if (at) y = Math.max(y, at(x) + H * 0.01);
    items.push({ x, y, r: size * W * (0.25 + v * 1.1) * rng.range(0.4, 1.2) });
  }
  items.sort((a, b) => a.y - b.y);
  let out = '';
  for (const b of items) {
    const pts: Point[] = [];
    const m = 9;
    const flat = rng.range(0.45, 0.7);
    for (let k = 0; k < m; k++) {
      const a = Math.PI + (k / (m - 1)) * Math.PI;
      const rr = b.r * rng.range(0.75, 1.1);
      pts.push([b.x + Math.cos(a) * rr, b.y + Math.sin(a) * rr * flat]);
    }
    const c = amb(s, jitterColor(rng, color, 0.06));
    out += `<path d="${polyPath(pts)}" fill="${c}"/>`;
    // lit facet
    const litPts = pts.filter(([px]) => (px - b.x) * side > -b.r * 0.2);
    litPts.push([b.x + side * b.r * 0.1, b.y]);
    out += `<path d="${polyPath(litPts)}" fill="${mix(c, s.time.light, 0.35)}" opacity="0.55"/>`;
    out += `<ellipse cx="${fmt(b.x - side * b.r * 0.2)}" cy="${fmt(b.y)}" rx="${fmt(b.r * 1.1)}" ry="${fmt(b.r * 0.12)}" fill="#000" opacity="0.25"/>`;
  }
  s.add(`<g>${out}</g>`);
}

/**
 * Still water below y reflecting the group with id refId (drawn earlier): mirrored, softened,
 * broken by horizontal ripples and tinted towards the viewer.
 */
export function lake(
  s: Scene,
  {
    y,
    refId,
    tint,
    bottom,
    clarity = 1,
    shorePath,
  }: {
    y: number;
    refId: string;
    tint: string;
    /** The water's lower edge (default the canvas bottom) and its outline (default a band). */
    bottom?: number;
    shorePath?: string;
    /** Higher is clearer: less of the water's own tint over the reflection. */
    clarity?: number;
  },
) {
  const { W, H, time } = s;
  const b = bottom ?? H;
  const x0 = -10;
  const xe = W + 10;
  const shape =
    shorePath ??
    `M${fmt(x0)} ${fmt(y)}L${fmt(xe)} ${fmt(y)}L${fmt(xe)} ${fmt(b)}L${fmt(x0)} ${fmt(b)}Z`;
  const clip = s.clip(shape);
  const blur = s.filter(`<feGaussianBlur stdDeviation="${fmt(0.6 * s.k)} ${fmt(3.5 * s.k)}"/>`, {
    x: 0,
    y: Math.max(0, y - 4),
    w: W,
    h: b - y + 8,
  });
  const t = amb(s, tint, 0.5);
  const region = { x: 0, y, w: W, h: b - y };
  const rip1 = s.texture({
    tw: 900,
    th: 10,
    ch: 'R',
    color: lighten(time.haze, 0.35),
    gain: 3.2,
    bias: -2.0,
    region,
  });
  const rip2 = s.texture({
    tw: 500,
    th: 6,
    ch: 'G',
    color: darken(t, 0.3),
    gain: 3,
    bias: -1.8,
    region,
  });
  s.add(
    `<g clip-path="${clip}">` +
      `<g filter="${blur}"><g transform="matrix(1 0 0 -1 0 ${fmt(2 * y)})"><use href="#${refId}"/></g></g>` +
      `<rect x="0" y="${fmt(y)}" width="${W}" height="${fmt(b - y)}" fill="${s.lin(
        [
          [0, t, 0.12 / clarity],
          [0.4, t, 0.35 / clarity],
          [1, darken(t, 0.25), Math.min(0.9, 0.7 / clarity)],
        ],
        { x1: 0, y1: y, x2: 0, y2: b, abs: true },
      )}"/>` +
      `<rect x="0" y="${fmt(y)}" width="${W}" height="${fmt(b - y)}" fill="#000" filter="${rip1}" opacity="0.55"/>` +
      `<rect x="0" y="${fmt(y)}" width="${W}" height="${fmt(b - y)}" fill="#000" filter="${rip2}" opacity="0.5"/>` +
      `<rect x="0" y="${fmt(y - 1)}" width="${W}" height="${fmt(2.5 * s.k)}" fill="${lighten(time.haze, 0.4)}" opacity="0.5"/>` +
      `</g>`,
  );
}
