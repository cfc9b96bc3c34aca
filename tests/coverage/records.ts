import { join } from 'node:path';

/** Where the machine and model tests write down what they visited (one JSON file per test file). */
export const COVERAGE_RECORDS_DIR = join(process.cwd(), '.tmp', 'machine-coverage');

export interface CoverageRecord {
  /** The test file, relative to the repository. */
  file: string;
  /** Per machine id: the state ids it was in and the transition keys it took. */
  machines: Record<string, { states: string[]; transitions: string[] }>;
}

/** The record file of a test file. */
export const recordName = (testFile: string) => `${testFile.replaceAll('/', '__')}.json`;
