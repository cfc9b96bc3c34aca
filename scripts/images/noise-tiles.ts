import sharp from 'sharp';
import { Rng } from './random';

/**
 * Seamless (periodic) 2-D gradient noise tile, size x size pixels, three channels:
 * R and G: fBm with different seeds, B: ridged fBm. Each channel is normalised to mean 0.5.
 */
function makeNoiseTile(size: number, seed: number): Uint8Array {
  const rng = new Rng(seed);
  const channels = [
    { base: 4, octaves: 7, gain: 0.52, ridged: false },
    { base: 4, octaves: 7, gain: 0.52, ridged: false },
    { base: 3, octaves: 7, gain: 0.55, ridged: true },
  ];
  const out = new Uint8Array(size * size * 3);
  channels.forEach((c, ci) => {
    const field = new Float64Array(size * size);
    let amp = 1;
    for (let o = 0; o < c.octaves; o++) {
      const p = c.base << o;
      const gx = new Float64Array(p * p);
      const gy = new Float64Array(p * p);
      for (let i = 0; i < p * p; i++) {
        const a = rng.float() * Math.PI * 2;
        gx[i] = Math.cos(a);
        gy[i] = Math.sin(a);
      }
      for (let y = 0; y < size; y++) {
        const Y = (y / size) * p;
        const iy = Math.floor(Y);
        const fy = Y - iy;
        const vy = fy * fy * fy * (fy * (fy * 6 - 15) + 10);
        const y0 = iy % p;
        const y1 = (iy + 1) % p;
        for (let x = 0; x < size; x++) {
          const X = (x / size) * p;
          const ix = Math.floor(X);
          const fx = X - ix;
          const vx = fx * fx * fx * (fx * (fx * 6 - 15) + 10);
          const x0 = ix % p;
          const x1 = (ix + 1) % p;
          const d00 = gx[y0 * p + x0]! * fx + gy[y0 * p + x0]! * fy;
          const d10 = gx[y0 * p + x1]! * (fx - 1) + gy[y0 * p + x1]! * fy;
          const d01 = gx[y1 * p + x0]! * fx + gy[y1 * p + x0]! * (fy - 1);
          const d11 = gx[y1 * p + x1]! * (fx - 1) + gy[y1 * p + x1]! * (fy - 1);
          const a = d00 + (d10 - d00) * vx;
          const b = d01 + (d11 - d01) * vx;
          let v = a + (b - a) * vy;
          if (c.ridged) v = Math.pow(1 - Math.min(1, Math.abs(v) * 1.6), 2);
          field[y * size + x]! += v * amp;
        }
      }
      amp *= c.gain;
    }
    let mean = 0;
    for (const v of field) mean += v;
    mean /= field.length;
    let sd = 0;
    for (const v of field) sd += (v - mean) * (v - mean);
    sd = Math.sqrt(sd / field.length);
    for (let i = 0; i < field.length; i++) {
      out[i * 3 + ci] = Math.max(
        0,
        Math.min(255, Math.round((0.5 + ((field[i]! - mean) / sd) * 0.17) * 255)),
      );
    }
  });
  return out;
}

/**
 * Data URIs of the noise tiles every texture filter samples (see Scene.noiseFilter), made once
 * per run: two 512 px tiles, kept as near-lossless JPEG to stay small inside each SVG.
 */
export async function makeNoiseTiles(): Promise<string[]> {
  const size = 512;
  const tiles: string[] = [];
  for (const seed of [101, 202]) {
    const raw = makeNoiseTile(size, seed);
    const jpg = await sharp(Buffer.from(raw), { raw: { width: size, height: size, channels: 3 } })
      .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
      .toBuffer();
    tiles.push('data:image/jpeg;base64,' + jpg.toString('base64'));
  }
  return tiles;
}
