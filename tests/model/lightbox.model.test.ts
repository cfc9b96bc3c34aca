import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { lightboxMachine } from '../../machines/lightbox-machine';

/**
 * What a visitor of a tour gallery with three pictures observes: which picture the gallery
 * shows while the viewer is closed, and which one the open viewer shows. The main picture opens
 * the viewer at the gallery's picture; next and previous wrap around at both ends; closing
 * leaves the gallery on the picture last seen. SELECT_* are the thumbnails (closed only).
 */
const COUNT = 3;
const pictures = [0, 1, 2] as const;
const thumbnails = Object.fromEntries(pictures.map((j) => [`SELECT_${j}`, j]));

const lightboxModel = createMachine({
  id: 'lightboxModel',
  initial: 'closed_0',
  states: Object.fromEntries(
    pictures.flatMap((i) => [
      [
        `closed_${i}`,
        {
          on: {
            OPEN: `open_${i}`,
            ...Object.fromEntries(pictures.map((j) => [`SELECT_${j}`, `closed_${j}`])),
          },
        },
      ],
      [
        `open_${i}`,
        {
          on: {
            NEXT: `open_${(i + 1) % COUNT}`,
            PREVIOUS: `open_${(i + COUNT - 1) % COUNT}`,
            CLOSE: `closed_${i}`,
          },
        },
      ],
    ]),
  ),
});

const model = createTestModel(lightboxModel);
const paths = [
  ...model.getShortestPaths(),
  ...model.getSimplePaths({ toState: (s) => String(s.value) === 'closed_0' }),
];

describe('lightbox model paths', () => {
  it('opens at every picture, steps both ways across both ends and closes', () => {
    const steps = paths.flatMap((p) => p.steps);
    expect(new Set(steps.map((s) => String(s.state.value)))).toEqual(
      new Set(pictures.flatMap((i) => [`closed_${i}`, `open_${i}`])),
    );
    const taken = new Set(
      paths.flatMap((p) =>
        p.steps.slice(1).map((s, k) => {
          const from = String(p.steps[k]!.state.value);
          return `${from} ${s.event.type} ${String(s.state.value)}`;
        }),
      ),
    );
    // Wrap forwards (last -> first) and backwards (first -> last).
    expect(taken).toContain('open_2 NEXT open_0');
    expect(taken).toContain('open_0 PREVIOUS open_2');
    for (const event of ['OPEN', 'NEXT', 'PREVIOUS', 'CLOSE', ...Object.keys(thumbnails)]) {
      expect(steps.map((s) => s.event.type)).toContain(event);
    }
  });

  for (const path of paths) {
    it(path.description, async () => {
      // The gallery's selection, as the tour page keeps it (tour-detail machine's selectedImage).
      let gallery = 0;
      const actor = createActor(
        lightboxMachine.provide({
          actions: { showInGallery: (_, { index }) => (gallery = index) },
        }),
      ).start();
      const snapshot = () => actor.getSnapshot();
      const closedOn = (i: number) => () => {
        expect(snapshot().hasTag('open')).toBe(false);
        expect(gallery).toBe(i);
      };
      const openOn = (i: number) => () => {
        expect(snapshot().hasTag('open')).toBe(true);
        expect(snapshot().context.index).toBe(i);
        expect(snapshot().context.count).toBe(COUNT);
        // Several pictures: both directions are always offered.
        expect(snapshot().can({ type: 'lightbox.next' })).toBe(true);
        expect(snapshot().can({ type: 'lightbox.previous' })).toBe(true);
      };

      await path.test({
        states: Object.fromEntries(
          pictures.flatMap((i) => [
            [`closed_${i}`, closedOn(i)],
            [`open_${i}`, openOn(i)],
          ]),
        ),
        events: {
          OPEN: () => actor.send({ type: 'lightbox.open', index: gallery, count: COUNT }),
          NEXT: () => actor.send({ type: 'lightbox.next' }),
          PREVIOUS: () => actor.send({ type: 'lightbox.previous' }),
          CLOSE: () => actor.send({ type: 'lightbox.close' }),
          ...Object.fromEntries(
            Object.entries(thumbnails).map(([event, index]) => [
              event,
              () => {
                gallery = index;
              },
            ]),
          ),
        },
      });
      actor.stop();
    });
  }
});
