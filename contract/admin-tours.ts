import { z } from 'zod/mini';
import { categoryOptionSchema, TOUR_STATUSES } from './tours';

/** One card of the admin tour list (SPEC section 3: admin tour list item). Price in US dollars. */
export const adminTourSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  location: z.string(),
  thumbnail: z.nullable(z.string()),
  status: z.enum(TOUR_STATUSES),
  difficulty: z.string(),
  duration: z.number(),
  price: z.number(),
  /** All-time bookings of the tour. */
  bookings: z.number(),
});
export type AdminTour = z.infer<typeof adminTourSchema>;

/** GET /api/tours (admin, bearer): { success: true, data: AdminTour[] }. */
export const adminTourListResponseSchema = z.object({
  success: z.boolean(),
  data: z.array(adminTourSchema),
});
export type AdminTourListResponse = z.infer<typeof adminTourListResponseSchema>;

/** One entry of GET /api/categories. */
export type CategoryOption = z.infer<typeof categoryOptionSchema>;
