import { amb, type Scene } from '../scene';
import { polyPath, type Point } from '../svg';

/*
 * Roads, rivers and footpaths: ribbons along a smooth centre line.
 */

/** A point of a centre line with the ribbon's half width there: [x, y, half width]. */
export type LinePoint = [number, number, number];

/**
 * A ribbon (road or river) from the foreground up into the distance. pts: centre line from near to
 * far as [x, y, halfWidth]. Returns the outline path.
 */
export function ribbon(pts: readonly LinePoint[]): { path: string } {
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i < pts.length; i++) {
    const a = pts[Math.max(0, i - 1)]!;
    const b = pts[Math.min(pts.length - 1, i + 1)]!;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    const [x, y, hw] = pts[i]!;
    left.push([x + nx * hw, y + ny * hw]);
    right.push([x - nx * hw, y - ny * hw]);
  }
  return { path: polyPath([...left, ...right.reverse()]) };
}

/** Winding road with hairpins climbing into the distance. */
export function road(s: Scene, { pts, color }: { pts: LinePoint[]; color: string }) {
  const edge = '#b9b1a2';
  const centre = '#e8c25a';
  const { path } = ribbon(pts);
  let d = `<path d="${path}" fill="${amb(s, color)}"/>`;
  const rl = ribbon(pts.map(([x, y, w]): LinePoint => [x, y, w * 0.06]));
  d += `<path d="${rl.path}" fill="${amb(s, centre)}" opacity="0.8"/>`;
  const edges = ribbon(pts.map(([x, y, w]): LinePoint => [x, y, w * 1.08]));
  d = `<path d="${edges.path}" fill="${amb(s, edge)}" opacity="0.8"/>` + d;
  s.add(`<g>${d}</g>`);
}

/** Sample a smooth centre line through control points: returns [x, y, hw] per step. */
export function sampleLine(ctrl: readonly LinePoint[], steps: number): LinePoint[] {
  const out: LinePoint[] = [];
  const n = ctrl.length;
  for (let i = 0; i < steps; i++) {
    const t = (i / (steps - 1)) * (n - 1);
    const k = Math.min(n - 2, Math.floor(t));
    const f = t - k;
    const p0 = ctrl[Math.max(0, k - 1)]!;
    const p1 = ctrl[k]!;
    const p2 = ctrl[k + 1]!;
    const p3 = ctrl[Math.min(n - 1, k + 2)]!;
    const cr = (a: number, b: number, c: number, d: number) =>
      0.5 *
      (2 * b +
        (-a + c) * f +
        (2 * a - 5 * b + 4 * c - d) * f * f +
        (-a + 3 * b - 3 * c + d) * f * f * f);
    out.push([
      cr(p0[0], p1[0], p2[0], p3[0]),
      cr(p0[1], p1[1], p2[1], p3[1]),
      cr(p0[2], p1[2], p2[2], p3[2]),
    ]);
  }
  return out;
}
