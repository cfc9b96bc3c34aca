import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { AppEnv } from '../http/env';

/**
 * The PDF for a mail attachment (server/mail/attachments.ts), rendered at send time; a booking
 * that is gone fails the send (the worker retries, then marks the message failed).
 */
export async function itineraryAttachment(
  db: Kysely<Database>,
  reference: string,
  now: Date,
): Promise<Buffer> {
  const { renderItineraryPdf } = await import('./itinerary-pdf');
  const pdf = await renderItineraryPdf(db, reference, now);
  if (!pdf) throw new Error(`No booking ${reference} for the itinerary PDF`);
  return pdf;
}

/**
 * The itinerary PDF as a download, or null when no booking has this reference. The renderer
 * (and @react-pdf with it) loads on the first request, so the server starts as fast as before.
 */
export async function itineraryPdfResponse(
  c: Context<AppEnv>,
  reference: string,
): Promise<Response | null> {
  const { renderItineraryPdf } = await import('./itinerary-pdf');
  const { db, clock } = c.var.services;
  const pdf = await renderItineraryPdf(db, reference, clock());
  if (!pdf) return null;
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="itinerary-${reference}.pdf"`,
    'Content-Length': String(pdf.length),
    'Cache-Control': 'no-store',
  });
}
