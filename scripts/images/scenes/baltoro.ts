import type { SceneParams } from '../../../contract/catalogue-art';
import { gearColour, trekkers } from '../painters/figures';
import { boulders, glacier } from '../painters/ground';
import { farRange, mountainRange, type PeakSpec } from '../painters/mountains';
import { backdrop, hazeBand } from '../painters/sky';
import type { Scene } from '../scene';

/** Glacier highway between granite towers (Baltoro). */
export function paintBaltoro(s: Scene, v: SceneParams['baltoro']) {
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
  const mirror = (t: PeakSpec[]) =>
    t.map((p) => (fl > 0 ? p : { ...p, x: W - p.x, wl: p.wr, wr: p.wl }));
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
        pack: gearColour(i),
        dir: -1,
      });
    }
    trekkers(s, { items });
  }
  boulders(s, { y0: H * 0.95, y1: H * 1.02, count: 18, size: 0.022 });
}
