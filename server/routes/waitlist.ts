import { Hono, type Context } from 'hono';
import {
  ADMIN_WAITLIST_MESSAGES,
  joinWaitlistRequestSchema,
  WAITLIST_MESSAGES,
  waitlistTokenRequestSchema,
  type WaitlistPlace,
} from '../../contract/waitlist';
import { authenticate, requireAdmin, requireAuth } from '../auth/middleware';
import type { AppEnv } from '../http/env';
import { createRateLimit, ipOf } from '../http/rate-limit';
import { notFound, parseJsonBody, validationError } from '../http/responses';
import { parseRowId } from '../http/row-id';
import { departureWaitlist, offerByHand, removeByHand, waitlistDemand } from '../waitlist/admin';
import {
  claimEntry,
  entryByToken,
  leaveEntry,
  type ClaimOutcome,
  type LeaveOutcome,
} from '../waitlist/offers';
import { findEntry, joinWaitlist, listMyPlaces, toPlace, type EntryRow } from '../waitlist/places';

/** The waitlist of sold-out departures (contract/waitlist.ts; issue 19). */
export const waitlistRoutes = new Hono<AppEnv>();

/** Joins per IP and minute: the booking allowance (a join is as cheap to send as a booking). */
const joinLimit = createRateLimit({
  name: 'waitlist-ip',
  windowMs: 60_000,
  maxPerWindow: (services) => services.config.bookingMaxPerMinute,
  message: WAITLIST_MESSAGES.tooMany,
});

const mailEnv = (c: Context<AppEnv>) => ({
  siteUrl: c.var.services.config.publicUrl,
  now: c.var.services.clock(),
});

const answerPlace = (c: Context<AppEnv>, place: WaitlistPlace, status: 200 | 201 = 200) =>
  c.json({ data: place }, status);

function answerLeave(c: Context<AppEnv>, outcome: LeaveOutcome) {
  return outcome.kind === 'left'
    ? answerPlace(c, outcome.place)
    : c.json({ message: WAITLIST_MESSAGES.notLeavable, data: outcome.place }, 409);
}

function answerClaim(c: Context<AppEnv>, outcome: ClaimOutcome) {
  switch (outcome.kind) {
    case 'claimed':
      return c.json({ data: outcome.claim });
    case 'expired':
      return c.json({ message: WAITLIST_MESSAGES.offerExpired }, 410);
    case 'notOffered':
      return c.json({ message: WAITLIST_MESSAGES.notOffered, data: outcome.place }, 409);
  }
}

waitlistRoutes.post('/waitlist', async (c) => {
  const parsed = await parseJsonBody(c, joinWaitlistRequestSchema);
  if (!parsed.ok) return parsed.response;
  const refusal = await joinLimit.take(c, ipOf(c));
  if (refusal) return refusal;
  const auth = await authenticate(c);
  const outcome = await joinWaitlist(
    c.var.services.db,
    {
      departureId: parsed.data.departure_id,
      email: parsed.data.email,
      travelers: parsed.data.travelers,
      userId: auth?.user.id ?? null,
    },
    mailEnv(c),
  );
  switch (outcome.kind) {
    case 'noDeparture':
      return validationError(c, { departure_id: [WAITLIST_MESSAGES.departure] });
    case 'notFull':
      return validationError(c, { departure_id: [WAITLIST_MESSAGES.notFull] });
    case 'duplicate':
      return validationError(c, { email: [WAITLIST_MESSAGES.duplicate] });
    case 'joined':
      return answerPlace(c, outcome.place, 201);
  }
});

/** The entry a mail link's token names, or the 404 to send. */
async function byToken(
  c: Context<AppEnv>,
): Promise<{ ok: true; entry: EntryRow } | { ok: false; response: Response }> {
  const parsed = await parseJsonBody(c, waitlistTokenRequestSchema);
  if (!parsed.ok) return { ok: false, response: parsed.response };
  const entry = await entryByToken(c.var.services.db, parsed.data.token);
  return entry
    ? { ok: true, entry }
    : { ok: false, response: notFound(c, WAITLIST_MESSAGES.linkInvalid) };
}

waitlistRoutes.post('/waitlist/place', async (c) => {
  const found = await byToken(c);
  if (!found.ok) return found.response;
  return answerPlace(c, await toPlace(c.var.services.db, found.entry.id));
});

waitlistRoutes.post('/waitlist/leave', async (c) => {
  const found = await byToken(c);
  if (!found.ok) return found.response;
  return answerLeave(c, await leaveEntry(c.var.services.db, found.entry, mailEnv(c)));
});

waitlistRoutes.post('/waitlist/claim', async (c) => {
  const found = await byToken(c);
  if (!found.ok) return found.response;
  return answerClaim(c, await claimEntry(c.var.services.db, found.entry, mailEnv(c)));
});

waitlistRoutes.use('/my/waitlist', requireAuth);
waitlistRoutes.use('/my/waitlist/*', requireAuth);

waitlistRoutes.get('/my/waitlist', async (c) => {
  const { user } = c.var.auth;
  return c.json({ data: await listMyPlaces(c.var.services.db, user) });
});

/** The signed-in traveller's entry (joined signed in, or with their e-mail), or null. */
async function myEntry(c: Context<AppEnv>): Promise<EntryRow | null> {
  const id = parseRowId(c.req.param('id'));
  if (id === null) return null;
  const entry = await findEntry(c.var.services.db, { id });
  const { user } = c.var.auth;
  const mine = entry && (entry.user_id === user.id || entry.email === user.email.toLowerCase());
  return mine ? entry : null;
}

waitlistRoutes.post('/my/waitlist/:id/leave', async (c) => {
  const entry = await myEntry(c);
  if (!entry) return notFound(c, WAITLIST_MESSAGES.notFound);
  return answerLeave(c, await leaveEntry(c.var.services.db, entry, mailEnv(c)));
});

waitlistRoutes.post('/my/waitlist/:id/claim', async (c) => {
  const entry = await myEntry(c);
  if (!entry) return notFound(c, WAITLIST_MESSAGES.notFound);
  return answerClaim(c, await claimEntry(c.var.services.db, entry, mailEnv(c)));
});

waitlistRoutes.get('/admin/departures/:id/waitlist', requireAdmin, async (c) => {
  const id = parseRowId(c.req.param('id'));
  const places = id === null ? null : await departureWaitlist(c.var.services.db, id);
  if (!places) return notFound(c, ADMIN_WAITLIST_MESSAGES.departureNotFound);
  return c.json({ data: places });
});

waitlistRoutes.get('/admin/waitlist/demand', requireAdmin, async (c) => {
  const { db, clock } = c.var.services;
  return c.json({ data: await waitlistDemand(db, clock()) });
});

waitlistRoutes.post('/admin/waitlist/:id/offer', requireAdmin, async (c) => {
  const id = parseRowId(c.req.param('id'));
  if (id === null) return notFound(c, WAITLIST_MESSAGES.notFound);
  const outcome = await offerByHand(c.var.services.db, id, c.var.auth.user.id, mailEnv(c));
  switch (outcome.kind) {
    case 'notFound':
      return notFound(c, WAITLIST_MESSAGES.notFound);
    case 'notWaiting':
      return c.json({ message: ADMIN_WAITLIST_MESSAGES.notWaiting }, 409);
    case 'noSeats':
      return c.json({ message: ADMIN_WAITLIST_MESSAGES.noSeats }, 409);
    case 'offered':
      return answerPlace(c, outcome.place);
  }
});

waitlistRoutes.post('/admin/waitlist/:id/remove', requireAdmin, async (c) => {
  const id = parseRowId(c.req.param('id'));
  if (id === null) return notFound(c, WAITLIST_MESSAGES.notFound);
  const outcome = await removeByHand(c.var.services.db, id, c.var.auth.user.id, mailEnv(c));
  return outcome.kind === 'notFound'
    ? notFound(c, WAITLIST_MESSAGES.notFound)
    : answerLeave(c, outcome);
});
