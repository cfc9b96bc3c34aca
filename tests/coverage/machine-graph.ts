import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * The states and transitions of a machine, as stable keys that mean the same thing in every
 * process: a state is its id ('booking.checkout.editing'); a transition is its source state,
 * its event ('' for an eventless `always`) and its place among the source's transitions for
 * that event, so each guarded branch counts on its own.
 */

interface TransitionInfo {
  key: string;
  /** 'booking.selecting --booking.proceed [hasDate]--> booking.checkout', for messages. */
  label: string;
}

export interface MachineGraph {
  id: string;
  states: string[];
  transitions: TransitionInfo[];
}

const ALWAYS = '(always)';

function eventName(eventType: string): string {
  return eventType === '' ? ALWAYS : eventType;
}

function transitionKey(source: AnyStateNode, eventType: string, index: number): string {
  return `${source.id} | ${eventName(eventType)} | ${index}`;
}

function guardName(transition: AnyTransitionDefinition): string {
  const guard = transition.guard as unknown;
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && 'type' in guard) return ` [${String(guard.type)}]`;
  return ' [inline guard]';
}

function label(transition: AnyTransitionDefinition, eventType: string): string {
  const targets = transition.target?.map((t) => t.id).join(', ') ?? '(no target)';
  return `${transition.source.id} --${eventName(eventType)}${guardName(transition)}--> ${targets}`;
}

function ownTransitions(node: AnyStateNode): Array<[string, AnyTransitionDefinition[]]> {
  const byEvent: Array<[string, AnyTransitionDefinition[]]> = [...node.transitions.entries()];
  if (node.always?.length) byEvent.push(['', node.always]);
  return byEvent;
}

function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

/** Every state below the root (the root is always active) and every transition. */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const nodes = [machine.root, ...descendants(machine.root)];
  return {
    id: machine.id,
    states: nodes.filter((n) => n !== machine.root && n.type !== 'history').map((n) => n.id),
    transitions: nodes.flatMap((node) =>
      ownTransitions(node).flatMap(([eventType, transitions]) =>
        transitions.map((t, i) => ({
          key: transitionKey(node, eventType, i),
          label: label(t, eventType),
        })),
      ),
    ),
  };
}

/** The key of a transition an actor just took (as reported to an inspector). */
export function keyOfTaken(transition: AnyTransitionDefinition): string | null {
  const source = transition.source;
  if (source.always?.includes(transition)) {
    return transitionKey(source, '', source.always.indexOf(transition));
  }
  const index = source.transitions.get(transition.eventType)?.indexOf(transition) ?? -1;
  return index < 0 ? null : transitionKey(source, transition.eventType, index);
}
