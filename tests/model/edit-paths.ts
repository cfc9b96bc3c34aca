import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  type StatePath,
} from '@xstate/graph';
import { expect } from 'vitest';
import { createActor, setup, type StateValue } from 'xstate';
import { fieldMessages, type FieldMessages } from '../../contract/api-failure';
import {
  editActor,
  editMachine,
  type EditEvent,
  type EditReport,
  type EditRules,
  type EditSnapshot,
  type EditTypes,
} from '../../machines/edit-machine';
import { controllable } from '../support/controllable';
import { transitionPaths, withoutPrefixes } from './transition-paths';

/*
 * Paths generated from the real edit machine (machines/edit-machine.ts) with one form's rules:
 * @xstate/graph walks its pure transition function with what a user does in the form (the
 * edits the walk offers, Save, Cancel) and what the server answers (the stored values, a 422
 * naming fields, a failure naming none), then every path is replayed on a real actor, under a
 * parent that hears its reports, with a fake save. At every step the actor must be where the
 * graph predicted, with the tags its states promise; the server is sent exactly what the rules
 * build from the values; focus, alerts and reports are exactly those the step calls for.
 */

/** One form's walk: its rules and values, and what the user and the server may do. */
export interface FormWalk<T extends EditTypes> {
  /** Names the form in the test titles. */
  name: string;
  rules: EditRules<T>;
  values: T['values'];
  /** The edits a user may make now (keep them few: each is a branch of the walk). */
  edits: (values: T['values']) => Array<T['edit']>;
  /** What the server stores when sent `request`. */
  stored: (request: T['request']) => T['output'];
  /** A refusal naming fields of the form (a 422). */
  refusal: unknown;
  /** A failure naming no field (offline, a server error). */
  failure: unknown;
  /** The alert's text for `failure`. */
  failureText: string;
  /** Every message that may stand under a field (the rules' and the server's). */
  messages: readonly string[];
  /** More to check of what a save sends (the add-card form never sends the number). */
  checkRequest?: (request: T['request'], at: string) => void;
}

type Snapshot = EditSnapshot<EditTypes>;
type Event = EditEvent<EditTypes>;
type Path = StatePath<Snapshot, Event>;

const SAVED = 'xstate.done.actor.saveDraft';
const SAVE_FAILED = 'xstate.error.actor.saveDraft';

const internal = (type: string, payload: { output?: unknown; error?: unknown }) =>
  ({ type, ...payload }) as unknown as Event;

const serialize = (s: Snapshot) => JSON.stringify({ value: s.value, context: s.context });

/** The tags each state promises the view. */
function expectedTags(value: StateValue): string[] {
  if (typeof value === 'object' && 'saving' in value) return ['busy', 'saving'];
  if (value === 'saved') return ['busy', 'saved'];
  if (JSON.stringify(value) === JSON.stringify({ editing: 'failed' })) return ['error'];
  return [];
}

const isEmpty = (errors: FieldMessages) => Object.keys(errors).length === 0;

const serverErrors = <T extends EditTypes>(walk: FormWalk<T>, error: unknown, values: unknown) =>
  walk.rules.serverErrors?.(error, values) ?? fieldMessages(error);

/** The shortest path to every state, then every other transition of the walk. */
function formPaths<T extends EditTypes>(walk: FormWalk<T>) {
  const events = (s: Snapshot): Event[] => {
    if (s.matches('editing')) {
      return [
        { type: 'draft.save' },
        { type: 'draft.cancel' },
        ...walk.edits(s.context.values).map((edit): Event => ({ type: 'draft.edit', edit })),
      ];
    }
    if (s.matches('saving')) {
      return [
        internal(SAVED, { output: walk.stored(walk.rules.request(s.context.values)) }),
        internal(SAVE_FAILED, { error: walk.refusal }),
        internal(SAVE_FAILED, { error: walk.failure }),
      ];
    }
    return [];
  };
  const options = {
    events,
    serializeState: serialize,
    input: { rules: walk.rules, values: walk.values },
  };
  const adjacency = getAdjacencyMap(editMachine, options);
  const edges = adjacencyMapToArray(adjacency);
  const shortest = getShortestPaths(editMachine, options);
  const paths = withoutPrefixes([
    ...shortest,
    ...transitionPaths(shortest, edges, serialize),
  ]) as Path[];
  return { paths, states: Object.keys(adjacency).length, transitions: edges.length };
}

/** A short name for a path: 'draft.edit phone=bad > draft.save > ok'. */
function describeFormPath(path: Path): string {
  return path.steps
    .slice(1)
    .map(({ event }) => {
      const e = event as Event & { error?: { status?: number } };
      const type = e.type as string;
      if (type === SAVED) return 'ok';
      if (type === SAVE_FAILED) return `fail ${e.error?.status}`;
      if (e.type === 'draft.edit') return `edit ${JSON.stringify(e.edit)}`;
      return type;
    })
    .join(' > ');
}

/** The app's effects (and the reports to the parent) the step calls for. */
function expected<T extends EditTypes>(walk: FormWalk<T>, prev: Snapshot, event: Event) {
  const type = event.type as string;
  const values = prev.context.values;
  if (type === 'draft.save' && prev.matches('editing')) {
    if (walk.rules.hasNothingToSave?.(values)) return { effects: ['nothingToSave'], reports: [] };
    const errors = walk.rules.validate(values);
    if (isEmpty(errors)) return { effects: [], reports: [] };
    return {
      effects: ['invalid', 'focus'],
      reports: [{ type: 'edit.invalid', errors }],
    };
  }
  if (type === 'draft.cancel') return { effects: [], reports: [{ type: 'edit.cancelled' }] };
  if (type === SAVED) {
    const { output } = event as unknown as { output: unknown };
    return { effects: ['saved'], reports: [{ type: 'edit.saved', output }] };
  }
  if (type === SAVE_FAILED) {
    const { error } = event as unknown as { error: unknown };
    const errors = serverErrors(walk, error, values);
    return isEmpty(errors)
      ? { effects: ['failed'], reports: [{ type: 'edit.failed', error }] }
      : { effects: ['failed', 'focus'], reports: [{ type: 'edit.invalid', errors }] };
  }
  return { effects: [], reports: [] };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Replays one generated path on a real form under a parent, with a fake save. */
async function replayFormPath<T extends EditTypes>(walk: FormWalk<T>, path: Path) {
  const saves = controllable<unknown, unknown>();
  const effects: string[] = [];
  const reports: Array<EditReport<T>> = [];
  const logic = editMachine.provide({
    actors: { saveDraft: saves.logic },
    actions: {
      notifySaved: () => effects.push('saved'),
      notifyInvalid: () => effects.push('invalid'),
      notifyFailed: () => effects.push('failed'),
      notifyNothingToSave: () => effects.push('nothingToSave'),
      focusFirstInvalidField: () => effects.push('focus'),
    },
  });
  const parent = createActor(
    setup({
      types: { events: {} as EditReport<T> },
      actors: { form: logic },
    }).createMachine({
      id: 'formParent',
      invoke: { id: 'form', src: 'form', input: { rules: walk.rules, values: walk.values } },
      on: {
        'edit.saved': { actions: ({ event }) => reports.push(event) },
        'edit.invalid': { actions: ({ event }) => reports.push(event) },
        'edit.failed': { actions: ({ event }) => reports.push(event) },
        'edit.cancelled': { actions: ({ event }) => reports.push(event) },
      },
    }),
  ).start();
  const form = editActor<EditTypes>(parent.getSnapshot().children.form!);
  const snap = () => form.getSnapshot();
  let previous = snap();
  for (const [index, step] of path.steps.entries()) {
    const event = step.event as Event & { output?: unknown; error?: unknown };
    const type = event.type as string;
    const at = `step ${index} (${type}) of ${walk.name}: ${describeFormPath(path)}`;
    if (type === SAVED) saves.last().resolve(event.output);
    else if (type === SAVE_FAILED) saves.last().reject(event.error);
    else if (type !== 'xstate.init') form.send(event);
    if (type.startsWith('xstate.') && type !== 'xstate.init') await tick();

    const actual = snap();
    expect(actual.value, at).toEqual(step.state.value);
    expect(actual.context, at).toEqual(step.state.context);
    expect([...actual.tags].sort(), at).toEqual(expectedTags(actual.value));
    if (type !== 'xstate.init') {
      const { effects: calls, reports: told } = expected(walk, previous, event);
      expect(effects.splice(0), at).toEqual(calls);
      expect(reports.splice(0), at).toEqual(told);
    }

    // The contract of each state.
    const c = actual.context;
    if (actual.matches('saving')) {
      expect(walk.rules.validate(c.values), at).toEqual({});
      expect(c.errors, at).toEqual({});
      expect(c.failure, at).toBeNull();
    }
    if (actual.matches({ editing: 'failed' })) {
      expect(c.failure, at).toBe(walk.failureText);
      expect(c.errors, at).toEqual({});
    } else {
      expect(c.failure, at).toBeNull();
    }
    for (const [field, message] of Object.entries(c.errors)) {
      expect(walk.messages, `${at}: ${field}`).toContain(message);
    }
    // What the server was sent, when a save starts: exactly what the rules build.
    if (actual.matches('saving') && !previous.matches('saving')) {
      expect(saves.last().input, at).toEqual(walk.rules.request(c.values));
      walk.checkRequest?.(saves.last().input as T['request'], at);
    }
    previous = actual;
  }
  parent.stop();
}

/**
 * The states a form's walk must reach: the passing ones (checking, a minimum duration of 0) are
 * left at once; `saved` is only for a form whose rules do not keep it open after a save.
 */
function formStates<T extends EditTypes>(walk: FormWalk<T>): string[] {
  return [
    'editing',
    'editing.failed',
    'editing.ready',
    'saving',
    'saving.minimumDuration',
    'saving.minimumDuration.elapsed',
    'saving.request',
    'saving.request.pending',
    ...(walk.rules.saved ? [] : ['saved']),
  ].sort();
}

/** Every state (and its ancestors) the paths stop in. */
function reachedStates(paths: ReadonlyArray<StatePath<Snapshot, Event>>): string[] {
  const leaves = (value: StateValue, prefix = ''): string[] =>
    typeof value === 'string'
      ? [`${prefix}${value}`]
      : Object.entries(value).flatMap(([key, child]) =>
          child === undefined ? [] : [`${prefix}${key}`, ...leaves(child, `${prefix}${key}.`)],
        );
  const reached = new Set(paths.flatMap((p) => p.steps.flatMap((s) => leaves(s.state.value))));
  return [...reached].sort();
}

/** The walk's tests: every state reached, then every path replayed. */
export function describeFormWalk<T extends EditTypes>(
  walk: FormWalk<T>,
  { it }: { it: (name: string, fn: () => unknown) => void },
) {
  const { paths, states, transitions } = formPaths(walk);
  it(`${walk.name}: reaches every state of the form`, () => {
    expect(reachedStates(paths)).toEqual(formStates(walk));
  });
  it(`${walk.name}: stays a walk small enough to replay`, () => {
    console.info(
      `${walk.name} graph: ${states} states, ${transitions} transitions, ${paths.length} replayed paths`,
    );
    expect(paths.length).toBeLessThan(500);
  });
  for (const path of paths) {
    it(`${walk.name}: ${describeFormPath(path)}`, () => replayFormPath(walk, path));
  }
}
