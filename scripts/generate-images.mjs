#!/usr/bin/env node
/**
 * Deterministic generator for the site's seed artwork.
 *
 * Every image is painted as an SVG scene (sky, fractal mountain ridges with snow and
 * facet shading, glaciers, lakes with rippled reflections, meadows, trees, buildings...)
 * from a seeded pseudo-random generator, rasterised with sharp (librsvg) and encoded to WebP.
 * Running it twice produces the same pictures.
 *
 *   node scripts/generate-images.mjs            # everything
 *   node scripts/generate-images.mjs k2 hero    # only jobs whose output path contains a filter
 *
 * All output is original artwork released under CC0 1.0 (see public/images/LICENSE.md).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'public');
const IMAGES = path.join(PUBLIC, 'images');

// ---------------------------------------------------------------------------------------------
// Seeded randomness and noise
// ---------------------------------------------------------------------------------------------

function hashString(str) {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  constructor(seed) {
    this.next = mulberry32(typeof seed === 'string' ? hashString(seed) : seed);
  }
  float() {
    return this.next();
  }
  range(a, b) {
    return a + (b - a) * this.next();
  }
  int(a, b) {
    return Math.floor(this.range(a, b + 1));
  }
  pick(arr) {
    return arr[Math.floor(this.next() * arr.length)];
  }
  chance(p) {
    return this.next() < p;
  }
  /** Approximately normal, mean 0, sd 1. */
  gauss() {
    return (this.next() + this.next() + this.next() + this.next() - 2) * 1.732;
  }
  seed() {
    return Math.floor(this.next() * 9999) + 1;
  }
}

/** 1-D gradient (Perlin) noise, roughly in [-1, 1]. */
function perlin1D(rng) {
  const g = new Float64Array(1024);
  for (let i = 0; i < g.length; i++) g[i] = rng.float() * 2 - 1;
  return (x) => {
    const i = Math.floor(x);
    const f = x - i;
    const a = g[i & 1023] * f;
    const b = g[(i + 1) & 1023] * (f - 1);
    const u = f * f * f * (f * (f * 6 - 15) + 10);
    return (a + (b - a) * u) * 2;
  };
}

function fbm(noise, x, octaves = 6, gain = 0.5, lacunarity = 2) {
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

/**
 * Seamless (periodic) 2-D gradient noise tile, size x size pixels, three channels:
 * R and G: fBm with different seeds, B: ridged fBm. Each channel is normalised to mean 0.5.
 */
function makeNoiseTile(size, seed) {
  const rng = new Rng(seed);
  const channels = [
    { base: 4, octaves: 7, gain: 0.52, ridged: false },
    { base: 4, octaves: 7, gain: 0.52, ridged: false },
    { base: 3, octaves: 7, gain: 0.55, ridged: true },
  ];
  const out = new Uint8Array(size * size * 3);
  channels.forEach((c, ci) => {
    const field = new Float64Array(size * size);
    let amp = 1;
    for (let o = 0; o < c.octaves; o++) {
      const p = c.base << o;
      const gx = new Float64Array(p * p);
      const gy = new Float64Array(p * p);
      for (let i = 0; i < p * p; i++) {
        const a = rng.float() * Math.PI * 2;
        gx[i] = Math.cos(a);
        gy[i] = Math.sin(a);
      }
      for (let y = 0; y < size; y++) {
        const Y = (y / size) * p;
        const iy = Math.floor(Y);
        const fy = Y - iy;
        const vy = fy * fy * fy * (fy * (fy * 6 - 15) + 10);
        const y0 = iy % p;
        const y1 = (iy + 1) % p;
        for (let x = 0; x < size; x++) {
          const X = (x / size) * p;
          const ix = Math.floor(X);
          const fx = X - ix;
          const vx = fx * fx * fx * (fx * (fx * 6 - 15) + 10);
          const x0 = ix % p;
          const x1 = (ix + 1) % p;
          const d00 = gx[y0 * p + x0] * fx + gy[y0 * p + x0] * fy;
          const d10 = gx[y0 * p + x1] * (fx - 1) + gy[y0 * p + x1] * fy;
          const d01 = gx[y1 * p + x0] * fx + gy[y1 * p + x0] * (fy - 1);
          const d11 = gx[y1 * p + x1] * (fx - 1) + gy[y1 * p + x1] * (fy - 1);
          const a = d00 + (d10 - d00) * vx;
          const b = d01 + (d11 - d01) * vx;
          let v = a + (b - a) * vy;
          if (c.ridged) v = Math.pow(1 - Math.min(1, Math.abs(v) * 1.6), 2);
          field[y * size + x] += v * amp;
        }
      }
      amp *= c.gain;
    }
    let mean = 0;
    for (const v of field) mean += v;
    mean /= field.length;
    let sd = 0;
    for (const v of field) sd += (v - mean) * (v - mean);
    sd = Math.sqrt(sd / field.length);
    for (let i = 0; i < field.length; i++) {
      out[i * 3 + ci] = Math.max(
        0,
        Math.min(255, Math.round((0.5 + ((field[i] - mean) / sd) * 0.17) * 255)),
      );
    }
  });
  return out;
}

/** Data URIs of the shared noise tiles (filled in by main()). */
const NOISE = [];

async function prepareNoise() {
  const size = 512;
  for (const seed of [101, 202]) {
    const raw = makeNoiseTile(size, seed);
    const jpg = await sharp(Buffer.from(raw), { raw: { width: size, height: size, channels: 3 } })
      .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
      .toBuffer();
    NOISE.push('data:image/jpeg;base64,' + jpg.toString('base64'));
  }
}

// ---------------------------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------------------------

function hexToRgb(hex) {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}
function rgbToHex(rgb) {
  return (
    '#' +
    rgb
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
function mix(a, b, t) {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(x.map((v, i) => v + (y[i] - v) * t));
}
function multiply(a, b) {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(x.map((v, i) => (v * y[i]) / 255));
}
function lighten(c, t) {
  return mix(c, '#ffffff', t);
}
function darken(c, t) {
  return mix(c, '#000000', t);
}
function jitterColor(rng, c, amount) {
  const x = hexToRgb(c);
  const d = (rng.float() - 0.5) * 2 * amount * 255;
  return rgbToHex(x.map((v) => v + d + (rng.float() - 0.5) * amount * 60));
}

// ---------------------------------------------------------------------------------------------
// SVG scene builder
// ---------------------------------------------------------------------------------------------

const fmt = (v) => (Math.round(v * 10) / 10).toString();

function polyPath(pts, close = true) {
  let d = '';
  for (let i = 0; i < pts.length; i++) d += (i ? 'L' : 'M') + fmt(pts[i][0]) + ' ' + fmt(pts[i][1]);
  return close ? d + 'Z' : d;
}

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
function smoothPath(pts, close = true, tension = 1) {
  if (pts.length < 3) return polyPath(pts, close);
  const n = pts.length;
  const get = (i) => (close ? pts[(i + n) % n] : pts[Math.max(0, Math.min(n - 1, i))]);
  let d = `M${fmt(pts[0][0])} ${fmt(pts[0][1])}`;
  const last = close ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${fmt(c1[0])} ${fmt(c1[1])} ${fmt(c2[0])} ${fmt(c2[1])} ${fmt(p2[0])} ${fmt(p2[1])}`;
  }
  return close ? d + 'Z' : d;
}

class Scene {
  constructor(W, H, seed, time) {
    this.W = W;
    this.H = H;
    this.rng = new Rng(seed);
    this.time = time;
    this.defs = [];
    this.stack = [[]];
    this.counter = 0;
    /** Scale factor relative to a 1280 px wide canvas (for filter frequencies, stroke widths). */
    this.k = W / 1280;
  }
  uid(prefix = 'i') {
    this.counter += 1;
    return prefix + this.counter;
  }
  def(str) {
    this.defs.push(str);
  }
  add(str) {
    this.stack[this.stack.length - 1].push(str);
  }
  begin() {
    this.stack.push([]);
  }
  end() {
    return this.stack.pop().join('');
  }
  /** Linear gradient. stops: [offset, colour, opacity?]. Coordinates in user space when abs. */
  lin(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, abs = false } = {}) {
    const id = this.uid('lg');
    const units = abs ? ' gradientUnits="userSpaceOnUse"' : '';
    this.def(
      `<linearGradient id="${id}" x1="${fmt4(x1)}" y1="${fmt4(y1)}" x2="${fmt4(x2)}" y2="${fmt4(y2)}"${units}>` +
        stops.map(stopTag).join('') +
        `</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, abs = false, transform } = {}) {
    const id = this.uid('rg');
    const units = abs ? ' gradientUnits="userSpaceOnUse"' : '';
    const f = fx !== undefined ? ` fx="${fmt4(fx)}" fy="${fmt4(fy)}"` : '';
    const tr = transform ? ` gradientTransform="${transform}"` : '';
    this.def(
      `<radialGradient id="${id}" cx="${fmt4(cx)}" cy="${fmt4(cy)}" r="${fmt4(r)}"${f}${units}${tr}>` +
        stops.map(stopTag).join('') +
        `</radialGradient>`,
    );
    return `url(#${id})`;
  }
  clip(d) {
    const id = this.uid('cp');
    this.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }
  filter(inner, { x = 0, y = 0, w = this.W, h = this.H } = {}) {
    const id = this.uid('f');
    this.def(
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" color-interpolation-filters="sRGB">${inner}</filter>`,
    );
    return `url(#${id})`;
  }
  blur(sd, region) {
    return this.filter(`<feGaussianBlur stdDeviation="${fmt(sd)}"/>`, region);
  }
  /**
   * Filter whose first primitives produce result "n": a precomputed seamless noise tile (see
   * makeNoiseTile) drawn at tw x th canvas pixels (1280 scale) and repeated over the region with a
   * random phase. feTile repeats the tile's subregion, so the tile is anchored inside the region.
   */
  noiseFilter(tw, th, body, region, set) {
    const tile = NOISE[set ?? this.rng.int(0, NOISE.length - 1)];
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
  texture({ tw, th, ch = 'R', color = '#000000', gain = 1, bias = 0, set, region }) {
    const [r, g, b] = hexToRgb(color).map((v) => (v / 255).toFixed(3));
    const row = { R: `${gain} 0 0 0`, G: `0 ${gain} 0 0`, B: `0 0 ${gain} 0` }[ch];
    return this.noiseFilter(
      tw,
      th ?? tw,
      `<feColorMatrix in="n" type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${row} ${bias.toFixed(3)}" result="c"/>` +
        `<feComposite in="c" in2="SourceGraphic" operator="in"/>`,
      region,
      set,
    );
  }
  toString(pixelW = this.W, pixelH = this.H) {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${pixelW}" height="${pixelH}" viewBox="0 0 ${this.W} ${this.H}">` +
      `<defs>${this.defs.join('')}</defs>${this.stack[0].join('')}</svg>`
    );
  }
}

function fmt4(v) {
  return typeof v === 'number' ? (Math.round(v * 10000) / 10000).toString() : v;
}
function stopTag([o, c, a = 1]) {
  return `<stop offset="${fmt4(o)}" stop-color="${c}"${a !== 1 ? ` stop-opacity="${fmt4(a)}"` : ''}/>`;
}

// ---------------------------------------------------------------------------------------------
// Times of day
// ---------------------------------------------------------------------------------------------

/**
 * sky: gradient stops from zenith (0) to the horizon (1)
 * sun/moon: position as fractions of the canvas, radius as a fraction of the width
 * light: colour of direct light; shadow: multiply colour for faces turned from the light
 * ambient: multiply colour for ground materials; haze: atmosphere colour near the horizon
 */
const TIMES = {
  dawn: {
    sky: [
      [0, '#161d45'],
      [0.3, '#363a76'],
      [0.58, '#8c6a9c'],
      [0.8, '#e49a8e'],
      [1, '#fbd0a4'],
    ],
    sun: { x: 0.88, y: 0.5, r: 0.016, core: '#fff4df', glow: '#ffae7a', glowA: 0.75, glowR: 0.55 },
    light: '#ffc1a1',
    snowLit: '#ffe2d2',
    snowLow: '#a9a6cc',
    shadow: '#7a83bd',
    shadowStrength: 1,
    haze: '#c9a3bd',
    ambient: '#a898b4',
    cloudLit: '#ffc6a6',
    cloudShade: '#6f6595',
    stars: 40,
    alpenglow: 0.55,
  },
  morning: {
    sky: [
      [0, '#2a5a9c'],
      [0.45, '#5f95cf'],
      [0.82, '#b3d2ec'],
      [1, '#e6eef3'],
    ],
    sun: { x: 0.14, y: 0.12, r: 0.014, core: '#fffdf4', glow: '#fff3d2', glowA: 0.7, glowR: 0.45 },
    light: '#fff6e8',
    snowLit: '#fbfcff',
    snowLow: '#d2ddef',
    shadow: '#8ea2cf',
    shadowStrength: 1,
    haze: '#c6d8ea',
    ambient: '#f4f2ee',
    cloudLit: '#ffffff',
    cloudShade: '#a6b5cb',
    stars: 0,
  },
  day: {
    sky: [
      [0, '#1a54a3'],
      [0.45, '#3b7fcb'],
      [0.8, '#8fbde6'],
      [1, '#d8e8f3'],
    ],
    sun: { x: 0.9, y: -0.05, r: 0.016, core: '#ffffff', glow: '#fff8e4', glowA: 0.6, glowR: 0.5 },
    light: '#ffffff',
    snowLit: '#fdfeff',
    snowLow: '#d6e0ee',
    shadow: '#8398c9',
    shadowStrength: 1,
    haze: '#c7dbee',
    ambient: '#ffffff',
    cloudLit: '#ffffff',
    cloudShade: '#a9b8cf',
    stars: 0,
  },
  highblue: {
    sky: [
      [0, '#051443'],
      [0.35, '#0d3580'],
      [0.72, '#3574c2'],
      [1, '#a4c9ec'],
    ],
    sun: { x: 0.12, y: -0.04, r: 0.016, core: '#ffffff', glow: '#f4f8ff', glowA: 0.5, glowR: 0.4 },
    light: '#ffffff',
    snowLit: '#ffffff',
    snowLow: '#cfdcef',
    shadow: '#6c88c6',
    shadowStrength: 1.1,
    haze: '#a7c6e6',
    ambient: '#eef3fb',
    cloudLit: '#ffffff',
    cloudShade: '#9fb3d3',
    stars: 0,
  },
  autumn: {
    sky: [
      [0, '#2563b0'],
      [0.5, '#679fd6'],
      [0.84, '#bdd7ec'],
      [1, '#efe5cf'],
    ],
    sun: { x: 0.86, y: 0.08, r: 0.016, core: '#fffbee', glow: '#fff0cc', glowA: 0.65, glowR: 0.5 },
    light: '#fff0d4',
    snowLit: '#fffcf6',
    snowLow: '#d3dcea',
    shadow: '#8b98c6',
    shadowStrength: 1,
    haze: '#d9d8d2',
    ambient: '#fff6ea',
    cloudLit: '#ffffff',
    cloudShade: '#b0b7c8',
    stars: 0,
  },
  golden: {
    sky: [
      [0, '#2b4678'],
      [0.4, '#7585ad'],
      [0.7, '#e2ad8c'],
      [0.9, '#f6c579'],
      [1, '#fde0a0'],
    ],
    sun: { x: 0.12, y: 0.44, r: 0.024, core: '#fff4d4', glow: '#ffbf5c', glowA: 0.8, glowR: 0.6 },
    light: '#ffc784',
    snowLit: '#ffe6c2',
    snowLow: '#c4b0c0',
    shadow: '#9486b6',
    shadowStrength: 1,
    haze: '#e6bf98',
    ambient: '#efd2b2',
    cloudLit: '#ffd79c',
    cloudShade: '#8f7592',
    stars: 0,
    alpenglow: 0.35,
  },
  sunset: {
    sky: [
      [0, '#1b2150'],
      [0.35, '#54467f'],
      [0.64, '#c86a6c'],
      [0.85, '#f39651'],
      [1, '#ffcb78'],
    ],
    sun: { x: 0.82, y: 0.5, r: 0.026, core: '#fff1c4', glow: '#ff963c', glowA: 0.85, glowR: 0.65 },
    light: '#ffa866',
    snowLit: '#ffcf9f',
    snowLow: '#9784ae',
    shadow: '#6b5b98',
    shadowStrength: 1.05,
    haze: '#d4887e',
    ambient: '#c69c9c',
    cloudLit: '#ffb27a',
    cloudShade: '#6c4f7c',
    stars: 0,
    alpenglow: 0.7,
  },
  dusk: {
    sky: [
      [0, '#0b1231'],
      [0.4, '#272f63'],
      [0.7, '#634c84'],
      [0.9, '#bd7484'],
      [1, '#eca482'],
    ],
    sun: null,
    light: '#f2b2bb',
    snowLit: '#e6c4d6',
    snowLow: '#77799f',
    shadow: '#575f94',
    shadowStrength: 0.9,
    haze: '#86769c',
    ambient: '#85829f',
    cloudLit: '#e39aa0',
    cloudShade: '#3f3c66',
    stars: 140,
    alpenglow: 0.8,
  },
  night: {
    sky: [
      [0, '#02060f'],
      [0.45, '#081833'],
      [0.8, '#152c55'],
      [1, '#26436f'],
    ],
    moon: { x: 0.78, y: 0.16, r: 0.02 },
    light: '#c9d8ff',
    snowLit: '#b9c9e8',
    snowLow: '#5d7098',
    shadow: '#4a5c8c',
    shadowStrength: 1,
    haze: '#2a4269',
    ambient: '#3a4a72',
    cloudLit: '#50628c',
    cloudShade: '#16223e',
    stars: 650,
    milkyWay: true,
  },
  storm: {
    sky: [
      [0, '#22272f'],
      [0.5, '#465061'],
      [0.85, '#7f8999'],
      [1, '#aeb4bc'],
    ],
    sun: null,
    light: '#eef1f5',
    snowLit: '#eef1f5',
    snowLow: '#a7afbd',
    shadow: '#68728a',
    shadowStrength: 0.9,
    haze: '#949ba6',
    ambient: '#9ba0aa',
    cloudLit: '#9aa2ae',
    cloudShade: '#2b313c',
    stars: 0,
  },
};

function sunSide(time) {
  const x = time.sun ? time.sun.x : time.moon ? time.moon.x : 0.3;
  return x >= 0.5 ? 1 : -1;
}

/** Apply the time of day's ambient light to a material colour. */
function amb(s, c, t = 1) {
  return mix(c, multiply(c, s.time.ambient), t);
}

// ---------------------------------------------------------------------------------------------
// Sky
// ---------------------------------------------------------------------------------------------

function sky(s, { horizon }) {
  const { W, H, time } = s;
  const fill = s.lin(
    time.sky.map(([o, c]) => [(o * horizon) / H, c]),
    { x1: 0, y1: 0, x2: 0, y2: H, abs: true },
  );
  s.add(`<rect width="${W}" height="${H}" fill="${fill}"/>`);
  // Broad glow on the horizon (towards the sun side when there is one)
  const glowX = time.sun ? time.sun.x * W : W * 0.5;
  s.add(
    `<rect width="${W}" height="${fmt(horizon * 1.05)}" fill="${s.rad(
      [
        [0, time.sky[time.sky.length - 1][1], 0.55],
        [1, time.sky[time.sky.length - 1][1], 0],
      ],
      {
        cx: glowX,
        cy: horizon,
        r: W * 0.8,
        abs: true,
        transform: `translate(${fmt(glowX)} ${fmt(horizon)}) scale(1 0.45) translate(${fmt(-glowX)} ${fmt(-horizon)})`,
      },
    )}"/>`,
  );
}

function sun(s, { x, y, r } = {}) {
  const { W, time } = s;
  const sn = time.sun;
  if (!sn) return;
  const cx = (x ?? sn.x) * W;
  const cy = (y ?? sn.y) * s.H;
  const rr = (r ?? sn.r) * W;
  const gr = sn.glowR * W;
  s.add(
    `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(gr)}" fill="${s.rad(
      [
        [0, sn.glow, sn.glowA],
        [0.12, sn.glow, sn.glowA * 0.55],
        [0.4, sn.glow, sn.glowA * 0.18],
        [1, sn.glow, 0],
      ],
      {},
    )}"/>`,
  );
  s.add(
    `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(rr * 2.2)}" fill="${s.rad([
      [0, sn.core, 1],
      [0.42, sn.core, 0.95],
      [0.5, sn.glow, 0.5],
      [1, sn.glow, 0],
    ])}"/>`,
  );
}

function moon(s, { x, y, r } = {}) {
  const { W, H, time } = s;
  const m = time.moon;
  if (!m) return;
  const cx = (x ?? m.x) * W;
  const cy = (y ?? m.y) * H;
  const rr = (r ?? m.r) * W;
  s.add(
    `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(rr * 14)}" fill="${s.rad([
      [0, '#9fb6e6', 0.35],
      [0.2, '#6f8cc4', 0.14],
      [1, '#3d5a94', 0],
    ])}"/>`,
  );
  s.add(
    `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(rr)}" fill="${s.rad(
      [
        [0, '#fbf8ee'],
        [0.75, '#eee9da'],
        [1, '#d8d3c4'],
      ],
      { fx: 0.4, fy: 0.4 },
    )}"/>`,
  );
  const rng = new Rng(hashString('moon') + Math.round(cx));
  for (let i = 0; i < 6; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0, 0.6) * rr;
    s.add(
      `<circle cx="${fmt(cx + Math.cos(a) * d)}" cy="${fmt(cy + Math.sin(a) * d)}" r="${fmt(rr * rng.range(0.12, 0.3))}" fill="#b8b4a8" opacity="${rng.range(0.2, 0.4).toFixed(2)}"/>`,
    );
  }
}

function stars(s, { horizon, count }) {
  const { W, time } = s;
  const n = count ?? time.stars;
  if (!n) return;
  const rng = new Rng(s.rng.seed());
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = rng.float() * W;
    const y = Math.pow(rng.float(), 1.4) * horizon * 0.95;
    const fade = 1 - y / horizon;
    const big = rng.chance(0.04);
    const r = (big ? rng.range(1.1, 1.8) : rng.range(0.35, 1.0)) * s.k;
    const c = rng.pick(['#ffffff', '#fff4e0', '#dfe8ff', '#cfe0ff']);
    out += `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="${c}" opacity="${(rng.range(0.35, 1) * fade).toFixed(2)}"/>`;
  }
  s.add(`<g>${out}</g>`);
}

function milkyWay(s, { horizon, angle = -35, cx = 0.45, cy = 0.35 }) {
  const { W } = s;
  const rng = new Rng(s.rng.seed());
  const len = W * 1.6;
  const wid = horizon * 0.55;
  const tex = s.texture({ tw: 700, th: 260, ch: 'R', color: '#c9d4f2', gain: 2.2, bias: -0.85 });
  const band = s.lin([
    [0, '#ffffff', 0],
    [0.35, '#ffffff', 0.55],
    [0.5, '#ffffff', 0.9],
    [0.65, '#ffffff', 0.55],
    [1, '#ffffff', 0],
  ]);
  const x0 = cx * W;
  const y0 = cy * horizon;
  s.add(
    `<g transform="rotate(${angle} ${fmt(x0)} ${fmt(y0)})" opacity="0.55"><rect x="${fmt(x0 - len / 2)}" y="${fmt(y0 - wid / 2)}" width="${fmt(len)}" height="${fmt(wid)}" fill="${band}" filter="${tex}"/>`,
  );
  let dots = '';
  for (let i = 0; i < 380; i++) {
    const x = x0 + (rng.float() - 0.5) * len;
    const y = y0 + rng.gauss() * wid * 0.16;
    dots += `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(rng.range(0.3, 0.8) * s.k)}" fill="#ffffff" opacity="${rng.range(0.3, 0.9).toFixed(2)}"/>`;
  }
  s.add(dots + '</g>');
}

/** Band of lit clouds between y0 and y1. tw/th: size of the noise tile (1280 scale). */
function clouds(
  s,
  {
    y0,
    y1,
    tw = 1000,
    th = 330,
    cover = 0.5,
    lit,
    shade,
    opacity = 1,
    soft = 2,
    lift = 14,
    x0 = 0,
    x1,
  },
) {
  const { W, time } = s;
  const G = 5.5;
  const t = 0.52 + (0.5 - cover) * 0.32;
  const L = lit ?? time.cloudLit;
  const S = shade ?? time.cloudShade;
  const f = s.noiseFilter(
    tw,
    th,
    `<feColorMatrix in="n" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 ${G} 0 0 ${(-G * t).toFixed(3)}" result="a0"/>` +
      `<feComposite in="a0" in2="SourceGraphic" operator="in" result="m0"/>` +
      `<feGaussianBlur in="m0" stdDeviation="${fmt(soft * s.k)}" result="m"/>` +
      `<feOffset in="m" dy="${fmt(lift * s.k)}" result="mo"/>` +
      `<feFlood flood-color="${L}" result="fl"/><feComposite in="fl" in2="m" operator="in" result="lit"/>` +
      `<feFlood flood-color="${S}" result="fs"/><feComposite in="fs" in2="mo" operator="in" result="s0"/>` +
      `<feComposite in="s0" in2="m" operator="in" result="sh"/>` +
      `<feMerge><feMergeNode in="lit"/><feMergeNode in="sh"/></feMerge>`,
    { x: x0, y: y0, w: (x1 ?? W) - x0, h: y1 - y0 },
  );
  const band = s.lin([
    [0, '#ffffff', 0],
    [0.3, '#ffffff', 1],
    [0.7, '#ffffff', 1],
    [1, '#ffffff', 0],
  ]);
  const xe = x1 ?? W;
  s.add(
    `<rect x="${fmt(x0)}" y="${fmt(y0)}" width="${fmt(xe - x0)}" height="${fmt(y1 - y0)}" fill="${band}" filter="${f}" opacity="${opacity}"/>`,
  );
}

/** Horizontal band of haze / mist. */
function hazeBand(s, { y, h, color, opacity = 0.6 }) {
  const fill = s.lin([
    [0, color ?? s.time.haze, 0],
    [0.5, color ?? s.time.haze, opacity],
    [1, color ?? s.time.haze, 0],
  ]);
  s.add(`<rect x="0" y="${fmt(y - h / 2)}" width="${s.W}" height="${fmt(h)}" fill="${fill}"/>`);
}

// ---------------------------------------------------------------------------------------------
// Mountains
// ---------------------------------------------------------------------------------------------

/**
 * Ridge profile: designed peaks (tent-shaped, concave flanks) over a ridged-noise base line,
 * roughened with fractal noise. Returns points from beyond the left edge to beyond the right.
 */
function ridgeProfile(s, o, rng) {
  const { W } = s;
  const step = o.step ?? W / 900;
  const n1 = perlin1D(rng);
  const n2 = perlin1D(rng);
  const n3 = perlin1D(rng);
  // slight asymmetry per peak so that no two flanks are mirror images
  const peaks = (o.peaks ?? []).map((p) => ({
    ...p,
    kl: (p.kl ?? p.k ?? 1.5) * rng.range(0.88, 1.15),
    kr: (p.kr ?? p.k ?? 1.5) * rng.range(0.88, 1.15),
    wl: p.wl * rng.range(0.92, 1.08),
    wr: p.wr * rng.range(0.92, 1.08),
  }));
  const hills = o.hills ?? 0;
  const topY = Math.min(o.baseY - hills, ...peaks.map((p) => p.y));
  const pts = [];
  const x0 = o.x0 ?? -W * 0.04;
  const x1 = o.x1 ?? W * 1.04;
  const mid = o.mid ?? 0.07;
  for (let x = x0; x <= x1 + 1e-6; x += step) {
    const u = x / W;
    const ridged = 1 - Math.abs(fbm(n2, u * (o.hillFreq ?? 2.5) + 5, 4, 0.5));
    let y = o.baseY - hills * Math.pow(ridged, 2.2);
    for (const p of peaks) {
      const left = x < p.x;
      const w = left ? p.wl : p.wr;
      const t = Math.min(1, Math.abs(x - p.x) / w);
      const k = left ? p.kl : p.kr;
      let sh = p.pow ? Math.pow(t, p.pow) : 1 - Math.pow(1 - t, k);
      if (p.round) sh = sh * (1 - p.round) + p.round * (1 - Math.sqrt(Math.max(0, 1 - t * t)));
      // shoulders and steps along the flanks
      const bump = p.pow
        ? 0
        : mid * Math.sin(Math.PI * t) * fbm(n3, u * 4.5 + (left ? 0 : 20), 3, 0.5);
      const py = p.y + (o.baseY - p.y) * (sh + bump);
      if (py < y) y = py;
    }
    const rel = (o.baseY - y) / Math.max(1, o.baseY - topY);
    y +=
      (o.rough ?? 0.02 * s.H) * fbm(n1, u * (o.freq ?? 7), 9, o.gain ?? 0.56) * (0.35 + 0.65 * rel);
    pts.push([x, y]);
  }
  return { pts, topY };
}

/** Significant local maxima of a profile (smaller y = higher). */
function findMaxima(pts, win, minProm) {
  const out = [];
  for (let i = 1; i < pts.length - 1; i++) {
    const y = pts[i][1];
    let isMax = true;
    let lmax = y;
    let rmax = y;
    for (let j = Math.max(0, i - win); j <= Math.min(pts.length - 1, i + win); j++) {
      if (pts[j][1] < y || (pts[j][1] === y && j < i)) {
        isMax = false;
        break;
      }
      if (j < i) lmax = Math.max(lmax, pts[j][1]);
      if (j > i) rmax = Math.max(rmax, pts[j][1]);
    }
    if (!isMax) continue;
    const prom = Math.min(lmax, rmax) - y;
    if (prom >= minProm) out.push(i);
  }
  return out;
}

/**
 * A mountain range layer with rock, snow, shadowed facets, texture and atmospheric haze.
 * Returns the profile so that other elements can be placed on it.
 */
function mountainRange(s, o) {
  const { W, H, time } = s;
  const rng = new Rng(o.seed ?? s.rng.seed());
  const { pts, topY } = ridgeProfile(s, o, rng);
  const bottom = o.bottom ?? H;
  const side = sunSide(time);
  const away = -side;
  const silhouette = polyPath([...pts, [pts[pts.length - 1][0], bottom], [pts[0][0], bottom]]);
  const clipId = s.clip(silhouette);
  const depth = o.depth ?? 0.5; // 0 near, 1 far
  const region = { x: 0, y: topY - 2, w: W, h: bottom - topY + 4 };
  const tex = o.texture ?? 1;
  const grain = o.grain ?? 1; // scales the size of texture features

  const rockTop = amb(s, o.rock?.[0] ?? '#8c7d72');
  const rockBot = amb(s, o.rock?.[1] ?? '#4f4540');
  const rockFill = s.lin(
    [
      [0, mix(rockTop, time.light, 0.15)],
      [1, rockBot],
    ],
    { x1: 0, y1: topY, x2: 0, y2: bottom, abs: true },
  );

  s.begin();
  s.add(`<path d="${silhouette}" fill="${rockFill}"/>`);
  if (tex > 0) {
    // blotchy colour variation and fine striations
    const t1 = s.texture({
      tw: 600 * grain,
      th: 420 * grain,
      ch: 'G',
      color: lighten(rockTop, 0.25),
      gain: 1.6 * tex,
      bias: -0.8 * tex,
      region,
    });
    s.add(`<path d="${silhouette}" fill="#000" filter="${t1}" opacity="0.6"/>`);
    const t2 = s.texture({
      tw: 130 * grain,
      th: 260 * grain,
      ch: 'B',
      color: darken(rockBot, 0.5),
      gain: 2.2 * tex,
      bias: -1.2 * tex,
      region,
    });
    s.add(`<path d="${silhouette}" fill="#000" filter="${t2}" opacity="0.55"/>`);
    const t3 = s.texture({
      tw: 70 * grain,
      th: 240 * grain,
      ch: 'R',
      color: lighten(rockTop, 0.3),
      gain: 2.4 * tex,
      bias: -1.45 * tex,
      region,
    });
    s.add(`<path d="${silhouette}" fill="#000" filter="${t3}" opacity="0.7"/>`);
  }

  // Snow field with a ragged lower edge and tongues running down the gullies
  const snowN = perlin1D(rng);
  const fingers = [];
  if (o.snow) {
    const nf = Math.round((W / 55) * (o.snow.fingers ?? 1));
    for (let i = 0; i < nf; i++) {
      fingers.push({
        x: rng.range(-0.04, 1.04) * W,
        len: Math.pow(rng.float(), 2) * H * (o.snow.fingerLen ?? 0.045),
        w: rng.range(0.003, 0.012) * W,
        p: rng.range(1.2, 3),
      });
    }
  }
  // smoothed crest, so that the snow line follows the big shapes of the range
  const stepX = pts[1][0] - pts[0][0];
  const smoothWin = Math.max(1, Math.round((W * 0.02) / stepX));
  const smooth = pts.map((_, i) => {
    let acc = 0;
    let n = 0;
    for (let j = Math.max(0, i - smoothWin); j <= Math.min(pts.length - 1, i + smoothWin); j++) {
      acc += pts[j][1];
      n++;
    }
    return acc / n;
  });
  const snowAt = (x) => {
    if (!o.snow) return -Infinity;
    const sn = o.snow;
    const u = x / W;
    const i = Math.max(0, Math.min(pts.length - 1, Math.round((x - pts[0][0]) / stepX)));
    const amp = sn.amp ?? 0.05 * H;
    let y = sn.y + Math.max(0, sn.y - smooth[i]) * (sn.follow ?? 0.35);
    y += amp * (fbm(snowN, u * (sn.freq ?? 5), 4, 0.5) + 0.45 * fbm(snowN, u * 40 + 9, 6, 0.75));
    for (const f of fingers) {
      const d = Math.abs(x - f.x) / f.w;
      if (d < 1) y += f.len * Math.pow(1 - d, f.p);
    }
    return y;
  };
  if (o.snow) {
    const sn = o.snow;
    const lower = pts.map(([x, y]) => [x, Math.max(y, snowAt(x))]);
    const snowPath = polyPath([...pts, ...lower.reverse()]);
    const snowFill = s.lin(
      [
        [0, time.snowLit],
        [0.6, mix(time.snowLit, time.snowLow, 0.3)],
        [1, time.snowLow],
      ],
      { x1: 0, y1: topY, x2: 0, y2: sn.y + (sn.amp ?? 0.07 * H) + H * 0.05, abs: true },
    );
    s.add(`<path d="${snowPath}" fill="${snowFill}"/>`);
    const st = s.texture({
      tw: 300 * grain,
      th: 200 * grain,
      ch: 'R',
      color: time.snowLow,
      gain: 1.5,
      bias: -0.75,
      region,
    });
    s.add(`<path d="${snowPath}" fill="#000" filter="${st}" opacity="${(0.5 * tex).toFixed(2)}"/>`);
    // broad undulations of the snow surface
    const und = s.texture({
      tw: 420 * grain,
      th: 300 * grain,
      ch: 'G',
      color: time.shadow,
      gain: 1.8,
      bias: -0.8,
      region,
    });
    s.add(`<path d="${snowPath}" fill="#000" filter="${und}" opacity="0.45"/>`);
    // steep rock buttresses showing through the snow
    const rb = s.texture({
      tw: 70 * grain,
      th: 520 * grain,
      ch: 'R',
      color: mix(rockTop, rockBot, 0.3),
      gain: 5,
      bias: -4.0 + (sn.rocky ?? 0) * 1.2,
      region,
    });
    s.add(`<path d="${snowPath}" fill="#000" filter="${rb}"/>`);
  }

  // Ribs following the fall line: rock ribs breaking through the snow, faint gullies in bare rock.
  if (o.ribs !== false) {
    const step = pts[1][0] - pts[0][0];
    const spacing = (o.ribSpacing ?? 9) * s.k;
    const rockRib = mix(rockTop, rockBot, 0.35);
    let rockRibs = '';
    let faint = '';
    const slopeAt = (x) => {
      const i = Math.max(2, Math.min(pts.length - 3, Math.round((x - pts[0][0]) / step)));
      const d = Math.max(2, Math.round((W * 0.012) / step));
      const a = pts[Math.max(0, i - d)];
      const b = pts[Math.min(pts.length - 1, i + d)];
      return (b[1] - a[1]) / (b[0] - a[0]);
    };
    const starts = [];
    // along the crest, by arc length
    let acc = 0;
    for (let i = 1; i < pts.length; i++) {
      acc += Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]);
      if (acc > spacing) {
        acc = -spacing * rng.range(0, 0.8);
        starts.push([pts[i][0], pts[i][1] + 1, rng.range(0.08, 0.4)]);
      }
    }
    // scattered over the face
    const inner = Math.round((W / spacing) * (o.ribInner ?? 0.8));
    for (let i = 0; i < inner; i++) {
      const x = rng.range(0, W);
      const top = pts[Math.max(0, Math.min(pts.length - 1, Math.round((x - pts[0][0]) / step)))][1];
      const y = top + (bottom - top) * Math.pow(rng.float(), 1.6) * 0.7;
      starts.push([x, y, rng.range(0.05, 0.3)]);
    }
    for (const [x0, y0, lenF] of starts) {
      const fall = bottom - y0;
      if (fall < H * 0.02) continue;
      let theta = Math.max(-0.9, Math.min(0.9, Math.atan(slopeAt(x0)) * 0.8));
      const len = fall * lenF * 0.6 * (o.ribLength ?? 1);
      const w0 = rng.range(1.0, 3.2) * s.k * (o.ribWidth ?? 1);
      const n = perlin1D(rng);
      const segs = 20;
      const left = [];
      const right = [];
      let px = x0;
      let py = y0;
      for (let k = 0; k <= segs; k++) {
        const t = k / segs;
        const w =
          w0 *
          (Math.sin(Math.PI * Math.min(1, t * 1.1)) * (0.7 + 0.6 * Math.abs(n(t * 6 + 3))) + 0.1);
        left.push([px - w * Math.cos(theta), py + w * Math.sin(theta)]);
        right.push([px + w * Math.cos(theta), py - w * Math.sin(theta)]);
        const ds = len / segs;
        theta = theta * 0.97 + n(t * 3) * 0.06;
        px += Math.sin(theta) * ds;
        py += Math.cos(theta) * ds;
      }
      const poly = polyPath([...left, ...right.reverse()]);
      const inSnow = o.snow && y0 < snowAt(x0);
      if (
        inSnow &&
        lenF < 0.35 &&
        y0 > pts[Math.max(0, Math.min(pts.length - 1, Math.round((x0 - pts[0][0]) / step)))][1] + 3
      )
        continue;
      if (inSnow) rockRibs += `<path d="${poly}" opacity="${rng.range(0.3, 0.75).toFixed(2)}"/>`;
      else faint += `<path d="${poly}" opacity="${rng.range(0.12, 0.3).toFixed(2)}"/>`;
    }
    s.add(`<g fill="${darken(rockBot, 0.35)}">${faint}</g>`);
    s.add(`<g fill="${rockRib}">${rockRibs}</g>`);
  }

  // Facet shading: the face of each spur turned away from the light is multiplied by the shadow colour.
  if (o.facets !== false) {
    const step = pts[1][0] - pts[0][0];
    let shade = '';
    const scales = [
      { win: Math.round((W * 0.06) / step), prom: H * 0.025, op: 1 },
      { win: Math.round((W * 0.018) / step), prom: H * 0.008, op: 0.55 },
    ];
    for (const sc of scales) {
      const maxima = findMaxima(pts, sc.win, sc.prom);
      for (const mi of maxima) {
        // valley on the shadow side: lowest point before the next higher ground
        let vi = mi;
        let j = mi + away;
        const lim = sc.win * 6;
        while (j > 0 && j < pts.length - 1 && Math.abs(j - mi) < lim) {
          if (pts[j][1] > pts[vi][1]) vi = j;
          if (pts[j][1] < pts[mi][1]) break;
          j += away;
        }
        if (vi === mi) vi = Math.max(0, Math.min(pts.length - 1, mi + away * sc.win));
        const [xm, ym] = pts[mi];
        const [xv, yv] = pts[vi];
        const span = Math.abs(xv - xm);
        const fall = bottom - ym;
        const f = rng.range(-0.3, 0.4);
        const g = rng.range(0.0, 0.35);
        const spineEnd = xm + away * f * span + away * rng.range(-0.04, 0.1) * fall;
        const gullyEnd = xv - away * g * span;
        const e = rng.range(0.75, 1.25);
        const jag = perlin1D(rng);
        const spine = [];
        const N = 48;
        for (let k = 0; k <= N; k++) {
          const t = k / N;
          const x =
            xm +
            (spineEnd - xm) * Math.pow(t, e) +
            fbm(jag, t * 7, 6, 0.6) * fall * 0.07 * Math.sqrt(t);
          spine.push([x, ym + fall * t]);
        }
        const gully = [];
        for (let k = N; k >= 0; k--) {
          const t = k / N;
          const x =
            xv +
            (gullyEnd - xv) * t +
            fbm(jag, t * 7 + 40, 6, 0.6) * (bottom - yv) * 0.05 * Math.sqrt(t);
          gully.push([x, yv + (bottom - yv) * t]);
        }
        const ridge = [];
        for (let k = vi; k !== mi; k -= away) ridge.push(pts[k]);
        const poly = [...spine, ...gully, ...ridge];
        const op = Math.min(1, sc.op * (time.shadowStrength ?? 1) * rng.range(0.8, 1));
        shade += `<path d="${polyPath(poly)}" opacity="${op.toFixed(2)}"/>`;
      }
    }
    s.add(`<g fill="${time.shadow}" style="mix-blend-mode:multiply">${shade}</g>`);
  }

  // Alpenglow: warm light on the upper slopes at dawn / dusk
  if (time.alpenglow && o.glow !== false) {
    const a = time.alpenglow * (o.glowAmount ?? 1);
    const gl = s.lin(
      [
        [0, time.light, a],
        [0.45, time.light, a * 0.35],
        [1, time.light, 0],
      ],
      { x1: 0, y1: topY, x2: 0, y2: bottom, abs: true },
    );
    s.add(`<path d="${silhouette}" fill="${gl}" style="mix-blend-mode:multiply"/>`);
  }

  // Atmospheric perspective
  const hz = o.haze ?? [depth * 0.75, Math.min(0.95, depth * 0.75 + 0.3)];
  const hazeFill = s.lin(
    [
      [0, o.hazeColor ?? time.haze, hz[0]],
      [1, o.hazeColor ?? time.haze, hz[1]],
    ],
    { x1: 0, y1: topY, x2: 0, y2: o.hazeBottom ?? bottom, abs: true },
  );
  s.add(`<path d="${silhouette}" fill="${hazeFill}"/>`);
  const inner = s.end();
  s.add(`<g clip-path="${clipId}">${inner}</g>`);
  return {
    pts,
    topY,
    at(x) {
      const i = Math.max(
        0,
        Math.min(pts.length - 1, Math.round((x - pts[0][0]) / (pts[1][0] - pts[0][0]))),
      );
      return pts[i][1];
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Finishing: vignette, grain, text-safe darkening
// ---------------------------------------------------------------------------------------------

function vignette(s, strength = 0.35) {
  const { W, H } = s;
  const fill = s.rad(
    [
      [0, '#000000', 0],
      [0.6, '#000000', 0],
      [1, '#000000', strength],
    ],
    { cx: 0.5, cy: 0.5, r: 0.75 },
  );
  s.add(`<rect width="${W}" height="${H}" fill="${fill}"/>`);
}

/** Darkens the left/lower part of hero images so white headline text stays readable. */
function textScrim(s, strength = 0.55) {
  const { W, H } = s;
  s.add(
    `<rect width="${W}" height="${H}" fill="${s.lin(
      [
        [0, '#06121c', strength],
        [0.3, '#06121c', strength * 0.75],
        [0.55, '#06121c', strength * 0.3],
        [0.8, '#06121c', 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`,
  );
  s.add(
    `<rect width="${W}" height="${H}" fill="${s.lin([
      [0, '#06121c', 0],
      [0.55, '#06121c', 0],
      [1, '#06121c', strength * 0.8],
    ])}"/>`,
  );
  // soft pool of shade behind the headline (centre-left)
  s.add(
    `<rect width="${W}" height="${H}" fill="${s.rad(
      [
        [0, '#06121c', strength * 0.35],
        [1, '#06121c', 0],
      ],
      {
        cx: W * 0.3,
        cy: H * 0.5,
        r: W * 0.35,
        abs: true,
        transform: `translate(${fmt(W * 0.3)} ${fmt(H * 0.5)}) scale(1 0.7) translate(${fmt(-W * 0.3)} ${fmt(-H * 0.5)})`,
      },
    )}"/>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Ground: glaciers, moraines, hills, water
// ---------------------------------------------------------------------------------------------

/**
 * A glacier flowing towards the viewer: it narrows into the distance at (farX, farY) and spreads
 * to nearW at the bottom. Medial moraines run along it as dark stripes.
 */
function glacier(s, o) {
  const { W, H, time } = s;
  const rng = new Rng(o.seed ?? s.rng.seed());
  const nearY = o.nearY ?? H;
  const nearX = o.nearX ?? W / 2;
  const nEdge = perlin1D(rng);
  const N = 60;
  const geom = (v, u) => {
    const y = o.farY + (nearY - o.farY) * Math.pow(v, o.persp ?? 1.6);
    const c = o.farX + (nearX - o.farX) * v + (o.curve ?? 0) * Math.sin(v * Math.PI) * W;
    const hw = o.farW / 2 + (o.nearW / 2 - o.farW / 2) * Math.pow(v, 1.2);
    return [c + u * hw, y, hw];
  };
  const left = [];
  const right = [];
  for (let k = 0; k <= N; k++) {
    const v = k / N;
    const [xl, y, hw] = geom(v, -1);
    const [xr] = geom(v, 1);
    left.push([xl + fbm(nEdge, v * 8, 4) * hw * 0.12, y]);
    right.push([xr + fbm(nEdge, v * 8 + 50, 4) * hw * 0.12, y]);
  }
  const shape = polyPath([...left, ...right.reverse()]);
  const iceFar = mix(o.raw ? o.iceFar : amb(s, o.iceFar ?? '#e8eef4', 0.8), time.haze, 0.35);
  const iceNear = o.raw ? o.iceNear : amb(s, o.iceNear ?? '#bcc4cc');
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
  const tex = s.texture({
    tw: 500,
    th: 70,
    ch: 'B',
    color: amb(s, '#7f8a98'),
    gain: 2.0,
    bias: -1.0,
  });
  s.add(`<path d="${shape}" fill="#000" filter="${tex}"/>`);
  const tex2 = s.texture({
    tw: 600,
    th: 150,
    ch: 'R',
    color: lighten(time.snowLit, 0.2),
    gain: 1.6,
    bias: -0.8,
  });
  s.add(`<path d="${shape}" fill="#000" filter="${tex2}" opacity="0.8"/>`);
  // medial moraines
  const stripeCol = amb(s, o.debris ?? '#5d5550');
  const stripes = o.stripes ?? [-0.55, -0.1, 0.35, 0.7];
  const sn = perlin1D(rng);
  let st = '';
  for (const [si, u0] of stripes.entries()) {
    const wgt = rng.range(0.012, 0.035);
    const a = [];
    const b = [];
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
  return { geom, left, right };
}

/** Rolling ground profile filled to the bottom of the canvas. */
function ground(s, o) {
  const { W, H, time } = s;
  const rng = new Rng(o.seed ?? s.rng.seed());
  const n = perlin1D(rng);
  const step = W / 160;
  const pts = [];
  for (let x = -W * 0.05; x <= W * 1.05 + 1e-6; x += step) {
    const u = x / W;
    let y = o.y + (o.amp ?? 0.03 * H) * fbm(n, u * (o.freq ?? 2.5), o.octaves ?? 4, o.gain ?? 0.45);
    if (o.tilt) y += o.tilt * (u - 0.5) * H;
    if (o.bump) y += o.bump(u) * H;
    pts.push([x, y]);
  }
  const bottom = o.bottom ?? H;
  const path = (o.sharp ? polyPath : smoothPath)(
    [...pts, [W * 1.05, bottom], [-W * 0.05, bottom]],
    true,
  );
  const top = Math.min(...pts.map((p) => p[1]));
  const cols = o.colors.map((c) => amb(s, c));
  const fill = s.lin(
    cols.map((c, i) => [i / (cols.length - 1), c]),
    { x1: 0, y1: top, x2: 0, y2: bottom, abs: true },
  );
  s.begin();
  s.add(`<path d="${path}" fill="${fill}"/>`);
  if (o.texture) {
    const t = o.texture;
    const tex = s.texture({
      tw: t.tw ?? 400,
      th: t.th ?? 100,
      ch: t.ch ?? 'R',
      color: amb(s, t.color),
      gain: t.gain ?? 2,
      bias: t.bias ?? -0.9,
    });
    s.add(`<path d="${path}" fill="#000" filter="${tex}" opacity="${t.opacity ?? 1}"/>`);
  }
  if (o.texture2) {
    const t = o.texture2;
    const tex = s.texture({
      tw: t.tw ?? 400,
      th: t.th ?? 100,
      ch: t.ch ?? 'R',
      color: amb(s, t.color),
      gain: t.gain ?? 2,
      bias: t.bias ?? -0.9,
    });
    s.add(`<path d="${path}" fill="#000" filter="${tex}" opacity="${t.opacity ?? 1}"/>`);
  }
  // dappled light (cloud shadows, undulations)
  if (o.dapple !== false) {
    const dp = s.texture({
      tw: 900,
      th: 300,
      ch: 'G',
      color: '#000000',
      gain: 1.6,
      bias: -0.8,
      region: { x: 0, y: top, w: W, h: bottom - top },
    });
    s.add(`<path d="${path}" fill="#000" filter="${dp}" opacity="${o.dappleOpacity ?? 0.22}"/>`);
  }
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
  return {
    pts,
    path,
    at(x) {
      const i = Math.max(0, Math.min(pts.length - 2, Math.floor((x - pts[0][0]) / step)));
      const f = (x - pts[i][0]) / step;
      return pts[i][1] + (pts[i + 1][1] - pts[i][1]) * f;
    },
  };
}

/** Boulders scattered across a band of ground, bigger towards the viewer. */
function boulders(s, { y0, y1, count, color = '#6f655c', size = 0.03, at }) {
  const { W, H } = s;
  const rng = new Rng(s.rng.seed());
  const side = sunSide(s.time);
  const items = [];
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
    const pts = [];
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
function lake(s, { y, refId, tint = '#1d3b52', x0 = -10, x1, bottom, clarity = 1, shorePath }) {
  const { W, H, time } = s;
  const b = bottom ?? H;
  const xe = x1 ?? W + 10;
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

// ---------------------------------------------------------------------------------------------
// Vegetation
// ---------------------------------------------------------------------------------------------

/** Conifer (Himalayan pine / spruce) silhouette with a lit flank. */
function pineTree(s, rng, x, y, h, { color = '#1f3b2d', lit, haze = 0 } = {}) {
  const side = sunSide(s.time);
  const base = mix(amb(s, color), s.time.haze, haze);
  const light = mix(amb(s, lit ?? lighten(color, 0.28)), s.time.haze, haze);
  const tiers = Math.max(4, Math.round(h / (6 * s.k)) + rng.int(0, 2));
  const wMax = h * rng.range(0.17, 0.24);
  const left = [];
  const right = [];
  for (let i = 0; i <= tiers; i++) {
    const t = i / tiers;
    const ty = y - h + h * 0.92 * t;
    const w = wMax * Math.pow(t, 0.85) * rng.range(0.8, 1.15);
    const droop = h * 0.02 * rng.range(0.5, 1.5);
    left.push([x - w, ty + droop], [x - w * 0.45, ty + h * 0.015]);
    right.push([x + w * rng.range(0.85, 1.1), ty + droop], [x + w * 0.45, ty + h * 0.015]);
  }
  const top = [x + rng.range(-0.5, 0.5) * s.k, y - h - h * 0.03];
  const trunkW = Math.max(0.7 * s.k, h * 0.025);
  const outline = [
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
  const litPts = [
    top,
    ...(side > 0 ? right : [...left].reverse()).map(([px, py]) => [px, py]),
    [x, y - h * 0.06],
  ];
  d += `<path d="${polyPath(litPts.map(([px, py]) => [x + (px - x) * 1.0, py]))}" fill="${light}" opacity="0.55"/>`;
  return d;
}

/** Lombardy poplar: tall narrow crown, feathery edge, lit on one side. */
function poplarTree(s, rng, x, y, h, { color = '#d9a32b', haze = 0, width = 0.11 } = {}) {
  const side = sunSide(s.time);
  const base = mix(amb(s, color), s.time.haze, haze);
  const dark = mix(amb(s, darken(color, 0.4)), s.time.haze, haze);
  const light = mix(amb(s, lighten(color, 0.3)), s.time.haze, haze);
  const w = h * width * rng.range(0.8, 1.2);
  const crownTop = y - h;
  const crownBottom = y - h * 0.1;
  const lean = rng.range(-0.03, 0.03) * h;
  const N = 22;
  const halfAt = (t) => w * Math.sin(Math.PI * Math.min(1, Math.pow(t, 0.62)));
  const xAt = (t) => x + lean * (1 - t);
  const right = [];
  const left = [];
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const yy = crownTop + (crownBottom - crownTop) * t;
    const hw = halfAt(t);
    right.push([xAt(t) + hw * rng.range(0.75, 1.15), yy]);
    left.push([xAt(t) - hw * rng.range(0.75, 1.15), yy]);
  }
  const outline = [[xAt(0), crownTop - h * 0.02], ...right, ...left.reverse()];
  let d = `<path d="M${fmt(x)} ${fmt(y)}L${fmt(xAt(0.8))} ${fmt(crownBottom - h * 0.15)}" stroke="${dark}" stroke-width="${fmt(Math.max(0.8 * s.k, h * 0.02))}"/>`;
  d += `<path d="${polyPath(outline)}" fill="${base}"/>`;
  // shaded half
  const shadeSide = [
    [xAt(0), crownTop],
    ...(side > 0 ? left.slice().reverse() : right),
    [xAt(1), crownBottom],
  ];
  void shadeSide;
  const sh = [];
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const yy = crownTop + (crownBottom - crownTop) * t;
    sh.push([xAt(t) - side * halfAt(t) * rng.range(0.7, 1.05), yy]);
  }
  for (let i = N; i >= 0; i--) {
    const t = i / N;
    const yy = crownTop + (crownBottom - crownTop) * t;
    sh.push([xAt(t) - side * halfAt(t) * rng.range(-0.1, 0.25), yy]);
  }
  d += `<path d="${polyPath(sh)}" fill="${dark}" opacity="0.6"/>`;
  // sunlit flank
  const lt = [];
  for (let i = 1; i < N; i++) {
    const t = i / N;
    const yy = crownTop + (crownBottom - crownTop) * t;
    lt.push([xAt(t) + side * halfAt(t) * rng.range(0.55, 0.95), yy]);
  }
  for (let i = N - 1; i >= 1; i--) {
    const t = i / N;
    const yy = crownTop + (crownBottom - crownTop) * t;
    lt.push([xAt(t) + side * halfAt(t) * rng.range(0.1, 0.4), yy]);
  }
  d += `<path d="${polyPath(lt)}" fill="${light}" opacity="0.55"/>`;
  return d;
}

/** Broad deciduous tree (apricot, willow, walnut): clustered round crown. */
function roundTree(s, rng, x, y, h, { color = '#4f7a35', haze = 0, blossom } = {}) {
  const side = sunSide(s.time);
  const base = mix(amb(s, color), s.time.haze, haze);
  const dark = mix(amb(s, darken(color, 0.35)), s.time.haze, haze);
  const light = mix(amb(s, lighten(color, 0.25)), s.time.haze, haze);
  const r = h * rng.range(0.32, 0.42);
  const cy = y - h + r;
  let d = `<path d="M${fmt(x)} ${fmt(y)}L${fmt(x + rng.range(-0.1, 0.1) * r)} ${fmt(cy)}" stroke="${amb(s, '#3a2a1e')}" stroke-width="${fmt(Math.max(0.8 * s.k, h * 0.05))}"/>`;
  const blobs = [];
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

/** A belt of trees standing on a ground line. kind: pine | poplar | round */
function treeLine(
  s,
  {
    kind = 'pine',
    x0 = 0,
    x1,
    at,
    count,
    h,
    hVar = 0.35,
    color,
    haze = 0,
    dy = 0,
    blossom,
    jitter = 1,
  },
) {
  const rng = new Rng(s.rng.seed());
  const xe = x1 ?? s.W;
  const items = [];
  for (let i = 0; i < count; i++) {
    const x = x0 + ((xe - x0) * (i + rng.range(-0.45, 0.45) * jitter)) / Math.max(1, count - 1);
    const y = at(x) + dy + rng.range(-0.3, 1) * h * 0.08;
    items.push({ x, y, h: h * rng.range(1 - hVar, 1 + hVar * 0.6) });
  }
  items.sort((a, b) => a.y - b.y);
  let out = '';
  for (const it of items) {
    const c = color ? jitterColor(rng, color, 0.05) : undefined;
    if (kind === 'pine') out += pineTree(s, rng, it.x, it.y, it.h, { color: c, haze });
    else if (kind === 'poplar') out += poplarTree(s, rng, it.x, it.y, it.h, { color: c, haze });
    else out += roundTree(s, rng, it.x, it.y, it.h, { color: c, haze, blossom });
  }
  s.add(`<g>${out}</g>`);
}

/** Wildflowers and grass tufts dotted over a band of meadow, bigger towards the viewer. */
function flowers(
  s,
  { y0, y1, at, count, colors = ['#f4d03f', '#c56cf0', '#ffffff', '#e84393', '#7ed6df'], size = 1 },
) {
  const { W } = s;
  const rng = new Rng(s.rng.seed());
  let out = '';
  const items = [];
  // flowers grow in drifts: pick cluster centres, scatter around them
  const centres = [];
  const nc = Math.max(3, Math.round(count / 25));
  for (let i = 0; i < nc; i++) centres.push([rng.float() * W, Math.pow(rng.float(), 0.7)]);
  for (let i = 0; i < count; i++) {
    const [cx, cv] = rng.pick(centres);
    const v = Math.max(0, Math.min(1, cv + rng.gauss() * 0.08));
    const x = cx + rng.gauss() * W * 0.05 * (0.4 + v);
    let y = y0 + (y1 - y0) * v;
    if (at && y < at(x) + 3) continue;
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
function grassFringe(s, { y, color = '#3d5e26', count = 260, h = 0.05 }) {
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

// ---------------------------------------------------------------------------------------------
// Architecture
// ---------------------------------------------------------------------------------------------

/**
 * One block of a building in 2-point-ish oblique view: front face, side face, roof trim and
 * windows. (x, y) = bottom-left of the front face.
 */
function block(
  s,
  rng,
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
  },
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
function fort(
  s,
  { x, y, size, wall = '#e6dcc6', rock = '#8a6a50', trim = '#4a3222', seed, outcrop = true },
) {
  const rng = new Rng(seed ?? s.rng.seed());
  const side = sunSide(s.time);
  const u = size;
  // rocky outcrop
  const n = perlin1D(rng);
  const rockPts = [];
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
  const blocks = [
    { x: x - u * 0.62, y: topY + u * 0.06, w: u * 0.5, h: u * 0.38, windows: 3 },
    { x: x - u * 0.2, y: topY, w: u * 0.62, h: u * 0.55, windows: 4, winRows: 2, balcony: true },
    { x: x + u * 0.38, y: topY + u * 0.05, w: u * 0.34, h: u * 0.72, windows: 2, winRows: 2 },
    { x: x + u * 0.1, y: topY - u * 0.55, w: u * 0.24, h: u * 0.22, windows: 2 },
  ];
  for (const b of blocks) {
    d += block(s, rng, { ...b, depth: u * 0.12, wall: jitterColor(rng, wall, 0.03), trim });
  }
  s.add(`<g>${d}</g>`);
}

/** Shigar / Khaplu style palace: wide whitewashed storeys with dark timber balconies. */
function palace(s, { x, y, size, wall = '#efe7d6', trim = '#4b2e1c', seed }) {
  const rng = new Rng(seed ?? s.rng.seed());
  const u = size;
  let d = '';
  // plinth / stone terrace
  d += block(s, rng, {
    x: x - u * 1.1,
    y,
    w: u * 2.2,
    h: u * 0.18,
    depth: u * 0.2,
    wall: '#a89276',
    trim: '#6b5a48',
    windows: 0,
    roof: true,
  });
  const y1 = y - u * 0.18;
  d += block(s, rng, {
    x: x - u * 0.95,
    y: y1,
    w: u * 1.9,
    h: u * 0.5,
    depth: u * 0.18,
    wall,
    trim,
    windows: 9,
    winRows: 2,
  });
  const y2 = y1 - u * 0.5;
  d += block(s, rng, {
    x: x - u * 0.6,
    y: y2,
    w: u * 1.2,
    h: u * 0.36,
    depth: u * 0.16,
    wall,
    trim,
    windows: 5,
    balcony: true,
  });
  const y3 = y2 - u * 0.36;
  d += block(s, rng, {
    x: x - u * 0.25,
    y: y3,
    w: u * 0.5,
    h: u * 0.24,
    depth: u * 0.12,
    wall: mix(wall, trim, 0.25),
    trim,
    windows: 3,
  });
  // wooden pavilion roof
  const px = x;
  const py = y3 - u * 0.24;
  d += `<path d="M${fmt(px - u * 0.34)} ${fmt(py)}L${fmt(px)} ${fmt(py - u * 0.14)}L${fmt(px + u * 0.34)} ${fmt(py)}Z" fill="${amb(s, trim)}"/>`;
  s.add(`<g>${d}</g>`);
}

/** Small timber huts with pitched roofs (Fairy Meadows cabins). */
function cabins(s, { items }) {
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

// ---------------------------------------------------------------------------------------------
// Roads and rivers
// ---------------------------------------------------------------------------------------------

/**
 * A ribbon (road or river) from the foreground up into the distance. pts: centre line from near to
 * far as [x, y, halfWidth]. Returns the outline path.
 */
function ribbon(pts) {
  const left = [];
  const right = [];
  for (let i = 0; i < pts.length; i++) {
    const a = pts[Math.max(0, i - 1)];
    const b = pts[Math.min(pts.length - 1, i + 1)];
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    const [x, y, hw] = pts[i];
    left.push([x + nx * hw, y + ny * hw]);
    right.push([x - nx * hw, y - ny * hw]);
  }
  return { left, right, path: polyPath([...left, ...right.reverse()]) };
}

/** Winding road with hairpins climbing into the distance. */
function road(s, { pts, color = '#4b4a4c', edge = '#b9b1a2', centre = '#e8c25a' }) {
  const { path } = ribbon(pts);
  let d = `<path d="${path}" fill="${amb(s, color)}"/>`;
  const rl = ribbon(pts.map(([x, y, w]) => [x, y, w * 0.06]));
  d += `<path d="${rl.path}" fill="${amb(s, centre)}" opacity="0.8"/>`;
  const edges = ribbon(pts.map(([x, y, w]) => [x, y, w * 1.08]));
  d = `<path d="${edges.path}" fill="${amb(s, edge)}" opacity="0.8"/>` + d;
  s.add(`<g>${d}</g>`);
}

/** Sample a smooth centre line through control points: returns [x, y, hw] per step. */
function sampleLine(ctrl, steps = 120) {
  const out = [];
  const n = ctrl.length;
  for (let i = 0; i < steps; i++) {
    const t = (i / (steps - 1)) * (n - 1);
    const k = Math.min(n - 2, Math.floor(t));
    const f = t - k;
    const p0 = ctrl[Math.max(0, k - 1)];
    const p1 = ctrl[k];
    const p2 = ctrl[k + 1];
    const p3 = ctrl[Math.min(n - 1, k + 2)];
    const cr = (a, b, c, d) =>
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

// ---------------------------------------------------------------------------------------------
// Small figures: tents, trekkers, vehicles
// ---------------------------------------------------------------------------------------------

const TENT_COLOURS = ['#e8833a', '#f2c230', '#c8402f', '#e8833a', '#2f6fb0', '#f2c230', '#d95b2b'];

function tents(s, { items, glow = false }) {
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

/** Trekker silhouette standing at (x, y = feet), height h, facing dir. */
function trekker(x, y, h, { color = '#1d2230', pack = '#b8462e', dir = 1, pole = true } = {}) {
  const u = h / 10;
  const px = (dx) => fmt(x + dx * u * dir);
  const py = (dy) => fmt(y - dy * u);
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

function trekkers(s, { items, color, pack }) {
  let out = '';
  for (const t of items) {
    out += trekker(t.x, t.y, t.h, {
      color: color ?? amb(s, '#1f2430'),
      pack: pack ?? amb(s, t.pack ?? '#c0502e', 0.7),
      dir: t.dir ?? 1,
    });
  }
  s.add(`<g>${out}</g>`);
}

/** Simple boxy 4x4 jeep seen from the side, wheels on y. */
function jeep(s, { x, y, h, color = '#d8d2c4', dir = 1 }) {
  const u = h / 10;
  const c = amb(s, color);
  const X = (dx) => fmt(x + dx * u * dir);
  const Y = (dy) => fmt(y - dy * u);
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

// ---------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------

/** Sky, celestial bodies and clouds. */
function backdrop(s, v, horizon) {
  const { H, time } = s;
  sky(s, { horizon });
  stars(s, { horizon });
  if (time.milkyWay && v.milkyWay !== false)
    milkyWay(s, { horizon, angle: v.mwAngle ?? -32, cx: v.mwX ?? 0.4, cy: 0.45 });
  moon(s);
  sun(s);
  const c = v.clouds;
  if (c === 'cumulus')
    clouds(s, {
      y0: H * 0.02,
      y1: horizon * 0.75,
      tw: 900,
      th: 330,
      cover: v.cover ?? 0.42,
      lift: 16,
    });
  if (c === 'high')
    clouds(s, {
      y0: -H * 0.02,
      y1: horizon * 0.55,
      tw: 1300,
      th: 160,
      cover: v.cover ?? 0.4,
      soft: 3,
      lift: 8,
    });
  if (c === 'streaks')
    clouds(s, {
      y0: horizon * 0.25,
      y1: horizon * 0.9,
      tw: 1500,
      th: 70,
      cover: v.cover ?? 0.45,
      soft: 2.5,
      lift: 5,
    });
  if (c === 'storm') {
    clouds(s, {
      y0: -H * 0.08,
      y1: horizon * 0.7,
      tw: 800,
      th: 360,
      cover: 0.72,
      lift: 22,
      soft: 3,
    });
    clouds(s, {
      y0: horizon * 0.1,
      y1: horizon * 0.85,
      tw: 1200,
      th: 200,
      cover: 0.5,
      lift: 12,
      soft: 3,
      opacity: 0.85,
    });
  }
}

/** Distant sea of peaks just above the horizon. */
function farRange(s, horizon, o = {}) {
  const { H } = s;
  return mountainRange(s, {
    baseY: horizon,
    hills: H * (o.hills ?? 0.15),
    hillFreq: o.freq ?? 3,
    rough: H * 0.03,
    depth: o.depth ?? 0.85,
    snow:
      o.snow === false ? null : { y: horizon - H * (o.snowY ?? 0.1), amp: H * 0.035, follow: 0.3 },
    bottom: horizon + H * 0.12,
    ribSpacing: 11,
    texture: 0.6,
    rock: o.rock,
    seed: o.seed,
  });
}

const PEAK_SHAPES = {
  k2: [
    { x: 0, y: 0, wl: 0.3, wr: 0.28, k: 1.25 },
    { x: 0.1, y: 0.16, wl: 0.1, wr: 0.2, k: 1.5 },
    { x: -0.33, y: 0.3, wl: 0.2, wr: 0.18, k: 1.6 },
  ],
  pyramid: [
    { x: 0, y: 0, wl: 0.25, wr: 0.27, k: 1.1 },
    { x: -0.26, y: 0.3, wl: 0.16, wr: 0.14, k: 1.5 },
    { x: 0.28, y: 0.26, wl: 0.12, wr: 0.22, k: 1.5 },
  ],
  broad: [
    { x: -0.15, y: 0.035, wl: 0.1, wr: 0.08, k: 1.0, round: 0.5 },
    { x: 0, y: 0, wl: 0.09, wr: 0.08, k: 1.0, round: 0.5 },
    { x: 0.13, y: 0.025, wl: 0.08, wr: 0.1, k: 1.0, round: 0.5 },
    { x: -0.02, y: 0.075, wl: 0.44, wr: 0.42, k: 1.0, round: 0.7 },
    { x: -0.42, y: 0.3, wl: 0.14, wr: 0.12, k: 1.4 },
  ],
  spear: [
    { x: 0, y: 0, wl: 0.1, wr: 0.085, k: 1.02 },
    { x: 0.07, y: 0.3, wl: 0.06, wr: 0.2, k: 1.3 },
    { x: -0.13, y: 0.36, wl: 0.18, wr: 0.08, k: 1.4 },
  ],
  dome: [
    { x: 0, y: 0, wl: 0.3, wr: 0.22, k: 1.1, round: 0.45 },
    { x: 0.07, y: 0.025, wl: 0.08, wr: 0.12, k: 1.1, round: 0.3 },
    { x: -0.14, y: 0.09, wl: 0.1, wr: 0.08, k: 1.2 },
    { x: -0.36, y: 0.26, wl: 0.16, wr: 0.14, k: 1.3 },
    { x: 0.34, y: 0.24, wl: 0.12, wr: 0.24, k: 1.3 },
  ],
  wall: [
    { x: 0, y: 0, wl: 0.42, wr: 0.36, k: 1.05, round: 0.35 },
    { x: -0.2, y: 0.05, wl: 0.12, wr: 0.1, k: 1.1 },
    { x: 0.1, y: 0.015, wl: 0.08, wr: 0.1, k: 1.1 },
    { x: 0.3, y: 0.12, wl: 0.1, wr: 0.26, k: 1.1 },
  ],
  rakaposhi: [
    { x: 0, y: 0, wl: 0.3, wr: 0.34, k: 1.1 },
    { x: -0.16, y: 0.1, wl: 0.14, wr: 0.1, k: 1.2 },
    { x: 0.2, y: 0.14, wl: 0.1, wr: 0.28, k: 1.2 },
  ],
};

function placePeaks(s, v, shape) {
  const { W, H } = s;
  const z = v.zoom ?? 1;
  const px = W * v.peakX;
  const py = H * v.peakY;
  return PEAK_SHAPES[shape].map((p) => ({
    ...p,
    x: px + p.x * W * z,
    y: py + p.y * H * z,
    wl: p.wl * W * z,
    wr: p.wr * W * z,
    k: p.k,
    pow: p.pow,
  }));
}

/** Big peak over a glacier / moraine / snow slope: K2, G-II, Broad Peak, Laila, Spantik. */
function paintPeaks(s, v) {
  const { W, H } = s;
  const horizon = H * (v.horizon ?? 0.62);
  backdrop(s, v, horizon);
  if (v.farRange !== false) farRange(s, horizon, { hills: v.farHills });
  const peaks = placePeaks(s, v, v.shape);
  const py = Math.min(...peaks.map((p) => p.y));
  mountainRange(s, {
    baseY: horizon + H * 0.05,
    peaks,
    rough: H * 0.018 * (v.zoom ?? 1),
    freq: 8,
    depth: v.depth ?? 0.25,
    rock: v.rock ?? ['#8e8176', '#4e4642'],
    snow: {
      y: py + (horizon - py) * (v.snowFrac ?? 0.62),
      amp: H * 0.04,
      follow: 0.35,
      ...(v.snow ?? {}),
    },
    bottom: horizon + H * 0.2,
    glowAmount: v.glowAmount,
  });
  if (v.pillar) {
    // a steep rock buttress standing in front of the summit dome
    const [dx, top, w] = v.pillar;
    mountainRange(s, {
      baseY: horizon + H * 0.08,
      peaks: [
        { x: peaks[0].x + dx * W, y: H * top, wl: W * w, wr: W * w * 1.2, k: 1.0 },
        {
          x: peaks[0].x + dx * W + W * 0.12,
          y: H * (top + 0.16),
          wl: W * 0.06,
          wr: W * 0.2,
          k: 1.3,
        },
      ],
      rough: H * 0.012,
      freq: 10,
      depth: 0.18,
      rock: v.rock,
      snow: { y: H * (top + 0.05), amp: H * 0.02, follow: 0.1, fingers: 0.6 },
      bottom: horizon + H * 0.2,
      ribSpacing: 5,
      ribLength: 1.3,
      glowAmount: v.glowAmount,
    });
  }
  if (v.mist)
    clouds(s, {
      y0: horizon - H * 0.2,
      y1: horizon + H * 0.08,
      tw: 1100,
      th: 120,
      cover: 0.5,
      soft: 4,
      lift: 6,
      opacity: 0.85,
    });
  hazeBand(s, { y: horizon + H * 0.04, h: H * 0.1, opacity: 0.35 });
  foreground(s, v, horizon, peaks[0].x);
}

/** Foregrounds shared by the high-mountain scenes. */
function foreground(s, v, horizon, focusX) {
  const { W, H, time } = s;
  const night = time === TIMES.night || time.stars > 300;
  const fg = v.fg ?? 'glacier';
  if (fg === 'glacier' || fg === 'moraine') {
    mountainRange(s, {
      baseY: horizon + H * 0.12,
      peaks: [
        { x: -W * 0.02, y: horizon - H * (v.sideL ?? 0.12), wl: W * 0.1, wr: W * 0.3, k: 1.3 },
        { x: W * 1.02, y: horizon - H * (v.sideR ?? 0.06), wl: W * 0.32, wr: W * 0.1, k: 1.3 },
      ],
      rough: H * 0.025,
      depth: 0.12,
      rock: v.sideRock ?? ['#7d6b5c', '#3a312c'],
      snow: { y: horizon - H * 0.1, amp: H * 0.03, follow: 0.2 },
    });
  }
  if (fg === 'glacier') {
    glacier(s, {
      farY: horizon + H * 0.07,
      farX: focusX - W * 0.03,
      farW: W * 0.16,
      nearW: W * 1.5,
      curve: v.curve ?? 0.05,
    });
    boulders(s, { y0: H * 0.94, y1: H * 1.02, count: 22, size: 0.022 });
  }
  if (fg === 'moraine') {
    const g = ground(s, {
      y: H * 0.8,
      amp: H * 0.05,
      freq: 2,
      colors: ['#8a7e74', '#5d534c', '#3d3631'],
      texture: { tw: 300, th: 60, ch: 'B', color: '#2d2824', gain: 2.2, bias: -1.1 },
      texture2: { tw: 120, th: 40, ch: 'R', color: '#b1a597', gain: 2.4, bias: -1.4 },
      sharp: true,
    });
    boulders(s, { y0: H * 0.8, y1: H * 1.03, count: 60, size: 0.03, at: g.at });
  }
  if (fg === 'snow') {
    const g = ground(s, {
      y: H * (v.fgY ?? 0.82),
      amp: H * 0.05,
      freq: 1.6,
      tilt: v.tilt ?? -0.12,
      colors: [time.snowLit, mix(time.snowLit, time.snowLow, 0.5), time.snowLow],
      texture: { tw: 700, th: 50, ch: 'R', color: time.snowLow, gain: 2, bias: -1 },
      texture2: { tw: 300, th: 50, ch: 'G', color: '#ffffff', gain: 2, bias: -1.2 },
    });
    if (v.rope) {
      const items = [];
      for (let i = 0; i < 5; i++) {
        const x = W * (0.22 + i * 0.075);
        items.push({ x, y: g.at(x) + H * 0.012, h: H * 0.045, pack: TENT_COLOURS[i] });
      }
      trekkers(s, { items });
    }
  }
  if (v.tents) {
    const [tx, ty, n] = v.tents;
    const rng = new Rng(s.rng.seed());
    const items = [];
    for (let i = 0; i < n; i++) {
      items.push({
        x: W * tx + (i - n / 2) * W * 0.035 + rng.range(-1, 1) * W * 0.01,
        y: H * ty + rng.range(-1, 1) * H * 0.012 + (i % 2) * H * 0.015,
        h: H * 0.032 * rng.range(0.85, 1.15),
        color: TENT_COLOURS[(i + rng.int(0, 6)) % TENT_COLOURS.length],
      });
    }
    tents(s, { items, glow: night });
  }
  if (v.trek) {
    const [tx, ty, n, dx = 0.04] = v.trek;
    const items = [];
    for (let i = 0; i < n; i++)
      items.push({
        x: W * (tx + i * dx),
        y: H * (ty - i * 0.008),
        h: H * 0.05 * (1 - i * 0.06),
        pack: TENT_COLOURS[i % 7],
      });
    trekkers(s, { items });
  }
}

/** Glacier highway between granite towers (Baltoro). */
function paintBaltoro(s, v) {
  const { W, H } = s;
  const horizon = H * (v.horizon ?? 0.6);
  backdrop(s, v, horizon);
  farRange(s, horizon, { hills: 0.12 });
  // distant snow giant at the end of the glacier
  const endX = W * (v.endX ?? 0.5);
  mountainRange(s, {
    baseY: horizon + H * 0.03,
    peaks: [
      { x: endX, y: H * (v.endY ?? 0.2), wl: W * 0.2, wr: W * 0.22, k: 1.3 },
      { x: endX + W * 0.17, y: H * 0.32, wl: W * 0.08, wr: W * 0.14, k: 1.5 },
    ],
    rough: H * 0.015,
    depth: 0.45,
    snow: { y: H * 0.42, amp: H * 0.04 },
    bottom: horizon + H * 0.1,
  });
  hazeBand(s, { y: horizon + H * 0.02, h: H * 0.08, opacity: 0.35 });
  // granite towers on both sides
  const granite = v.rock ?? ['#b48d6c', '#5a4436'];
  // Trango-like towers: near-vertical walls with small rounded summits, rising from rough ridges
  const towersL = [
    { x: W * 0.05, y: H * 0.12, wl: W * 0.07, wr: W * 0.06, pow: 1.35 },
    { x: W * 0.15, y: H * 0.05, wl: W * 0.045, wr: W * 0.05, pow: 1.45 },
    { x: W * 0.23, y: H * 0.25, wl: W * 0.04, wr: W * 0.06, pow: 1.3 },
    { x: W * 0.12, y: H * 0.4, wl: W * 0.2, wr: W * 0.2, k: 1.2 },
  ];
  const towersR = [
    { x: W * 0.9, y: H * 0.16, wl: W * 0.08, wr: W * 0.08, pow: 1.3 },
    { x: W * 0.8, y: H * 0.3, wl: W * 0.05, wr: W * 0.04, pow: 1.4 },
    { x: W * 0.86, y: H * 0.42, wl: W * 0.2, wr: W * 0.2, k: 1.2 },
  ];
  const fl = v.flip ? -1 : 1;
  const mirror = (t) => t.map((p) => (fl > 0 ? p : { ...p, x: W - p.x, wl: p.wr, wr: p.wl }));
  mountainRange(s, {
    baseY: horizon + H * 0.1,
    peaks: mirror([...towersL, ...towersR]),
    hills: H * 0.04,
    rough: H * 0.035,
    freq: 14,
    gain: 0.6,
    mid: 0.12,
    depth: 0.12,
    rock: granite,
    snow: { y: H * 0.13, amp: H * 0.03, follow: 0.1, fingers: 0.4 },
    ribSpacing: 6,
    ribLength: 1.4,
  });
  glacier(s, {
    farY: horizon + H * 0.04,
    farX: endX,
    farW: W * 0.2,
    nearW: W * 1.3,
    curve: v.curve ?? -0.04,
    stripes: [-0.6, -0.25, 0.1, 0.45, 0.75],
    shade: 0.2,
  });
  if (v.trek) {
    const items = [];
    const n = v.trek;
    for (let i = 0; i < n; i++) {
      const t = i / n;
      items.push({
        x: W * (0.42 + t * 0.22),
        y: H * (0.92 - t * 0.14),
        h: H * 0.055 * (1 - t * 0.7),
        pack: TENT_COLOURS[i % 7],
        dir: -1,
      });
    }
    trekkers(s, { items });
  }
  boulders(s, { y0: H * 0.95, y1: H * 1.02, count: 18, size: 0.022 });
}

/** Green meadow, pine forest and a vast snow wall (Fairy Meadows / Nanga Parbat). */
function paintMeadow(s, v) {
  const { W, H, time } = s;
  const horizon = H * (v.horizon ?? 0.6);
  backdrop(s, v, horizon);
  const peaks = placePeaks(s, v, 'wall');
  s.begin();
  mountainRange(s, {
    baseY: horizon + H * 0.02,
    peaks,
    rough: H * 0.02,
    freq: 6,
    depth: 0.3,
    rock: ['#8d8078', '#4c4440'],
    snow: {
      y: horizon - H * 0.08,
      amp: H * 0.05,
      follow: 0.25,
      fingerLen: 0.08,
      fingers: 1.6,
      rocky: 0.15,
    },
    bottom: horizon + H * 0.15,
    mid: 0.1,
    ribSpacing: 7,
  });
  if (v.mist)
    clouds(s, {
      y0: horizon - H * 0.12,
      y1: horizon + H * 0.05,
      tw: 1000,
      th: 110,
      cover: 0.5,
      soft: 4,
      lift: 6,
      opacity: 0.8,
    });
  hazeBand(s, { y: horizon, h: H * 0.08, opacity: 0.3 });
  // forested ridge
  const ridge = ground(s, {
    y: horizon + H * 0.03,
    amp: H * 0.05,
    freq: 2.2,
    tilt: v.ridgeTilt ?? 0.08,
    colors: ['#2b4a34', '#1d3326'],
    haze: 0.35,
  });
  treeLine(s, {
    kind: 'pine',
    at: ridge.at,
    count: 150,
    h: H * 0.06,
    dy: H * 0.015,
    color: '#22402e',
    haze: 0.3,
    x0: -10,
    x1: W + 10,
  });
  const meadowY = H * (v.meadowY ?? 0.76);
  const mid = ground(s, {
    y: meadowY - H * 0.06,
    amp: H * 0.03,
    freq: 2,
    colors: ['#2c4d30', '#244029'],
    haze: 0.2,
  });
  treeLine(s, {
    kind: 'pine',
    at: mid.at,
    count: 55,
    h: H * 0.12,
    dy: H * 0.03,
    color: '#1f3b2a',
    haze: 0.12,
  });
  const refId = s.uid('bg');
  const bg = s.end();
  s.add(`<g id="${refId}">${bg}</g>`);
  if (v.pond) {
    lake(s, { y: meadowY - H * 0.005, refId, tint: '#1c3a3a' });
  }
  const meadow = ground(s, {
    y: v.pond ? H * 0.9 : meadowY,
    amp: H * 0.03,
    freq: 1.6,
    colors: ['#7aa246', '#5d8a36', '#3f6a27'],
    texture: { tw: 360, th: 140, ch: 'R', color: '#a7c45a', gain: 2.2, bias: -1.1 },
    texture2: { tw: 200, th: 80, ch: 'G', color: '#2f4f1d', gain: 2.0, bias: -1.05 },
  });
  if (!v.pond) {
    // a footpath winding across the meadow
    const mY = meadow.at(W * 0.5);
    const pathPts = sampleLine(
      [
        [W * 0.3, H * 1.05, W * 0.03],
        [W * 0.42, H * 0.93, W * 0.018],
        [W * 0.36, mY + (H - mY) * 0.35, W * 0.009],
        [W * 0.5, mY + (H - mY) * 0.08, W * 0.004],
      ],
      80,
    );
    s.add(`<path d="${ribbon(pathPts).path}" fill="${amb(s, '#b59a6a')}" opacity="0.85"/>`);
  }
  grassFringe(s, { y: H * 0.94, color: '#3d6a25', count: 140, h: 0.035 });
  if (v.cabins) {
    cabins(s, {
      items: v.cabins.map(([x, y, h]) => ({ x: W * x, y: meadow.at(W * x) + H * y, h: H * h })),
    });
  }
  if (!night(s))
    flowers(s, {
      y0: meadow.at(W / 2) + H * 0.02,
      y1: H,
      at: meadow.at,
      count: 140,
      colors: ['#f4d03f', '#ffffff', '#d98cf0', '#f39c12'],
    });
  // framing pines
  const rng = new Rng(s.rng.seed());
  let fr = '';
  for (const [x, hh] of v.framePines ?? [
    [-0.02, 0.55],
    [0.05, 0.42],
    [0.95, 0.5],
    [1.03, 0.62],
  ]) {
    fr += pineTree(s, rng, W * x, H * 1.02, H * hh, { color: '#16301f' });
  }
  s.add(`<g>${fr}</g>`);
  if (v.trek)
    trekkers(s, {
      items: v.trek.map(([x, y, h]) => ({
        x: W * x,
        y: meadow.at(W * x) + H * y,
        h: H * h,
        pack: '#c0502e',
      })),
    });
  if (time.stars > 300 && v.tents) foreground(s, { fg: 'none', tents: v.tents }, horizon, 0);
}

function night(s) {
  return s.time.stars > 300;
}

/** Alpine lake reflecting peaks (Rush Lake, Attabad / autumn, Sheosar). */
function paintLake(s, v) {
  const { W, H } = s;
  const horizon = H * (v.horizon ?? 0.55);
  const water = H * (v.water ?? 0.64);
  s.begin();
  backdrop(s, v, horizon);
  farRange(s, horizon, { hills: v.farHills ?? 0.14, snowY: v.farSnow ?? 0.1 });
  const peaks = placePeaks(s, v, v.shape ?? 'pyramid');
  const py = Math.min(...peaks.map((p) => p.y));
  mountainRange(s, {
    baseY: water,
    peaks,
    hills: H * 0.05,
    rough: H * 0.02,
    freq: 7,
    depth: 0.22,
    rock: v.rock ?? ['#8a7a6c', '#463d37'],
    snow: { y: py + (water - py) * (v.snowFrac ?? 0.55), amp: H * 0.04, follow: 0.3 },
    bottom: water + 2,
  });
  if (v.banks !== false) {
    // nearer slopes coming down to the shore
    mountainRange(s, {
      baseY: water + 2,
      peaks: [
        { x: -W * 0.05, y: water - H * (v.bankL ?? 0.2), wl: W * 0.1, wr: W * 0.32, k: 1.2 },
        { x: W * 1.05, y: water - H * (v.bankR ?? 0.14), wl: W * 0.34, wr: W * 0.1, k: 1.2 },
      ],
      rough: H * 0.015,
      depth: 0.12,
      rock: v.bankRock ?? ['#6f6252', '#3b342c'],
      snow: v.bankSnow ? { y: water - H * 0.14, amp: H * 0.03 } : null,
      bottom: water + 2,
    });
  }
  if (v.shoreTrees) {
    const at = () => water + 1;
    treeLine(s, {
      kind: v.shoreTrees,
      x0: W * (v.treeX0 ?? 0),
      x1: W * (v.treeX1 ?? 0.45),
      at,
      count: v.treeCount ?? 22,
      h: H * (v.treeH ?? 0.12),
      color: v.treeColor ?? '#e0a42c',
      dy: 0,
    });
  }
  const refId = s.uid('bg');
  const bg = s.end();
  s.add(`<g id="${refId}">${bg}</g>`);
  lake(s, { y: water, refId, tint: v.tint ?? '#1b4057', clarity: v.clarity ?? 1 });
  // foreground shore
  const shore = ground(s, {
    y: H * (v.shoreY ?? 0.9),
    amp: H * 0.03,
    freq: 2.4,
    tilt: v.shoreTilt ?? 0.06,
    colors: v.shoreColors ?? ['#6b6a45', '#4b4a30', '#2e2d1d'],
    texture: { tw: 260, th: 50, ch: 'B', color: '#24231a', gain: 2.2, bias: -1.2 },
    texture2: { tw: 160, th: 40, ch: 'R', color: '#a59f6a', gain: 2.2, bias: -1.3 },
  });
  boulders(s, {
    y0: H * (v.shoreY ?? 0.9) - H * 0.02,
    y1: H * 1.02,
    count: v.rocks ?? 16,
    size: 0.03,
    at: shore.at,
    color: '#77716a',
  });
  if (v.fgTrees) {
    const rng = new Rng(s.rng.seed());
    let d = '';
    for (const [x, hh, kind] of v.fgTrees) {
      if (kind === 'poplar')
        d += poplarTree(s, rng, W * x, H * 1.01, H * hh, { color: v.treeColor ?? '#e0a42c' });
      else if (kind === 'round')
        d += roundTree(s, rng, W * x, H * 1.01, H * hh, { color: v.treeColor ?? '#d88c2a' });
      else d += pineTree(s, rng, W * x, H * 1.01, H * hh);
    }
    s.add(`<g>${d}</g>`);
  }
  if (v.flowers) flowers(s, { y0: H * (v.shoreY ?? 0.9), y1: H, at: shore.at, count: 80 });
  if (v.photographer)
    photographer(s, W * v.photographer[0], H * v.photographer[1], H * v.photographer[2]);
  if (v.tents) foreground(s, { fg: 'none', tents: v.tents }, horizon, 0);
}

/** Photographer with a tripod, silhouette. */
function photographer(s, x, y, h) {
  const c = amb(s, '#1c2029');
  const u = h / 10;
  let d = trekker(x, y, h, { color: c, pack: amb(s, '#2c5f7a'), dir: 1, pole: false });
  const tx = x + u * 3.2;
  d += `<path d="M${fmt(tx)} ${fmt(y - u * 6.6)}L${fmt(tx - u * 1.2)} ${fmt(y)}M${fmt(tx)} ${fmt(y - u * 6.6)}L${fmt(tx + u * 1.2)} ${fmt(y)}M${fmt(tx)} ${fmt(y - u * 6.6)}L${fmt(tx + u * 0.2)} ${fmt(y)}" stroke="${c}" stroke-width="${fmt(u * 0.25)}"/>`;
  d += `<rect x="${fmt(tx - u * 0.8)}" y="${fmt(y - u * 7.6)}" width="${fmt(u * 1.6)}" height="${fmt(u * 1.0)}" rx="${fmt(u * 0.2)}" fill="${c}"/>`;
  d += `<path d="M${fmt(x + u * 0.6)} ${fmt(y - u * 7)}L${fmt(tx - u * 0.6)} ${fmt(y - u * 7.2)}" stroke="${c}" stroke-width="${fmt(u * 0.55)}" stroke-linecap="round"/>`;
  s.add(`<g>${d}</g>`);
}

/**
 * Terraced fields on a slope whose upper edge is the ground profile `top`: contour bands get
 * thinner with distance, each split into field patches with stone risers, dotted with trees.
 */
function terracedSlope(s, o) {
  const { W, H, time } = s;
  const rng = new Rng(s.rng.seed());
  const n = perlin1D(rng);
  const rows = o.rows ?? 14;
  const bottom = o.bottom ?? H * 1.04;
  const x0 = o.x0 ?? -W * 0.03;
  const x1 = o.x1 ?? W * 1.03;
  const stepX = (x1 - x0) / 80;
  const lines = [];
  for (let r = 0; r <= rows; r++) {
    const t = Math.pow(r / rows, o.persp ?? 1.7);
    const line = [];
    for (let x = x0; x <= x1 + 1e-6; x += stepX) {
      const top = o.top.at(x);
      const y =
        top +
        (bottom - top) * t +
        fbm(n, (x / W) * 3.5 + r * 0.61, 3) * (bottom - top) * 0.025 * Math.min(1, r / 2);
      line.push([x, y]);
    }
    lines.push(line);
  }
  let fields = '';
  let risers = '';
  let lips = '';
  const riser = amb(s, o.riser ?? '#6b5642');
  const trees = [];
  for (let r = 0; r < rows; r++) {
    const a = lines[r];
    const b = lines[r + 1];
    const band = b[40][1] - a[40][1];
    const depth = 1 - r / rows; // 1 far .. 0 near
    const hz = (o.haze ?? 0.35) * Math.pow(depth, 1.5);
    // split into patches
    let i = 0;
    while (i < a.length - 1) {
      const len = Math.max(2, Math.round(rng.range(4, 16) * (0.5 + depth)));
      const j = Math.min(a.length - 1, i + len);
      const c = mix(amb(s, jitterColor(rng, rng.pick(o.palette), 0.05)), time.haze, hz);
      const poly = [...a.slice(i, j + 1), ...b.slice(i, j + 1).reverse()];
      fields += `<path d="${polyPath(poly)}" fill="${c}"/>`;
      i = j;
    }
    const th = Math.max(0.7 * s.k, band * 0.16);
    risers += `<path d="${polyPath([...b.map(([x, y]) => [x, y - th]), ...[...b].reverse()])}"/>`;
    lips += `<path d="${polyPath([...a, ...a.map(([x, y]) => [x, y + Math.max(0.5, th * 0.35)]).reverse()])}"/>`;
    // trees along this terrace edge, in clusters
    const density = (o.trees ?? 0.5) * (0.35 + 0.65 * (1 - depth));
    let k = 0;
    while (k < b.length) {
      if (rng.chance(density * 0.3)) {
        const cluster = rng.int(2, 6);
        for (let c = 0; c < cluster; c++) {
          const idx = Math.min(b.length - 1, k + c + rng.int(0, 1));
          const [tx, ty] = b[idx];
          trees.push({
            x: tx + rng.range(-0.5, 0.5) * stepX,
            y: ty - th * 0.3,
            h: Math.max(3 * s.k, band * (o.treeScale ?? 3.2) * rng.range(0.7, 1.2)),
            hz,
          });
        }
        k += cluster + rng.int(2, 8);
      } else k += rng.int(2, 6);
    }
  }
  const area = polyPath([...lines[0], [x1, bottom], [x0, bottom]]);
  const top0 = Math.min(...lines[0].map((p) => p[1]));
  const region = { x: 0, y: top0, w: W, h: bottom - top0 };
  const tx1 = s.texture({
    tw: 240,
    th: 70,
    ch: 'R',
    color: amb(s, '#3d4a1e'),
    gain: 2,
    bias: -1.0,
    region,
  });
  const tx2 = s.texture({
    tw: 120,
    th: 40,
    ch: 'R',
    color: amb(s, '#f3e2a6'),
    gain: 2,
    bias: -1.25,
    region,
  });
  const tx3 = s.texture({
    tw: 1000,
    th: 320,
    ch: 'G',
    color: '#000000',
    gain: 1.7,
    bias: -0.85,
    region,
  });
  s.add(
    `<g>${fields}</g><path d="${area}" fill="#000" filter="${tx1}" opacity="0.45"/><path d="${area}" fill="#000" filter="${tx2}" opacity="0.35"/><path d="${area}" fill="#000" filter="${tx3}" opacity="0.3"/>` +
      `<g fill="${riser}" opacity="0.75">${risers}</g><g fill="${lighten(amb(s, '#d8c49a'), 0.1)}" opacity="0.35">${lips}</g>`,
  );
  trees.sort((p, q) => p.y - q.y);
  let t = '';
  const side = sunSide(time);
  for (const it of trees) {
    t += `<ellipse cx="${fmt(it.x - side * it.h * 0.25)}" cy="${fmt(it.y)}" rx="${fmt(it.h * 0.3)}" ry="${fmt(it.h * 0.05)}" fill="#000" opacity="0.2"/>`;
    const kind = o.treeKind ?? 'poplar';
    const col = jitterColor(rng, rng.pick(o.treeColors ?? ['#e2a526']), 0.05);
    if (kind === 'poplar') t += poplarTree(s, rng, it.x, it.y, it.h, { color: col, haze: it.hz });
    else
      t += roundTree(s, rng, it.x, it.y, it.h * 0.6, {
        color: col,
        haze: it.hz,
        blossom: o.blossom,
      });
  }
  s.add(`<g>${t}</g>`);
  return lines;
}

/** Terraced valley with poplars under a great snow peak (Hunza / Shigar / Khaplu). */
function paintValley(s, v) {
  const { W, H } = s;
  v = {
    fields: ['#c89b3c', '#b8893a', '#d6b452', '#a58a3e', '#8f9440', '#c4a24c'],
    treeColors: ['#e2a526', '#d98c1f', '#f0c03a', '#c7861c'],
    ...v,
  };
  const horizon = H * (v.horizon ?? 0.52);
  backdrop(s, v, horizon);
  farRange(s, horizon, { hills: 0.1 });
  const peaks = placePeaks(s, v, v.shape ?? 'rakaposhi');
  const py = Math.min(...peaks.map((p) => p.y));
  mountainRange(s, {
    baseY: horizon + H * 0.04,
    peaks,
    rough: H * 0.02,
    freq: 7,
    depth: 0.3,
    rock: ['#8b7b6c', '#4d423a'],
    snow: { y: py + (horizon - py) * (v.snowFrac ?? 0.75), amp: H * 0.04, follow: 0.35 },
    bottom: horizon + H * 0.2,
  });
  if (v.mist)
    clouds(s, {
      y0: horizon - H * 0.14,
      y1: horizon + H * 0.05,
      tw: 1100,
      th: 110,
      cover: 0.48,
      soft: 4,
      lift: 6,
      opacity: 0.8,
    });
  hazeBand(s, { y: horizon + H * 0.04, h: H * 0.1, opacity: 0.3 });
  // barren valley walls
  const brown = v.walls ?? ['#9a7a5c', '#5a4232'];
  const fl = v.flip ? -1 : 1;
  const X = (x) => (fl > 0 ? x : W - x);
  const walls = mountainRange(s, {
    baseY: H * 0.8,
    peaks: [
      { x: X(-W * 0.02), y: H * (v.wallL ?? 0.3), wl: W * 0.12, wr: W * 0.4, k: 1.2 },
      { x: X(W * 1.02), y: H * (v.wallR ?? 0.4), wl: W * 0.36, wr: W * 0.12, k: 1.2 },
    ].map((p) => (fl > 0 ? p : { ...p, wl: p.wr, wr: p.wl })),
    rough: H * 0.025,
    depth: 0.16,
    rock: brown,
    snow: v.wallSnow ? { y: H * 0.36, amp: H * 0.03 } : null,
    ribSpacing: 8,
  });
  if (v.fort) {
    const fx = X(W * v.fort[0]);
    fort(s, {
      x: fx,
      y: walls.at(fx) + H * 0.02,
      size: H * v.fort[2],
      wall: v.fortWall ?? '#e8dfcc',
      outcrop: false,
      seed: 11,
    });
  }
  // far side of the valley: small terraces in the haze
  const far = ground(s, {
    y: H * (v.farFloor ?? 0.64),
    amp: H * 0.015,
    freq: 2,
    tilt: -0.03 * fl,
    colors: ['#8c8455', '#7a7446'],
    haze: 0.3,
  });
  terracedSlope(s, {
    top: far,
    rows: 7,
    bottom: H * 0.8,
    palette: v.fields,
    treeColors: v.treeColors,
    treeKind: v.treeKind,
    blossom: v.blossom,
    trees: 0.5,
    haze: 0.55,
    treeScale: 2.6,
  });
  // near slope
  const near = ground(s, {
    y: H * (v.nearY ?? 0.72),
    amp: H * 0.02,
    freq: 1.5,
    tilt: (v.nearTilt ?? 0.14) * fl,
    colors: ['#8a7a4e', '#6f6a3a'],
  });
  terracedSlope(s, {
    top: near,
    rows: v.rows ?? 12,
    palette: v.fields,
    treeColors: v.treeColors,
    treeKind: v.treeKind,
    blossom: v.blossom,
    trees: v.treeDensity ?? 0.6,
    haze: 0.25,
  });
  if (v.palace) {
    const px = X(W * v.palace[0]);
    palace(s, { x: px, y: near.at(px) + H * v.palace[1], size: H * v.palace[2] });
    if (v.orchard) {
      const [n, h] = v.orchard;
      const rng = new Rng(s.rng.seed());
      const items = [];
      for (let i = 0; i < n; i++) {
        const x = rng.range(-0.03, 1.03) * W;
        items.push({ x, y: H * rng.range(0.9, 1.03), h: H * h * rng.range(0.8, 1.2) });
      }
      items.sort((a, b) => a.y - b.y);
      let d = '';
      for (const it of items)
        d += roundTree(s, rng, it.x, it.y, it.h, {
          color: jitterColor(rng, v.orchardColor ?? '#5d8a36', 0.05),
          blossom: v.blossom,
        });
      s.add(`<g>${d}</g>`);
    }
  }
  if (v.fgPoplars) {
    const rng = new Rng(s.rng.seed());
    let d = '';
    for (const [x, hh] of v.fgPoplars)
      d += poplarTree(s, rng, X(W * x), H * 1.02, H * hh, {
        color: v.treeColors?.[0] ?? '#e2a526',
      });
    s.add(`<g>${d}</g>`);
  }
}

/** Fort on a rock above a sandy, braided river valley (Skardu). */
function paintDesertFort(s, v) {
  const { W, H, time } = s;
  const horizon = H * (v.horizon ?? 0.5);
  backdrop(s, v, horizon);
  farRange(s, horizon, { hills: 0.12, snowY: 0.09 });
  // ochre ranges
  mountainRange(s, {
    baseY: H * 0.64,
    hills: H * 0.2,
    hillFreq: 2.2,
    rough: H * 0.025,
    depth: 0.35,
    rock: ['#b08966', '#6b4d38'],
    snow: { y: H * 0.3, amp: H * 0.03, follow: 0.4 },
    ribSpacing: 7,
  });
  hazeBand(s, { y: H * 0.63, h: H * 0.08, opacity: 0.35 });
  // sandy valley floor
  const floorY = H * (v.floorY ?? 0.62);
  const floor = ground(s, {
    y: floorY,
    amp: H * 0.01,
    freq: 2,
    colors: ['#d9c29a', '#c8a97a', '#b08c60'],
    haze: 0.35,
    texture: { tw: 500, th: 90, ch: 'R', color: '#f0dcb4', gain: 1.6, bias: -0.9 },
    texture2: { tw: 260, th: 60, ch: 'G', color: '#8f7050', gain: 1.5, bias: -0.95 },
  });
  // braided river channels
  const rng = new Rng(s.rng.seed());
  let rv = '';
  const water = mix(amb(s, '#5f9ab8'), time.haze, 0.15);
  for (let c = 0; c < 6; c++) {
    const ctrl = [];
    const x0 = W * rng.range(0.2, 0.9);
    for (let k = 0; k <= 6; k++) {
      const t = k / 6;
      const y = floorY + H * 0.01 + (H * (v.riverNear ?? 1.08) - floorY) * Math.pow(t, 1.6);
      const x = x0 + (W * (v.riverX ?? 0.55) - x0) * (1 - t) + rng.range(-1, 1) * W * 0.05 * t;
      ctrl.push([x, y, (1 + 22 * t * t) * s.k * rng.range(0.6, 1.4)]);
    }
    const rb = ribbon(sampleLine(ctrl, 80));
    rv += `<path d="${rb.path}" fill="${water}" opacity="${rng.range(0.7, 0.95).toFixed(2)}"/>`;
  }
  s.add(`<g>${rv}</g>`);
  // dunes (Katpana cold desert)
  if (v.dunes) {
    for (let i = 0; i < 3; i++) {
      const y = H * (0.74 + i * 0.08);
      const g = ground(s, {
        y,
        amp: H * 0.03,
        freq: 3 + i,
        colors: ['#e3cc9e', '#caa874'],
        sharp: true,
        darkenBottom: 0.15,
        texture: { tw: 400, th: 26, ch: 'R', color: '#f6e3bd', gain: 2, bias: -1.1 },
      });
      void g;
    }
  }
  // poplar and willow groves along the water
  for (let gI = 0; gI < 7; gI++) {
    const gx = W * rng.range(0.02, 0.98);
    const gy = floorY + H * rng.range(0.01, 0.07);
    const depthF = (gy - floorY) / (H * 0.07);
    treeLine(s, {
      kind: rng.chance(0.7) ? 'poplar' : 'round',
      x0: gx - W * 0.05,
      x1: gx + W * 0.05,
      at: () => gy,
      count: rng.int(4, 9),
      h: H * (0.035 + depthF * 0.035),
      color: v.treeColor ?? '#7f9f38',
      haze: 0.3 - depthF * 0.15,
    });
  }
  // rocky ridge crowned by the fort
  const fx = W * (v.fortX ?? 0.26);
  const side = fx < W / 2 ? -1 : 1;
  const ridge = mountainRange(s, {
    baseY: H * 1.04,
    peaks: [
      { x: fx, y: H * (v.rockTop ?? 0.5), wl: W * 0.3, wr: W * 0.3, k: 1.0, round: 0.85 },
      {
        x: fx + side * W * 0.22,
        y: H * ((v.rockTop ?? 0.5) - 0.05),
        wl: W * 0.12,
        wr: W * 0.2,
        k: 1.3,
        round: 0.3,
      },
      {
        x: fx - side * W * 0.3,
        y: H * ((v.rockTop ?? 0.5) + 0.2),
        wl: W * 0.2,
        wr: W * 0.2,
        k: 1.0,
        round: 0.5,
      },
    ],
    rough: H * 0.018,
    freq: 9,
    mid: 0.04,
    depth: 0.04,
    rock: ['#9a7656', '#4a3628'],
    snow: null,
    ribSpacing: 6,
    ribInner: 2,
  });
  fort(s, {
    x: fx,
    y: ridge.at(fx) + H * 0.035,
    size: H * (v.fortSize ?? 0.16),
    wall: '#d9ccb2',
    seed: 77,
    outcrop: false,
  });
  if (!v.dunes)
    boulders(s, {
      y0: H * 0.9,
      y1: H * 1.02,
      count: 10,
      size: 0.03,
      color: '#8a6f58',
      at: floor.at,
    });
}

/** Rolling high plateau with wildflowers and a lake (Deosai). */
function paintPlateau(s, v) {
  const { W, H } = s;
  const horizon = H * (v.horizon ?? 0.5);
  s.begin();
  backdrop(s, v, horizon);
  const hh = v.hills ?? 0.1;
  mountainRange(s, {
    baseY: horizon,
    hills: H * hh * 0.45,
    hillFreq: 3,
    peaks: [
      { x: W * 0.18, y: horizon - H * hh * 1.1, wl: W * 0.18, wr: W * 0.2, k: 1.1, round: 0.3 },
      { x: W * 0.56, y: horizon - H * hh * 1.45, wl: W * 0.14, wr: W * 0.18, k: 1.15, round: 0.2 },
      { x: W * 0.9, y: horizon - H * hh * 0.95, wl: W * 0.2, wr: W * 0.16, k: 1.1, round: 0.3 },
    ],
    rough: H * 0.014,
    mid: 0.1,
    depth: 0.55,
    snow: { y: horizon - H * hh * 0.55, amp: H * 0.02, follow: 0.4 },
    bottom: horizon + H * 0.12,
    ribSpacing: 8,
  });
  const plain0 = ground(s, {
    y: horizon + H * 0.01,
    amp: H * 0.01,
    freq: 2,
    colors: ['#8e9a62', '#7b8c4e'],
    haze: 0.45,
  });
  void plain0;
  const refId = s.uid('bg');
  const bgClose = s.end();
  s.add(`<g id="${refId}">${bgClose}</g>`);
  // Sheosar lake: an irregular oval in the middle distance
  const rng = new Rng(s.rng.seed());
  const lx = W * (v.lakeX ?? 0.45);
  const lw = W * (v.lakeW ?? 0.42);
  const ly0 = horizon + H * 0.018;
  const lh = H * (v.lakeH ?? 0.09);
  const n = perlin1D(rng);
  const shore = [];
  for (let i = 0; i <= 60; i++) {
    const a = (i / 60) * Math.PI * 2;
    const r = 1 + fbm(n, i * 0.15, 3) * 0.12;
    const y = Math.sin(a) >= 0 ? ly0 + lh * Math.sin(a) * r : ly0 + Math.sin(a) * H * 0.002;
    shore.push([lx + Math.cos(a) * lw * r, y]);
  }
  lake(s, { y: ly0, refId, tint: '#173f66', shorePath: smoothPath(shore), bottom: ly0 + lh * 1.3 });
  // rolling grassland in bands; nearer = larger swells, richer colour, more flowers
  const bands = v.bands ?? [
    ['#8d9a5a', '#6a7a42'],
    ['#86974f', '#5f7636'],
    ['#7a9446', '#52702e'],
    ['#6e8f3c', '#466a28'],
  ];
  let last;
  bands.forEach((cols, i) => {
    const y = ly0 + lh * 0.9 + H * (0.01 + i * 0.06 + i * i * 0.01);
    last = ground(s, {
      y,
      amp: H * (0.02 + i * 0.012),
      freq: 1.2 + i * 0.5,
      colors: cols,
      haze: 0.32 - i * 0.1,
      darkenBottom: 0.28,
      texture: {
        tw: 420 - i * 60,
        th: 60 + i * 15,
        ch: 'R',
        color: '#c7b873',
        gain: 1.8,
        bias: -0.95,
      },
      texture2: {
        tw: 260 + i * 40,
        th: 50 + i * 15,
        ch: 'G',
        color: '#33481f',
        gain: 1.8,
        bias: -1.0,
      },
    });
    if (v.flowerCount !== 0)
      flowers(s, {
        y0: y,
        y1: H,
        at: last.at,
        count: (v.flowerCount ?? 420) * [0.5, 0.6, 0.7, 1][i],
        size: [1.0, 1.2, 1.5, 2.0][i],
        colors: v.flowerColors ?? ['#c56cf0', '#f4d03f', '#ffffff', '#e84393', '#d98cf0'],
      });
  });
  if (v.stream !== false) {
    // a meandering stream running from the lake towards the viewer
    const sx = lx + lw * (v.streamX ?? 0.35);
    const ctrl = [
      [sx, ly0 + lh * 0.9, 1.2 * s.k],
      [sx + W * 0.06, ly0 + lh + H * 0.06, 3 * s.k],
      [sx - W * 0.05, ly0 + lh + H * 0.14, 6 * s.k],
      [sx + W * 0.08, ly0 + lh + H * 0.25, 11 * s.k],
      [sx - W * 0.02, H * 1.05, 22 * s.k],
    ];
    const rb = ribbon(sampleLine(ctrl, 90));
    const sky = s.time.sky;
    s.add(
      `<path d="${rb.path}" fill="${s.lin([
        [0, mix(sky[sky.length - 1][1], '#2d5d80', 0.4)],
        [1, mix(sky[Math.floor(sky.length / 2)][1], '#1d3f5e', 0.45)],
      ])}"/>`,
    );
    s.add(
      `<path d="${
        ribbon(
          sampleLine(
            ctrl.map(([x, y, w]) => [x, y - w * 0.3, w * 1.15]),
            90,
          ),
        ).path
      }" fill="none" stroke="${amb(s, '#3d5a26')}" stroke-width="${fmt(1.2 * s.k)}" opacity="0.6"/>`,
    );
  }
  grassFringe(s, { y: H * 0.93, color: '#4a6b2c', count: 160, h: 0.04 });
  if (v.jeep)
    jeep(s, {
      x: W * v.jeep[0],
      y: last.at(W * v.jeep[0]) + H * v.jeep[1],
      h: H * v.jeep[2],
      color: '#d8d2c4',
      dir: -1,
    });
  if (v.tents) foreground(s, { fg: 'none', tents: v.tents }, horizon, 0);
}

/** Karakoram Highway snaking up barren ridges to a snowy pass (Khunjerab). */
function paintRoad(s, v) {
  const { W, H, time } = s;
  const horizon = H * (v.horizon ?? 0.45);
  backdrop(s, v, horizon);
  farRange(s, horizon, { hills: 0.14, snowY: 0.12 });
  const snowy = v.snowy ?? 0.3;
  mountainRange(s, {
    baseY: H * 0.6,
    hills: H * 0.12,
    hillFreq: 2.2,
    peaks: [
      { x: W * 0.18, y: H * 0.3, wl: W * 0.14, wr: W * 0.12, k: 1.2 },
      { x: W * 0.78, y: H * 0.26, wl: W * 0.16, wr: W * 0.18, k: 1.15 },
    ],
    mid: 0.12,
    rough: H * 0.025,
    depth: 0.35,
    rock: ['#a88b6e', '#5e4a3a'],
    snow: { y: H * snowy, amp: H * 0.04, follow: 0.3 },
  });
  hazeBand(s, { y: H * 0.58, h: H * 0.08, opacity: 0.3 });
  const slope = ground(s, {
    y: H * 0.58,
    amp: H * 0.06,
    freq: 1.6,
    colors: v.groundColors ?? ['#b49472', '#8c6d50', '#6a513c'],
    haze: 0.3,
    texture: { tw: 520, th: 120, ch: 'R', color: '#5a4333', gain: 1.8, bias: -0.95 },
    texture2: { tw: 160, th: 60, ch: 'G', color: '#d8bf9c', gain: 1.8, bias: -1.0 },
  });
  if (v.snowGround) {
    const g = ground(s, {
      y: H * 0.62,
      amp: H * 0.04,
      freq: 2,
      colors: [time.snowLit, time.snowLow],
      texture: { tw: 500, th: 50, ch: 'R', color: time.snowLow, gain: 2, bias: -1 },
    });
    void g;
  }
  // road: hairpins in the distance, sweeping curve near
  const ctrl = v.roadCtrl ?? [
    [0.6, 1.06, 0.06],
    [0.44, 0.9, 0.035],
    [0.62, 0.79, 0.02],
    [0.42, 0.72, 0.012],
    [0.57, 0.675, 0.008],
    [0.46, 0.64, 0.005],
    [0.53, 0.615, 0.003],
  ];
  const pts = sampleLine(
    ctrl.map(([x, y, w]) => [x * W, y * H, w * W]),
    160,
  );
  road(s, { pts, color: v.snowGround ? '#3d3f45' : '#4a4847' });
  if (v.jeep) {
    const [t, size] = v.jeep;
    const [x, y, hw] = pts[Math.round(t * (pts.length - 1))];
    jeep(s, { x, y: y + hw * 0.35, h: hw * size, color: '#c94f2c', dir: 1 });
  }
  boulders(s, {
    y0: H * 0.86,
    y1: H * 1.02,
    count: 14,
    size: 0.028,
    color: '#7d654f',
    at: slope.at,
  });
}

/** Vast white snow basin ringed by peaks (Snow Lake). */
function paintSnowBasin(s, v) {
  const { W, H, time } = s;
  const horizon = H * (v.horizon ?? 0.54);
  backdrop(s, v, horizon);
  farRange(s, horizon, { hills: 0.11, snowY: 0.14 });
  mountainRange(s, {
    baseY: horizon + H * 0.02,
    peaks: [
      { x: W * (v.peakX ?? 0.3), y: H * (v.peakY ?? 0.26), wl: W * 0.14, wr: W * 0.18, k: 1.2 },
      { x: W * ((v.peakX ?? 0.3) + 0.38), y: H * 0.32, wl: W * 0.14, wr: W * 0.12, k: 1.1 },
      { x: W * ((v.peakX ?? 0.3) + 0.16), y: H * 0.38, wl: W * 0.08, wr: W * 0.1, k: 1.3 },
    ],
    hills: H * 0.06,
    rough: H * 0.015,
    depth: 0.42,
    snow: { y: horizon - H * 0.01, amp: H * 0.02, follow: 0.15 },
    bottom: horizon + H * 0.1,
  });
  // snowy ridges framing the basin
  mountainRange(s, {
    baseY: horizon + H * 0.06,
    peaks: [
      { x: -W * 0.04, y: horizon - H * 0.16, wl: W * 0.1, wr: W * 0.28, k: 1.2 },
      { x: W * 1.04, y: horizon - H * 0.2, wl: W * 0.3, wr: W * 0.1, k: 1.2 },
    ],
    rough: H * 0.02,
    depth: 0.2,
    snow: { y: horizon + H * 0.02, amp: H * 0.03, follow: 0.1, fingers: 1.5 },
    bottom: horizon + H * 0.15,
  });
  glacier(s, {
    farY: horizon + H * 0.035,
    farX: W * 0.5,
    farW: W * 0.9,
    nearW: W * 2.4,
    persp: 1.4,
    stripes: [],
    lateral: false,
    iceFar: mix(time.snowLit, '#e9f0f8', 0.5),
    iceNear: mix(time.snowLit, time.snowLow, 0.35),
    crevasses: 150,
    shade: 0.05,
    raw: true,
  });
  if (v.trek) {
    const items = [];
    for (let i = 0; i < v.trek; i++) {
      const t = i / v.trek;
      items.push({
        x: W * (0.3 + t * 0.3),
        y: H * (0.8 - t * 0.12),
        h: H * 0.05 * (1 - t * 0.55),
        pack: TENT_COLOURS[i % 7],
      });
    }
    const d = items
      .map((it, i) => `${i ? 'L' : 'M'}${fmt(it.x)} ${fmt(it.y - it.h * 0.5)}`)
      .join('');
    s.add(
      `<path d="${d}" fill="none" stroke="${amb(s, '#c0392b')}" stroke-width="${fmt(s.k)}" opacity="0.8"/>`,
    );
    // footprints trail
    let fp = '';
    for (let i = 0; i < 40; i++) {
      const t = i / 40;
      const x = W * (0.3 - t * 0.12) + Math.sin(t * 9) * W * 0.01;
      const y = H * (0.8 + t * 0.22);
      fp += `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt((1 + t * 3) * s.k)}" ry="${fmt((0.5 + t * 1.2) * s.k)}"/>`;
    }
    s.add(`<g fill="${time.snowLow}" opacity="0.8">${fp}</g>`);
    trekkers(s, { items });
  }
  if (v.tents) foreground(s, { fg: 'none', tents: v.tents }, horizon, 0);
}

/** Panorama of many peaks seen from a high pass (Gondogoro La). */
function paintPanorama(s, v) {
  const { W, H, time } = s;
  const horizon = H * (v.horizon ?? 0.58);
  backdrop(s, v, horizon);
  farRange(s, horizon, { hills: 0.1, snowY: 0.12 });
  // K2, Broad Peak, Gasherbrum IV, Gasherbrum II and friends, at different distances
  const list = [
    { x: 0.08, y: 0.36, wl: 0.14, wr: 0.08, k: 1.3 },
    { x: 0.3, y: 0.13, wl: 0.15, wr: 0.13, k: 1.15 },
    { x: 0.4, y: 0.3, wl: 0.04, wr: 0.1, k: 1.3, round: 0.3 },
    { x: 0.55, y: 0.24, wl: 0.05, wr: 0.05, k: 1.1, round: 0.5 },
    { x: 0.62, y: 0.225, wl: 0.05, wr: 0.05, k: 1.1, round: 0.5 },
    { x: 0.59, y: 0.27, wl: 0.18, wr: 0.14, k: 1.0, round: 0.6 },
    { x: 0.84, y: 0.25, wl: 0.1, wr: 0.09, k: 1.0, round: 0.75 },
    { x: 0.99, y: 0.33, wl: 0.07, wr: 0.1, k: 1.3 },
  ];
  const sh = v.shift ?? 0;
  mountainRange(s, {
    baseY: horizon + H * 0.04,
    peaks: list.map((p) => ({ ...p, x: (p.x + sh) * W, y: p.y * H, wl: p.wl * W, wr: p.wr * W })),
    hills: H * 0.06,
    rough: H * 0.02,
    mid: 0.1,
    depth: 0.32,
    snow: { y: horizon - H * 0.1, amp: H * 0.04, follow: 0.35 },
    bottom: horizon + H * 0.15,
  });
  // nearer dark rock ridge with snow crest
  mountainRange(s, {
    baseY: horizon + H * 0.12,
    hills: H * 0.1,
    hillFreq: 3.2,
    rough: H * 0.02,
    depth: 0.15,
    rock: ['#6f6560', '#332e2c'],
    snow: { y: horizon + H * 0.0, amp: H * 0.03, follow: 0.5 },
    bottom: horizon + H * 0.25,
  });
  if (v.mist)
    clouds(s, {
      y0: horizon - H * 0.08,
      y1: horizon + H * 0.1,
      tw: 1100,
      th: 120,
      cover: 0.55,
      soft: 4,
      lift: 6,
      opacity: 0.9,
    });
  hazeBand(s, { y: horizon + H * 0.05, h: H * 0.1, opacity: 0.35 });
  // the pass: snow slope in front
  const g = ground(s, {
    y: H * 0.78,
    amp: H * 0.06,
    freq: 1.4,
    tilt: v.tilt ?? -0.18,
    colors: [time.snowLit, mix(time.snowLit, time.snowLow, 0.5), time.snowLow],
    texture: { tw: 600, th: 50, ch: 'R', color: time.snowLow, gain: 2, bias: -1 },
    texture2: { tw: 300, th: 50, ch: 'G', color: '#ffffff', gain: 2, bias: -1.2 },
  });
  boulders(s, { y0: H * 0.85, y1: H * 1.02, count: 8, size: 0.03, at: g.at });
  if (v.tents) foreground(s, { fg: 'none', tents: v.tents }, horizon, 0);
  if (v.rope) {
    const items = [];
    for (let i = 0; i < 5; i++) {
      const x = W * (0.2 + i * 0.08);
      items.push({ x, y: g.at(x) + H * 0.015, h: H * 0.05, pack: TENT_COLOURS[i] });
    }
    trekkers(s, { items });
  }
}

const TOURS = {
  'k2-base-camp': {
    paint: paintPeaks,
    variants: [
      { time: 'dawn', shape: 'k2', peakX: 0.55, peakY: 0.1, tents: [0.27, 0.9, 4] },
      {
        time: 'day',
        shape: 'k2',
        peakX: 0.42,
        peakY: 0.18,
        zoom: 0.8,
        clouds: 'high',
        fg: 'moraine',
        tents: [0.6, 0.86, 6],
      },
      {
        time: 'sunset',
        shape: 'k2',
        peakX: 0.6,
        peakY: 0.05,
        zoom: 1.3,
        sun: { x: 0.1, y: 0.5 },
        fg: 'glacier',
        trek: [0.2, 0.95, 3],
      },
      { time: 'night', shape: 'k2', peakX: 0.5, peakY: 0.12, tents: [0.45, 0.9, 5] },
    ],
  },
  'baltoro-glacier': {
    paint: paintBaltoro,
    variants: [
      { time: 'morning', clouds: 'cumulus', cover: 0.38, trek: 7 },
      { time: 'golden', endX: 0.4, flip: true, curve: 0.05, trek: 5 },
      { time: 'dawn', endX: 0.56, endY: 0.16 },
      { time: 'storm', clouds: 'storm', endX: 0.5, trek: 4 },
    ],
  },
  'fairy-meadows': {
    paint: paintMeadow,
    variants: [
      {
        time: 'morning',
        peakX: 0.58,
        peakY: 0.1,
        clouds: 'high',
        cabins: [
          [0.3, 0.02, 0.05],
          [0.38, 0.03, 0.06],
          [0.7, 0.02, 0.05],
        ],
      },
      {
        time: 'day',
        peakX: 0.45,
        peakY: 0.12,
        pond: true,
        meadowY: 0.72,
        clouds: 'cumulus',
        cover: 0.35,
      },
      {
        time: 'sunset',
        peakX: 0.52,
        peakY: 0.08,
        sun: { x: 0.9, y: 0.55 },
        mist: true,
        cabins: [
          [0.62, 0.02, 0.07],
          [0.72, 0.03, 0.06],
        ],
        trek: [
          [0.25, 0.06, 0.06],
          [0.3, 0.065, 0.058],
        ],
      },
      {
        time: 'night',
        peakX: 0.6,
        peakY: 0.1,
        cabins: [
          [0.35, 0.02, 0.06],
          [0.45, 0.03, 0.07],
          [0.7, 0.02, 0.05],
        ],
      },
    ],
  },
  'gondogoro-la': {
    paint: paintPanorama,
    variants: [
      { time: 'night', tents: [0.7, 0.9, 4], mwAngle: -25 },
      { time: 'dawn', shift: 0.04, rope: true },
      { time: 'highblue', shift: -0.05, clouds: 'high', rope: true, tilt: -0.25 },
      { time: 'dusk', shift: 0.02, mist: true, tents: [0.3, 0.92, 3] },
    ],
  },
  'rush-lake': {
    paint: paintLake,
    variants: [
      {
        time: 'day',
        peakX: 0.55,
        peakY: 0.12,
        clouds: 'cumulus',
        cover: 0.36,
        bankSnow: true,
        flowers: true,
      },
      {
        time: 'dawn',
        peakX: 0.4,
        peakY: 0.14,
        shape: 'spear',
        water: 0.62,
        bankSnow: true,
        tents: [0.75, 0.93, 3],
      },
      { time: 'dusk', peakX: 0.6, peakY: 0.1, shape: 'k2', zoom: 0.8 },
      { time: 'night', peakX: 0.5, peakY: 0.14, bankSnow: true },
    ],
  },
  'snow-lake': {
    paint: paintSnowBasin,
    variants: [
      { time: 'highblue', trek: 6 },
      { time: 'morning', peakX: 0.6, peakY: 0.22, clouds: 'high', trek: 4 },
      { time: 'golden', peakX: 0.45, peakY: 0.2, tents: [0.3, 0.82, 4] },
      { time: 'night', peakX: 0.35, tents: [0.65, 0.85, 3] },
    ],
  },
  'laila-peak': {
    paint: paintPeaks,
    variants: [
      {
        time: 'highblue',
        shape: 'spear',
        peakX: 0.5,
        peakY: 0.06,
        snowFrac: 0.85,
        fg: 'glacier',
        tents: [0.3, 0.92, 3],
      },
      {
        time: 'dawn',
        shape: 'spear',
        peakX: 0.6,
        peakY: 0.08,
        snowFrac: 0.85,
        fg: 'moraine',
        tents: [0.3, 0.86, 5],
      },
      {
        time: 'day',
        shape: 'spear',
        peakX: 0.45,
        peakY: 0.02,
        zoom: 1.4,
        snowFrac: 0.9,
        fg: 'snow',
        rope: true,
        clouds: 'high',
      },
      { time: 'dusk', shape: 'spear', peakX: 0.52, peakY: 0.1, snowFrac: 0.85, fg: 'glacier' },
    ],
  },
  spantik: {
    paint: paintPeaks,
    variants: [
      {
        time: 'sunset',
        shape: 'dome',
        peakX: 0.55,
        peakY: 0.1,
        sun: { x: 0.08, y: 0.5 },
        rock: ['#d28d4c', '#5d3a26'],
        snowFrac: 0.5,
        pillar: [-0.03, 0.22, 0.07],
        glowAmount: 1.2,
        fg: 'glacier',
        clouds: 'streaks',
      },
      {
        time: 'day',
        shape: 'dome',
        peakX: 0.45,
        peakY: 0.15,
        rock: ['#a77a55', '#4e3628'],
        snowFrac: 0.6,
        pillar: [0.02, 0.3, 0.06],
        fg: 'moraine',
        tents: [0.7, 0.86, 5],
      },
      {
        time: 'dawn',
        shape: 'dome',
        peakX: 0.55,
        peakY: 0.08,
        zoom: 1.2,
        rock: ['#b98058', '#4e3628'],
        snowFrac: 0.55,
        pillar: [-0.04, 0.2, 0.08],
        fg: 'snow',
        rope: true,
      },
      {
        time: 'night',
        shape: 'dome',
        peakX: 0.5,
        peakY: 0.14,
        rock: ['#a77a55', '#4e3628'],
        snowFrac: 0.55,
        pillar: [0, 0.3, 0.06],
        tents: [0.3, 0.9, 4],
      },
    ],
  },
  'broad-peak': {
    paint: paintPeaks,
    variants: [
      {
        time: 'storm',
        shape: 'broad',
        peakX: 0.5,
        peakY: 0.2,
        clouds: 'storm',
        mist: true,
        fg: 'glacier',
      },
      {
        time: 'day',
        shape: 'broad',
        peakX: 0.55,
        peakY: 0.18,
        clouds: 'high',
        fg: 'moraine',
        tents: [0.3, 0.86, 6],
      },
      {
        time: 'dusk',
        shape: 'broad',
        peakX: 0.45,
        peakY: 0.16,
        fg: 'glacier',
        tents: [0.7, 0.9, 3],
      },
      { time: 'dawn', shape: 'broad', peakX: 0.5, peakY: 0.12, zoom: 1.2, fg: 'snow', rope: true },
    ],
  },
  'gasherbrum-ii': {
    paint: paintPeaks,
    variants: [
      { time: 'highblue', shape: 'pyramid', peakX: 0.5, peakY: 0.1, snowFrac: 0.8, fg: 'glacier' },
      {
        time: 'dawn',
        shape: 'pyramid',
        peakX: 0.58,
        peakY: 0.12,
        snowFrac: 0.8,
        fg: 'moraine',
        tents: [0.35, 0.86, 5],
      },
      {
        time: 'golden',
        shape: 'pyramid',
        peakX: 0.42,
        peakY: 0.06,
        zoom: 1.25,
        snowFrac: 0.8,
        fg: 'snow',
        rope: true,
        clouds: 'streaks',
      },
      {
        time: 'night',
        shape: 'pyramid',
        peakX: 0.5,
        peakY: 0.12,
        snowFrac: 0.8,
        fg: 'glacier',
        tents: [0.62, 0.9, 4],
      },
    ],
  },
  'hunza-valley': {
    paint: paintValley,
    variants: [
      {
        time: 'autumn',
        peakX: 0.62,
        peakY: 0.06,
        clouds: 'high',
        fgPoplars: [
          [0.03, 0.55],
          [0.09, 0.46],
          [0.95, 0.5],
        ],
      },
      {
        time: 'morning',
        peakX: 0.45,
        peakY: 0.08,
        fort: [0.16, 0, 0.1],
        fields: ['#7fa040', '#94b04a', '#6b8f36', '#a8b84e'],
        treeColors: ['#5f8a30', '#4f7a2a', '#6d9a3c'],
        flip: true,
      },
      {
        time: 'dusk',
        peakX: 0.55,
        peakY: 0.08,
        mist: true,
        fgPoplars: [
          [0.9, 0.55],
          [0.97, 0.47],
        ],
      },
      {
        time: 'morning',
        peakX: 0.62,
        peakY: 0.1,
        fields: ['#8db04a', '#a6bf5a', '#7c9f3f'],
        treeKind: 'round',
        treeColors: ['#f4f0ec', '#f7c6d9', '#e9eddc'],
        blossom: '#f7c6d9',
        treeDensity: 0.9,
      },
    ],
  },
  'skardu-heritage': {
    paint: paintDesertFort,
    variants: [
      { time: 'day', clouds: 'cumulus', cover: 0.3 },
      { time: 'golden', sun: { x: 0.9, y: 0.4 }, fortX: 0.7, treeColor: '#d9a132' },
      { time: 'morning', dunes: true, fortX: 0.8, fortSize: 0.1, rockTop: 0.56, clouds: 'high' },
      { time: 'dusk', fortX: 0.3 },
    ],
  },
  'shigar-khaplu': {
    paint: paintValley,
    variants: [
      {
        time: 'day',
        shape: 'pyramid',
        peakX: 0.72,
        peakY: 0.16,
        zoom: 0.65,
        walls: ['#8e6f55', '#4f3b2e'],
        wallL: 0.26,
        wallR: 0.3,
        palace: [0.42, 0.05, 0.13],
        orchard: [14, 0.16],
        fields: ['#6f9a3a', '#87a845', '#5d8a34'],
        treeColors: ['#5f8f33', '#4f7f2a'],
        clouds: 'cumulus',
        cover: 0.3,
        nearTilt: 0.06,
        treeDensity: 0.35,
      },
      {
        time: 'golden',
        shape: 'pyramid',
        peakX: 0.3,
        peakY: 0.16,
        zoom: 0.65,
        walls: ['#96704f', '#4f3b2e'],
        palace: [0.6, 0.05, 0.15],
        orchard: [12, 0.17],
        fields: ['#a9a24a', '#c0a24a', '#8c9a40'],
        treeColors: ['#c9a03a', '#8a9a3a'],
        flip: true,
        nearTilt: 0.05,
        treeDensity: 0.35,
      },
      {
        time: 'morning',
        shape: 'pyramid',
        peakX: 0.5,
        peakY: 0.2,
        zoom: 0.55,
        walls: ['#8e6f55', '#4f3b2e'],
        palace: [0.5, 0.06, 0.22],
        orchard: [10, 0.2],
        orchardColor: '#6d9a3c',
        blossom: '#f9d3e2',
        fields: ['#7ea644', '#94b04a'],
        treeColors: ['#6d9a3c'],
        nearY: 0.74,
        nearTilt: 0.02,
        treeDensity: 0.3,
      },
      {
        time: 'autumn',
        shape: 'pyramid',
        peakX: 0.62,
        peakY: 0.15,
        zoom: 0.65,
        walls: ['#9a7a5c', '#5a4232'],
        palace: [0.36, 0.05, 0.12],
        orchard: [14, 0.16],
        orchardColor: '#d88c2a',
        nearTilt: 0.06,
        treeDensity: 0.4,
      },
    ],
  },
  'deosai-plains': {
    paint: paintPlateau,
    variants: [
      { time: 'day', clouds: 'cumulus', cover: 0.45 },
      {
        time: 'golden',
        sun: { x: 0.2, y: 0.42 },
        clouds: 'streaks',
        hills: 0.12,
        jeep: [0.7, 0.04, 0.05],
      },
      {
        time: 'morning',
        clouds: 'high',
        hills: 0.07,
        flowerColors: ['#f4d03f', '#ffffff', '#f39c12'],
        flowerCount: 520,
      },
      { time: 'night', tents: [0.55, 0.9, 4], flowerCount: 0 },
    ],
  },
  'khunjerab-pass': {
    paint: paintRoad,
    variants: [
      { time: 'day', clouds: 'cumulus', cover: 0.35, jeep: [0.14, 0.75] },
      { time: 'morning', snowGround: true, snowy: 0.4, clouds: 'high' },
      {
        time: 'golden',
        sun: { x: 0.85, y: 0.35 },
        jeep: [0.33, 0.8],
        roadCtrl: [
          [0.3, 1.06, 0.065],
          [0.52, 0.88, 0.035],
          [0.34, 0.77, 0.02],
          [0.6, 0.7, 0.012],
          [0.47, 0.65, 0.007],
          [0.55, 0.62, 0.004],
        ],
      },
      { time: 'dusk', groundColors: ['#9b806a', '#6f5848', '#4c3c30'] },
    ],
  },
  'autumn-photography': {
    paint: paintLake,
    variants: [
      {
        time: 'autumn',
        peakX: 0.62,
        peakY: 0.1,
        shape: 'rakaposhi',
        zoom: 0.8,
        tint: '#1f7f86',
        clarity: 0.8,
        shoreTrees: 'poplar',
        treeX0: -0.02,
        treeX1: 0.5,
        fgTrees: [
          [0.03, 0.55, 'poplar'],
          [0.09, 0.46, 'poplar'],
        ],
        shoreColors: ['#8a7a4a', '#5e5232', '#3a321f'],
      },
      {
        time: 'morning',
        peakX: 0.4,
        peakY: 0.12,
        tint: '#1d8a8f',
        clarity: 0.7,
        shoreTrees: 'poplar',
        treeX0: 0.5,
        treeX1: 1.02,
        treeColor: '#f0b429',
        banks: true,
        photographer: [0.22, 0.97, 0.13],
      },
      {
        time: 'dawn',
        peakX: 0.55,
        peakY: 0.12,
        shape: 'k2',
        zoom: 0.7,
        shoreTrees: 'round',
        treeColor: '#d88c2a',
        treeX0: 0,
        treeX1: 1,
        treeCount: 30,
        treeH: 0.08,
      },
      {
        time: 'golden',
        peakX: 0.35,
        peakY: 0.14,
        sun: { x: 0.85, y: 0.42 },
        shoreTrees: 'poplar',
        treeX0: 0.55,
        treeX1: 1.0,
        fgTrees: [
          [0.9, 0.6, 'poplar'],
          [0.97, 0.5, 'poplar'],
        ],
      },
    ],
  },
};

const CATEGORIES = {
  treks: {
    paint: paintMeadow,
    v: {
      time: 'morning',
      peakX: 0.62,
      peakY: 0.1,
      clouds: 'high',
      trek: [
        [0.4, 0.1, 0.08],
        [0.45, 0.08, 0.075],
        [0.5, 0.075, 0.07],
      ],
    },
  },
  expeditions: {
    paint: paintPeaks,
    v: {
      time: 'dawn',
      shape: 'pyramid',
      peakX: 0.55,
      peakY: 0.08,
      snowFrac: 0.8,
      fg: 'moraine',
      tents: [0.45, 0.88, 9],
    },
  },
  cultural: {
    paint: paintValley,
    v: {
      time: 'golden',
      peakX: 0.62,
      peakY: 0.08,
      sun: { x: 0.12, y: 0.35 },
      fort: [0.18, 0, 0.12],
      fgPoplars: [[0.93, 0.5]],
    },
  },
  safaris: {
    paint: paintRoad,
    v: { time: 'morning', clouds: 'cumulus', cover: 0.35, jeep: [0.12, 0.8] },
  },
  photography: {
    paint: paintLake,
    v: {
      time: 'golden',
      peakX: 0.6,
      peakY: 0.12,
      sun: { x: 0.15, y: 0.4 },
      tint: '#1d6f80',
      clarity: 0.85,
      shoreTrees: 'poplar',
      treeX0: 0.55,
      treeX1: 1.02,
      photographer: [0.2, 0.97, 0.14],
    },
  },
};

const HEROES = [
  {
    paint: paintPeaks,
    v: {
      time: 'dawn',
      shape: 'k2',
      peakX: 0.66,
      peakY: 0.1,
      zoom: 0.85,
      tents: [0.7, 0.9, 5],
      scrim: 0.6,
    },
  },
  {
    paint: paintValley,
    v: {
      time: 'autumn',
      peakX: 0.68,
      peakY: 0.08,
      zoom: 0.85,
      clouds: 'high',
      fgPoplars: [
        [0.95, 0.5],
        [0.99, 0.42],
      ],
      scrim: 0.6,
    },
  },
  {
    paint: paintLake,
    v: {
      time: 'sunset',
      peakX: 0.68,
      peakY: 0.12,
      zoom: 0.85,
      sun: { x: 0.84, y: 0.34 },
      shoreTrees: 'poplar',
      treeX0: 0.6,
      treeX1: 1.02,
      treeColor: '#e0a030',
      scrim: 0.6,
    },
  },
];

const OG = {
  paint: paintLake,
  v: {
    time: 'dawn',
    shape: 'k2',
    peakX: 0.55,
    peakY: 0.1,
    zoom: 0.8,
    bankSnow: true,
    tents: [0.78, 0.93, 3],
    vignette: 0.35,
  },
};

// ---------------------------------------------------------------------------------------------
// Illustrated portraits (avatars and team)
// ---------------------------------------------------------------------------------------------

const PEOPLE = {
  'man-1': {
    bg: ['#cfe3e8', '#8fb9c4'],
    skin: '#c68b63',
    hair: '#1d1713',
    style: 'short',
    beard: 'full',
    cloth: '#5b6b3a',
    collar: 'kameez',
  },
  'man-2': {
    bg: ['#f3dcc3', '#e0a77a'],
    skin: '#d9a27c',
    hair: '#2a211b',
    style: 'short',
    beard: 'trim',
    cloth: '#23395b',
    hat: 'pakol',
    hatColor: '#d8cdb8',
  },
  'man-3': {
    bg: ['#d9e6d2', '#98b98a'],
    skin: '#f0c9a6',
    hair: '#6b4a2f',
    style: 'side',
    cloth: '#0b4f6c',
    glasses: true,
    collar: 'crew',
  },
  'man-4': {
    bg: ['#e8d7ef', '#b79bc8'],
    skin: '#8d5a3b',
    hair: '#120e0c',
    style: 'curly',
    beard: 'stubble',
    cloth: '#e8833a',
    collar: 'zip',
  },
  'woman-1': {
    bg: ['#f6e0d6', '#e3a994'],
    skin: '#c98f68',
    hair: '#1a1411',
    style: 'long',
    cloth: '#15788c',
    collar: 'crew',
  },
  'woman-2': {
    bg: ['#dbe7f2', '#9ab6d3'],
    skin: '#e4b692',
    hair: '#2a1d16',
    style: 'hijab',
    scarf: '#8e2f45',
    cloth: '#4a3b5c',
  },
  'woman-3': {
    bg: ['#f2ead0', '#d6c27e'],
    skin: '#f3cfb1',
    hair: '#8a5a32',
    style: 'bun',
    cloth: '#c8962e',
    collar: 'crew',
  },
  'woman-4': {
    bg: ['#d5ece4', '#86c2ad'],
    skin: '#7a4a30',
    hair: '#15100d',
    style: 'bob',
    cloth: '#23395b',
    dupatta: '#e8833a',
    collar: 'v',
  },
  'team-1': {
    bg: ['#cfe0ea', '#7fa7bf'],
    skin: '#c99069',
    hair: '#231b16',
    style: 'short',
    beard: 'full',
    cloth: '#0b4f6c',
    hat: 'pakol',
    hatColor: '#e7dfcf',
    collar: 'zip',
  },
  'team-2': {
    bg: ['#f6e3d0', '#e8a979'],
    skin: '#e6b794',
    hair: '#3a281c',
    style: 'hijab',
    scarf: '#0f6a78',
    cloth: '#e8833a',
  },
  'team-3': {
    bg: ['#e3ead5', '#a7bd85'],
    skin: '#a8704b',
    hair: '#1b1410',
    style: 'side',
    beard: 'trim',
    cloth: '#6b4a2f',
    glasses: true,
    collar: 'kameez',
  },
  'team-4': {
    bg: ['#ecdfee', '#c3a3c9'],
    skin: '#edc3a1',
    hair: '#2b1c14',
    style: 'long',
    cloth: '#2f5d3a',
    dupatta: '#d9a93a',
    collar: 'v',
  },
};

/** Paints a head-and-shoulders portrait in a 100 x 100 design space, scaled to the canvas. */
function paintPerson(s, p) {
  const k = s.W / 100;
  const skinShade = darken(p.skin, 0.18);
  const clothShade = darken(p.cloth, 0.25);
  const hairHi = lighten(p.hair, 0.18);
  const bg = s.rad(
    [
      [0, p.bg[0]],
      [1, p.bg[1]],
    ],
    { cx: 0.4, cy: 0.3, r: 0.85 },
  );
  const clip = s.clip('M50 0A50 50 0 1 1 49.99 0Z');
  const faceClip = s.clip(
    'M50 26C59 26 64.5 33 64.5 43C64.5 54 58 61 50 61C42 61 35.5 54 35.5 43C35.5 33 41 26 50 26Z',
  );
  let d = `<circle cx="50" cy="50" r="50" fill="${bg}"/>`;
  // soft mountain motif in the background
  d += `<path d="M0 78L22 58L34 68L52 48L72 66L84 58L100 72L100 100L0 100Z" fill="#ffffff" opacity="0.18"/>`;
  const long = p.style === 'long' || p.style === 'bob';
  // hair behind the head
  if (p.style === 'long')
    d += `<path d="M33 42C31 24 42 20 50 20C60 20 69 25 67 42C68 56 70 68 66 78L34 78C30 68 32 56 33 42Z" fill="${p.hair}"/>`;
  if (p.style === 'bob')
    d += `<path d="M33.5 42C32 25 42 21 50 21C59 21 68.5 25 66.5 42C67.5 50 68 58 65 62L35 62C32 58 32.5 50 33.5 42Z" fill="${p.hair}"/>`;
  if (p.style === 'hijab')
    d += `<path d="M31 45C30 27 40 19.5 50 19.5C60 19.5 70 27 69 45C70 58 72 66 78 74L22 74C28 66 30 58 31 45Z" fill="${darken(p.scarf, 0.12)}"/>`;
  // torso
  d += `<path d="M10 100C11 84 21 74 36 71L64 71C79 74 89 84 90 100Z" fill="${p.cloth}"/>`;
  d += `<path d="M50 71L64 71C79 74 89 84 90 100L62 100C62 88 58 78 50 71Z" fill="${clothShade}" opacity="0.45"/>`;
  // neck
  if (p.style !== 'hijab') {
    d += `<path d="M43.5 55L56.5 55L57.5 71C54 75 46 75 42.5 71Z" fill="${skinShade}"/>`;
    if (p.collar === 'v')
      d += `<path d="M41 71L50 84L59 71Z" fill="${skinShade}"/><path d="M39 70.5L50 85L61 70.5" fill="none" stroke="${clothShade}" stroke-width="1.2"/>`;
    if (p.collar === 'crew')
      d += `<path d="M41 71C45 75.5 55 75.5 59 71" fill="none" stroke="${clothShade}" stroke-width="2"/>`;
    if (p.collar === 'kameez')
      d += `<path d="M42 70.5L50 76L58 70.5L58 68.8L50 74L42 68.8Z" fill="${lighten(p.cloth, 0.15)}"/><path d="M50 76L50 92" stroke="${clothShade}" stroke-width="0.9"/><circle cx="50" cy="81" r="0.8" fill="${lighten(p.cloth, 0.4)}"/><circle cx="50" cy="86" r="0.8" fill="${lighten(p.cloth, 0.4)}"/>`;
    if (p.collar === 'zip')
      d += `<path d="M41 70L45 77L50 74L55 77L59 70L58 68L50 72L42 68Z" fill="${darken(p.cloth, 0.15)}"/><path d="M50 74L50 100" stroke="${darken(p.cloth, 0.35)}" stroke-width="0.9"/>`;
  }
  if (p.dupatta)
    d += `<path d="M33 71.5C37 70 40 70.5 42 72C48 80 58 90 66 100L52 100C46 91 38 82 30 76C30 74 31 72.5 33 71.5Z" fill="${p.dupatta}"/><path d="M42 72C48 80 58 90 66 100L60 100C53 91 46 83 39 76Z" fill="${darken(p.dupatta, 0.2)}" opacity="0.7"/><path d="M59 71.5C63 72 67 74 69 77L71 100L65 100C64 90 62 80 59 71.5Z" fill="${p.dupatta}" opacity="0.9"/>`;
  // ears
  d += `<ellipse cx="35.8" cy="44.5" rx="2.6" ry="4" fill="${skinShade}"/><ellipse cx="64.2" cy="44.5" rx="2.6" ry="4" fill="${skinShade}"/>`;
  // head
  d += `<path d="M50 26C59 26 64.5 33 64.5 43C64.5 54 58 61 50 61C42 61 35.5 54 35.5 43C35.5 33 41 26 50 26Z" fill="${p.skin}"/>`;
  d += `<g clip-path="${faceClip}"><ellipse cx="62" cy="46" rx="7" ry="18" fill="${skinShade}" opacity="0.35"/></g>`;
  // beard
  if (p.beard === 'full')
    d += `<path d="M35.8 44C36 55 42 62 50 62.5C58 62 64 55 64.2 44C62 50 60 53 56 54C53 52.5 47 52.5 44 54C40 53 38 50 35.8 44Z" fill="${p.hair}"/><path d="M45.5 55.5C48 54.6 52 54.6 54.5 55.5C53 57.2 47 57.2 45.5 55.5Z" fill="${p.skin}" opacity="0.9"/>`;
  if (p.beard === 'trim')
    d += `<path d="M37 48C38 56 43 61.5 50 62C57 61.5 62 56 63 48C61 52 59 55.5 56 56C53 55 47 55 44 56C41 55.5 39 52 37 48Z" fill="${p.hair}" opacity="0.92"/><path d="M45 56C48 55 52 55 55 56C53 57.6 47 57.6 45 56Z" fill="${p.skin}"/>`;
  if (p.beard === 'stubble')
    d += `<path d="M37 47C38 56 43 61.5 50 62C57 61.5 62 56 63 47C61 53 57 56.5 50 57C43 56.5 39 53 37 47Z" fill="${p.hair}" opacity="0.35"/>`;
  // face
  d += `<ellipse cx="44.3" cy="44.5" rx="1.35" ry="1.55" fill="#2a1f1a"/><ellipse cx="55.7" cy="44.5" rx="1.35" ry="1.55" fill="#2a1f1a"/>`;
  d += `<path d="M41.3 40.6Q44.3 39 47.2 40.4M52.8 40.4Q55.7 39 58.7 40.6" fill="none" stroke="${p.hair}" stroke-width="1.1" stroke-linecap="round"/>`;
  d += `<path d="M50 45.5Q49 49.5 50.8 50" fill="none" stroke="${darken(p.skin, 0.3)}" stroke-width="0.8" stroke-linecap="round"/>`;
  if (p.beard !== 'full' && p.beard !== 'trim')
    d += `<path d="M46.5 53.5Q50 55.6 53.5 53.5" fill="none" stroke="${darken(p.skin, 0.42)}" stroke-width="0.9" stroke-linecap="round"/>`;
  d += `<ellipse cx="42" cy="50" rx="2.6" ry="1.6" fill="#e0786a" opacity="0.18"/><ellipse cx="58" cy="50" rx="2.6" ry="1.6" fill="#e0786a" opacity="0.18"/>`;
  if (p.glasses)
    d += `<g fill="none" stroke="#2b2b30" stroke-width="0.9"><circle cx="44.3" cy="44.7" r="3.6"/><circle cx="55.7" cy="44.7" r="3.6"/><path d="M47.9 44.4Q50 43.4 52.1 44.4M40.7 44.3L36.5 43.2M59.3 44.3L63.5 43.2"/></g>`;
  // hair on top
  if (p.style === 'short')
    d += `<path d="M35.5 42C34.5 30 41 24.5 50 24.5C59 24.5 65.5 30 64.5 42C63 36 61 33 57 32C53 33.5 45 34 40 32.5C38 35 36.5 38 35.5 42Z" fill="${p.hair}"/>`;
  if (p.style === 'side')
    d += `<path d="M35.4 43C34 30 41 24 50.5 24C60 24 66 30 64.6 43C63.5 37 62 34 60 32.5C55 35 46 34.5 43 31C40 34 37 38 35.4 43Z" fill="${p.hair}"/><path d="M43 31C48 33.5 55 34 60 32.5" fill="none" stroke="${hairHi}" stroke-width="0.8" opacity="0.6"/>`;
  if (p.style === 'curly') {
    let c = '';
    const pts = [
      [37, 37],
      [39, 31.5],
      [43.5, 27.5],
      [49, 26],
      [54.5, 26.5],
      [59.5, 29],
      [62.5, 33.5],
      [63.5, 38.5],
      [36, 41],
    ];
    for (const [x, y] of pts) c += `<circle cx="${x}" cy="${y}" r="4.6"/>`;
    d += `<g fill="${p.hair}">${c}</g>`;
  }
  if (long)
    d += `<path d="M35.5 44C34 29 42 23.5 50 23.5C58 23.5 66 29 64.5 44C62.5 36 58 31.5 51 30.5C47 34 41 37 35.5 44Z" fill="${p.hair}"/><path d="M51 30.5C55 31.5 60 34 62 38" fill="none" stroke="${hairHi}" stroke-width="0.9" opacity="0.5"/>`;
  if (p.style === 'bun')
    d += `<circle cx="50" cy="22" r="6.5" fill="${p.hair}"/><path d="M35.5 43C34.5 30 41.5 24.5 50 24.5C58.5 24.5 65.5 30 64.5 43C62.5 35 57 31 50 31C43 31 37.5 35 35.5 43Z" fill="${p.hair}"/><path d="M44 27C48 25.5 53 25.5 57 27.5" fill="none" stroke="${hairHi}" stroke-width="0.8" opacity="0.6"/>`;
  if (p.style === 'hijab') {
    d += `<path d="M33.5 44C33 29 41 22 50 22C59 22 67 29 66.5 44C66.5 52 64 58 60 62C56 66 53 68 50 68C47 68 44 66 40 62C36 58 33.5 52 33.5 44ZM50 27C42.5 27 37.5 33 37.5 42C37.5 52 43 59 50 59C57 59 62.5 52 62.5 42C62.5 33 57.5 27 50 27Z" fill="${p.scarf}" fill-rule="evenodd"/>`;
    d += `<path d="M40 62C44 66 47 68 50 68C53 68 56 66 60 62C66 66 74 70 80 76L20 76C26 70 34 66 40 62Z" fill="${p.scarf}"/>`;
    d += `<path d="M50 22C59 22 67 29 66.5 44C66.5 52 64 58 60 62C66 66 74 70 80 76L66 76C62 60 66 40 58 28Z" fill="#000" opacity="0.12"/>`;
  }
  if (p.hat === 'pakol') {
    d += `<path d="M34.5 36C34 28 41 22.5 50 22.5C59 22.5 66 28 65.5 36Z" fill="${darken(p.hatColor, 0.12)}"/>`;
    d += `<path d="M33.5 37.5C33 33 35 31 38 30.5C46 29 54 29 62 30.5C65 31 67 33 66.5 37.5C57 35.5 43 35.5 33.5 37.5Z" fill="${p.hatColor}"/>`;
    d += `<path d="M34 36.5C43 34.6 57 34.6 66 36.5" fill="none" stroke="${darken(p.hatColor, 0.25)}" stroke-width="0.7"/>`;
  }
  s.add(`<g clip-path="${clip}"><g>${d}</g></g>`);
  void k;
}

// ---------------------------------------------------------------------------------------------
// Rendering pipeline
// ---------------------------------------------------------------------------------------------

const TOUR_SIZES = { big: [1280, 853], small: [640, 427] };

/** WebP quality per output width: keeps 1280/1920 px files around 40-55 kB and 640 px around 15-20 kB. */
function quality(w) {
  if (w >= 1900) return 66;
  if (w >= 1200) return 70;
  return 74;
}

async function renderJob(job) {
  const [W, H] = job.size;
  const [PW, PH] = job.pixels ?? job.size;
  const base = TIMES[job.time] ?? TIMES.day;
  const time = { ...base };
  if (job.sun && base.sun) time.sun = { ...base.sun, ...job.sun };
  if (job.moon && base.moon) time.moon = { ...base.moon, ...job.moon };
  const s = new Scene(W, H, hashString(job.seed), time);
  job.paint(s);
  const svg = s.toString(PW, PH);
  if (process.env.DUMP_SVG) await writeFile(`/tmp/${job.id.replace(/\//g, '_')}.svg`, svg);
  let raster = sharp(Buffer.from(svg), { limitInputPixels: false, unlimited: true });
  if (!job.alpha) raster = raster.removeAlpha();
  const { data, info } = await raster.raw().toBuffer({ resolveWithObject: true });
  const results = [];
  for (const out of job.outputs) {
    const file = path.join(IMAGES, out.file);
    await mkdir(path.dirname(file), { recursive: true });
    let img = sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    });
    if (out.w !== info.width || out.h !== info.height)
      img = img.resize(out.w, out.h, { fit: 'cover', kernel: 'lanczos3' });
    const buf = await img
      .webp({ quality: out.q ?? quality(out.w), alphaQuality: 90, effort: 6, smartSubsample: true })
      .toBuffer();
    await writeFile(file, buf);
    results.push({ file: out.file, bytes: buf.length });
  }
  return results;
}

function sceneJob(id, seed, paint, v, size, outputs) {
  return {
    id,
    seed,
    time: v.time,
    sun: v.sun,
    moon: v.moon,
    size,
    paint: (s) => {
      paint(s, v);
      finish(s, v);
    },
    outputs,
  };
}

function buildJobs() {
  const jobs = [];
  for (const [slug, tour] of Object.entries(TOURS)) {
    tour.variants.forEach((v, i) => {
      const name = i === 0 ? 'cover' : `gallery-${i}`;
      jobs.push(
        sceneJob(`tours/${slug}/${name}`, `${slug}:${i}`, tour.paint, v, TOUR_SIZES.big, [
          { file: `tours/${slug}/${name}-1280.webp`, w: 1280, h: 853 },
          { file: `tours/${slug}/${name}-640.webp`, w: 640, h: 427 },
        ]),
      );
    });
  }
  for (const [slug, c] of Object.entries(CATEGORIES)) {
    jobs.push(
      sceneJob(`categories/${slug}`, `category:${slug}`, c.paint, c.v, TOUR_SIZES.big, [
        { file: `categories/${slug}-640.webp`, w: 640, h: 427 },
      ]),
    );
  }
  HEROES.forEach((h, i) => {
    jobs.push(
      sceneJob(
        `hero/hero-${i + 1}`,
        `hero:${i + 1}`,
        h.paint,
        h.v,
        [1920, 1080],
        [
          { file: `hero/hero-${i + 1}-1920.webp`, w: 1920, h: 1080 },
          { file: `hero/hero-${i + 1}-960.webp`, w: 960, h: 540 },
        ],
      ),
    );
  });
  jobs.push(
    sceneJob(
      'og-image',
      'og',
      OG.paint,
      OG.v,
      [1200, 630],
      [{ file: 'og-image.webp', w: 1200, h: 630 }],
    ),
  );
  for (const [key, person] of Object.entries(PEOPLE)) {
    const team = key.startsWith('team-');
    const px = team ? 480 : 160;
    const file = team ? `team/${key.slice(5)}.webp` : `avatars/${key}.webp`;
    jobs.push({
      id: team ? `team/${key.slice(5)}` : `avatars/${key}`,
      seed: key,
      time: 'day',
      size: [100, 100],
      pixels: [px * 2, px * 2],
      alpha: true,
      paint: (s) => paintPerson(s, person),
      outputs: [{ file, w: px, h: px, q: team ? 82 : 85 }],
    });
  }
  return jobs;
}

function finish(s, v) {
  vignette(s, v.vignette ?? 0.3);
  if (v.scrim) textScrim(s, v.scrim);
}

async function main() {
  await prepareNoise();
  const filters = process.argv.slice(2);
  const jobs = buildJobs().filter((j) => !filters.length || filters.some((f) => j.id.includes(f)));
  const concurrency = 2;
  let next = 0;
  let total = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const t0 = Date.now();
      const res = await renderJob(job);
      for (const r of res) total += r.bytes;
      console.log(
        `${job.id.padEnd(40)} ${res.map((r) => `${(r.bytes / 1024).toFixed(1)}k`).join(' ')}  ${Date.now() - t0}ms`,
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  console.log(`${jobs.length} scenes, ${(total / 1024).toFixed(0)} kB`);
}

await main();
