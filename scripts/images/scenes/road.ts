import type { SceneParams } from '../../../contract/catalogue-art';
import { jeep } from '../painters/figures';
import { boulders, ground } from '../painters/ground';
import { farRange, mountainRange } from '../painters/mountains';
import { road, sampleLine, type LinePoint } from '../painters/roads';
import { backdrop, hazeBand } from '../painters/sky';
import type { Scene } from '../scene';

/** Karakoram Highway snaking up barren ridges to a snowy pass (Khunjerab). */
export function paintRoad(s: Scene, v: SceneParams['road']) {
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
    ground(s, {
      y: H * 0.62,
      amp: H * 0.04,
      freq: 2,
      colors: [time.snowLit, time.snowLow],
      texture: { tw: 500, th: 50, ch: 'R', color: time.snowLow, gain: 2, bias: -1 },
    });
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
    ctrl.map(([x, y, w]): LinePoint => [x * W, y * H, w * W]),
    160,
  );
  road(s, { pts, color: v.snowGround ? '#3d3f45' : '#4a4847' });
  if (v.jeep) {
    const [t, size] = v.jeep;
    const [x, y, hw] = pts[Math.round(t * (pts.length - 1))]!;
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
