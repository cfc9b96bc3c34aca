import type { SceneParams } from '../../../contract/catalogue-art';
import { mix } from '../colour';
import { gearColour, trekkers } from '../painters/figures';
import { glacier } from '../painters/ground';
import { farRange, mountainRange } from '../painters/mountains';
import { backdrop } from '../painters/sky';
import { amb, type Scene } from '../scene';
import { fmt } from '../svg';
import { camp } from './foreground';

/** Vast white snow basin ringed by peaks (Snow Lake). */
export function paintSnowBasin(s: Scene, v: SceneParams['snow-basin']) {
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
        pack: gearColour(i),
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
  if (v.tents) camp(s, v.tents);
}
