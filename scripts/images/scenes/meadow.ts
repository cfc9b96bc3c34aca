import type { SceneParams } from '../../../contract/catalogue-art';
import { cabins } from '../painters/buildings';
import { trekkers } from '../painters/figures';
import { ground, lake } from '../painters/ground';
import { mountainRange, placePeaks } from '../painters/mountains';
import { ribbon, sampleLine } from '../painters/roads';
import { backdrop, hazeBand, mist } from '../painters/sky';
import { flowers, grassFringe, pineTree, treeLine } from '../painters/vegetation';
import { Rng } from '../random';
import { amb, isNight, type Scene } from '../scene';
import { camp } from './foreground';

/** Green meadow, pine forest and a vast snow wall (Fairy Meadows / Nanga Parbat). */
export function paintMeadow(s: Scene, v: SceneParams['meadow']) {
  const { W, H } = s;
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
    mist(s, horizon, { above: 0.12, below: 0.05, tw: 1000, th: 110, cover: 0.5, opacity: 0.8 });
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
  if (!isNight(s))
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
  if (isNight(s) && v.tents) camp(s, v.tents);
}
