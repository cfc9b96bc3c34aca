import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/*
 * Issue 7: every machine in machines/ opens in the Stately visualiser unchanged. That holds when
 * every action, guard, invoked actor and delay is named in setup() (the visualiser shows names,
 * and can't show inline functions) and a machine needs nothing from the app to be built: it
 * imports only xstate, the shared contract and its sibling machine modules.
 */

const MACHINE_DIR = join(process.cwd(), 'machines');
const files = readdirSync(MACHINE_DIR).filter((f) => f.endsWith('-machine.ts'));

interface Implementations {
  actions: Record<string, unknown>;
  guards: Record<string, unknown>;
  actors: Record<string, unknown>;
  delays: Record<string, unknown>;
}

const machines = await Promise.all(
  files.map(async (file) => {
    const module = (await import(join(MACHINE_DIR, file))) as Record<string, unknown>;
    const machine = Object.values(module).find(
      (v): v is AnyStateMachine => typeof v === 'object' && v !== null && 'root' in v,
    );
    return [file, machine!] as const;
  }),
);

/** xstate turns `after` into a raise on entry and a cancel on exit; those are not ours. */
function isDelayPlumbing(action: unknown): boolean {
  const a = action as { type?: string; id?: unknown; sendId?: unknown };
  const id = a.type === 'xstate.raise' ? a.id : a.type === 'xstate.cancel' ? a.sendId : null;
  return typeof id === 'string' && id.startsWith('xstate.after.');
}

function unnamed(machine: AnyStateMachine): string[] {
  const impl = machine.implementations as unknown as Implementations;
  const problems: string[] = [];
  const action = (a: unknown, where: string) => {
    if (isDelayPlumbing(a)) return;
    const name = typeof a === 'string' ? a : (a as { type?: unknown } | null)?.type;
    if (typeof a === 'function' || typeof name !== 'string' || !(name in impl.actions)) {
      problems.push(`${where}: inline or unknown action ${String(name ?? a)}`);
    }
  };
  const guard = (g: unknown, where: string) => {
    if (g === undefined) return;
    const name = typeof g === 'string' ? g : (g as { type?: unknown } | null)?.type;
    if (typeof g === 'function' || typeof name !== 'string' || !(name in impl.guards)) {
      problems.push(`${where}: inline or unknown guard`);
    }
  };
  const walk = (node: AnyStateNode) => {
    node.entry.forEach((a) => action(a, `${node.id} entry`));
    node.exit.forEach((a) => action(a, `${node.id} exit`));
    for (const invoke of node.invoke) {
      if (typeof invoke.src !== 'string' || !(invoke.src in impl.actors)) {
        problems.push(`${node.id}: inline or unknown invoked actor`);
      }
    }
    for (const { delay } of node.after) {
      if (typeof delay !== 'string' || !(delay in impl.delays)) {
        problems.push(`${node.id}: delay ${String(delay)} not named in setup`);
      }
    }
    const transitions = [...node.transitions.entries(), ['(always)', node.always ?? []] as const];
    for (const [event, list] of transitions) {
      for (const t of list) {
        t.actions.forEach((a) => action(a, `${node.id} on ${event}`));
        guard(t.guard, `${node.id} on ${event}`);
      }
    }
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return problems;
}

describe('machines are visualiser-ready', () => {
  it('finds one machine in each file of machines/', () => {
    expect(machines.length).toBe(files.length);
    expect(machines.every(([, m]) => m !== undefined)).toBe(true);
  });

  it.each(machines)('%s names every action, guard, actor and delay in setup()', (_, machine) => {
    expect(unnamed(machine)).toEqual([]);
  });

  it.each(files)('%s imports only xstate, the contract and sibling machine modules', (file) => {
    const source = readFileSync(join(MACHINE_DIR, file), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
    const outside = imports.filter(
      (path) => !(path === 'xstate' || path.startsWith('./') || path.startsWith('../contract/')),
    );
    expect(outside).toEqual([]);
  });

  it('would notice an inline action, guard and delay', async () => {
    const { assign, setup } = await import('xstate');
    const sloppy = setup({}).createMachine({
      id: 'sloppy',
      initial: 'a',
      states: {
        a: {
          on: { go: { guard: () => true, target: 'b', actions: assign({}) } },
          after: { 500: 'b' },
        },
        b: {},
      },
    });
    expect(unnamed(sloppy)).toEqual([
      'sloppy.a: delay 500 not named in setup',
      'sloppy.a on go: inline or unknown action xstate.assign',
      'sloppy.a on go: inline or unknown guard',
    ]);
  });
});
