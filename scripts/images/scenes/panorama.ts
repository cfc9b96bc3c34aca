import type { SceneParams } from '../../../contract/catalogue-art';
import { ropeTeam } from '../painters/figures';
import { boulders, snowSlope } from '../painters/ground';
import { farRange, mountainRange } from '../painters/mountains';
import { backdrop, hazeBand, mist } from '../painters/sky';
import type { Scene } from '../scene';
import { camp } from './foreground';

/** Panorama of many peaks seen from a high pass (Gondogoro La). */
export function paintPanorama(s: Scene, v: SceneParams['panorama']) {
  const { W, H } = s;
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
    mist(s, horizon, { above: 0.08, below: 0.1, tw: 1100, th: 120, cover: 0.55, opacity: 0.9 });
  hazeBand(s, { y: horizon + H * 0.05, h: H * 0.1, opacity: 0.35 });
  // the pass: snow slope in front
  const g = snowSlope(s, {
    y: H * 0.78,
    amp: H * 0.06,
    freq: 1.4,
    tilt: v.tilt ?? -0.18,
    grainWidth: 600,
  });
  boulders(s, { y0: H * 0.85, y1: H * 1.02, count: 8, size: 0.03, at: g.at });
  if (v.tents) camp(s, v.tents);
  if (v.rope) ropeTeam(s, g.at, { x0: 0.2, dx: 0.08, lift: 0.015, h: 0.05 });
}
