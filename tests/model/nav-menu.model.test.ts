import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  type StatePath,
} from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { TIMINGS } from '../../machines/constants';
import { navMenuMachine, type NavMenuEvent } from '../../machines/nav-menu-machine';
import { pathKey, transitionPaths, withoutPrefixes } from './transition-paths';

/*
 * Paths generated from the real Tours dropdown machine: every pointer and keyboard event in
 * every state, and each timer firing. Each path is replayed on an actor with a simulated
 * clock: a timer must not fire a millisecond early, and the panel is shown exactly in the
 * states SPEC 9 keeps it open.
 */

type Snapshot = SnapshotFrom<typeof navMenuMachine>;
type Path = StatePath<Snapshot, NavMenuEvent>;

/** The timers as the events the machine receives when they fire, with their SPEC 9 length. */
const TIMERS = {
  'xstate.after.menuOpenDelay.navMenu.opening': TIMINGS.menuOpenDelay,
  'xstate.after.menuCloseDelay.navMenu.closing': TIMINGS.menuCloseDelay,
  'xstate.after.menuSkipDelay.navMenu.recentlyClosed': TIMINGS.menuSkipDelay,
} as const;
type TimerEvent = keyof typeof TIMERS;
const isTimer = (type: string): type is TimerEvent => type in TIMERS;

const USER_EVENTS: NavMenuEvent[] = [
  { type: 'pointer.enter' },
  { type: 'pointer.leave' },
  { type: 'menu.toggle' },
  { type: 'menu.close' },
];

function events(s: Snapshot): NavMenuEvent[] {
  const timer = (Object.keys(TIMERS) as TimerEvent[]).find((t) =>
    t.endsWith(`.${String(s.value)}`),
  );
  return timer ? [...USER_EVENTS, { type: timer } as unknown as NavMenuEvent] : USER_EVENTS;
}

const serialize = (s: Snapshot) => JSON.stringify(s.value);
const options = { events, serializeState: serialize };
const edges = adjacencyMapToArray(getAdjacencyMap(navMenuMachine, options));
const shortest = getShortestPaths(navMenuMachine, options);
const paths: Path[] = withoutPrefixes([
  ...shortest,
  ...transitionPaths(shortest, edges, serialize),
]);

/** Whether the panel is shown, per state (SPEC 9: it stays up while the pointer crosses the gap). */
const SHOWN: Record<string, boolean> = {
  closed: false,
  opening: false,
  open: true,
  closing: true,
  recentlyClosed: false,
};

function replay(path: Path) {
  const clock = new SimulatedClock();
  const actor = createActor(navMenuMachine, { clock }).start();
  for (const [index, step] of path.steps.entries()) {
    const type = step.event.type as string;
    const at = `step ${index} (${type}) of ${pathKey(path)}`;
    if (isTimer(type)) {
      const before = actor.getSnapshot().value;
      clock.increment(TIMERS[type] - 1);
      expect(actor.getSnapshot().value, `${at}: fired early`).toBe(before);
      clock.increment(1);
    } else if (type !== 'xstate.init') {
      actor.send(step.event);
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.value, at).toEqual(step.state.value);
    expect(snapshot.hasTag('open'), at).toBe(SHOWN[String(snapshot.value)]);
  }
  actor.stop();
}

describe('nav menu model paths (generated from the real machine)', () => {
  it('reaches every state and takes every event in each', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))));
    expect(reached).toEqual(new Set(Object.keys(SHOWN)));
    // 5 states x 4 user events + 3 timers, self-loops (ignored events) included.
    expect(edges).toHaveLength(5 * USER_EVENTS.length + Object.keys(TIMERS).length);
  });

  it.each(paths.map((p) => [pathKey(p), p] as const))('%s', (_, path) => replay(path));
});
