import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, expect, vi } from 'vitest';
import type { AnyActorLogic, InspectionEvent, Observer } from 'xstate';
import { createRecorder } from './recorder';
import { COVERAGE_RECORDS_DIR, recordName, type CoverageRecord } from './records';

/*
 * Setup file of the machine and model tests (vitest.config.ts, project 'machines'): every actor
 * a test creates with `createActor` also reports to a recorder. After the file's tests, what
 * its actors visited goes to COVERAGE_RECORDS_DIR, where tests/coverage/machine-coverage.test.ts
 * compares it with each machine's graph. The tests' own inspectors, if any, still get every event.
 */

const recorder = createRecorder();

type Inspect = ((event: InspectionEvent) => void) | Observer<InspectionEvent> | undefined;

function alsoRecording(inspect: Inspect) {
  return (event: InspectionEvent) => {
    recorder.inspect(event);
    if (typeof inspect === 'function') inspect(event);
    else inspect?.next?.(event);
  };
}

vi.mock('xstate', async (importOriginal) => {
  const xstate = await importOriginal<typeof import('xstate')>();
  const createActor = ((logic: AnyActorLogic, options?: { inspect?: Inspect }) =>
    xstate.createActor(logic, {
      ...options,
      inspect: alsoRecording(options?.inspect),
    })) as typeof xstate.createActor;
  return { ...xstate, createActor };
});

afterAll(() => {
  const testPath = expect.getState().testPath;
  if (!testPath) return;
  const file = relative(process.cwd(), testPath);
  const record: CoverageRecord = { file, machines: recorder.machines() };
  mkdirSync(COVERAGE_RECORDS_DIR, { recursive: true });
  writeFileSync(join(COVERAGE_RECORDS_DIR, recordName(file)), JSON.stringify(record));
});
