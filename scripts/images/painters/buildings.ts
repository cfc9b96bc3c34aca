import { darken, jitterColor, mix, multiply } from '../colour';
import { fbm, perlin1D, Rng } from '../random';
import { amb, sunSide, type Scene } from '../scene';
import { fmt, polyPath, type Point } from '../svg';

/*
 * Buildings of Baltistan and Hunza: forts, palaces and timber cabins.
 */

interface BlockOptions {
  x: number;
  y: number;
  w: number;
  h: number;
  depth: number;
  wall: string;
  trim?: string;
  windows?: number;
  winRows?: number;
  roof?: boolean;
  balcony?: boolean;
}

/**
 * One block of a building in 2-point-ish oblique view: front face, side face, roof trim and
 * windows. (x, y) = bottom-left of the front face.
 */
function block(
  s: Scene,
  {
    x,
    y,
    w,
    h,
    depth,
    wall,
    trim = '#4a3222',
    windows = 0,
    winRows = 1,
    roof = true,
    balcony = false,
  }: BlockOptions,
) {
  const side = sunSide(s.time);
  const lit = amb(s, mix(wall, s.time.light, 0.12));
  const shade = multiply(amb(s, wall), mix(s.time.shadow, '#ffffff', 0.15));
  const dx = -side * depth;
  const dy = -depth * 0.45;
  const tr = amb(s, trim);
  let d = '';
  // side face on the shadow side
  const sx = dx < 0 ? x : x + w;
  d += `<path d="M${fmt(sx)} ${fmt(y)}L${fmt(sx + dx)} ${fmt(y + dy)}L${fmt(sx + dx)} ${fmt(y - h + dy)}L${fmt(sx)} ${fmt(y - h)}Z" fill="${shade}"/>`;
  d += `<rect x="${fmt(x)}" y="${fmt(y - h)}" width="${fmt(w)}" height="${fmt(h)}" fill="${lit}"/>`;
  if (roof) {
    d += `<path d="M${fmt(x)} ${fmt(y - h)}L${fmt(x + dx)} ${fmt(y - h + dy)}L${fmt(x + w + dx)} ${fmt(y - h + dy)}L${fmt(x + w)} ${fmt(y - h)}Z" fill="${darken(lit, 0.1)}"/>`;
    d += `<rect x="${fmt(x - w * 0.01)}" y="${fmt(y - h - h * 0.04)}" width="${fmt(w * 1.02)}" height="${fmt(Math.max(1, h * 0.07))}" fill="${tr}"/>`;
  }
  // timber bands (Balti cribbage walls)
  d += `<rect x="${fmt(x)}" y="${fmt(y - h * 0.52)}" width="${fmt(w)}" height="${fmt(Math.max(0.6, h * 0.025))}" fill="${tr}" opacity="0.7"/>`;
  for (let r = 0; r < winRows; r++) {
    const wy = y - h * (0.3 + (0.5 * r) / Math.max(1, winRows - 0.5));
    for (let i = 0; i < windows; i++) {
      const wx = x + (w * (i + 0.5)) / windows;
      const ww = Math.max(1.2, (w / windows) * 0.32);
      const wh = Math.max(1.5, h * (0.16 / Math.max(1, winRows * 0.7)));
      d += `<rect x="${fmt(wx - ww / 2 - 0.6)}" y="${fmt(wy - wh - 0.6)}" width="${fmt(ww + 1.2)}" height="${fmt(wh + 1.2)}" fill="${tr}"/>`;
      d += `<rect x="${fmt(wx - ww / 2)}" y="${fmt(wy - wh)}" width="${fmt(ww)}" height="${fmt(wh)}" fill="${s.time.stars > 100 ? '#ffc766' : '#1d1a1a'}" opacity="0.85"/>`;
    }
  }
  if (balcony) {
    const bw = w * 0.45;
    const bx = x + (w - bw) / 2;
    const by = y - h * 0.55;
    d += `<rect x="${fmt(bx)}" y="${fmt(by - h * 0.35)}" width="${fmt(bw)}" height="${fmt(h * 0.38)}" fill="${tr}"/>`;
    for (let i = 0; i < 5; i++)
      d += `<rect x="${fmt(bx + (bw * (i + 0.2)) / 5)}" y="${fmt(by - h * 0.3)}" width="${fmt((bw / 5) * 0.6)}" height="${fmt(h * 0.2)}" fill="${s.time.stars > 100 ? '#ffc766' : '#2a1d15'}"/>`;
  }
  return d;
}

/** Hill-top fort (Kharpocho / Baltit style) on a rocky outcrop. (x, y) = base centre of the rock. */
export function fort(
  s: Scene,
  {
    x,
    y,
    size,
    wall,
    seed,
    outcrop,
  }: { x: number; y: number; size: number; wall: string; seed: number; outcrop: boolean },
) {
  const rock = '#8a6a50';
  const trim = '#4a3222';
  const rng = new Rng(seed);
  const side = sunSide(s.time);
  const u = size;
  // rocky outcrop
  const n = perlin1D(rng);
  const rockPts: Point[] = [];
  const rw = u * 1.6;
  const rh = u * 0.75;
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const px = x - rw + 2 * rw * t;
    const prof = Math.pow(Math.sin(Math.PI * t), 0.55);
    rockPts.push([px, y - rh * prof + fbm(n, t * 8, 5) * u * 0.08]);
  }
  const rockPath = polyPath([...rockPts, [x + rw, y + u * 0.05], [x - rw, y + u * 0.05]]);
  const rc = amb(s, rock);
  let d = '';
  if (outcrop) {
    d += `<path d="${rockPath}" fill="${rc}"/>`;
    d += `<path d="${polyPath([...rockPts.filter((_, i) => (side > 0 ? i >= 20 : i <= 20)), [x, y + u * 0.05]])}" fill="${mix(rc, s.time.light, 0.25)}" opacity="0.5"/>`;
  }
  // strata
  for (let i = 0; i < (outcrop ? 7 : 0); i++) {
    const yy = y - rh * rng.range(0.05, 0.6);
    const xx = x + rng.range(-0.8, 0.8) * rw;
    d += `<path d="M${fmt(xx - u * 0.25)} ${fmt(yy)}L${fmt(xx + u * 0.25)} ${fmt(yy + rng.range(-0.05, 0.05) * u)}" stroke="${darken(rc, 0.35)}" stroke-width="${fmt(u * 0.015)}" opacity="0.6"/>`;
  }
  const topY = outcrop ? y - rh * 0.92 : y;
  if (!outcrop) {
    // dry-stone foundation walls stepping down the rock
    const stone = amb(s, '#a08a6c');
    const sd = multiply(stone, mix(s.time.shadow, '#ffffff', 0.2));
    d += `<path d="M${fmt(x - u * 0.66)} ${fmt(y + u * 0.04)}L${fmt(x + u * 0.74)} ${fmt(y + u * 0.04)}L${fmt(x + u * 0.92)} ${fmt(y + u * 0.42)}L${fmt(x - u * 0.86)} ${fmt(y + u * 0.42)}Z" fill="${stone}"/>`;
    d += `<path d="M${fmt(x + side * u * 0.7)} ${fmt(y + u * 0.04)}L${fmt(x + side * u * 0.9)} ${fmt(y + u * 0.42)}L${fmt(x + side * u * 0.55)} ${fmt(y + u * 0.42)}Z" fill="${sd}" opacity="0.6"/>`;
    for (let i = 1; i < 6; i++) {
      const yy = y + u * 0.04 + (u * 0.38 * i) / 6;
      d += `<path d="M${fmt(x - u * 0.66 - u * 0.2 * (i / 6))} ${fmt(yy)}L${fmt(x + u * 0.74 + u * 0.18 * (i / 6))} ${fmt(yy)}" stroke="${darken(stone, 0.3)}" stroke-width="${fmt(Math.max(0.5, u * 0.006))}" opacity="0.6"/>`;
    }
  }
  const blocks: Array<Omit<BlockOptions, 'depth' | 'wall'>> = [
    { x: x - u * 0.62, y: topY + u * 0.06, w: u * 0.5, h: u * 0.38, windows: 3 },
    { x: x - u * 0.2, y: topY, w: u * 0.62, h: u * 0.55, windows: 4, winRows: 2, balcony: true },
    { x: x + u * 0.38, y: topY + u * 0.05, w: u * 0.34, h: u * 0.72, windows: 2, winRows: 2 },
    { x: x + u * 0.1, y: topY - u * 0.55, w: u * 0.24, h: u * 0.22, windows: 2 },
  ];
  for (const b of blocks) {
    d += block(s, { ...b, depth: u * 0.12, wall: jitterColor(rng, wall, 0.03), trim });
  }
  s.add(`<g>${d}</g>`);
}

/** Shigar / Khaplu style palace: wide whitewashed storeys with dark timber balconies. */
export function palace(s: Scene, { x, y, size }: { x: number; y: number; size: number }) {
  const wall = '#efe7d6';
  const trim = '#4b2e1c';
  // The palace needs no randomness, but it still takes a seed from the scene's stream, as it
  // always did, so that everything drawn after it (and so every picture) stays the same.
  s.rng.seed();
  const u = size;
  // Storeys from the ground up (a stone terrace first), in units of `size` from (x, y).
  const storeys = [
    { left: 1.1, w: 2.2, h: 0.18, depth: 0.2, wall: '#a89276', trim: '#6b5a48', windows: 0 },
    { left: 0.95, w: 1.9, h: 0.5, depth: 0.18, windows: 9, winRows: 2 },
    { left: 0.6, w: 1.2, h: 0.36, depth: 0.16, windows: 5, balcony: true },
    { left: 0.25, w: 0.5, h: 0.24, depth: 0.12, wall: mix(wall, trim, 0.25), windows: 3 },
  ];
  let d = '';
  let floor = y;
  for (const { left, w, h, depth, ...storey } of storeys) {
    d += block(s, {
      wall,
      trim,
      ...storey,
      x: x - u * left,
      y: floor,
      w: u * w,
      h: u * h,
      depth: u * depth,
    });
    floor -= u * h;
  }
  // wooden pavilion roof
  const px = x;
  const py = floor;
  d += `<path d="M${fmt(px - u * 0.34)} ${fmt(py)}L${fmt(px)} ${fmt(py - u * 0.14)}L${fmt(px + u * 0.34)} ${fmt(py)}Z" fill="${amb(s, trim)}"/>`;
  s.add(`<g>${d}</g>`);
}

/** Small timber huts with pitched roofs (Fairy Meadows cabins). */
/** Cabins standing at (x, y), h tall. */
export function cabins(s: Scene, { items }: { items: Array<{ x: number; y: number; h: number }> }) {
  const rng = new Rng(s.rng.seed());
  const side = sunSide(s.time);
  let d = '';
  for (const c of [...items].sort((a, b) => a.y - b.y)) {
    const { x, y, h } = c;
    const w = h * 1.5;
    const wood = amb(s, jitterColor(rng, '#7a4e2d', 0.05));
    const roof = amb(s, jitterColor(rng, '#5a3b26', 0.05));
    d += `<rect x="${fmt(x - w / 2)}" y="${fmt(y - h * 0.6)}" width="${fmt(w)}" height="${fmt(h * 0.6)}" fill="${wood}"/>`;
    for (let i = 1; i < 4; i++)
      d += `<rect x="${fmt(x - w / 2)}" y="${fmt(y - h * 0.6 + (h * 0.6 * i) / 4)}" width="${fmt(w)}" height="${fmt(Math.max(0.5, h * 0.02))}" fill="#000" opacity="0.25"/>`;
    d += `<path d="M${fmt(x - w * 0.62)} ${fmt(y - h * 0.55)}L${fmt(x)} ${fmt(y - h * 1.05)}L${fmt(x + w * 0.62)} ${fmt(y - h * 0.55)}Z" fill="${roof}"/>`;
    d += `<path d="M${fmt(x)} ${fmt(y - h * 1.05)}L${fmt(x + side * w * 0.62)} ${fmt(y - h * 0.55)}L${fmt(x + side * w * 0.3)} ${fmt(y - h * 0.55)}Z" fill="${s.time.light}" opacity="0.18"/>`;
    const lit = s.time.stars > 100;
    d += `<rect x="${fmt(x - w * 0.12)}" y="${fmt(y - h * 0.42)}" width="${fmt(w * 0.2)}" height="${fmt(h * 0.18)}" fill="${lit ? '#ffcc70' : '#1c1611'}"/>`;
    if (lit)
      d += `<circle cx="${fmt(x - w * 0.02)}" cy="${fmt(y - h * 0.33)}" r="${fmt(h * 0.6)}" fill="${s.rad(
        [
          [0, '#ffbf5e', 0.45],
          [1, '#ffbf5e', 0],
        ],
      )}"/>`;
  }
  s.add(`<g>${d}</g>`);
}
