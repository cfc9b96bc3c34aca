import type { SceneParams } from '../../../contract/catalogue-art';
import { mix } from '../colour';
import { fort } from '../painters/buildings';
import { boulders, ground } from '../painters/ground';
import { farRange, mountainRange } from '../painters/mountains';
import { ribbon, sampleLine, type LinePoint } from '../painters/roads';
import { backdrop, hazeBand } from '../painters/sky';
import { treeLine } from '../painters/vegetation';
import { Rng } from '../random';
import { amb, type Scene } from '../scene';

/** Fort on a rock above a sandy, braided river valley (Skardu). */
export function paintDesertFort(s: Scene, v: SceneParams['desert-fort']) {
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
    const ctrl: LinePoint[] = [];
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
      ground(s, {
        y,
        amp: H * 0.03,
        freq: 3 + i,
        colors: ['#e3cc9e', '#caa874'],
        sharp: true,
        darkenBottom: 0.15,
        texture: { tw: 400, th: 26, ch: 'R', color: '#f6e3bd', gain: 2, bias: -1.1 },
      });
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
