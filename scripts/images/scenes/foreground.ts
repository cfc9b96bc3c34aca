import type { SceneParams } from '../../../contract/catalogue-art';
import { gearColour, ropeTeam, tents, trekkers } from '../painters/figures';
import { boulders, glacier, ground, snowSlope } from '../painters/ground';
import { mountainRange } from '../painters/mountains';
import { Rng } from '../random';
import { isNight, type Scene } from '../scene';

type ForegroundParams = Pick<
  SceneParams['peaks'],
  'fg' | 'sideL' | 'sideR' | 'sideRock' | 'curve' | 'fgY' | 'tilt' | 'rope' | 'tents' | 'trek'
>;

/** Foregrounds shared by the high-mountain scenes. */
export function foreground(s: Scene, v: ForegroundParams, horizon: number, focusX: number) {
  const { W, H } = s;
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
    const g = snowSlope(s, {
      y: H * (v.fgY ?? 0.82),
      amp: H * 0.05,
      freq: 1.6,
      tilt: v.tilt ?? -0.12,
      grainWidth: 700,
    });
    if (v.rope) ropeTeam(s, g.at, { x0: 0.22, dx: 0.075, lift: 0.012, h: 0.045 });
  }
  if (v.tents) camp(s, v.tents);
  if (v.trek) {
    const [tx, ty, n, dx = 0.04] = v.trek;
    const items = [];
    for (let i = 0; i < n; i++)
      items.push({
        x: W * (tx + i * dx),
        y: H * (ty - i * 0.008),
        h: H * 0.05 * (1 - i * 0.06),
        pack: gearColour(i),
      });
    trekkers(s, { items });
  }
}

/** A camp of n tents around (tx, ty), lit from inside at night. */
export function camp(s: Scene, [tx, ty, n]: [number, number, number]) {
  const { W, H } = s;
  const rng = new Rng(s.rng.seed());
  const items = [];
  for (let i = 0; i < n; i++) {
    items.push({
      x: W * tx + (i - n / 2) * W * 0.035 + rng.range(-1, 1) * W * 0.01,
      y: H * ty + rng.range(-1, 1) * H * 0.012 + (i % 2) * H * 0.015,
      h: H * 0.032 * rng.range(0.85, 1.15),
      color: gearColour(i + rng.int(0, 6)),
    });
  }
  tents(s, { items, glow: isNight(s) });
}
