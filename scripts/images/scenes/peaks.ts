import type { SceneParams } from '../../../contract/catalogue-art';
import { mountainRange, farRange, placePeaks } from '../painters/mountains';
import { backdrop, hazeBand, mist } from '../painters/sky';
import type { Scene } from '../scene';
import { foreground } from './foreground';

/** Big peak over a glacier / moraine / snow slope: K2, G-II, Broad Peak, Laila, Spantik. */
export function paintPeaks(s: Scene, v: SceneParams['peaks']) {
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
        { x: peaks[0]!.x + dx * W, y: H * top, wl: W * w, wr: W * w * 1.2, k: 1.0 },
        {
          x: peaks[0]!.x + dx * W + W * 0.12,
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
    mist(s, horizon, { above: 0.2, below: 0.08, tw: 1100, th: 120, cover: 0.5, opacity: 0.85 });
  hazeBand(s, { y: horizon + H * 0.04, h: H * 0.1, opacity: 0.35 });
  foreground(s, v, horizon, peaks[0]!.x);
}
