import { z } from 'zod/mini';
import { MAX_TRAVELERS, MIN_TRAVELERS } from './bookings';
import { requestObject, rowId } from './input';

/*
 * The waitlist of sold-out departures (issue 19). Import this file directly (not re-exported
 * from contract/index.ts).
 *
 * POST /api/waitlist            { departure_id, email, travelers } -> 201 { data: WaitlistPlace }
 *                                  anyone (a signed-in traveller's place is also theirs in My
 *                                  Account); only for a departure that has fewer seats left than
 *                                  `travelers` (422 `departure_id`), one active place per e-mail
 *                                  and departure (422 `email`); rate-limited (429). A confirmation
 *                                  mail carries the link to see and leave the place.
 * GET  /api/my/waitlist          -> { data: WaitlistPlace[] }   the signed-in traveller's places
 * POST /api/my/waitlist/{id}/leave -> { data: WaitlistPlace }   404 unless theirs; 409 when the
 *                                  place can no longer be left (claimed, expired, left)
 * POST /api/waitlist/place       { token } -> { data: WaitlistPlace }   the mail link's place
 * POST /api/waitlist/leave       { token } -> { data: WaitlistPlace }   leaves it (409 as above)
 * POST /api/waitlist/claim       { token } -> { data: WaitlistClaim }   the offer mail's link:
 *                                  the held seats for the booking page; 410 with
 *                                  WAITLIST_MESSAGES.offerExpired once the offer has ended
 * A token that names nothing is 404 (WAITLIST_MESSAGES.linkInvalid).
 */

export const WAITLIST_MESSAGES = {
  departure: 'This date is not available. Please choose another date.',
  notFull: 'This date still has seats for your group: you can book it now.',
  email: 'Please enter a valid email address',
  travelers: `Travelers must be between ${MIN_TRAVELERS} and ${MAX_TRAVELERS}.`,
  duplicate: 'This e-mail is already on the waitlist for this date.',
  joined: "You're on the waitlist. We've sent a confirmation e-mail.",
  left: 'You have left the waitlist.',
  notLeavable: 'This place can no longer be left.',
  notOffered: 'There is no offer to claim on this place.',
  linkInvalid: 'This waitlist link is not valid.',
  offerExpired:
    'This offer has expired and the seats have passed to the next traveler on the waitlist.',
  tooMany: 'Too many waitlist requests. Please try again later.',
  notFound: 'Waitlist place not found.',
} as const;

/** The date picker's label of a departure with too few seats (exact text of issue 19). */
export const FULLY_BOOKED_LABEL = 'Fully booked - join the waitlist';

/** The states of machines/waitlist-offer-machine.ts, stored as each entry's status. */
const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'expired', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** How each status reads on screen. */
export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  offered: 'Seats offered',
  claimed: 'Claimed',
  expired: 'Offer expired',
  left: 'Left',
};

const email = z
  .string({ error: WAITLIST_MESSAGES.email })
  .check(
    z.trim(),
    z.maxLength(254, { error: WAITLIST_MESSAGES.email }),
    z.email({ error: WAITLIST_MESSAGES.email }),
  );

const travelers = z
  .number({ error: WAITLIST_MESSAGES.travelers })
  .check(
    z.int({ error: WAITLIST_MESSAGES.travelers }),
    z.gte(MIN_TRAVELERS, { error: WAITLIST_MESSAGES.travelers }),
    z.lte(MAX_TRAVELERS, { error: WAITLIST_MESSAGES.travelers }),
  );

export const joinWaitlistRequestSchema = requestObject({
  departure_id: rowId(WAITLIST_MESSAGES.departure),
  email,
  travelers,
});
export type JoinWaitlistRequest = z.infer<typeof joinWaitlistRequestSchema>;

/** The token of a waitlist mail's link (the place's, or the offer's seat hold for a claim). */
export const waitlistTokenRequestSchema = requestObject({
  token: z
    .string({ error: WAITLIST_MESSAGES.linkInvalid })
    .check(z.regex(/^[A-Za-z0-9_-]{20,128}$/, { error: WAITLIST_MESSAGES.linkInvalid })),
});

const waitlistPlaceSchema = z.object({
  id: z.number(),
  status: z.enum(WAITLIST_STATUSES),
  email: z.string(),
  travelers: z.number(),
  /** 1 for the first in line; null unless waiting. */
  position: z.nullable(z.number()),
  joined_at: z.string(),
  offered_at: z.nullable(z.string()),
  offer_expires_at: z.nullable(z.string()),
  tour: z.object({ id: z.number(), title: z.string(), slug: z.string() }),
  departure: z.object({ id: z.number(), start_date: z.string() }),
});
export type WaitlistPlace = z.infer<typeof waitlistPlaceSchema>;

export const waitlistPlaceResponseSchema = z.object({ data: waitlistPlaceSchema });
export const waitlistPlacesResponseSchema = z.object({ data: z.array(waitlistPlaceSchema) });

/** What a claim opens: the booking page of the tour with this departure, travellers and hold. */
const waitlistClaimSchema = z.object({
  tour_id: z.number(),
  departure_id: z.number(),
  travelers: z.number(),
  hold_token: z.string(),
  hold_expires_at: z.string(),
});
export type WaitlistClaim = z.infer<typeof waitlistClaimSchema>;
export const waitlistClaimResponseSchema = z.object({ data: waitlistClaimSchema });

/*
 * Admin (requireAdmin):
 * GET  /api/admin/departures/{id}/waitlist -> { data: WaitlistPlace[] }  the line, in order, every
 *                                                status (404 for an unknown departure)
 * POST /api/admin/waitlist/{id}/offer      -> { data: WaitlistPlace }    offer the seats by hand
 *                                                (409 not waiting, or too few seats left)
 * POST /api/admin/waitlist/{id}/remove     -> { data: WaitlistPlace }    (409 when already ended)
 * GET  /api/admin/waitlist/demand          -> { data: WaitlistDemand[] } future departures with
 *                                                people waiting, most travellers first (20 at most)
 */
export const ADMIN_WAITLIST_MESSAGES = {
  notWaiting: 'Only a waiting entry can be offered the seats.',
  noSeats: 'Not enough seats are free for this group.',
  departureNotFound: 'Departure not found.',
} as const;

const waitlistDemandSchema = z.object({
  departure_id: z.number(),
  tour_id: z.number(),
  tour_title: z.string(),
  start_date: z.string(),
  capacity: z.number(),
  seats_left: z.number(),
  /** Waiting entries. */
  entries: z.number(),
  /** People waiting: the travellers of those entries. */
  travelers: z.number(),
});
export type WaitlistDemand = z.infer<typeof waitlistDemandSchema>;
export const waitlistDemandResponseSchema = z.object({ data: z.array(waitlistDemandSchema) });

/** The join form's fields as typed (the travellers box holds text); the request is built from them. */
export const joinWaitlistFormSchema = z.object({
  email,
  travelers: z
    .string({ error: WAITLIST_MESSAGES.travelers })
    .check(z.regex(/^\s*[1-8]\s*$/, { error: WAITLIST_MESSAGES.travelers })),
});
