import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * A state's or a machine's `description` is documentation: the Stately visualiser, the
 * generated diagrams and machines/README.md read it; the running app never does. The production
 * build leaves it out of the statecharts in machines/, so documenting a machine costs the first
 * download nothing. (Dev server, tests and tooling keep it.)
 */
export function stripMachineDescriptions(): Plugin {
  return {
    name: 'strip-machine-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]machines[\\/][^\\/]+-machine\.ts$/.test(id)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const cuts: Array<[number, number]> = [];
      const visit = (node: ts.Node) => {
        if (
          ts.isPropertyAssignment(node) &&
          ts.isIdentifier(node.name) &&
          node.name.text === 'description' &&
          isText(node.initializer)
        ) {
          // The property and the comma after it.
          const end = code[node.end] === ',' ? node.end + 1 : node.end;
          cuts.push([node.getStart(source), end]);
          return;
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      if (cuts.length === 0) return null;
      let out = code;
      for (const [start, end] of cuts.reverse()) out = out.slice(0, start) + out.slice(end);
      return { code: out, map: null };
    },
  };
}

/** A string, a template without substitutions, or a concatenation of them. */
function isText(node: ts.Expression): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  return (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
    isText(node.left) &&
    isText(node.right)
  );
}
