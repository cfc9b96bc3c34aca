import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machineGraph } from './machine-graph';
import { COVERAGE_RECORDS_DIR, recordName, type CoverageRecord } from './records';

/*
 * Every state and every transition of every machine in machines/ must be visited by the
 * machine and model tests (tests/machines, tests/model). Those tests run first (vitest.config.ts
 * orders the projects) and write down what their actors did (record-machines.ts); this file
 * computes each machine's graph from its definition and fails on anything not visited.
 */

const ROOT = process.cwd();
const MACHINE_DIR = join(ROOT, 'machines');
const TEST_DIRS = ['tests/machines', 'tests/model'];
const RERUN =
  'stale records: run `npx vitest run` (the machine and model tests record what they visit, then this checks)';

const machineFiles = readdirSync(MACHINE_DIR).filter((f) => f.endsWith('-machine.ts'));

async function loadMachines(): Promise<Array<{ file: string; machine: AnyStateMachine }>> {
  const found: Array<{ file: string; machine: AnyStateMachine }> = [];
  for (const file of machineFiles) {
    const module = (await import(join(MACHINE_DIR, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (
        typeof value === 'object' &&
        value !== null &&
        'root' in value &&
        'implementations' in value
      ) {
        found.push({ file, machine: value as AnyStateMachine });
      }
    }
  }
  return found;
}

const filesIn = (dir: string) => readdirSync(join(ROOT, dir)).map((f) => `${dir}/${f}`);
const testFiles = TEST_DIRS.flatMap(filesIn).filter((f) => /\.test\.tsx?$/.test(f));
/** What a record depends on: the machines, their tests and fixtures, and the recorder. */
const SOURCES = ['machines', ...TEST_DIRS, 'tests/coverage']
  .flatMap(filesIn)
  .filter((f) => /\.tsx?$/.test(f));

function readRecords(): CoverageRecord[] {
  if (!existsSync(COVERAGE_RECORDS_DIR)) return [];
  return readdirSync(COVERAGE_RECORDS_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(COVERAGE_RECORDS_DIR, f), 'utf8')) as CoverageRecord)
    .filter((r) => testFiles.includes(r.file)); // not a test file that was since deleted
}

const records = readRecords();
const machines = await loadMachines();

describe('machine coverage: every state and transition visited by the machine tests', () => {
  it('has a fresh record from every machine and model test file', () => {
    const written = new Map(
      records.map((r) => [
        r.file,
        statSync(join(COVERAGE_RECORDS_DIR, recordName(r.file))).mtimeMs,
      ]),
    );
    const [newest] = SOURCES.map((f) => ({ f, at: statSync(join(ROOT, f)).mtimeMs })).sort(
      (a, b) => b.at - a.at,
    );
    const problems = testFiles.flatMap((file) => {
      const at = written.get(file);
      if (at === undefined) return [`${file}: no record`];
      if (newest && at < newest.at) return [`${file}: recorded before ${newest.f} changed`];
      return [];
    });
    expect(problems, RERUN).toEqual([]);
  });

  it('finds every machine in machines/ (one per file)', () => {
    expect(machines.map((m) => m.file).sort()).toEqual([...machineFiles].sort());
    expect(new Set(machines.map((m) => m.machine.id)).size).toBe(machines.length);
  });

  it.each(machines.map(({ file, machine }) => [file, machine] as const))(
    '%s: 100% of states and transitions',
    (_file, machine) => {
      const graph = machineGraph(machine);
      const states = new Set<string>();
      const transitions = new Set<string>();
      for (const record of records) {
        const visited = record.machines[graph.id];
        visited?.states.forEach((s) => states.add(s));
        visited?.transitions.forEach((t) => transitions.add(t));
      }
      const missedStates = graph.states.filter((s) => !states.has(s));
      const missedTransitions = graph.transitions.filter((t) => !transitions.has(t.key));
      const covered = (n: number, total: number) => `${total - n}/${total}`;
      console.info(
        `${graph.id}: states ${covered(missedStates.length, graph.states.length)}, ` +
          `transitions ${covered(missedTransitions.length, graph.transitions.length)}`,
      );
      expect(missedStates, `${graph.id}: states no test visited`).toEqual([]);
      expect(
        missedTransitions.map((t) => t.label),
        `${graph.id}: transitions no test took`,
      ).toEqual([]);
    },
  );
});
