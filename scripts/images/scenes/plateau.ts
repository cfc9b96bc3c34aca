import type { SceneParams } from '../../../contract/catalogue-art';
import { mix } from '../colour';
import { jeep } from '../painters/figures';
import { ground, lake } from '../painters/ground';
import { mountainRange } from '../painters/mountains';
import { ribbon, sampleLine, type LinePoint } from '../painters/roads';
import { backdrop } from '../painters/sky';
import { flowers, grassFringe } from '../painters/vegetation';
import { fbm, perlin1D, Rng } from '../random';
import { amb, type HeightAt, type Scene } from '../scene';
import { fmt, smoothPath, type Point } from '../svg';
import { camp } from './foreground';

/** Rolling high plateau with wildflowers and a lake (Deosai). */
export function paintPlateau(s: Scene, v: SceneParams['plateau']) {
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
  ground(s, {
    y: horizon + H * 0.01,
    amp: H * 0.01,
    freq: 2,
    colors: ['#8e9a62', '#7b8c4e'],
    haze: 0.45,
  });
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
  const shore: Point[] = [];
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
  let last!: { at: HeightAt };
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
        count: (v.flowerCount ?? 420) * [0.5, 0.6, 0.7, 1][i]!,
        size: [1.0, 1.2, 1.5, 2.0][i]!,
        colors: v.flowerColors ?? ['#c56cf0', '#f4d03f', '#ffffff', '#e84393', '#d98cf0'],
      });
  });
  if (v.stream !== false) {
    // a meandering stream running from the lake towards the viewer
    const sx = lx + lw * (v.streamX ?? 0.35);
    const ctrl: LinePoint[] = [
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
        [0, mix(sky[sky.length - 1]![1], '#2d5d80', 0.4)],
        [1, mix(sky[Math.floor(sky.length / 2)]![1], '#1d3f5e', 0.45)],
      ])}"/>`,
    );
    s.add(
      `<path d="${
        ribbon(
          sampleLine(
            ctrl.map(([x, y, w]): LinePoint => [x, y - w * 0.3, w * 1.15]),
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
  if (v.tents) camp(s, v.tents);
}
