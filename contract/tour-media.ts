import { z } from 'zod/mini';
import { mediaItemSchema } from './tours';

/**
 * POST /api/tours/{id}/media (admin, multipart) and DELETE /api/tours/{id}/media/{mediaId}.
 * Not re-exported from contract/index.ts: the wizard imports it directly.
 */

/** Multipart field names (SPEC section 7): one featured image, many gallery images. */
export const TOUR_MEDIA_FIELDS = { thumbnail: 'thumbnail', gallery: 'gallery[]' } as const;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_UPLOAD = 20;
/** Larger images are refused before decoding (decompression bombs). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** For the file input's `accept`: the server decides by the file's bytes, not by this. */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

export const TOUR_MEDIA_MESSAGES = {
  noFiles: 'Please select images to upload!',
  type: 'Only JPEG, PNG or WebP images are allowed.',
  fileTooLarge: 'Each image must be 5 MB or smaller.',
  tooManyFiles: 'Upload at most 20 images at a time.',
  oneThumbnail: 'Choose one featured image.',
  unreadable: 'This image could not be read. It may be damaged.',
  tooManyPixels: 'This image is too large: at most 40 megapixels.',
  bodyTooLarge: 'The upload is too large: send at most 20 images of 5 MB each.',
  notMultipart: 'Send the images as multipart/form-data.',
  malformed: 'The upload could not be read. Please try again.',
  mediaNotFound: 'Image not found.',
} as const;

/** The tour's media after the change: its featured image and its gallery in display order. */
const tourMediaSchema = z.object({
  thumbnail: z.nullable(z.string()),
  media: z.array(mediaItemSchema),
});
export type TourMedia = z.infer<typeof tourMediaSchema>;

export const tourMediaResponseSchema = z.object({
  success: z.literal(true),
  data: tourMediaSchema,
});
export type TourMediaResponse = z.infer<typeof tourMediaResponseSchema>;
