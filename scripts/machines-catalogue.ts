// `npm run machines:diagram` runs this after the diagrams: the "## Machines" section of
// machines/README.md (between the markers) is generated from the machine definitions, so the
// catalogue cannot drift from the code (tests/tooling/machine-catalogue.test.ts regenerates it and
// compares). Machines are found by the diagram generator's `loadMachines`; the facts come from
// the built machines, except the event payload fields, which only exist as TypeScript types and
// are read from the machine file's source.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { AnyStateNode } from 'xstate';
import { diagramFileName, loadMachines, MACHINES_DIR, type MachineEntry } from './machines-diagram';

export const README_FILE = join(MACHINES_DIR, 'README.md');
export const START_MARKER = '<!-- machines:start -->';
export const END_MARKER = '<!-- machines:end -->';
export const REGENERATE = 'run `npm run machines:diagram` and commit machines/README.md';

export interface CatalogueEntry {
  exportName: string;
  file: string;
  description: string;
  /** Every state below the root. */
  states: number;
  /** `booking.open {tourId, today}`, sorted by event type. */
  events: string[];
  tags: string[];
  /** Invoked `src` names, sorted: `fetchTour`, or `fetchTour` (id `tour`) when an invoke names its id. */
  actors: string[];
  /** `paymentDelay` (`TIMINGS.paymentDelay`, 2000 ms), `rotationInterval` (computed: ...) */
  delays: string[];
  /** Actions and guards the app supplies with `machine.provide` (no-ops in the machine). */
  appActions: string[];
  appGuards: string[];
}

interface Implementations {
  actions: Record<string, unknown>;
  guards: Record<string, unknown>;
  actors: Record<string, unknown>;
  delays: Record<string, unknown>;
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sorted = (values: Iterable<string>) => [...new Set(values)].sort(byCodeUnit);
const code = (text: string) => `\`${text}\``;

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(stateNodes)];
}

/**
 * An action or guard the app provides: a plain function in setup() (XState's built-ins such as
 * `assign` carry a `type` and are left out) that does nothing, its body empty or only a `throw`
 * (the "provide via machine.provide" stubs). Comments and whitespace are ignored.
 */
export function isAppProvided(implementation: unknown): boolean {
  if (typeof implementation !== 'function') return false;
  if (typeof (implementation as { type?: unknown }).type === 'string') return false;
  const source = Function.prototype.toString
    .call(implementation)
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .replace(/\s+/g, '');
  const block = /^(?:async)?(?:function[\w$]*)?(?:\([^)]*\)|[\w$]+)(?:=>)?\{(.*)\}$/.exec(source);
  if (!block) return /=>(?:undefined|void0)$/.test(source);
  const body = block[1] ?? '';
  return body === '' || /^throw[^;]*;?$/.test(body);
}

// ---- What only the source knows: event payloads and how a delay's value is written ----

/** The `setup({...})` object of `export const <exportName> = setup({...}).createMachine(...)`. */
function setupConfig(
  sourceFile: ts.SourceFile,
  exportName: string,
): ts.ObjectLiteralExpression | undefined {
  let found: ts.ObjectLiteralExpression | undefined;
  const findSetup = (node: ts.Node): void => {
    if (found) return;
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'setup' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      found = node.arguments[0];
      return;
    }
    ts.forEachChild(node, findSetup);
  };
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === exportName) {
        if (declaration.initializer) findSetup(declaration.initializer);
      }
    }
  }
  return found;
}

function property(
  object: ts.ObjectLiteralExpression | undefined,
  name: string,
): ts.ObjectLiteralElementLike | undefined {
  return object?.properties.find(
    (p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === name,
  );
}

function objectValue(
  element: ts.ObjectLiteralElementLike | undefined,
): ts.ObjectLiteralExpression | undefined {
  return element &&
    ts.isPropertyAssignment(element) &&
    ts.isObjectLiteralExpression(element.initializer)
    ? element.initializer
    : undefined;
}

interface Shape {
  type?: string;
  fields: string[];
}

/**
 * The object shapes a type stands for, resolved within the file: unions, intersections, type
 * literals and the file's own type aliases and interfaces. Undefined for anything else.
 */
function shapesOf(
  node: ts.TypeNode,
  sourceFile: ts.SourceFile,
  seen: Set<string> = new Set(),
): Shape[] | undefined {
  if (ts.isParenthesizedTypeNode(node)) return shapesOf(node.type, sourceFile, seen);
  if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) {
    const parts = node.types.map((part) => shapesOf(part, sourceFile, seen));
    if (parts.some((part) => part === undefined)) return undefined;
    const lists = parts as Shape[][];
    if (ts.isUnionTypeNode(node)) return lists.flat();
    return lists.reduce<Shape[]>(
      (product, list) =>
        product.flatMap((left) =>
          list.map((right) => ({
            type: left.type ?? right.type,
            fields: [...left.fields, ...right.fields.filter((f) => !left.fields.includes(f))],
          })),
        ),
      [{ fields: [] }],
    );
  }
  if (ts.isTypeLiteralNode(node)) return [membersShape(node.members, sourceFile)];
  if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
    const name = node.typeName.text;
    if (seen.has(name)) return undefined;
    for (const statement of sourceFile.statements) {
      if (ts.isTypeAliasDeclaration(statement) && statement.name.text === name) {
        return shapesOf(statement.type, sourceFile, new Set([...seen, name]));
      }
      if (ts.isInterfaceDeclaration(statement) && statement.name.text === name) {
        return [membersShape(statement.members, sourceFile)];
      }
    }
  }
  return undefined;
}

function membersShape(members: ts.NodeArray<ts.TypeElement>, sourceFile: ts.SourceFile): Shape {
  const shape: Shape = { fields: [] };
  for (const member of members) {
    if (!ts.isPropertySignature(member)) continue;
    const name = member.name.getText(sourceFile);
    const literal =
      member.type && ts.isLiteralTypeNode(member.type) && ts.isStringLiteral(member.type.literal)
        ? member.type.literal.text
        : undefined;
    if (name === 'type') shape.type = literal;
    else shape.fields.push(`${name}${member.questionToken ? '?' : ''}`);
  }
  return shape;
}

/**
 * Payload field names by event type, from the type given as `types: { events: {} as X }` in
 * setup(), when the file declares it. Variants of one event (a union on a field) are merged.
 */
export function eventPayloads(source: string, exportName: string): Map<string, string[]> {
  const sourceFile = ts.createSourceFile('machine.ts', source, ts.ScriptTarget.Latest, true);
  const events = property(
    objectValue(property(setupConfig(sourceFile, exportName), 'types')),
    'events',
  );
  const payloads = new Map<string, string[]>();
  if (!events || !ts.isPropertyAssignment(events) || !ts.isAsExpression(events.initializer)) {
    return payloads;
  }
  for (const shape of shapesOf(events.initializer.type, sourceFile) ?? []) {
    if (shape.type === undefined) continue;
    const fields = payloads.get(shape.type) ?? [];
    payloads.set(shape.type, [...fields, ...shape.fields.filter((f) => !fields.includes(f))]);
  }
  return payloads;
}

/**
 * How each named delay's value is written in setup(), where that says more than the number: the
 * expression (`TIMINGS.paymentDelay`) or, for a computed delay, its doc comment or the arrow's
 * expression.
 */
export function delaySources(source: string, exportName: string): Map<string, string> {
  const sourceFile = ts.createSourceFile('machine.ts', source, ts.ScriptTarget.Latest, true);
  const delays = objectValue(property(setupConfig(sourceFile, exportName), 'delays'));
  const out = new Map<string, string>();
  for (const element of delays?.properties ?? []) {
    if (!ts.isPropertyAssignment(element) || !ts.isIdentifier(element.name)) continue;
    const value = element.initializer;
    const doc = ts
      .getJSDocCommentsAndTags(element)
      .map((d) => (ts.isJSDoc(d) ? (ts.getTextOfJSDocComment(d.comment) ?? '') : ''))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/\.$/, '');
    if (ts.isNumericLiteral(value)) continue;
    if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) {
      if (doc) out.set(element.name.text, doc);
      else if (ts.isArrowFunction(value) && !ts.isBlock(value.body)) {
        out.set(element.name.text, code(value.body.getText(sourceFile)));
      }
      continue;
    }
    out.set(element.name.text, code(value.getText(sourceFile).replace(/\s+/g, ' ')));
  }
  return out;
}

// ---- The facts ----

export function catalogueEntry(
  { exportName, file, machine, description }: MachineEntry,
  source: string,
): CatalogueEntry {
  const nodes = stateNodes(machine.root);
  const impl = machine.implementations as unknown as Implementations;

  const payloads = eventPayloads(source, exportName);
  const eventTypes = nodes.flatMap((node) => [...node.transitions.keys()]);
  const events = sorted(
    eventTypes.filter((type) => type !== '' && !type.startsWith('xstate.')),
  ).map((type) => {
    const fields = payloads.get(type) ?? [];
    return code(fields.length > 0 ? `${type} {${fields.join(', ')}}` : type);
  });

  const idsBySrc = new Map<string, string[]>();
  for (const node of nodes) {
    const configs = [node.config.invoke ?? []].flat() as { id?: unknown }[];
    node.invoke.forEach((invoke, index) => {
      const src = String(invoke.src).startsWith('xstate.invoke.') ? '(inline)' : String(invoke.src);
      const id = configs[index]?.id;
      idsBySrc.set(src, [...(idsBySrc.get(src) ?? []), ...(typeof id === 'string' ? [id] : [])]);
    });
  }
  const actors = sorted(idsBySrc.keys()).map((src) => {
    const ids = sorted(idsBySrc.get(src) ?? []);
    return ids.length > 0 ? `${code(src)} (id ${ids.map(code).join(', ')})` : code(src);
  });
  const notInvoked = sorted(Object.keys(impl.actors)).filter((name) => !idsBySrc.has(name));
  if (notInvoked.length > 0) {
    actors.push(`set up but not invoked: ${notInvoked.map(code).join(', ')}`);
  }

  const written = delaySources(source, exportName);
  const delays = sorted(Object.keys(impl.delays)).map((name) => {
    const value = impl.delays[name];
    const how = written.get(name);
    if (typeof value === 'number') return `${code(name)} (${how ? `${how}, ` : ''}${value} ms)`;
    return `${code(name)} (computed${how ? `: ${how}` : ''})`;
  });

  const provided = (group: Record<string, unknown>) =>
    sorted(Object.keys(group)).filter((name) => isAppProvided(group[name]));

  return {
    exportName,
    file,
    description,
    states: nodes.length - 1,
    events,
    tags: sorted(nodes.flatMap((node) => node.tags)).map(code),
    actors,
    delays,
    appActions: provided(impl.actions),
    appGuards: provided(impl.guards),
  };
}

// ---- The Markdown ----

const list = (items: string[]) => (items.length > 0 ? items.join(', ') : 'none');

function entryMarkdown(entry: CatalogueEntry): string {
  const diagram = diagramFileName(entry.file);
  const provided = [
    ...(entry.appActions.length > 0 ? [`actions ${entry.appActions.map(code).join(', ')}`] : []),
    ...(entry.appGuards.length > 0 ? [`guards ${entry.appGuards.map(code).join(', ')}`] : []),
  ];
  return [
    `### ${entry.exportName} (${code(entry.file)})`,
    '',
    entry.description,
    '',
    `- States: ${entry.states} ([diagram](../docs/machines/${diagram})).`,
    `- Events: ${list(entry.events)}.`,
    `- Tags: ${list(entry.tags)}.`,
    `- Actors: ${list(entry.actors)}.`,
    `- Delays: ${list(entry.delays)}.`,
    `- Provided by the app: ${provided.length > 0 ? provided.join('; ') : 'none'}.`,
  ].join('\n');
}

const INTRO = [
  '## Machines',
  '',
  'Generated from the machine definitions by `npm run machines:diagram`;',
  '`tests/tooling/machine-catalogue.test.ts` fails when this section is stale. To change an entry,',
  'change the machine: the paragraph is its root `description`, the rest comes from its states,',
  'transitions and `setup()`.',
  '',
  "- **Events**: every event the machine's transitions name (targetless ones included), with the",
  '  payload fields of the event type given to `setup({ types: { events } })`',
  '  (`event {field, field?}`, `?` when optional).',
  '- **Tags**: the tags of all its states. **Actors**: the `src` of every invoke, with the `id`',
  '  where an invoke names one. **Delays**: the delays named in `setup()` and their values.',
  '- **Provided by the app**: actions and guards that are no-ops in the machine (a plain function',
  "  with an empty body, or one that only throws); the feature's logic file supplies them with",
  '  `machine.provide`. Actions made with `assign` and the like are not listed.',
].join('\n');

export function renderCatalogue(entries: CatalogueEntry[]): string {
  const ordered = [...entries].sort(
    (a, b) => byCodeUnit(a.file, b.file) || byCodeUnit(a.exportName, b.exportName),
  );
  return [INTRO, ...ordered.map(entryMarkdown)].join('\n\n');
}

/** `readme` with the text between the markers replaced by `section`. */
export function replaceSection(readme: string, section: string): string {
  const start = readme.indexOf(START_MARKER);
  const end = readme.indexOf(END_MARKER);
  if (start < 0 || end < start) {
    throw new Error(`machines/README.md needs ${START_MARKER} and then ${END_MARKER}`);
  }
  return `${readme.slice(0, start + START_MARKER.length)}\n\n${section}\n\n${readme.slice(end)}`;
}

/** Every machine in machines/, as the catalogue describes it. */
export async function catalogueEntries(dir: string = MACHINES_DIR): Promise<CatalogueEntry[]> {
  const machines = await loadMachines(dir);
  return machines
    .filter(({ file }) => file.endsWith('-machine.ts'))
    .map((entry) => catalogueEntry(entry, readFileSync(join(dir, entry.file), 'utf8')));
}

/** What machines/README.md should hold, given what it holds now. */
export async function renderReadme(current: string = readFileSync(README_FILE, 'utf8')) {
  return replaceSection(current, renderCatalogue(await catalogueEntries()));
}

async function main(): Promise<void> {
  writeFileSync(README_FILE, await renderReadme());
  console.log('wrote the machine catalogue in machines/README.md');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
