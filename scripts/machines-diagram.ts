// `npm run machines:diagram`: one Mermaid state diagram per machines/*.ts file, written to
// docs/machines/, generated from the machine definitions so the pictures cannot drift from the
// code (tests/tooling/machine-diagrams.test.ts regenerates them and compares).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { toDirectedGraph, type DirectedGraphNode } from '@xstate/graph';
import { StateMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MACHINES_DIR = join(ROOT, 'machines');
export const DIAGRAMS_DIR = join(ROOT, 'docs', 'machines');
export const INDEX_FILE = 'README.md';

export interface MachineEntry {
  /** `booking-machine.ts` */
  file: string;
  /** `bookingMachine` */
  exportName: string;
  machine: AnyStateMachine;
  /** The root's `description` (or the first sentence of the JSDoc above the export). */
  description: string;
}

/** Mermaid ids allow no dots, dashes or spaces: `booking.checkout.editing` -> `booking_checkout_editing`. */
export function mermaidId(stateNodeId: string): string {
  return stateNodeId.replace(/[^A-Za-z0-9_]/g, '_');
}

interface GuardLike {
  type?: unknown;
  name?: string;
  guards?: unknown[];
  stateValue?: unknown;
}

/** The guard's name as setup() knows it; higher-order guards (`not`, `and`, `or`) spelled out. */
export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  const g = guard as GuardLike;
  if (typeof guard === 'function') {
    const inner = (g.guards ?? []).map((x) => guardLabel(x) ?? 'inline');
    if (g.name === 'not') return `not ${inner[0]}`;
    if (g.name === 'and') return inner.join(' and ');
    if (g.name === 'or') return inner.join(' or ');
    if (g.name === 'stateIn') return `in ${JSON.stringify(g.stateValue)}`;
    return 'inline';
  }
  return typeof g.type === 'string' ? g.type : 'inline';
}

/** Mermaid's transition text stops at a colon; `#58;` is its entity code for one. */
const COLON = '#58;';

function eventLabel(
  eventType: string,
  source: AnyStateNode,
  invokeSrcById: Map<string, string>,
): string {
  const after = 'xstate.after.';
  if (eventType.startsWith(after)) {
    const suffix = `.${source.id}`;
    const delay = eventType.endsWith(suffix)
      ? eventType.slice(after.length, -suffix.length)
      : eventType.slice(after.length);
    return `after ${/^\d+$/.test(delay) ? `${delay}ms` : delay}`;
  }
  for (const kind of ['done', 'error'] as const) {
    const prefix = `xstate.${kind}.actor.`;
    if (eventType.startsWith(prefix)) {
      const id = eventType.slice(prefix.length);
      return `${kind}${COLON} ${invokeSrcById.get(id) ?? id}`;
    }
  }
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType === '' ? 'always' : eventType;
}

function label(event: string, guard: unknown): string {
  const name = guardLabel(guard);
  return name === undefined ? event : `${event} [${name}]`;
}

function allNodes(graph: DirectedGraphNode): DirectedGraphNode[] {
  return [graph, ...graph.children.flatMap(allNodes)];
}

/** `ancestor` is `node` or one of its ancestors. */
function contains(ancestor: AnyStateNode, node: AnyStateNode): boolean {
  for (let at: AnyStateNode | undefined = node; at; at = at.parent)
    if (at === ancestor) return true;
  return false;
}

interface Edge {
  source: AnyStateNode;
  target: AnyStateNode;
  text: string;
}

/**
 * The machine as a Mermaid `stateDiagram-v2`. The machine's states are drawn at the top level
 * (a parallel root is wrapped in a composite named after the machine id); compound states are
 * composites with `[*] -->` to their initial child; parallel regions are separated by `--`; final
 * states get `--> [*]`. A transition declared on a state that leads into that same state (the
 * machine-wide `on`, or a compound state's own `on`) is drawn from an extra "(any state)" node
 * inside it: Mermaid cannot draw an edge from a composite to its own children. Transitions are all
 * declared after the structure, at the top level, because Mermaid cannot draw one between states
 * nested in different composites when declared inside either. Targetless transitions (actions
 * only) are left out; machines/README.md lists every event.
 */
export function machineToMermaid(machine: AnyStateMachine): string {
  const graph = toDirectedGraph(machine);
  const nodes = allNodes(graph);
  const root = graph.stateNode;
  const drawRoot = root.type === 'parallel';

  const invokeSrcById = new Map<string, string>();
  for (const { stateNode } of nodes) {
    for (const invoke of stateNode.invoke) {
      invokeSrcById.set(invoke.id, typeof invoke.src === 'string' ? invoke.src : invoke.id);
    }
  }

  const edges: Edge[] = [];
  for (const { stateNode, edges: graphEdges } of nodes) {
    for (const edge of graphEdges) {
      // toDirectedGraph points a targetless transition back at its source: leave those out.
      if (!edge.transition.target) continue;
      const event = eventLabel(edge.transition.eventType, stateNode, invokeSrcById);
      edges.push({
        source: stateNode,
        target: edge.target,
        text: label(event, edge.transition.guard),
      });
    }
    for (const transition of stateNode.always ?? []) {
      for (const target of transition.target ?? []) {
        edges.push({ source: stateNode, target, text: label('always', transition.guard) });
      }
    }
  }
  const isInward = (edge: Edge) =>
    edge.source.type !== 'atomic' &&
    edge.source.type !== 'final' &&
    contains(edge.source, edge.target);
  const withAnyNode = new Set(edges.filter(isInward).map((edge) => edge.source));

  const ids = new Map<string, string>();
  const assign = (key: string, id: string) => {
    const clash = [...ids].find(([other, taken]) => taken === id && other !== key);
    if (clash) throw new Error(`"${key}" and "${clash[0]}" both become Mermaid id ${id}`);
    ids.set(key, id);
  };
  for (const { stateNode } of nodes) assign(stateNode.id, mermaidId(stateNode.id));
  for (const node of withAnyNode) assign(`${node.id} (any)`, `${mermaidId(node.id)}__any`);
  const idOf = (node: AnyStateNode) => ids.get(node.id) as string;
  const anyOf = (node: AnyStateNode) => ids.get(`${node.id} (any)`) as string;

  const lines = ['stateDiagram-v2'];
  const declareBody = (node: DirectedGraphNode, pad: string): void => {
    const { stateNode } = node;
    if (withAnyNode.has(stateNode)) lines.push(`${pad}state "(any state)" as ${anyOf(stateNode)}`);
    if (stateNode.type === 'parallel') {
      node.children.forEach((child, index) => {
        if (index > 0) lines.push(`${pad}--`);
        declare(child, pad);
      });
      return;
    }
    const initial = stateNode.initial?.target[0];
    if (initial) lines.push(`${pad}[*] --> ${idOf(initial)}`);
    for (const child of node.children) declare(child, pad);
    for (const child of node.children) {
      if (child.stateNode.type === 'final') lines.push(`${pad}${idOf(child.stateNode)} --> [*]`);
    }
  };
  const declare = (node: DirectedGraphNode, pad: string): void => {
    const head = `${pad}state "${node.stateNode.key}" as ${idOf(node.stateNode)}`;
    if (node.children.length === 0) {
      lines.push(head);
      return;
    }
    lines.push(`${head} {`);
    declareBody(node, `${pad}  `);
    lines.push(`${pad}}`);
  };
  if (drawRoot) {
    lines.push(`  [*] --> ${idOf(root)}`);
    declare(graph, '  ');
  } else {
    declareBody(graph, '  ');
  }

  for (const edge of edges) {
    const source = isInward(edge) ? anyOf(edge.source) : idOf(edge.source);
    lines.push(`  ${source} --> ${idOf(edge.target)} : ${edge.text}`);
  }
  return `${lines.join('\n')}\n`;
}

/** First sentence of the JSDoc block right above `export const <name>`. */
export function exportDescription(source: string, exportName: string): string | undefined {
  const match = new RegExp(
    `/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export const ${exportName}\\b`,
  ).exec(source);
  if (!match?.[1]) return undefined;
  const text = match[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text);
  return sentence?.[1] ?? text;
}

/** Every StateMachine exported from machines/*.ts, files and exports in a stable order. */
export async function loadMachines(dir: string = MACHINES_DIR): Promise<MachineEntry[]> {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .sort();
  const entries: MachineEntry[] = [];
  for (const file of files) {
    const path = join(dir, file);
    const mod = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    const source = readFileSync(path, 'utf8');
    for (const exportName of Object.keys(mod).sort()) {
      const machine = mod[exportName];
      if (!(machine instanceof StateMachine)) continue;
      const description =
        machine.root.description ??
        exportDescription(source, exportName) ??
        `Statechart \`${machine.id}\` (top-level states: ${Object.keys(machine.root.states).join(', ')}).`;
      entries.push({ file, exportName, machine, description });
    }
  }
  return entries;
}

/** `booking-machine.ts` -> `booking-machine.md` */
export function diagramFileName(machineFile: string): string {
  return `${basename(machineFile, '.ts')}.md`;
}

const GENERATED_NOTE =
  'Generated from the machine definitions by `npm run machines:diagram`; do not edit.';

export function diagramDocument(file: string, machines: MachineEntry[]): string {
  const sections = machines.map(
    ({ exportName, machine, description }) =>
      `${machines.length > 1 ? `## ${exportName}\n\n` : ''}${description}\n\n` +
      `\`\`\`mermaid\n${machineToMermaid(machine)}\`\`\`\n`,
  );
  const title = machines.length === 1 ? machines[0]!.exportName : basename(file, '.ts');
  return `# ${title}\n\n${sections.join('\n')}\nSource: \`machines/${file}\`. ${GENERATED_NOTE}\n`;
}

function indexDocument(byFile: Map<string, MachineEntry[]>): string {
  const rows = [...byFile].map(
    ([file, machines]) =>
      `- [${machines.map((m) => m.exportName).join(', ')}](./${diagramFileName(file)}): ${machines[0]!.description}`,
  );
  return (
    `# Machine diagrams\n\n${GENERATED_NOTE} Each machine's events, tags, actors and delays: ` +
    '[machines/README.md](../../machines/README.md).\n\n' +
    'Transitions are labelled with the event, `[guard]`, `after <delay>`, `done: <actor>` / ' +
    '`error: <actor>` (written `#58;` in the source: Mermaid ends a label at a colon) and ' +
    '`always`. A transition a state declares into itself (the machine-wide `on`, or a compound ' +
    'state\'s own `on`) starts at an "(any state)" node inside it. Targetless transitions ' +
    '(actions only) are not drawn.\n\n' +
    `${rows.join('\n')}\n`
  );
}

/** Every file docs/machines/ should hold, by file name, with its exact content. */
export async function renderDiagrams(dir: string = MACHINES_DIR): Promise<Map<string, string>> {
  const byFile = new Map<string, MachineEntry[]>();
  for (const entry of await loadMachines(dir)) {
    byFile.set(entry.file, [...(byFile.get(entry.file) ?? []), entry]);
  }
  const out = new Map<string, string>();
  for (const [file, machines] of byFile)
    out.set(diagramFileName(file), diagramDocument(file, machines));
  out.set(INDEX_FILE, indexDocument(byFile));
  return out;
}

async function main(): Promise<void> {
  const files = await renderDiagrams();
  mkdirSync(DIAGRAMS_DIR, { recursive: true });
  for (const stale of readdirSync(DIAGRAMS_DIR).filter((f) => f.endsWith('.md') && !files.has(f))) {
    rmSync(join(DIAGRAMS_DIR, stale));
    console.log(`removed docs/machines/${stale}`);
  }
  for (const [name, content] of files) writeFileSync(join(DIAGRAMS_DIR, name), content);
  console.log(`wrote ${files.size} files to docs/machines/`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
