import type { TreeKind } from '../../../contract/catalogue-art';
import { darken, jitterColor, lighten, mix } from '../colour';
import { Rng } from '../random';
import { amb, sunSide, type HeightAt, type Scene } from '../scene';
import { fmt, polyPath, type Point } from '../svg';

/*
 * Trees, wildflowers and grass. Tree painters return SVG for the caller to group and order.
 */

/** A tree's colour and how far it fades into the haze (0 = not at all). */
interface TreeStyle {
  color?: string;
  haze?: number;
}

/** Conifer (Himalayan pine / spruce) silhouette with a lit flank. */
export function pineTree(
  s: Scene,
  rng: Rng,
  x: number,
  y: number,
  h: number,
  { color = '#1f3b2d', haze = 0 }: TreeStyle = {},
): string {
  const side = sunSide(s.time);
  const base = mix(amb(s, color), s.time.haze, haze);
  const light = mix(amb(s, lighten(color, 0.28)), s.time.haze, haze);
  const tiers = Math.max(4, Math.round(h / (6 * s.k)) + rng.int(0, 2));
  const wMax = h * rng.range(0.17, 0.24);
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= tiers; i++) {
    const t = i / tiers;
    const ty = y - h + h * 0.92 * t;
    const w = wMax * Math.pow(t, 0.85) * rng.range(0.8, 1.15);
    const droop = h * 0.02 * rng.range(0.5, 1.5);
    left.push([x - w, ty + droop], [x - w * 0.45, ty + h * 0.015]);
    right.push([x + w * rng.range(0.85, 1.1), ty + droop], [x + w * 0.45, ty + h * 0.015]);
  }
  const top: Point = [x + rng.range(-0.5, 0.5) * s.k, y - h - h * 0.03];
  const trunkW = Math.max(0.7 * s.k, h * 0.025);
  const outline: Point[] = [
    top,
    ...right,
    [x + trunkW, y - h * 0.06],
    [x + trunkW, y],
    [x - trunkW, y],
    [x - trunkW, y - h * 0.06],
    ...left.reverse(),
  ];
  let d = `<path d="${polyPath(outline)}" fill="${base}"/>`;
  // lit flank
  const litPts: Point[] = [top, ...(side > 0 ? right : [...left].reverse()), [x, y - h * 0.06]];
  d += `<path d="${polyPath(litPts.map(([px, py]): Point => [x + (px - x) * 1.0, py]))}" fill="${light}" opacity="0.55"/>`;
  return d;
}

/** Lombardy poplar: tall narrow crown, feathery edge, lit on one side. */
export function poplarTree(
  s: Scene,
  rng: Rng,
  x: number,
  y: number,
  h: number,
  { color = '#d9a32b', haze = 0 }: TreeStyle = {},
): string {
  const side = sunSide(s.time);
  const base = mix(amb(s, color), s.time.haze, haze);
  const dark = mix(amb(s, darken(color, 0.4)), s.time.haze, haze);
  const light = mix(amb(s, lighten(color, 0.3)), s.time.haze, haze);
  const w = h * 0.11 * rng.range(0.8, 1.2);
  const crownTop = y - h;
  const crownBottom = y - h * 0.1;
  const lean = rng.range(-0.03, 0.03) * h;
  const N = 22;
  const halfAt = (t: number) => w * Math.sin(Math.PI * Math.min(1, Math.pow(t, 0.62)));
  const xAt = (t: number) => x + lean * (1 - t);
  const right: Point[] = [];
  const left: Point[] = [];
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const yy = crownTop + (crownBottom - crownTop) * t;
    const hw = halfAt(t);
    right.push([xAt(t) + hw * rng.range(0.75, 1.15), yy]);
    left.push([xAt(t) - hw * rng.range(0.75, 1.15), yy]);
  }
  const outline: Point[] = [[xAt(0), crownTop - h * 0.02], ...right, ...left.reverse()];
  let d = `<path d="M${fmt(x)} ${fmt(y)}L${fmt(xAt(0.8))} ${fmt(crownBottom - h * 0.15)}" stroke="${dark}" stroke-width="${fmt(Math.max(0.8 * s.k, h * 0.02))}"/>`;
  d += `<path d="${polyPath(outline)}" fill="${base}"/>`;
  /**
   * A ragged line through crown rows `from`..`to` (downwards or upwards), each point a random
   * lo..hi of the half width out from the middle, towards `dir` (1 right, -1 left).
   */
  const edge = (from: number, to: number, dir: number, [lo, hi]: [number, number]) => {
    const pts: Point[] = [];
    const step = from < to ? 1 : -1;
    for (let i = from; i !== to + step; i += step) {
      const t = i / N;
      pts.push([
        xAt(t) + dir * halfAt(t) * rng.range(lo, hi),
        crownTop + (crownBottom - crownTop) * t,
      ]);
    }
    return pts;
  };
  // shaded half, then the sunlit flank
  const sh = [...edge(0, N, -side, [0.7, 1.05]), ...edge(N, 0, -side, [-0.1, 0.25])];
  d += `<path d="${polyPath(sh)}" fill="${dark}" opacity="0.6"/>`;
  const lt = [...edge(1, N - 1, side, [0.55, 0.95]), ...edge(N - 1, 1, side, [0.1, 0.4])];
  d += `<path d="${polyPath(lt)}" fill="${light}" opacity="0.55"/>`;
  return d;
}

/** Broad deciduous tree (apricot, willow, walnut): clustered round crown. */
export function roundTree(
  s: Scene,
  rng: Rng,
  x: number,
  y: number,
  h: number,
  { color = '#4f7a35', haze = 0, blossom }: TreeStyle & { blossom?: string } = {},
): string {
  const side = sunSide(s.time);
  const base = mix(amb(s, color), s.time.haze, haze);
  const dark = mix(amb(s, darken(color, 0.35)), s.time.haze, haze);
  const light = mix(amb(s, lighten(color, 0.25)), s.time.haze, haze);
  const r = h * rng.range(0.32, 0.42);
  const cy = y - h + r;
  let d = `<path d="M${fmt(x)} ${fmt(y)}L${fmt(x + rng.range(-0.1, 0.1) * r)} ${fmt(cy)}" stroke="${amb(s, '#3a2a1e')}" stroke-width="${fmt(Math.max(0.8 * s.k, h * 0.05))}"/>`;
  const blobs: Array<[number, number, number]> = [];
  for (let i = 0; i < 7; i++) {
    const a = rng.range(0, Math.PI * 2);
    const dd = rng.range(0, 0.55) * r;
    blobs.push([x + Math.cos(a) * dd * 1.2, cy + Math.sin(a) * dd * 0.8, r * rng.range(0.45, 0.7)]);
  }
  for (const [bx, by, br] of blobs)
    d += `<circle cx="${fmt(bx)}" cy="${fmt(by)}" r="${fmt(br)}" fill="${dark}"/>`;
  for (const [bx, by, br] of blobs)
    d += `<circle cx="${fmt(bx + side * br * 0.2)}" cy="${fmt(by - br * 0.2)}" r="${fmt(br * 0.75)}" fill="${base}"/>`;
  for (const [bx, by, br] of blobs.slice(0, 4))
    d += `<circle cx="${fmt(bx + side * br * 0.4)}" cy="${fmt(by - br * 0.35)}" r="${fmt(br * 0.4)}" fill="${light}" opacity="0.8"/>`;
  if (blossom) {
    for (let i = 0; i < 16; i++) {
      const a = rng.range(0, Math.PI * 2);
      const dd = rng.range(0, 0.9) * r;
      d += `<circle cx="${fmt(x + Math.cos(a) * dd * 1.2)}" cy="${fmt(cy + Math.sin(a) * dd * 0.8)}" r="${fmt(r * rng.range(0.08, 0.18))}" fill="${amb(s, blossom)}" opacity="${rng.range(0.6, 0.95).toFixed(2)}"/>`;
    }
  }
  return d;
}

/** A belt of trees standing on a ground line. */
export function treeLine(
  s: Scene,
  {
    kind,
    x0 = 0,
    x1,
    at,
    count,
    h,
    color,
    haze = 0,
    dy = 0,
  }: {
    kind: TreeKind;
    x0?: number;
    x1?: number;
    at: HeightAt;
    count: number;
    h: number;
    color: string;
    haze?: number;
    dy?: number;
  },
) {
  const rng = new Rng(s.rng.seed());
  const xe = x1 ?? s.W;
  const items: Array<{ x: number; y: number; h: number }> = [];
  for (let i = 0; i < count; i++) {
    const x = x0 + ((xe - x0) * (i + rng.range(-0.45, 0.45))) / Math.max(1, count - 1);
    const y = at(x) + dy + rng.range(-0.3, 1) * h * 0.08;
    items.push({ x, y, h: h * rng.range(1 - 0.35, 1 + 0.35 * 0.6) });
  }
  items.sort((a, b) => a.y - b.y);
  let out = '';
  for (const it of items) {
    const c = jitterColor(rng, color, 0.05);
    if (kind === 'pine') out += pineTree(s, rng, it.x, it.y, it.h, { color: c, haze });
    else if (kind === 'poplar') out += poplarTree(s, rng, it.x, it.y, it.h, { color: c, haze });
    else out += roundTree(s, rng, it.x, it.y, it.h, { color: c, haze });
  }
  s.add(`<g>${out}</g>`);
}

/** Wildflowers and grass tufts dotted over a band of meadow, bigger towards the viewer. */
export function flowers(
  s: Scene,
  {
    y0,
    y1,
    at,
    count,
    colors = ['#f4d03f', '#c56cf0', '#ffffff', '#e84393', '#7ed6df'],
    size = 1,
  }: {
    y0: number;
    y1: number;
    at: HeightAt;
    count: number;
    colors?: readonly string[];
    size?: number;
  },
) {
  const { W } = s;
  const rng = new Rng(s.rng.seed());
  let out = '';
  const items: Array<{ x: number; y: number; v: number }> = [];
  // flowers grow in drifts: pick cluster centres, scatter around them
  const centres: Point[] = [];
  const nc = Math.max(3, Math.round(count / 25));
  for (let i = 0; i < nc; i++) centres.push([rng.float() * W, Math.pow(rng.float(), 0.7)]);
  for (let i = 0; i < count; i++) {
    const [cx, cv] = rng.pick(centres);
    const v = Math.max(0, Math.min(1, cv + rng.gauss() * 0.08));
    const x = cx + rng.gauss() * W * 0.05 * (0.4 + v);
    const y = y0 + (y1 - y0) * v;
    if (y < at(x) + 3) continue;
    items.push({ x, y, v });
  }
  items.sort((a, b) => a.y - b.y);
  for (const { x, y, v } of items) {
    const r = (0.6 + v * 3.2) * s.k * size * rng.range(0.6, 1.3);
    const c = amb(s, rng.pick(colors));
    if (v > 0.55 && rng.chance(0.5)) {
      out += `<path d="M${fmt(x)} ${fmt(y + r * 3)}L${fmt(x + rng.range(-1, 1) * r)} ${fmt(y)}" stroke="${amb(s, '#3f6b2a')}" stroke-width="${fmt(r * 0.35)}"/>`;
    }
    out += `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="${c}" opacity="${rng.range(0.7, 1).toFixed(2)}"/>`;
  }
  s.add(`<g>${out}</g>`);
}

/** Grass blades along the very front edge. */
export function grassFringe(
  s: Scene,
  { y, color, count, h }: { y: number; color: string; count: number; h: number },
) {
  const { W, H } = s;
  const rng = new Rng(s.rng.seed());
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rng.float() * W;
    const by = y + rng.range(0, H - y);
    const hh = H * h * rng.range(0.4, 1.2) * (0.5 + (by - y) / Math.max(1, H - y));
    const lean = rng.range(-0.35, 0.35) * hh;
    const w = rng.range(0.8, 2.2) * s.k;
    const c = amb(s, jitterColor(rng, color, 0.08));
    out += `<path d="M${fmt(x - w)} ${fmt(by)}Q${fmt(x + lean * 0.3)} ${fmt(by - hh * 0.6)} ${fmt(x + lean)} ${fmt(by - hh)}Q${fmt(x + lean * 0.3 + w * 0.5)} ${fmt(by - hh * 0.5)} ${fmt(x + w)} ${fmt(by)}Z" fill="${c}"/>`;
  }
  s.add(`<g>${out}</g>`);
}
