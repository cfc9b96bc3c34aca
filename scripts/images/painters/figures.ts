import { darken, lighten } from '../colour';
import { amb, sunSide, type HeightAt, type Scene } from '../scene';
import { fmt } from '../svg';

/*
 * Small figures: tents, trekkers, a photographer and jeeps. (x, y) is where they stand.
 */

const TENT_COLOURS = ['#e8833a', '#f2c230', '#c8402f', '#e8833a', '#2f6fb0', '#f2c230', '#d95b2b'];

/** The i-th colour of the tents and of the trekkers' packs (they cycle). */
export const gearColour = (i: number): string => TENT_COLOURS[i % TENT_COLOURS.length]!;

/** A camp; at night (glow) the tents are lit from inside. */
export function tents(
  s: Scene,
  {
    items,
    glow,
  }: { items: Array<{ x: number; y: number; h: number; color: string }>; glow: boolean },
) {
  const side = sunSide(s.time);
  let out = '';
  for (const t of [...items].sort((a, b) => a.y - b.y)) {
    const { x, y, h } = t;
    const w = h * 1.9;
    const c = glow ? '#ffc46b' : amb(s, t.color, 0.8);
    if (glow) {
      out += `<ellipse cx="${fmt(x)}" cy="${fmt(y - h * 0.3)}" rx="${fmt(w * 1.6)}" ry="${fmt(h * 1.3)}" fill="${s.rad(
        [
          [0, '#ffb45a', 0.55],
          [1, '#ffb45a', 0],
        ],
      )}"/>`;
    }
    out += `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(w * 0.62)}" ry="${fmt(h * 0.12)}" fill="#000" opacity="0.3"/>`;
    out += `<path d="M${fmt(x - w / 2)} ${fmt(y)}Q${fmt(x - w * 0.42)} ${fmt(y - h * 1.05)} ${fmt(x)} ${fmt(y - h)}Q${fmt(x + w * 0.42)} ${fmt(y - h * 1.05)} ${fmt(x + w / 2)} ${fmt(y)}Z" fill="${c}"/>`;
    // shaded half
    const sx = x - side * w * 0.5;
    out += `<path d="M${fmt(sx)} ${fmt(y)}Q${fmt(x - side * w * 0.42)} ${fmt(y - h * 1.05)} ${fmt(x)} ${fmt(y - h)}L${fmt(x - side * w * 0.08)} ${fmt(y)}Z" fill="${glow ? '#e0893a' : '#000'}" opacity="${glow ? 0.6 : 0.28}"/>`;
    // door
    out += `<path d="M${fmt(x + side * w * 0.05)} ${fmt(y)}Q${fmt(x + side * w * 0.17)} ${fmt(y - h * 0.75)} ${fmt(x + side * w * 0.3)} ${fmt(y)}Z" fill="${glow ? '#fff1c8' : darken(c, 0.55)}" opacity="0.85"/>`;
    // pole seams
    out += `<path d="M${fmt(x - w * 0.32)} ${fmt(y)}Q${fmt(x)} ${fmt(y - h * 1.3)} ${fmt(x + w * 0.32)} ${fmt(y)}" fill="none" stroke="${glow ? '#ffe6b0' : lighten(c, 0.35)}" stroke-width="${fmt(Math.max(0.6, h * 0.05))}" opacity="0.7"/>`;
  }
  s.add(`<g>${out}</g>`);
}

/** Five climbers roped up on a slope: from x0, dx apart, standing lift below the line `at`. */
export function ropeTeam(
  s: Scene,
  at: HeightAt,
  { x0, dx, lift, h }: { x0: number; dx: number; lift: number; h: number },
) {
  const { W, H } = s;
  const items = [];
  for (let i = 0; i < 5; i++) {
    const x = W * (x0 + i * dx);
    items.push({ x, y: at(x) + H * lift, h: H * h, pack: gearColour(i) });
  }
  trekkers(s, { items });
}

/** Trekker silhouette standing at (x, y = feet), height h, facing dir. */
function trekker(
  x: number,
  y: number,
  h: number,
  { color, pack, dir, pole = true }: { color: string; pack: string; dir: number; pole?: boolean },
) {
  const u = h / 10;
  const px = (dx: number) => fmt(x + dx * u * dir);
  const py = (dy: number) => fmt(y - dy * u);
  let d = '';
  // legs
  d += `<path d="M${px(-0.9)} ${py(0)}L${px(-0.4)} ${py(4.6)}L${px(0.6)} ${py(4.6)}L${px(1.4)} ${py(0)}L${px(0.7)} ${py(0)}L${px(0.15)} ${py(3.2)}L${px(-0.2)} ${py(0)}Z" fill="${color}"/>`;
  // torso
  d += `<path d="M${px(-0.7)} ${py(4.4)}L${px(-0.8)} ${py(7.6)}Q${px(0.1)} ${py(8.3)} ${px(0.9)} ${py(7.6)}L${px(0.8)} ${py(4.4)}Z" fill="${color}"/>`;
  // backpack
  d += `<path d="M${px(-0.75)} ${py(4.8)}L${px(-2.1)} ${py(5.2)}L${px(-2.2)} ${py(8.4)}Q${px(-1.3)} ${py(9.0)} ${px(-0.6)} ${py(8.2)}Z" fill="${pack}"/>`;
  // head
  d += `<circle cx="${px(0.15)}" cy="${py(8.9)}" r="${fmt(u * 0.85)}" fill="${color}"/>`;
  if (pole) {
    d += `<path d="M${px(0.8)} ${py(6.2)}L${px(2.3)} ${py(0)}" stroke="${color}" stroke-width="${fmt(u * 0.25)}"/>`;
    d += `<path d="M${px(0.5)} ${py(6.4)}L${px(1.7)} ${py(5.2)}" stroke="${color}" stroke-width="${fmt(u * 0.5)}" stroke-linecap="round"/>`;
  }
  return d;
}

/** A group of walkers, each with a coloured pack, facing right unless dir is -1. */
export function trekkers(
  s: Scene,
  { items }: { items: Array<{ x: number; y: number; h: number; pack: string; dir?: number }> },
) {
  let out = '';
  for (const t of items) {
    out += trekker(t.x, t.y, t.h, {
      color: amb(s, '#1f2430'),
      pack: amb(s, t.pack, 0.7),
      dir: t.dir ?? 1,
    });
  }
  s.add(`<g>${out}</g>`);
}

/** Simple boxy 4x4 jeep seen from the side, wheels on y. */
export function jeep(
  s: Scene,
  { x, y, h, color, dir }: { x: number; y: number; h: number; color: string; dir: number },
) {
  const u = h / 10;
  const c = amb(s, color);
  const X = (dx: number) => fmt(x + dx * u * dir);
  const Y = (dy: number) => fmt(y - dy * u);
  let d = `<ellipse cx="${X(0)}" cy="${Y(0)}" rx="${fmt(u * 11)}" ry="${fmt(u * 0.9)}" fill="#000" opacity="0.3"/>`;
  d += `<path d="M${X(-10)} ${Y(2)}L${X(-10)} ${Y(6)}L${X(-6.5)} ${Y(6.3)}L${X(-5.5)} ${Y(10)}L${X(3.5)} ${Y(10)}L${X(5)} ${Y(6.4)}L${X(9.6)} ${Y(5.8)}L${X(10)} ${Y(2)}Z" fill="${c}"/>`;
  d += `<path d="M${X(-10)} ${Y(2)}L${X(10)} ${Y(2)}L${X(9.8)} ${Y(3.6)}L${X(-10)} ${Y(3.6)}Z" fill="${darken(c, 0.35)}"/>`;
  d += `<path d="M${X(-5)} ${Y(6.6)}L${X(-4.3)} ${Y(9.3)}L${X(-0.6)} ${Y(9.3)}L${X(-0.6)} ${Y(6.6)}ZM${X(0.2)} ${Y(6.6)}L${X(0.2)} ${Y(9.3)}L${X(3.0)} ${Y(9.3)}L${X(4.2)} ${Y(6.6)}Z" fill="#2a3442"/>`;
  d += `<path d="M${X(-5.3)} ${Y(10)}L${X(3.7)} ${Y(10)}L${X(3.6)} ${Y(10.6)}L${X(-5.2)} ${Y(10.6)}Z" fill="${darken(c, 0.4)}"/>`;
  for (const wx of [-6, 6]) {
    d += `<circle cx="${X(wx)}" cy="${Y(2)}" r="${fmt(u * 2.3)}" fill="#1b1d22"/><circle cx="${X(wx)}" cy="${Y(2)}" r="${fmt(u * 1)}" fill="#8a8f96"/>`;
  }
  s.add(`<g>${d}</g>`);
}

/** Photographer with a tripod, silhouette. */
export function photographer(s: Scene, x: number, y: number, h: number) {
  const c = amb(s, '#1c2029');
  const u = h / 10;
  let d = trekker(x, y, h, { color: c, pack: amb(s, '#2c5f7a'), dir: 1, pole: false });
  const tx = x + u * 3.2;
  d += `<path d="M${fmt(tx)} ${fmt(y - u * 6.6)}L${fmt(tx - u * 1.2)} ${fmt(y)}M${fmt(tx)} ${fmt(y - u * 6.6)}L${fmt(tx + u * 1.2)} ${fmt(y)}M${fmt(tx)} ${fmt(y - u * 6.6)}L${fmt(tx + u * 0.2)} ${fmt(y)}" stroke="${c}" stroke-width="${fmt(u * 0.25)}"/>`;
  d += `<rect x="${fmt(tx - u * 0.8)}" y="${fmt(y - u * 7.6)}" width="${fmt(u * 1.6)}" height="${fmt(u * 1.0)}" rx="${fmt(u * 0.2)}" fill="${c}"/>`;
  d += `<path d="M${fmt(x + u * 0.6)} ${fmt(y - u * 7)}L${fmt(tx - u * 0.6)} ${fmt(y - u * 7.2)}" stroke="${c}" stroke-width="${fmt(u * 0.55)}" stroke-linecap="round"/>`;
  s.add(`<g>${d}</g>`);
}
