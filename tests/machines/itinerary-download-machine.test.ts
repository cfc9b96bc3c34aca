import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  ITINERARY_MESSAGES,
  itineraryDownloadMachine,
  itineraryFileName,
  type ItineraryDownloadInput,
} from '../../machines/itinerary-download-machine';
import { apiError } from '../support/api-error';
import { controllable } from '../support/controllable';

const PDF = new Blob(['%PDF-1.3'], { type: 'application/pdf' });

function start(input: ItineraryDownloadInput = { reference: 'KT7Q2M9X' }) {
  const fetch = controllable<Blob, ItineraryDownloadInput>();
  const saved: Array<{ blob: Blob; fileName: string }> = [];
  const actor = createActor(
    itineraryDownloadMachine.provide({
      actors: { fetchItinerary: fetch.logic },
      actions: { saveFile: (_, params) => saved.push(params) },
    }),
    { input },
  ).start();
  return { actor, fetch, saved };
}

describe('itinerary download machine', () => {
  it('waits idle, fetches once per click (tag busy) and saves the PDF as itinerary-<REF>.pdf', async () => {
    const { actor, fetch, saved } = start({ reference: 'KT7Q2M9X', email: 'a@example.com' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(fetch.calls).toHaveLength(0);

    actor.send({ type: 'itinerary.download' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // A second click while busy starts nothing.
    expect(actor.getSnapshot().can({ type: 'itinerary.download' })).toBe(false);
    actor.send({ type: 'itinerary.download' });
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.last().input).toEqual({ reference: 'KT7Q2M9X', email: 'a@example.com' });

    await fetch.resolve(PDF);
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(saved).toEqual([{ blob: PDF, fileName: 'itinerary-KT7Q2M9X.pdf' }]);
    expect(itineraryFileName('KT7Q2M9X')).toBe('itinerary-KT7Q2M9X.pdf');
  });

  it('downloads again from done', async () => {
    const { actor, fetch, saved } = start();
    actor.send({ type: 'itinerary.download' });
    await fetch.resolve(PDF);
    actor.send({ type: 'itinerary.download' });
    expect(actor.getSnapshot().matches('downloading')).toBe(true);
    await fetch.resolve(PDF);
    expect(saved).toHaveLength(2);
  });

  it("lands in failed (tag error) with the server's message, then retries and saves", async () => {
    const { actor, fetch, saved } = start();
    actor.send({ type: 'itinerary.download' });
    await fetch.reject(apiError(429, 'Too many attempts. Please wait a few minutes.'));
    let snapshot = actor.getSnapshot();
    expect(snapshot.matches('failed')).toBe(true);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.failure).toBe('Too many attempts. Please wait a few minutes.');
    expect(snapshot.can({ type: 'itinerary.download' })).toBe(false);
    expect(saved).toHaveLength(0);

    actor.send({ type: 'itinerary.retry' });
    snapshot = actor.getSnapshot();
    expect(snapshot.matches('downloading')).toBe(true);
    // The message goes while the retry runs.
    expect(snapshot.context.failure).toBeNull();
    await fetch.resolve(PDF);
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(saved).toHaveLength(1);
  });

  it('says the fixed text for a server error or a failure that does not explain itself', async () => {
    const { actor, fetch } = start();
    actor.send({ type: 'itinerary.download' });
    await fetch.reject(apiError(500, 'Server Error'));
    expect(actor.getSnapshot().context.failure).toBe(ITINERARY_MESSAGES.failed);
    actor.send({ type: 'itinerary.retry' });
    await fetch.reject(apiError(0, ''));
    expect(actor.getSnapshot().context.failure).toBe(ITINERARY_MESSAGES.failed);
  });

  it('cancels the request when the actor stops mid-download', () => {
    const { actor, fetch } = start();
    actor.send({ type: 'itinerary.download' });
    actor.stop();
    expect(fetch.last().signal.aborted).toBe(true);
  });
});
