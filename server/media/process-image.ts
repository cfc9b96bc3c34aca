import sharp, { type Metadata } from 'sharp';
import { sniffImageKind } from './sniff';

/** Every upload is stored at these widths (never upscaled); the client's srcset expects both. */
export const IMAGE_WIDTHS = [640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export type ImageRejection = 'type' | 'unreadable' | 'tooManyPixels';

/** An upload that is not an image we accept; `reason` picks the admin-facing message. */
export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejection) {
    super(`Image rejected: ${reason}`);
    this.name = 'ImageRejectedError';
  }
}

export type ImageRenditions = Record<ImageWidth, Buffer>;

const WEBP_OPTIONS = { quality: 80, effort: 4 } as const;

/**
 * Decodes an uploaded JPEG, PNG or WebP and re-encodes it as WebP at each width: rotated by its
 * EXIF orientation, metadata (EXIF, GPS, ICC, XMP) stripped, so nothing of the original file's
 * bytes reaches the disk. The type is decided by the bytes; the pixel count is checked from the
 * header before anything is decoded, and sharp's own limit backs that up during decoding.
 * A damaged file (truncated JPEG/PNG, corrupt header) fails decoding: `unreadable`.
 */
export async function processImage(
  bytes: Uint8Array,
  options: { maxPixels: number },
): Promise<ImageRenditions> {
  const kind = sniffImageKind(bytes);
  if (!kind) throw new ImageRejectedError('type');

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('unreadable');
  }
  if (metadata.format !== kind) throw new ImageRejectedError('type');
  const { width, height } = metadata;
  if (!width || !height) throw new ImageRejectedError('unreadable');
  if (width * height > options.maxPixels) throw new ImageRejectedError('tooManyPixels');

  // failOn 'warning': libjpeg treats a truncated JPEG as a warning and would pad it with grey.
  const oriented = sharp(bytes, {
    limitInputPixels: options.maxPixels,
    failOn: 'warning',
  }).rotate();
  try {
    const render = (width: ImageWidth) =>
      oriented.clone().resize({ width, withoutEnlargement: true }).webp(WEBP_OPTIONS).toBuffer();
    const [small, large] = await Promise.all([render(640), render(1280)]);
    return { 640: small, 1280: large };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new ImageRejectedError(/pixel limit/i.test(message) ? 'tooManyPixels' : 'unreadable');
  }
}
