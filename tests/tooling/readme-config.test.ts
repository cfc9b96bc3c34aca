import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every environment variable the server reads is documented in the README's configuration table.
describe('README configuration table', () => {
  it('documents every variable server/config.ts and server/db/database.ts read', () => {
    const readme = fs.readFileSync('README.md', 'utf8');
    const documented = new Set([...readme.matchAll(/^\| `([A-Z_]+)`/gm)].map((m) => m[1]));
    const sources = ['server/config.ts', 'server/db/database.ts', 'server/main.ts']
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const read = new Set([...sources.matchAll(/env\.([A-Z][A-Z_]+)/g)].map((m) => m[1]));
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((name) => !documented.has(name))).toEqual([]);
  });
});
