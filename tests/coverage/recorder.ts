import type { AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { keyOfTaken } from './machine-graph';
import type { CoverageRecord } from './records';

interface MachineLike {
  id: string;
  root: unknown;
}
const isMachine = (logic: unknown): logic is MachineLike =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'id' in logic;

/**
 * An inspector that writes down, per machine id, the states its actors were in (every
 * microstep, so states passed through on the way count too) and the transitions they took.
 * Invoked child machines report through their parent's system, so they are recorded as well.
 */
export function createRecorder() {
  const visited = new Map<string, { states: Set<string>; transitions: Set<string> }>();

  function entryFor(machineId: string) {
    let entry = visited.get(machineId);
    if (!entry) {
      entry = { states: new Set(), transitions: new Set() };
      visited.set(machineId, entry);
    }
    return entry;
  }

  function inspect(event: InspectionEvent) {
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
    const logic = (event.actorRef as { logic?: unknown }).logic;
    if (!isMachine(logic)) return;
    const entry = entryFor(logic.id);
    const nodes = (event.snapshot as { _nodes?: Array<{ id: string }> })._nodes ?? [];
    for (const node of nodes) entry.states.add(node.id);
    if (event.type === '@xstate.microstep') {
      const taken = (event as { _transitions?: AnyTransitionDefinition[] })._transitions ?? [];
      for (const transition of taken) {
        const key = keyOfTaken(transition);
        if (key) entry.transitions.add(key);
        // A transition's source was visited, even a transient initial state (`opening` of a
        // page that reads its link) that no snapshot ever shows.
        entry.states.add(transition.source.id);
      }
    }
  }

  function machines(): CoverageRecord['machines'] {
    const result: CoverageRecord['machines'] = {};
    for (const [id, entry] of visited) {
      result[id] = { states: [...entry.states].sort(), transitions: [...entry.transitions].sort() };
    }
    return result;
  }

  return { inspect, machines };
}
