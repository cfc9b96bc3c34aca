import type { SceneParams, TreeKind } from '../../../contract/catalogue-art';
import { jitterColor, lighten, mix } from '../colour';
import { fort, palace } from '../painters/buildings';
import { ground } from '../painters/ground';
import { farRange, mountainRange, placePeaks } from '../painters/mountains';
import { backdrop, hazeBand, mist } from '../painters/sky';
import { poplarTree, roundTree } from '../painters/vegetation';
import { fbm, perlin1D, Rng } from '../random';
import { amb, sunSide, type HeightAt, type Scene } from '../scene';
import { fmt, polyPath, type Point } from '../svg';

/**
 * Terraced fields on a slope whose upper edge is the ground profile `top`: contour bands get
 * thinner with distance, each split into field patches with stone risers, dotted with trees.
 */
function terracedSlope(
  s: Scene,
  o: {
    top: { at: HeightAt };
    rows: number;
    bottom?: number;
    /** Field colours, and the trees' kind, colours, blossom, density and size. */
    palette: readonly string[];
    treeColors: readonly string[];
    treeKind?: TreeKind;
    blossom?: string;
    trees: number;
    treeScale?: number;
    /** Haze over the farthest terraces. */
    haze: number;
  },
) {
  const { W, H, time } = s;
  const rng = new Rng(s.rng.seed());
  const n = perlin1D(rng);
  const rows = o.rows;
  const bottom = o.bottom ?? H * 1.04;
  const x0 = -W * 0.03;
  const x1 = W * 1.03;
  const stepX = (x1 - x0) / 80;
  const lines: Point[][] = [];
  for (let r = 0; r <= rows; r++) {
    const t = Math.pow(r / rows, 1.7);
    const line: Point[] = [];
    for (let x = x0; x <= x1 + 1e-6; x += stepX) {
      const top = o.top.at(x);
      const y =
        top +
        (bottom - top) * t +
        fbm(n, (x / W) * 3.5 + r * 0.61, 3) * (bottom - top) * 0.025 * Math.min(1, r / 2);
      line.push([x, y]);
    }
    lines.push(line);
  }
  let fields = '';
  let risers = '';
  let lips = '';
  const riser = amb(s, '#6b5642');
  const trees: Array<{ x: number; y: number; h: number; hz: number }> = [];
  for (let r = 0; r < rows; r++) {
    const a = lines[r]!;
    const b = lines[r + 1]!;
    const band = b[40]![1] - a[40]![1];
    const depth = 1 - r / rows; // 1 far .. 0 near
    const hz = o.haze * Math.pow(depth, 1.5);
    // split into patches
    let i = 0;
    while (i < a.length - 1) {
      const len = Math.max(2, Math.round(rng.range(4, 16) * (0.5 + depth)));
      const j = Math.min(a.length - 1, i + len);
      const c = mix(amb(s, jitterColor(rng, rng.pick(o.palette), 0.05)), time.haze, hz);
      const poly = [...a.slice(i, j + 1), ...b.slice(i, j + 1).reverse()];
      fields += `<path d="${polyPath(poly)}" fill="${c}"/>`;
      i = j;
    }
    const th = Math.max(0.7 * s.k, band * 0.16);
    risers += `<path d="${polyPath([...b.map(([x, y]): Point => [x, y - th]), ...[...b].reverse()])}"/>`;
    lips += `<path d="${polyPath([...a, ...a.map(([x, y]): Point => [x, y + Math.max(0.5, th * 0.35)]).reverse()])}"/>`;
    // trees along this terrace edge, in clusters
    const density = o.trees * (0.35 + 0.65 * (1 - depth));
    let k = 0;
    while (k < b.length) {
      if (rng.chance(density * 0.3)) {
        const cluster = rng.int(2, 6);
        for (let c = 0; c < cluster; c++) {
          const idx = Math.min(b.length - 1, k + c + rng.int(0, 1));
          const [tx, ty] = b[idx]!;
          trees.push({
            x: tx + rng.range(-0.5, 0.5) * stepX,
            y: ty - th * 0.3,
            h: Math.max(3 * s.k, band * (o.treeScale ?? 3.2) * rng.range(0.7, 1.2)),
            hz,
          });
        }
        k += cluster + rng.int(2, 8);
      } else k += rng.int(2, 6);
    }
  }
  const area = polyPath([...lines[0]!, [x1, bottom], [x0, bottom]]);
  const top0 = Math.min(...lines[0]!.map((p) => p[1]));
  const region = { x: 0, y: top0, w: W, h: bottom - top0 };
  s.add(`<g>${fields}</g>`);
  s.textured(
    area,
    { tw: 240, th: 70, ch: 'R', color: amb(s, '#3d4a1e'), gain: 2, bias: -1.0, region },
    0.45,
  );
  s.textured(
    area,
    { tw: 120, th: 40, ch: 'R', color: amb(s, '#f3e2a6'), gain: 2, bias: -1.25, region },
    0.35,
  );
  s.textured(
    area,
    { tw: 1000, th: 320, ch: 'G', color: '#000000', gain: 1.7, bias: -0.85, region },
    0.3,
  );
  s.add(
    `<g fill="${riser}" opacity="0.75">${risers}</g><g fill="${lighten(amb(s, '#d8c49a'), 0.1)}" opacity="0.35">${lips}</g>`,
  );
  trees.sort((p, q) => p.y - q.y);
  let t = '';
  const side = sunSide(time);
  for (const it of trees) {
    t += `<ellipse cx="${fmt(it.x - side * it.h * 0.25)}" cy="${fmt(it.y)}" rx="${fmt(it.h * 0.3)}" ry="${fmt(it.h * 0.05)}" fill="#000" opacity="0.2"/>`;
    const kind = o.treeKind ?? 'poplar';
    const col = jitterColor(rng, rng.pick(o.treeColors), 0.05);
    if (kind === 'poplar') t += poplarTree(s, rng, it.x, it.y, it.h, { color: col, haze: it.hz });
    else
      t += roundTree(s, rng, it.x, it.y, it.h * 0.6, {
        color: col,
        haze: it.hz,
        blossom: o.blossom,
      });
  }
  s.add(`<g>${t}</g>`);
}

/** Terraced valley with poplars under a great snow peak (Hunza / Shigar / Khaplu). */
export function paintValley(s: Scene, v: SceneParams['valley']) {
  const { W, H } = s;
  const fields = v.fields ?? ['#c89b3c', '#b8893a', '#d6b452', '#a58a3e', '#8f9440', '#c4a24c'];
  const treeColors = v.treeColors ?? ['#e2a526', '#d98c1f', '#f0c03a', '#c7861c'];
  const horizon = H * (v.horizon ?? 0.52);
  backdrop(s, v, horizon);
  farRange(s, horizon, { hills: 0.1 });
  const peaks = placePeaks(s, v, v.shape ?? 'rakaposhi');
  const py = Math.min(...peaks.map((p) => p.y));
  mountainRange(s, {
    baseY: horizon + H * 0.04,
    peaks,
    rough: H * 0.02,
    freq: 7,
    depth: 0.3,
    rock: ['#8b7b6c', '#4d423a'],
    snow: { y: py + (horizon - py) * (v.snowFrac ?? 0.75), amp: H * 0.04, follow: 0.35 },
    bottom: horizon + H * 0.2,
  });
  if (v.mist)
    mist(s, horizon, { above: 0.14, below: 0.05, tw: 1100, th: 110, cover: 0.48, opacity: 0.8 });
  hazeBand(s, { y: horizon + H * 0.04, h: H * 0.1, opacity: 0.3 });
  // barren valley walls
  const brown = v.walls ?? ['#9a7a5c', '#5a4232'];
  const fl = v.flip ? -1 : 1;
  const X = (x: number) => (fl > 0 ? x : W - x);
  const walls = mountainRange(s, {
    baseY: H * 0.8,
    peaks: [
      { x: X(-W * 0.02), y: H * (v.wallL ?? 0.3), wl: W * 0.12, wr: W * 0.4, k: 1.2 },
      { x: X(W * 1.02), y: H * (v.wallR ?? 0.4), wl: W * 0.36, wr: W * 0.12, k: 1.2 },
    ].map((p) => (fl > 0 ? p : { ...p, wl: p.wr, wr: p.wl })),
    rough: H * 0.025,
    depth: 0.16,
    rock: brown,
    snow: v.wallSnow ? { y: H * 0.36, amp: H * 0.03 } : null,
    ribSpacing: 8,
  });
  if (v.fort) {
    const fx = X(W * v.fort[0]);
    fort(s, {
      x: fx,
      y: walls.at(fx) + H * 0.02,
      size: H * v.fort[2],
      wall: v.fortWall ?? '#e8dfcc',
      outcrop: false,
      seed: 11,
    });
  }
  // far side of the valley: small terraces in the haze
  const far = ground(s, {
    y: H * (v.farFloor ?? 0.64),
    amp: H * 0.015,
    freq: 2,
    tilt: -0.03 * fl,
    colors: ['#8c8455', '#7a7446'],
    haze: 0.3,
  });
  terracedSlope(s, {
    top: far,
    rows: 7,
    bottom: H * 0.8,
    palette: fields,
    treeColors,
    treeKind: v.treeKind,
    blossom: v.blossom,
    trees: 0.5,
    haze: 0.55,
    treeScale: 2.6,
  });
  // near slope
  const near = ground(s, {
    y: H * (v.nearY ?? 0.72),
    amp: H * 0.02,
    freq: 1.5,
    tilt: (v.nearTilt ?? 0.14) * fl,
    colors: ['#8a7a4e', '#6f6a3a'],
  });
  terracedSlope(s, {
    top: near,
    rows: v.rows ?? 12,
    palette: fields,
    treeColors,
    treeKind: v.treeKind,
    blossom: v.blossom,
    trees: v.treeDensity ?? 0.6,
    haze: 0.25,
  });
  if (v.palace) {
    const px = X(W * v.palace[0]);
    palace(s, { x: px, y: near.at(px) + H * v.palace[1], size: H * v.palace[2] });
    if (v.orchard) {
      const [n, h] = v.orchard;
      const rng = new Rng(s.rng.seed());
      const items = [];
      for (let i = 0; i < n; i++) {
        const x = rng.range(-0.03, 1.03) * W;
        items.push({ x, y: H * rng.range(0.9, 1.03), h: H * h * rng.range(0.8, 1.2) });
      }
      items.sort((a, b) => a.y - b.y);
      let d = '';
      for (const it of items)
        d += roundTree(s, rng, it.x, it.y, it.h, {
          color: jitterColor(rng, v.orchardColor ?? '#5d8a36', 0.05),
          blossom: v.blossom,
        });
      s.add(`<g>${d}</g>`);
    }
  }
  if (v.fgPoplars) {
    const rng = new Rng(s.rng.seed());
    let d = '';
    for (const [x, hh] of v.fgPoplars)
      d += poplarTree(s, rng, X(W * x), H * 1.02, H * hh, {
        color: treeColors[0] ?? '#e2a526',
      });
    s.add(`<g>${d}</g>`);
  }
}
