// machines/README.md's "## Machines" section is regenerated here and compared, so a machine change
// without `npm run machines:diagram` fails CI; what the generator reads is pinned on a tiny machine.
import { readdirSync, readFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import {
  catalogueEntries,
  catalogueEntry,
  delaySources,
  END_MARKER,
  eventPayloads,
  isAppProvided,
  README_FILE,
  REGENERATE,
  renderCatalogue,
  renderReadme,
  replaceSection,
  START_MARKER,
} from '../../scripts/machines-catalogue';
import { loadMachines, MACHINES_DIR } from '../../scripts/machines-diagram';

describe('machines/README.md catalogue', async () => {
  const committed = readFileSync(README_FILE, 'utf8');
  const expected = await renderReadme(committed);

  it('is up to date', () => {
    expect(committed, `the "## Machines" section is out of date: ${REGENERATE}`).toBe(expected);
  });

  it('keeps the hand-written conventions outside the markers', () => {
    expect(committed.indexOf(START_MARKER)).toBeGreaterThan(committed.indexOf('## Conventions'));
    expect(committed.trimEnd().endsWith(END_MARKER)).toBe(true);
  });

  it('has an entry with a root description for every machine file', async () => {
    const entries = await catalogueEntries();
    const files = readdirSync(MACHINES_DIR).filter((f) => f.endsWith('-machine.ts'));
    expect(entries.map((e) => e.file).sort()).toEqual(files.sort());
    for (const { file, machine } of await loadMachines()) {
      const description = machine.root.description ?? '';
      expect(description.trim(), `${file}: give createMachine a root \`description\``).not.toBe('');
    }
  });

  it('is stable under Prettier, so `npm run format:check` passes after regenerating', async () => {
    const options = await resolveConfig(README_FILE);
    expect(await format(expected, { ...options, filepath: README_FILE })).toBe(expected);
  });

  it('is the same on every run', async () => {
    expect(await renderReadme(committed)).toBe(expected);
  });
});

const TINY_SOURCE = `
type Item = { id: number };
type Pick = { field: 'a' | 'b'; value: string } | { field: 'c'; value: boolean };
export type TinyEvent =
  | { type: 'tiny.retry' }
  | ({ type: 'item.pick' } & Pick)
  | { type: 'item.add'; item: Item; note?: string }
  | { type: 'tiny.close' };
export const tinyMachine = setup({
  types: { events: {} as TinyEvent },
  delays: {
    retryDelay: TIMINGS.retryDelay,
    /** Longer after each failure. */
    backoff: ({ context }) => context.attempts * 100,
    settle: ({ context }) => context.settleMs,
    fixed: 250,
  },
}).createMachine({});
`;

const tinyMachine = setup({
  types: {
    context: {} as { attempts: number; settleMs: number },
    events: {} as
      | { type: 'tiny.retry' }
      | { type: 'item.pick'; field: string; value: string | boolean }
      | { type: 'item.add'; item: { id: number }; note?: string }
      | { type: 'tiny.close' },
  },
  actions: {
    countAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    /** Supplied by the app. */
    notifyFailed: () => {},
    logItem: (_, _params: { id: number }) => {},
  },
  guards: {
    canRetry: ({ context }) => context.attempts < 3,
    isAllowed: () => {
      throw new Error('isAllowed: provide via machine.provide');
    },
  },
  actors: {
    fetchItems: fromPromise(async () => []),
    watch: fromCallback(() => {}),
    unused: fromPromise(async () => null),
  },
  delays: {
    retryDelay: 1000,
    backoff: ({ context }) => context.attempts * 100,
    settle: ({ context }) => context.settleMs,
    fixed: 250,
  },
}).createMachine({
  id: 'tiny',
  description: 'A tiny machine.',
  context: { attempts: 0, settleMs: 0 },
  invoke: { src: 'watch', id: 'watcher' },
  on: { 'tiny.close': '.done' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading', 'busy'],
      invoke: { src: 'fetchItems', onDone: 'ready', onError: 'failed' },
    },
    failed: {
      tags: ['error'],
      entry: 'notifyFailed',
      after: { retryDelay: 'loading' },
      on: { 'tiny.retry': { guard: 'canRetry', target: 'loading', actions: 'countAttempt' } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          tags: ['busy'],
          on: {
            'item.pick': { guard: 'isAllowed', actions: { type: 'logItem', params: { id: 1 } } },
            'item.add': { actions: { type: 'logItem', params: { id: 0 } } },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

const tinyEntry = catalogueEntry(
  {
    file: 'tiny-machine.ts',
    exportName: 'tinyMachine',
    machine: tinyMachine,
    description: 'A tiny machine.',
  },
  TINY_SOURCE,
);

/** Pinned: what the generator writes for each kind of fact (see the section's introduction). */
const PINNED_ENTRY = [
  '### tinyMachine (`tiny-machine.ts`)',
  '',
  'A tiny machine.',
  '',
  '- States: 5 ([diagram](../docs/machines/tiny-machine.md)).',
  '- Events: `item.add {item, note?}`, `item.pick {field, value}`, `tiny.close`, `tiny.retry`.',
  '- Tags: `busy`, `error`, `loading`.',
  '- Actors: `fetchItems`, `watch` (id `watcher`), set up but not invoked: `unused`.',
  '- Delays: `backoff` (computed: Longer after each failure), `fixed` (250 ms), ' +
    '`retryDelay` (`TIMINGS.retryDelay`, 1000 ms), `settle` (computed: `context.settleMs`).',
  '- Provided by the app: actions `logItem`, `notifyFailed`; guards `isAllowed`.',
].join('\n');

describe('the catalogue generator', () => {
  it('writes every fact of a machine, each list sorted', () => {
    const rendered = renderCatalogue([tinyEntry]);
    expect(rendered.startsWith('## Machines\n\n')).toBe(true);
    expect(rendered.endsWith(`\n\n${PINNED_ENTRY}`)).toBe(true);
  });

  it('orders machines by file whatever order they come in', () => {
    const other = { ...tinyEntry, file: 'a-machine.ts', exportName: 'aMachine' };
    expect(renderCatalogue([tinyEntry, other])).toBe(renderCatalogue([other, tinyEntry]));
    const rendered = renderCatalogue([tinyEntry, other]);
    expect(rendered.indexOf('### aMachine')).toBeLessThan(rendered.indexOf('### tinyMachine'));
  });

  it('reads payload fields from the event type, merging the variants of one event', () => {
    expect(Object.fromEntries(eventPayloads(TINY_SOURCE, 'tinyMachine'))).toEqual({
      'tiny.retry': [],
      'item.pick': ['field', 'value'],
      'item.add': ['item', 'note?'],
      'tiny.close': [],
    });
    const imported = `import type { E } from './e';
export const m = setup({ types: { events: {} as E } }).createMachine({});`;
    expect(eventPayloads(imported, 'm').size).toBe(0);
    expect(eventPayloads(TINY_SOURCE, 'otherMachine').size).toBe(0);
  });

  it('reads how each delay is written', () => {
    expect(Object.fromEntries(delaySources(TINY_SOURCE, 'tinyMachine'))).toEqual({
      retryDelay: '`TIMINGS.retryDelay`',
      backoff: 'Longer after each failure',
      settle: '`context.settleMs`',
    });
  });

  it('counts as app-provided only plain functions that do nothing', () => {
    expect(isAppProvided(() => {})).toBe(true);
    expect(isAppProvided((_: unknown, _params: { id: number }) => {})).toBe(true);
    expect(isAppProvided(function named() {})).toBe(true);
    expect(
      isAppProvided(() => {
        throw new Error('provide via machine.provide');
      }),
    ).toBe(true);
    expect(isAppProvided(() => undefined)).toBe(true);
    expect(isAppProvided(assign({}))).toBe(false);
    expect(isAppProvided(({ context }: { context: { n: number } }) => context.n > 0)).toBe(false);
    expect(isAppProvided(() => console.log('x'))).toBe(false);
    expect(isAppProvided('notifyFailed')).toBe(false);
  });

  it('replaces only what is between the markers, and needs both', () => {
    const readme = `# Title\n\nkept\n\n${START_MARKER}\n\nold\n\n${END_MARKER}\n\nafter\n`;
    expect(replaceSection(readme, 'new')).toBe(
      `# Title\n\nkept\n\n${START_MARKER}\n\nnew\n\n${END_MARKER}\n\nafter\n`,
    );
    expect(() => replaceSection('# Title\n', 'new')).toThrow(START_MARKER);
    expect(() => replaceSection(`${END_MARKER}\n${START_MARKER}`, 'new')).toThrow();
  });
});
