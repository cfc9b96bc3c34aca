// The committed diagrams in docs/machines/ are regenerated here and compared, so a machine change
// without `npm run machines:diagram` fails CI; the generator's output is pinned on a tiny machine.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import {
  DIAGRAMS_DIR,
  exportDescription,
  MACHINES_DIR,
  machineToMermaid,
  mermaidId,
  renderDiagrams,
} from '../../scripts/machines-diagram';

const RUN = 'run `npm run machines:diagram` and commit docs/machines/';

describe('docs/machines/ diagrams', async () => {
  const expected = await renderDiagrams();

  it.each([...expected.keys()])('%s is committed and up to date', (name) => {
    const path = join(DIAGRAMS_DIR, name);
    expect(existsSync(path), `docs/machines/${name} is missing: ${RUN}`).toBe(true);
    expect(readFileSync(path, 'utf8'), `docs/machines/${name} is out of date: ${RUN}`).toBe(
      expected.get(name),
    );
  });

  it('has no diagram for a machine that no longer exists', () => {
    const stale = readdirSync(DIAGRAMS_DIR).filter((f) => f.endsWith('.md') && !expected.has(f));
    expect(stale, `stale diagrams (the machine is gone): ${RUN}`).toEqual([]);
  });

  it('covers every machine file', () => {
    const machineFiles = readdirSync(MACHINES_DIR)
      .filter((f) => f.endsWith('-machine.ts'))
      .map((f) => f.replace(/\.ts$/, '.md'));
    expect([...expected.keys()]).toEqual(expect.arrayContaining(machineFiles));
  });
});

const tinyMachine = setup({
  guards: { isReady: () => true, hasItems: () => true },
  actors: { fetchItems: fromPromise(async () => []) },
  delays: { retryDelay: 1000 },
}).createMachine({
  id: 'tiny',
  initial: 'loading',
  on: { 'tiny.reset': '.loading' },
  states: {
    loading: {
      invoke: { src: 'fetchItems', onDone: 'checking', onError: 'failed' },
    },
    failed: {
      after: { retryDelay: 'loading', 500: 'loading' },
      on: { 'tiny.retry': { guard: 'isReady', target: 'loading' }, 'tiny.log': { actions: [] } },
    },
    checking: {
      always: [{ guard: 'hasItems', target: 'working' }, { target: 'done' }],
    },
    working: {
      type: 'parallel',
      onDone: 'done',
      states: {
        upload: {
          initial: 'sending',
          on: { 'upload.restart': '.sending' },
          states: {
            sending: { on: { 'upload.finish': 'sent' } },
            sent: { type: 'final' },
          },
        },
        preview: {
          initial: 'hidden',
          states: {
            hidden: { on: { 'preview.show': 'shown' } },
            shown: { type: 'final' },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

/** Pinned: what the generator draws for each construct (see machines/README.md). */
const PINNED =
  [
    'stateDiagram-v2',
    '  state "(any state)" as tiny__any',
    '  [*] --> tiny_loading',
    '  state "loading" as tiny_loading',
    '  state "failed" as tiny_failed',
    '  state "checking" as tiny_checking',
    '  state "working" as tiny_working {',
    '    state "upload" as tiny_working_upload {',
    '      state "(any state)" as tiny_working_upload__any',
    '      [*] --> tiny_working_upload_sending',
    '      state "sending" as tiny_working_upload_sending',
    '      state "sent" as tiny_working_upload_sent',
    '      tiny_working_upload_sent --> [*]',
    '    }',
    '    --',
    '    state "preview" as tiny_working_preview {',
    '      [*] --> tiny_working_preview_hidden',
    '      state "hidden" as tiny_working_preview_hidden',
    '      state "shown" as tiny_working_preview_shown',
    '      tiny_working_preview_shown --> [*]',
    '    }',
    '  }',
    '  state "done" as tiny_done',
    '  tiny_done --> [*]',
    '  tiny__any --> tiny_loading : tiny.reset',
    '  tiny_loading --> tiny_checking : done#58; fetchItems',
    '  tiny_loading --> tiny_failed : error#58; fetchItems',
    '  tiny_failed --> tiny_loading : tiny.retry [isReady]',
    '  tiny_failed --> tiny_loading : after 500ms',
    '  tiny_failed --> tiny_loading : after retryDelay',
    '  tiny_checking --> tiny_working : always [hasItems]',
    '  tiny_checking --> tiny_done : always',
    '  tiny_working --> tiny_done : done',
    '  tiny_working_upload__any --> tiny_working_upload_sending : upload.restart',
    '  tiny_working_upload_sending --> tiny_working_upload_sent : upload.finish',
    '  tiny_working_preview_hidden --> tiny_working_preview_shown : preview.show',
  ].join('\n') + '\n';

describe('machineToMermaid', () => {
  it('draws states, regions, initial and final states and every kind of transition', () => {
    expect(machineToMermaid(tinyMachine)).toBe(PINNED);
  });

  it('wraps a parallel root in a composite named after the machine', () => {
    const parallel = setup({}).createMachine({
      id: 'both',
      type: 'parallel',
      states: { left: {}, right: {} },
    });
    expect(machineToMermaid(parallel)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> both',
        '  state "both" as both {',
        '    state "left" as both_left',
        '    --',
        '    state "right" as both_right',
        '  }',
        '',
      ].join('\n'),
    );
  });

  it('makes state ids Mermaid-safe', () => {
    expect(mermaidId('booking.checkout.processing-step')).toBe('booking_checkout_processing_step');
  });

  it('takes the first sentence of the JSDoc above the export', () => {
    const source =
      '/**\n * The dropdown. Opens on hover.\n */\nexport const navMenuMachine = setup({});';
    expect(exportDescription(source, 'navMenuMachine')).toBe('The dropdown.');
    expect(exportDescription('export const x = 1;', 'x')).toBeUndefined();
  });
});
