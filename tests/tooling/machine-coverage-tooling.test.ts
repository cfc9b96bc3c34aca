import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, SimulatedClock } from 'xstate';
import { machineGraph } from '../coverage/machine-graph';
import { createRecorder } from '../coverage/recorder';

/*
 * The coverage gate (tests/coverage/machine-coverage.test.ts) is only as honest as these two
 * pieces: the graph must list every state and every transition of a machine (each guarded
 * branch, eventless, delayed, invoke outcomes, targetless, nested and parallel), and the
 * recorder must mark exactly the ones an actor really took.
 */

const sample = setup({
  types: { events: {} as { type: 'go'; n: number } | { type: 'note' } | { type: 'back' } },
  guards: { isBig: (_, params: { n: number }) => params.n > 10 },
  actors: { load: fromPromise(async () => 'loaded') },
  delays: { pause: 1000 },
  actions: { remember: () => undefined },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  on: { note: { actions: 'remember' } },
  states: {
    idle: {
      on: {
        go: [
          { guard: { type: 'isBig', params: ({ event }) => ({ n: event.n }) }, target: 'big' },
          { target: 'deciding' },
        ],
      },
    },
    deciding: { always: 'loading' },
    loading: {
      invoke: { src: 'load', onDone: 'both', onError: 'idle' },
    },
    big: { after: { pause: 'idle' } },
    both: {
      type: 'parallel',
      states: { left: {}, right: { on: { back: '#sample.idle' } } },
    },
  },
});

const LABELS = [
  'sample --note--> (no target)',
  'sample.idle --go [isBig]--> sample.big',
  'sample.idle --go--> sample.deciding',
  'sample.deciding --(always)--> sample.loading',
  'sample.loading --xstate.done.actor.0.sample.loading--> sample.both',
  'sample.loading --xstate.error.actor.0.sample.loading--> sample.idle',
  'sample.big --xstate.after.pause.sample.big--> sample.idle',
  'sample.both.right --back--> sample.idle',
];

describe('machine coverage tooling', () => {
  it('lists every state below the root and every transition, one per guarded branch', () => {
    const graph = machineGraph(sample);
    expect(graph.id).toBe('sample');
    expect(graph.states.sort()).toEqual(
      [
        'sample.idle',
        'sample.deciding',
        'sample.loading',
        'sample.big',
        'sample.both',
        'sample.both.left',
        'sample.both.right',
      ].sort(),
    );
    expect(graph.transitions.map((t) => t.label).sort()).toEqual([...LABELS].sort());
    expect(new Set(graph.transitions.map((t) => t.key)).size).toBe(LABELS.length);
  });

  it('records exactly the states entered and the transitions taken, by the same keys', async () => {
    const recorder = createRecorder();
    const clock = new SimulatedClock();
    const actor = createActor(sample, { inspect: recorder.inspect, clock }).start();
    actor.send({ type: 'go', n: 1 }); // the unguarded branch, then the eventless one
    await new Promise((resolve) => setTimeout(resolve, 0)); // load resolves
    actor.send({ type: 'note' });
    actor.stop();

    const graph = machineGraph(sample);
    const visited = recorder.machines().sample!;
    const label = (key: string) => graph.transitions.find((t) => t.key === key)?.label;
    expect(visited.transitions.map(label).sort()).toEqual(
      [
        'sample --note--> (no target)',
        'sample.idle --go--> sample.deciding',
        'sample.deciding --(always)--> sample.loading',
        'sample.loading --xstate.done.actor.0.sample.loading--> sample.both',
      ].sort(),
    );
    // Passed through on the way (deciding lasts no macrostep) still counts as visited.
    expect(visited.states).toEqual(
      expect.arrayContaining(['sample.deciding', 'sample.both.left', 'sample.both.right']),
    );
    expect(visited.states).not.toContain('sample.big');
    expect(graph.transitions.filter((t) => !visited.transitions.includes(t.key))).toHaveLength(4);
  });

  it('records a delayed transition when the timer fires, and the guarded branch', () => {
    const recorder = createRecorder();
    const clock = new SimulatedClock();
    const actor = createActor(sample, { inspect: recorder.inspect, clock }).start();
    actor.send({ type: 'go', n: 11 });
    clock.increment(999);
    expect(recorder.machines().sample!.states).not.toContain('sample.deciding');
    clock.increment(1);
    const graph = machineGraph(sample);
    const taken = recorder.machines().sample!.transitions;
    const labels = graph.transitions.filter((t) => taken.includes(t.key)).map((t) => t.label);
    expect(labels.sort()).toEqual(
      [
        'sample.idle --go [isBig]--> sample.big',
        'sample.big --xstate.after.pause.sample.big--> sample.idle',
      ].sort(),
    );
  });
});
