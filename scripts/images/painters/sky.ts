import type { SceneParams } from '../../../contract/catalogue-art';
import { hashString, Rng } from '../random';
import type { Scene } from '../scene';
import { fmt } from '../svg';

/*
 * The sky: gradient, sun or moon, stars, the Milky Way, clouds and haze.
 */

function sky(s: Scene, { horizon }: { horizon: number }) {
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
        [0, time.sky[time.sky.length - 1]![1], 0.55],
        [1, time.sky[time.sky.length - 1]![1], 0],
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

function sun(s: Scene) {
  const { W, time } = s;
  const sn = time.sun;
  if (!sn) return;
  const cx = sn.x * W;
  const cy = sn.y * s.H;
  const rr = sn.r * W;
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

function moon(s: Scene) {
  const { W, H, time } = s;
  const m = time.moon;
  if (!m) return;
  const cx = m.x * W;
  const cy = m.y * H;
  const rr = m.r * W;
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

function stars(s: Scene, { horizon }: { horizon: number }) {
  const { W, time } = s;
  const n = time.stars;
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

function milkyWay(
  s: Scene,
  { horizon, angle, cx, cy }: { horizon: number; angle: number; cx: number; cy: number },
) {
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
  s: Scene,
  {
    y0,
    y1,
    tw = 1000,
    th = 330,
    cover = 0.5,
    opacity = 1,
    soft = 2,
    lift = 14,
  }: {
    y0: number;
    y1: number;
    tw?: number;
    th?: number;
    cover?: number;
    opacity?: number;
    soft?: number;
    lift?: number;
  },
) {
  const { W, time } = s;
  const G = 5.5;
  const t = 0.52 + (0.5 - cover) * 0.32;
  const L = time.cloudLit;
  const S = time.cloudShade;
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
    { x: 0, y: y0, w: W, h: y1 - y0 },
  );
  const band = s.lin([
    [0, '#ffffff', 0],
    [0.3, '#ffffff', 1],
    [0.7, '#ffffff', 1],
    [1, '#ffffff', 0],
  ]);
  s.add(
    `<rect x="0" y="${fmt(y0)}" width="${fmt(W)}" height="${fmt(y1 - y0)}" fill="${band}" filter="${f}" opacity="${opacity}"/>`,
  );
}

/** Low cloud lying along the horizon, from `above` it to `below` it (fractions of the height). */
export function mist(
  s: Scene,
  horizon: number,
  {
    above,
    below,
    tw,
    th,
    cover,
    opacity,
  }: { above: number; below: number; tw: number; th: number; cover: number; opacity: number },
) {
  const { H } = s;
  clouds(s, {
    y0: horizon - H * above,
    y1: horizon + H * below,
    tw,
    th,
    cover,
    soft: 4,
    lift: 6,
    opacity,
  });
}

/** Horizontal band of haze / mist. */
export function hazeBand(s: Scene, { y, h, opacity }: { y: number; h: number; opacity: number }) {
  const fill = s.lin([
    [0, s.time.haze, 0],
    [0.5, s.time.haze, opacity],
    [1, s.time.haze, 0],
  ]);
  s.add(`<rect x="0" y="${fmt(y - h / 2)}" width="${s.W}" height="${fmt(h)}" fill="${fill}"/>`);
}

/** Sky, celestial bodies and clouds. */
type BackdropParams = Pick<
  SceneParams['peaks'],
  'clouds' | 'cover' | 'milkyWay' | 'mwAngle' | 'mwX'
>;

export function backdrop(s: Scene, v: BackdropParams, horizon: number) {
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
