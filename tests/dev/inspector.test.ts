// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type InspectionEvent } from 'xstate';

// The real library opens a window on stately.ai; this one records what it is handed.
const stately = vi.hoisted(() => {
  const received: InspectionEvent[] = [];
  return {
    received,
    createBrowserInspector: vi.fn(() => ({
      adapter: { targetWindow: {} },
      inspect: { next: (event: InspectionEvent) => received.push(event) },
    })),
  };
});
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector: stately.createBrowserInspector }));

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: {
    off: { on: { toggle: 'on' } },
    on: { on: { toggle: 'off' } },
  },
});

/** A fresh copy of the module: it decides once per page load whether the inspector is on. */
async function freshInspectorModule() {
  vi.resetModules();
  return import('../../src/dev/inspector');
}

function visit(address: string) {
  window.history.replaceState(null, '', address);
}

const snapshotValues = (events: InspectionEvent[]) =>
  events.flatMap((event) =>
    event.type === '@xstate.snapshot' ? [(event.snapshot as { value?: unknown }).value] : [],
  );
const eventTypes = (events: InspectionEvent[]) =>
  events.flatMap((event) => (event.type === '@xstate.event' ? [event.event.type] : []));

beforeEach(() => {
  stately.received.length = 0;
  stately.createBrowserInspector.mockClear();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  visit('/');
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('withInspector in development', () => {
  it('runs in development mode here (the other tests rely on it)', () => {
    expect(import.meta.env.DEV).toBe(true);
  });

  it('is off by default: the options come back unchanged and nothing is loaded', async () => {
    const { withInspector } = await freshInspectorModule();
    const options = { input: { count: 3 } };

    expect(withInspector(options)).toBe(options);
    expect(withInspector()).toEqual({});
    createActor(toggle, withInspector()).start().send({ type: 'toggle' });
    await vi.dynamicImportSettled();

    expect(stately.createBrowserInspector).not.toHaveBeenCalled();
  });

  it('stays off with ?inspect=0 and VITE_XSTATE_INSPECT=0', async () => {
    vi.stubEnv('VITE_XSTATE_INSPECT', '0');
    visit('/tours?inspect=0');
    const { withInspector } = await freshInspectorModule();

    expect(withInspector()).not.toHaveProperty('inspect');
  });

  it.each(['/?inspect', '/?inspect=1', '/tours?page=2&inspect'])(
    'is on with the query parameter (%s)',
    async (address) => {
      visit(address);
      const { withInspector } = await freshInspectorModule();

      const options = withInspector({ input: { count: 3 } });
      expect(options.input).toEqual({ count: 3 });
      expect(options.inspect?.next).toBeTypeOf('function');
      await vi.dynamicImportSettled();
      expect(stately.createBrowserInspector).toHaveBeenCalledTimes(1);
    },
  );

  it('is on with VITE_XSTATE_INSPECT=1', async () => {
    vi.stubEnv('VITE_XSTATE_INSPECT', '1');
    const { withInspector } = await freshInspectorModule();

    expect(withInspector().inspect?.next).toBeTypeOf('function');
    await vi.dynamicImportSettled();
    expect(stately.createBrowserInspector).toHaveBeenCalledTimes(1);
  });

  it('decides once per page: every actor shares one inspector (one window)', async () => {
    visit('/?inspect');
    const { withInspector } = await freshInspectorModule();
    const first = withInspector().inspect;
    // The router drops the query on the first navigation; later actors are still inspected.
    visit('/tours');
    const second = withInspector({ input: {} }).inspect;

    expect(second).toBe(first);
    await vi.dynamicImportSettled();
    expect(stately.createBrowserInspector).toHaveBeenCalledTimes(1);
  });

  it('hands over the events sent before the inspector loaded, in order, then streams', async () => {
    visit('/?inspect');
    const { withInspector } = await freshInspectorModule();
    const actor = createActor(toggle, withInspector()).start();
    actor.send({ type: 'toggle' });

    // Still loading: held back, not lost.
    expect(stately.createBrowserInspector).not.toHaveBeenCalled();
    expect(stately.received).toEqual([]);

    await vi.dynamicImportSettled();
    expect(stately.received[0]).toMatchObject({ type: '@xstate.actor', actorRef: actor });
    expect(eventTypes(stately.received)).toEqual(['xstate.init', 'toggle']);
    expect(snapshotValues(stately.received)).toEqual(['off', 'on']);

    // Loaded: later events go straight through.
    actor.send({ type: 'toggle' });
    expect(eventTypes(stately.received)).toEqual(['xstate.init', 'toggle', 'toggle']);
    expect(snapshotValues(stately.received)).toEqual(['off', 'on', 'off']);
  });
});

describe('withInspector in a production build', () => {
  it('adds nothing and loads nothing, even when asked to', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITE_XSTATE_INSPECT', '1');
    visit('/?inspect');
    const { withInspector } = await freshInspectorModule();
    const options = { input: { count: 3 } };

    expect(withInspector(options)).toBe(options);
    expect(withInspector()).not.toHaveProperty('inspect');
    createActor(toggle, withInspector()).start().send({ type: 'toggle' });
    await vi.dynamicImportSettled();

    expect(stately.createBrowserInspector).not.toHaveBeenCalled();
  });
});
