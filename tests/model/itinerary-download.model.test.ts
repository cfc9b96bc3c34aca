import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import {
  ITINERARY_MESSAGES,
  itineraryDownloadMachine,
  type ItineraryDownloadInput,
} from '../../machines/itinerary-download-machine';
import { apiError } from '../support/api-error';
import { controllable } from '../support/controllable';

/**
 * What a traveller (or the operator) observes of Download Itinerary: the button, the button
 * busy while the PDF is generated, the file saved, or the failure with 'Try again'. DOWNLOAD and
 * RETRY are offered in every state: only idle and done take a download, only failed a retry.
 */
const downloadModel = createMachine({
  id: 'downloadModel',
  initial: 'idle',
  states: {
    idle: { on: { DOWNLOAD: 'downloading', RETRY: 'idle' } },
    downloading: {
      on: { RESOLVE: 'done', REJECT: 'failed', DOWNLOAD: 'downloading', RETRY: 'downloading' },
    },
    done: { on: { DOWNLOAD: 'downloading', RETRY: 'done' } },
    failed: { on: { RETRY: 'downloading', DOWNLOAD: 'failed' } },
  },
});

const model = createTestModel(downloadModel);
const paths = [
  ...model.getShortestPaths(),
  ...model.getSimplePaths({ toState: (s) => s.matches('done') }),
];

describe('itinerary download model paths', () => {
  it('reaches every observable state, a retry that saves and a second download', () => {
    const reached = new Set(
      paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => String(s.value)),
    );
    expect(reached).toEqual(new Set(['idle', 'downloading', 'done', 'failed']));
    const described = paths.map((p) => p.steps.map((s) => s.event.type).join(' '));
    expect(described.some((d) => d.includes('REJECT RETRY RESOLVE'))).toBe(true);
    expect(described.some((d) => d.includes('RESOLVE DOWNLOAD'))).toBe(true);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const fetch = controllable<Blob, ItineraryDownloadInput>();
      const saved: string[] = [];
      const actor = createActor(
        itineraryDownloadMachine.provide({
          actors: { fetchItinerary: fetch.logic },
          actions: { saveFile: (_, { fileName }) => saved.push(fileName) },
        }),
        { input: { reference: 'KT7Q2M9X' } },
      ).start();
      const snapshot = () => actor.getSnapshot();
      let settled = 0;
      let resolved = 0;

      await path.test({
        states: {
          idle: () => {
            expect(snapshot().matches('idle')).toBe(true);
            expect(snapshot().can({ type: 'itinerary.download' })).toBe(true);
            expect(fetch.calls).toHaveLength(0);
          },
          downloading: () => {
            expect(snapshot().hasTag('busy')).toBe(true);
            expect(snapshot().context.failure).toBeNull();
            // Exactly one request is open while downloading.
            expect(fetch.calls.length).toBe(settled + 1);
          },
          done: () => {
            expect(snapshot().hasTag('done')).toBe(true);
            expect(snapshot().hasTag('busy')).toBe(false);
            // One file saved per successful request, under the reference's name.
            expect(saved).toEqual(Array(resolved).fill('itinerary-KT7Q2M9X.pdf'));
          },
          failed: () => {
            expect(snapshot().hasTag('error')).toBe(true);
            expect(snapshot().can({ type: 'itinerary.retry' })).toBe(true);
            expect(snapshot().context.failure).toBe(ITINERARY_MESSAGES.failed);
            expect(saved).toHaveLength(resolved);
          },
        },
        events: {
          DOWNLOAD: () => actor.send({ type: 'itinerary.download' }),
          RETRY: () => actor.send({ type: 'itinerary.retry' }),
          RESOLVE: async () => {
            settled += 1;
            resolved += 1;
            await fetch.resolve(new Blob(['%PDF-'], { type: 'application/pdf' }));
          },
          REJECT: async () => {
            settled += 1;
            await fetch.reject(apiError(500, 'Server Error'));
          },
        },
      });
    });
  }
});
