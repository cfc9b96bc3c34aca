import type { SceneParams } from '../../../contract/catalogue-art';
import { photographer } from '../painters/figures';
import { boulders, ground, lake } from '../painters/ground';
import { farRange, mountainRange, placePeaks } from '../painters/mountains';
import { backdrop } from '../painters/sky';
import { flowers, pineTree, poplarTree, roundTree, treeLine } from '../painters/vegetation';
import { Rng } from '../random';
import type { Scene } from '../scene';
import { camp } from './foreground';

/** Alpine lake reflecting peaks (Rush Lake, Attabad / autumn, Sheosar). */
export function paintLake(s: Scene, v: SceneParams['lake']) {
  const { W, H } = s;
  const horizon = H * (v.horizon ?? 0.55);
  const water = H * (v.water ?? 0.64);
  s.begin();
  backdrop(s, v, horizon);
  farRange(s, horizon, { hills: v.farHills ?? 0.14, snowY: v.farSnow ?? 0.1 });
  const peaks = placePeaks(s, v, v.shape ?? 'pyramid');
  const py = Math.min(...peaks.map((p) => p.y));
  mountainRange(s, {
    baseY: water,
    peaks,
    hills: H * 0.05,
    rough: H * 0.02,
    freq: 7,
    depth: 0.22,
    rock: v.rock ?? ['#8a7a6c', '#463d37'],
    snow: { y: py + (water - py) * (v.snowFrac ?? 0.55), amp: H * 0.04, follow: 0.3 },
    bottom: water + 2,
  });
  if (v.banks !== false) {
    // nearer slopes coming down to the shore
    mountainRange(s, {
      baseY: water + 2,
      peaks: [
        { x: -W * 0.05, y: water - H * (v.bankL ?? 0.2), wl: W * 0.1, wr: W * 0.32, k: 1.2 },
        { x: W * 1.05, y: water - H * (v.bankR ?? 0.14), wl: W * 0.34, wr: W * 0.1, k: 1.2 },
      ],
      rough: H * 0.015,
      depth: 0.12,
      rock: v.bankRock ?? ['#6f6252', '#3b342c'],
      snow: v.bankSnow ? { y: water - H * 0.14, amp: H * 0.03 } : null,
      bottom: water + 2,
    });
  }
  if (v.shoreTrees) {
    const at = () => water + 1;
    treeLine(s, {
      kind: v.shoreTrees,
      x0: W * (v.treeX0 ?? 0),
      x1: W * (v.treeX1 ?? 0.45),
      at,
      count: v.treeCount ?? 22,
      h: H * (v.treeH ?? 0.12),
      color: v.treeColor ?? '#e0a42c',
      dy: 0,
    });
  }
  const refId = s.uid('bg');
  const bg = s.end();
  s.add(`<g id="${refId}">${bg}</g>`);
  lake(s, { y: water, refId, tint: v.tint ?? '#1b4057', clarity: v.clarity ?? 1 });
  // foreground shore
  const shore = ground(s, {
    y: H * (v.shoreY ?? 0.9),
    amp: H * 0.03,
    freq: 2.4,
    tilt: v.shoreTilt ?? 0.06,
    colors: v.shoreColors ?? ['#6b6a45', '#4b4a30', '#2e2d1d'],
    texture: { tw: 260, th: 50, ch: 'B', color: '#24231a', gain: 2.2, bias: -1.2 },
    texture2: { tw: 160, th: 40, ch: 'R', color: '#a59f6a', gain: 2.2, bias: -1.3 },
  });
  boulders(s, {
    y0: H * (v.shoreY ?? 0.9) - H * 0.02,
    y1: H * 1.02,
    count: v.rocks ?? 16,
    size: 0.03,
    at: shore.at,
    color: '#77716a',
  });
  if (v.fgTrees) {
    const rng = new Rng(s.rng.seed());
    let d = '';
    for (const [x, hh, kind] of v.fgTrees) {
      if (kind === 'poplar')
        d += poplarTree(s, rng, W * x, H * 1.01, H * hh, { color: v.treeColor ?? '#e0a42c' });
      else if (kind === 'round')
        d += roundTree(s, rng, W * x, H * 1.01, H * hh, { color: v.treeColor ?? '#d88c2a' });
      else d += pineTree(s, rng, W * x, H * 1.01, H * hh);
    }
    s.add(`<g>${d}</g>`);
  }
  if (v.flowers) flowers(s, { y0: H * (v.shoreY ?? 0.9), y1: H, at: shore.at, count: 80 });
  if (v.photographer)
    photographer(s, W * v.photographer[0], H * v.photographer[1], H * v.photographer[2]);
  if (v.tents) camp(s, v.tents);
}
