import type { PeakShape } from '../../../contract/catalogue-art';
import { darken, lighten, mix } from '../colour';
import { fbm, perlin1D, Rng } from '../random';
import { amb, sunSide, type HeightAt, type Scene } from '../scene';
import { polyPath, type Point } from '../svg';

/*
 * Mountains: fractal ridges with designed peaks, snow fields, rock ribs, facet shading,
 * alpenglow and atmospheric haze.
 */

/** A designed peak in canvas pixels: summit (x, y) and flank widths to the left and right. */
export interface PeakSpec {
  x: number;
  y: number;
  wl: number;
  wr: number;
  /** Concavity of the flanks (k for both, or kl/kr per side). */
  k?: number;
  kl?: number;
  kr?: number;
  /** Convex power-curve flanks instead (near-vertical towers). */
  pow?: number;
  /** 0..1: how much the summit is rounded into a dome. */
  round?: number;
}

interface SnowSpec {
  /** The snow line (canvas pixels), before it follows the crest and frays. */
  y: number;
  amp?: number;
  follow?: number;
  fingers?: number;
  fingerLen?: number;
  freq?: number;
  rocky?: number;
}

export interface RangeOptions {
  baseY: number;
  peaks?: PeakSpec[];
  hills?: number;
  hillFreq?: number;
  rough?: number;
  freq?: number;
  gain?: number;
  mid?: number;
  bottom?: number;
  /** 0 near .. 1 far: how much haze covers the range. */
  depth?: number;
  texture?: number;
  rock?: [string, string];
  snow?: SnowSpec | null;
  ribSpacing?: number;
  ribInner?: number;
  ribLength?: number;
  glowAmount?: number;
}

/**
 * Ridge profile: designed peaks (tent-shaped, concave flanks) over a ridged-noise base line,
 * roughened with fractal noise. Returns points from beyond the left edge to beyond the right.
 */
function ridgeProfile(s: Scene, o: RangeOptions, rng: Rng) {
  const { W } = s;
  const step = W / 900;
  const n1 = perlin1D(rng);
  const n2 = perlin1D(rng);
  const n3 = perlin1D(rng);
  // slight asymmetry per peak so that no two flanks are mirror images
  const peaks = (o.peaks ?? []).map((p) => ({
    ...p,
    kl: (p.kl ?? p.k ?? 1.5) * rng.range(0.88, 1.15),
    kr: (p.kr ?? p.k ?? 1.5) * rng.range(0.88, 1.15),
    wl: p.wl * rng.range(0.92, 1.08),
    wr: p.wr * rng.range(0.92, 1.08),
  }));
  const hills = o.hills ?? 0;
  const topY = Math.min(o.baseY - hills, ...peaks.map((p) => p.y));
  const pts: Point[] = [];
  const x0 = -W * 0.04;
  const x1 = W * 1.04;
  const mid = o.mid ?? 0.07;
  for (let x = x0; x <= x1 + 1e-6; x += step) {
    const u = x / W;
    const ridged = 1 - Math.abs(fbm(n2, u * (o.hillFreq ?? 2.5) + 5, 4, 0.5));
    let y = o.baseY - hills * Math.pow(ridged, 2.2);
    for (const p of peaks) {
      const left = x < p.x;
      const w = left ? p.wl : p.wr;
      const t = Math.min(1, Math.abs(x - p.x) / w);
      const k = left ? p.kl : p.kr;
      let sh = p.pow ? Math.pow(t, p.pow) : 1 - Math.pow(1 - t, k);
      if (p.round) sh = sh * (1 - p.round) + p.round * (1 - Math.sqrt(Math.max(0, 1 - t * t)));
      // shoulders and steps along the flanks
      const bump = p.pow
        ? 0
        : mid * Math.sin(Math.PI * t) * fbm(n3, u * 4.5 + (left ? 0 : 20), 3, 0.5);
      const py = p.y + (o.baseY - p.y) * (sh + bump);
      if (py < y) y = py;
    }
    const rel = (o.baseY - y) / Math.max(1, o.baseY - topY);
    y +=
      (o.rough ?? 0.02 * s.H) * fbm(n1, u * (o.freq ?? 7), 9, o.gain ?? 0.56) * (0.35 + 0.65 * rel);
    pts.push([x, y]);
  }
  return { pts, topY };
}

/** Significant local maxima of a profile (smaller y = higher). */
function findMaxima(pts: Point[], win: number, minProm: number) {
  const out: number[] = [];
  for (let i = 1; i < pts.length - 1; i++) {
    const y = pts[i]![1];
    let isMax = true;
    let lmax = y;
    let rmax = y;
    for (let j = Math.max(0, i - win); j <= Math.min(pts.length - 1, i + win); j++) {
      if (pts[j]![1] < y || (pts[j]![1] === y && j < i)) {
        isMax = false;
        break;
      }
      if (j < i) lmax = Math.max(lmax, pts[j]![1]);
      if (j > i) rmax = Math.max(rmax, pts[j]![1]);
    }
    if (!isMax) continue;
    const prom = Math.min(lmax, rmax) - y;
    if (prom >= minProm) out.push(i);
  }
  return out;
}

/**
 * A mountain range layer with rock, snow, shadowed facets, texture and atmospheric haze.
 * Returns the profile so that other elements can be placed on it.
 */
/** Draws the range; returns the height of its crest at any x. */
export function mountainRange(s: Scene, o: RangeOptions): { at: HeightAt } {
  const { W, H, time } = s;
  const rng = new Rng(s.rng.seed());
  const { pts, topY } = ridgeProfile(s, o, rng);
  const bottom = o.bottom ?? H;
  const side = sunSide(time);
  const away = -side;
  const silhouette = polyPath([...pts, [pts[pts.length - 1]![0], bottom], [pts[0]![0], bottom]]);
  const clipId = s.clip(silhouette);
  const depth = o.depth ?? 0.5; // 0 near, 1 far
  const region = { x: 0, y: topY - 2, w: W, h: bottom - topY + 4 };
  const tex = o.texture ?? 1;

  const rockTop = amb(s, o.rock?.[0] ?? '#8c7d72');
  const rockBot = amb(s, o.rock?.[1] ?? '#4f4540');
  const rockFill = s.lin(
    [
      [0, mix(rockTop, time.light, 0.15)],
      [1, rockBot],
    ],
    { x1: 0, y1: topY, x2: 0, y2: bottom, abs: true },
  );

  s.begin();
  s.add(`<path d="${silhouette}" fill="${rockFill}"/>`);
  if (tex > 0) {
    // blotchy colour variation and fine striations
    const layers = [
      { tw: 600, th: 420, ch: 'G', color: lighten(rockTop, 0.25), gain: 1.6, bias: -0.8, op: 0.6 },
      { tw: 130, th: 260, ch: 'B', color: darken(rockBot, 0.5), gain: 2.2, bias: -1.2, op: 0.55 },
      { tw: 70, th: 240, ch: 'R', color: lighten(rockTop, 0.3), gain: 2.4, bias: -1.45, op: 0.7 },
    ] as const;
    for (const { gain, bias, op, ...layer } of layers) {
      s.textured(silhouette, { ...layer, gain: gain * tex, bias: bias * tex, region }, op);
    }
  }

  // Snow field with a ragged lower edge and tongues running down the gullies
  const snowN = perlin1D(rng);
  const fingers: Array<{ x: number; len: number; w: number; p: number }> = [];
  if (o.snow) {
    const nf = Math.round((W / 55) * (o.snow.fingers ?? 1));
    for (let i = 0; i < nf; i++) {
      fingers.push({
        x: rng.range(-0.04, 1.04) * W,
        len: Math.pow(rng.float(), 2) * H * (o.snow.fingerLen ?? 0.045),
        w: rng.range(0.003, 0.012) * W,
        p: rng.range(1.2, 3),
      });
    }
  }
  // smoothed crest, so that the snow line follows the big shapes of the range
  const stepX = pts[1]![0] - pts[0]![0];
  const smoothWin = Math.max(1, Math.round((W * 0.02) / stepX));
  const smooth = pts.map((_, i) => {
    let acc = 0;
    let n = 0;
    for (let j = Math.max(0, i - smoothWin); j <= Math.min(pts.length - 1, i + smoothWin); j++) {
      acc += pts[j]![1];
      n++;
    }
    return acc / n;
  });
  const snowAt = (x: number) => {
    if (!o.snow) return -Infinity;
    const sn = o.snow;
    const u = x / W;
    const i = Math.max(0, Math.min(pts.length - 1, Math.round((x - pts[0]![0]) / stepX)));
    const amp = sn.amp ?? 0.05 * H;
    let y = sn.y + Math.max(0, sn.y - smooth[i]!) * (sn.follow ?? 0.35);
    y += amp * (fbm(snowN, u * (sn.freq ?? 5), 4, 0.5) + 0.45 * fbm(snowN, u * 40 + 9, 6, 0.75));
    for (const f of fingers) {
      const d = Math.abs(x - f.x) / f.w;
      if (d < 1) y += f.len * Math.pow(1 - d, f.p);
    }
    return y;
  };
  if (o.snow) {
    const sn = o.snow;
    const lower = pts.map(([x, y]): Point => [x, Math.max(y, snowAt(x))]);
    const snowPath = polyPath([...pts, ...lower.reverse()]);
    const snowFill = s.lin(
      [
        [0, time.snowLit],
        [0.6, mix(time.snowLit, time.snowLow, 0.3)],
        [1, time.snowLow],
      ],
      { x1: 0, y1: topY, x2: 0, y2: sn.y + (sn.amp ?? 0.07 * H) + H * 0.05, abs: true },
    );
    s.add(`<path d="${snowPath}" fill="${snowFill}"/>`);
    const snowGrain = {
      tw: 300,
      th: 200,
      ch: 'R',
      color: time.snowLow,
      gain: 1.5,
      bias: -0.75,
    } as const;
    s.textured(snowPath, { ...snowGrain, region }, (0.5 * tex).toFixed(2));
    // broad undulations of the snow surface
    const undulations = {
      tw: 420,
      th: 300,
      ch: 'G',
      color: time.shadow,
      gain: 1.8,
      bias: -0.8,
    } as const;
    s.textured(snowPath, { ...undulations, region }, 0.45);
    // steep rock buttresses showing through the snow
    const rocky = -4.0 + (sn.rocky ?? 0) * 1.2;
    const buttresses = {
      tw: 70,
      th: 520,
      ch: 'R',
      color: mix(rockTop, rockBot, 0.3),
      gain: 5,
    } as const;
    s.textured(snowPath, { ...buttresses, bias: rocky, region });
  }

  // Ribs following the fall line: rock ribs breaking through the snow, faint gullies in bare rock.
  {
    const step = pts[1]![0] - pts[0]![0];
    const spacing = (o.ribSpacing ?? 9) * s.k;
    const rockRib = mix(rockTop, rockBot, 0.35);
    let rockRibs = '';
    let faint = '';
    const slopeAt = (x: number) => {
      const i = Math.max(2, Math.min(pts.length - 3, Math.round((x - pts[0]![0]) / step)));
      const d = Math.max(2, Math.round((W * 0.012) / step));
      const a = pts[Math.max(0, i - d)]!;
      const b = pts[Math.min(pts.length - 1, i + d)]!;
      return (b[1] - a[1]) / (b[0] - a[0]);
    };
    const starts: Array<[number, number, number]> = [];
    // along the crest, by arc length
    let acc = 0;
    for (let i = 1; i < pts.length; i++) {
      acc += Math.hypot(pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1]);
      if (acc > spacing) {
        acc = -spacing * rng.range(0, 0.8);
        starts.push([pts[i]![0], pts[i]![1] + 1, rng.range(0.08, 0.4)]);
      }
    }
    // scattered over the face
    const inner = Math.round((W / spacing) * (o.ribInner ?? 0.8));
    for (let i = 0; i < inner; i++) {
      const x = rng.range(0, W);
      const top =
        pts[Math.max(0, Math.min(pts.length - 1, Math.round((x - pts[0]![0]) / step)))]![1];
      const y = top + (bottom - top) * Math.pow(rng.float(), 1.6) * 0.7;
      starts.push([x, y, rng.range(0.05, 0.3)]);
    }
    for (const [x0, y0, lenF] of starts) {
      const fall = bottom - y0;
      if (fall < H * 0.02) continue;
      let theta = Math.max(-0.9, Math.min(0.9, Math.atan(slopeAt(x0)) * 0.8));
      const len = fall * lenF * 0.6 * (o.ribLength ?? 1);
      const w0 = rng.range(1.0, 3.2) * s.k;
      const n = perlin1D(rng);
      const segs = 20;
      const left: Point[] = [];
      const right: Point[] = [];
      let px = x0;
      let py = y0;
      for (let k = 0; k <= segs; k++) {
        const t = k / segs;
        const w =
          w0 *
          (Math.sin(Math.PI * Math.min(1, t * 1.1)) * (0.7 + 0.6 * Math.abs(n(t * 6 + 3))) + 0.1);
        left.push([px - w * Math.cos(theta), py + w * Math.sin(theta)]);
        right.push([px + w * Math.cos(theta), py - w * Math.sin(theta)]);
        const ds = len / segs;
        theta = theta * 0.97 + n(t * 3) * 0.06;
        px += Math.sin(theta) * ds;
        py += Math.cos(theta) * ds;
      }
      const poly = polyPath([...left, ...right.reverse()]);
      const inSnow = o.snow && y0 < snowAt(x0);
      if (
        inSnow &&
        lenF < 0.35 &&
        y0 >
          pts[Math.max(0, Math.min(pts.length - 1, Math.round((x0 - pts[0]![0]) / step)))]![1] + 3
      )
        continue;
      if (inSnow) rockRibs += `<path d="${poly}" opacity="${rng.range(0.3, 0.75).toFixed(2)}"/>`;
      else faint += `<path d="${poly}" opacity="${rng.range(0.12, 0.3).toFixed(2)}"/>`;
    }
    s.add(`<g fill="${darken(rockBot, 0.35)}">${faint}</g>`);
    s.add(`<g fill="${rockRib}">${rockRibs}</g>`);
  }

  // Facet shading: the face of each spur turned away from the light is multiplied by the shadow colour.
  {
    const step = pts[1]![0] - pts[0]![0];
    let shade = '';
    const scales = [
      { win: Math.round((W * 0.06) / step), prom: H * 0.025, op: 1 },
      { win: Math.round((W * 0.018) / step), prom: H * 0.008, op: 0.55 },
    ];
    for (const sc of scales) {
      const maxima = findMaxima(pts, sc.win, sc.prom);
      for (const mi of maxima) {
        // valley on the shadow side: lowest point before the next higher ground
        let vi = mi;
        let j = mi + away;
        const lim = sc.win * 6;
        while (j > 0 && j < pts.length - 1 && Math.abs(j - mi) < lim) {
          if (pts[j]![1] > pts[vi]![1]) vi = j;
          if (pts[j]![1] < pts[mi]![1]) break;
          j += away;
        }
        if (vi === mi) vi = Math.max(0, Math.min(pts.length - 1, mi + away * sc.win));
        const [xm, ym] = pts[mi]!;
        const [xv, yv] = pts[vi]!;
        const span = Math.abs(xv - xm);
        const fall = bottom - ym;
        const f = rng.range(-0.3, 0.4);
        const g = rng.range(0.0, 0.35);
        const spineEnd = xm + away * f * span + away * rng.range(-0.04, 0.1) * fall;
        const gullyEnd = xv - away * g * span;
        const e = rng.range(0.75, 1.25);
        const jag = perlin1D(rng);
        const spine: Point[] = [];
        const N = 48;
        for (let k = 0; k <= N; k++) {
          const t = k / N;
          const x =
            xm +
            (spineEnd - xm) * Math.pow(t, e) +
            fbm(jag, t * 7, 6, 0.6) * fall * 0.07 * Math.sqrt(t);
          spine.push([x, ym + fall * t]);
        }
        const gully: Point[] = [];
        for (let k = N; k >= 0; k--) {
          const t = k / N;
          const x =
            xv +
            (gullyEnd - xv) * t +
            fbm(jag, t * 7 + 40, 6, 0.6) * (bottom - yv) * 0.05 * Math.sqrt(t);
          gully.push([x, yv + (bottom - yv) * t]);
        }
        const ridge: Point[] = [];
        for (let k = vi; k !== mi; k -= away) ridge.push(pts[k]!);
        const poly = [...spine, ...gully, ...ridge];
        const op = Math.min(1, sc.op * (time.shadowStrength ?? 1) * rng.range(0.8, 1));
        shade += `<path d="${polyPath(poly)}" opacity="${op.toFixed(2)}"/>`;
      }
    }
    s.add(`<g fill="${time.shadow}" style="mix-blend-mode:multiply">${shade}</g>`);
  }

  // Alpenglow: warm light on the upper slopes at dawn / dusk
  if (time.alpenglow) {
    const a = time.alpenglow * (o.glowAmount ?? 1);
    const gl = s.lin(
      [
        [0, time.light, a],
        [0.45, time.light, a * 0.35],
        [1, time.light, 0],
      ],
      { x1: 0, y1: topY, x2: 0, y2: bottom, abs: true },
    );
    s.add(`<path d="${silhouette}" fill="${gl}" style="mix-blend-mode:multiply"/>`);
  }

  // Atmospheric perspective
  const hz = [depth * 0.75, Math.min(0.95, depth * 0.75 + 0.3)] as const;
  const hazeFill = s.lin(
    [
      [0, time.haze, hz[0]],
      [1, time.haze, hz[1]],
    ],
    { x1: 0, y1: topY, x2: 0, y2: bottom, abs: true },
  );
  s.add(`<path d="${silhouette}" fill="${hazeFill}"/>`);
  const inner = s.end();
  s.add(`<g clip-path="${clipId}">${inner}</g>`);
  return {
    at(x) {
      const i = Math.max(
        0,
        Math.min(pts.length - 1, Math.round((x - pts[0]![0]) / (pts[1]![0] - pts[0]![0]))),
      );
      return pts[i]![1];
    },
  };
}

/** Distant sea of peaks just above the horizon. */
export function farRange(s: Scene, horizon: number, o: { hills?: number; snowY?: number }) {
  const { H } = s;
  return mountainRange(s, {
    baseY: horizon,
    hills: H * (o.hills ?? 0.15),
    hillFreq: 3,
    rough: H * 0.03,
    depth: 0.85,
    snow: { y: horizon - H * (o.snowY ?? 0.1), amp: H * 0.035, follow: 0.3 },
    bottom: horizon + H * 0.12,
    ribSpacing: 11,
    texture: 0.6,
  });
}

/** Peak outlines, as fractions of the canvas relative to the main summit. */
const PEAK_SHAPES: Record<PeakShape, PeakSpec[]> = {
  k2: [
    { x: 0, y: 0, wl: 0.3, wr: 0.28, k: 1.25 },
    { x: 0.1, y: 0.16, wl: 0.1, wr: 0.2, k: 1.5 },
    { x: -0.33, y: 0.3, wl: 0.2, wr: 0.18, k: 1.6 },
  ],
  pyramid: [
    { x: 0, y: 0, wl: 0.25, wr: 0.27, k: 1.1 },
    { x: -0.26, y: 0.3, wl: 0.16, wr: 0.14, k: 1.5 },
    { x: 0.28, y: 0.26, wl: 0.12, wr: 0.22, k: 1.5 },
  ],
  broad: [
    { x: -0.15, y: 0.035, wl: 0.1, wr: 0.08, k: 1.0, round: 0.5 },
    { x: 0, y: 0, wl: 0.09, wr: 0.08, k: 1.0, round: 0.5 },
    { x: 0.13, y: 0.025, wl: 0.08, wr: 0.1, k: 1.0, round: 0.5 },
    { x: -0.02, y: 0.075, wl: 0.44, wr: 0.42, k: 1.0, round: 0.7 },
    { x: -0.42, y: 0.3, wl: 0.14, wr: 0.12, k: 1.4 },
  ],
  spear: [
    { x: 0, y: 0, wl: 0.1, wr: 0.085, k: 1.02 },
    { x: 0.07, y: 0.3, wl: 0.06, wr: 0.2, k: 1.3 },
    { x: -0.13, y: 0.36, wl: 0.18, wr: 0.08, k: 1.4 },
  ],
  dome: [
    { x: 0, y: 0, wl: 0.3, wr: 0.22, k: 1.1, round: 0.45 },
    { x: 0.07, y: 0.025, wl: 0.08, wr: 0.12, k: 1.1, round: 0.3 },
    { x: -0.14, y: 0.09, wl: 0.1, wr: 0.08, k: 1.2 },
    { x: -0.36, y: 0.26, wl: 0.16, wr: 0.14, k: 1.3 },
    { x: 0.34, y: 0.24, wl: 0.12, wr: 0.24, k: 1.3 },
  ],
  wall: [
    { x: 0, y: 0, wl: 0.42, wr: 0.36, k: 1.05, round: 0.35 },
    { x: -0.2, y: 0.05, wl: 0.12, wr: 0.1, k: 1.1 },
    { x: 0.1, y: 0.015, wl: 0.08, wr: 0.1, k: 1.1 },
    { x: 0.3, y: 0.12, wl: 0.1, wr: 0.26, k: 1.1 },
  ],
  rakaposhi: [
    { x: 0, y: 0, wl: 0.3, wr: 0.34, k: 1.1 },
    { x: -0.16, y: 0.1, wl: 0.14, wr: 0.1, k: 1.2 },
    { x: 0.2, y: 0.14, wl: 0.1, wr: 0.28, k: 1.2 },
  ],
};

/** A PEAK_SHAPES outline with its main summit at (peakX, peakY), scaled by zoom. */
export function placePeaks(
  s: Scene,
  v: { peakX: number; peakY: number; zoom?: number },
  shape: PeakShape,
): PeakSpec[] {
  const { W, H } = s;
  const z = v.zoom ?? 1;
  const px = W * v.peakX;
  const py = H * v.peakY;
  return PEAK_SHAPES[shape].map((p) => ({
    ...p,
    x: px + p.x * W * z,
    y: py + p.y * H * z,
    wl: p.wl * W * z,
    wr: p.wr * W * z,
    k: p.k,
    pow: p.pow,
  }));
}
