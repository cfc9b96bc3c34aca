/*
 * SVG text helpers. Numbers are rounded as they are written, so the SVG (and so the picture) is
 * the same on every run and every machine.
 */

export type Point = [number, number];
/** Gradient stop: [offset, colour, opacity (default 1)]. */
export type Stop = [number, string, number?];

export const fmt = (v: number): string => (Math.round(v * 10) / 10).toString();

export function fmt4(v: number): string {
  return (Math.round(v * 10000) / 10000).toString();
}

export function stopTag([o, c, a = 1]: Stop): string {
  return `<stop offset="${fmt4(o)}" stop-color="${c}"${a !== 1 ? ` stop-opacity="${fmt4(a)}"` : ''}/>`;
}

export function polyPath(pts: readonly Point[], close = true): string {
  let d = '';
  for (const [i, [x, y]] of pts.entries()) d += (i ? 'L' : 'M') + fmt(x) + ' ' + fmt(y);
  return close ? d + 'Z' : d;
}

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(pts: readonly Point[], close = true, tension = 1): string {
  if (pts.length < 3) return polyPath(pts, close);
  const n = pts.length;
  const get = (i: number): Point =>
    close ? pts[(i + n) % n]! : pts[Math.max(0, Math.min(n - 1, i))]!;
  let d = `M${fmt(pts[0]![0])} ${fmt(pts[0]![1])}`;
  const last = close ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${fmt(c1[0]!)} ${fmt(c1[1]!)} ${fmt(c2[0]!)} ${fmt(c2[1]!)} ${fmt(p2[0])} ${fmt(p2[1])}`;
  }
  return close ? d + 'Z' : d;
}
