import type { Rng } from './random';

/** Colours are '#rrggbb' strings; channels are 0-255 and clamped when written back. */
export type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function rgbToHex(rgb: number[]): string {
  return (
    '#' +
    rgb
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(x.map((v, i) => v + (y[i]! - v) * t));
}

export function multiply(a: string, b: string): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(x.map((v, i) => (v * y[i]!) / 255));
}

export function lighten(c: string, t: number): string {
  return mix(c, '#ffffff', t);
}

export function darken(c: string, t: number): string {
  return mix(c, '#000000', t);
}

export function jitterColor(rng: Rng, c: string, amount: number): string {
  const x = hexToRgb(c);
  const d = (rng.float() - 0.5) * 2 * amount * 255;
  return rgbToHex(x.map((v) => v + d + (rng.float() - 0.5) * amount * 60));
}
