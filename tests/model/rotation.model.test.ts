import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, createMachine } from 'xstate';
import { TIMINGS } from '../../machines/constants';
import { rotationMachine } from '../../machines/rotation-machine';

/**
 * What a visitor sees of a rotation of three items (the hero): which item is shown and
 * whether it moves on by itself. Hovering holds it; a dot shows an item at once.
 */
const COUNT = 3;
const items = [0, 1, 2] as const;
const dots = Object.fromEntries(items.map((j) => [`DOT_${j}`, j]));

const rotationModel = createMachine({
  id: 'rotationModel',
  initial: 'running_0',
  states: Object.fromEntries(
    items.flatMap((i) => [
      [
        `running_${i}`,
        {
          on: {
            WAIT: `running_${(i + 1) % COUNT}`,
            HOVER: `paused_${i}`,
            ...Object.fromEntries(items.map((j) => [`DOT_${j}`, `running_${j}`])),
          },
        },
      ],
      [
        `paused_${i}`,
        {
          on: {
            WAIT: `paused_${i}`,
            LEAVE: `running_${i}`,
            ...Object.fromEntries(items.map((j) => [`DOT_${j}`, `paused_${j}`])),
          },
        },
      ],
    ]),
  ),
});

const model = createTestModel(rotationModel);
const paths = [
  ...model.getShortestPaths(),
  ...model.getSimplePaths({ toState: (s) => String(s.value) === 'running_0' }),
];

describe('rotation model paths', () => {
  it('reaches every item, running and held, with every event', () => {
    const steps = paths.flatMap((p) => p.steps);
    expect(new Set(steps.map((s) => String(s.state.value)))).toEqual(
      new Set(items.flatMap((i) => [`running_${i}`, `paused_${i}`])),
    );
    const events = new Set(steps.map((s) => s.event.type));
    for (const event of ['WAIT', 'HOVER', 'LEAVE', ...Object.keys(dots)]) {
      expect(events).toContain(event);
    }
  });

  for (const path of paths) {
    it(path.description, async () => {
      const clock = new SimulatedClock();
      const actor = createActor(rotationMachine, {
        input: { count: COUNT, interval: 'heroInterval' },
        clock,
      }).start();
      const check = (index: number, running: boolean) => {
        expect(actor.getSnapshot().context.index).toBe(index);
        expect(actor.getSnapshot().hasTag('running')).toBe(running);
      };
      await path.test({
        states: Object.fromEntries(
          items.flatMap((i) => [
            [`running_${i}`, () => check(i, true)],
            [`paused_${i}`, () => check(i, false)],
          ]),
        ),
        events: {
          WAIT: () => clock.increment(TIMINGS.heroInterval),
          HOVER: () => actor.send({ type: 'rotation.pause', reason: 'hover' }),
          LEAVE: () => actor.send({ type: 'rotation.resume', reason: 'hover' }),
          ...Object.fromEntries(
            Object.entries(dots).map(([event, index]) => [
              event,
              () => actor.send({ type: 'rotation.goTo', index }),
            ]),
          ),
        },
      });
    });
  }
});
