// The import graph under tooling/boundaries.mjs: what a file imports, where it points, and the
// loops in a graph of such edges. No rules here; boundaries.mjs says what is allowed.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The repository-relative path a relative import points at (without extension). */
export const target = (path, module) =>
  module.startsWith('.')
    ? relative(ROOT, resolve(ROOT, dirname(path), module))
        .split(sep)
        .join('/')
    : null;

/** Every import of a file: the module text, whether it is type-only, and its line. */
export function importsOf(path, source) {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      let typeOnly = false;
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        typeOnly = Boolean(
          clause &&
            (clause.isTypeOnly ||
              (!clause.name &&
                clause.namedBindings &&
                ts.isNamedImports(clause.namedBindings) &&
                clause.namedBindings.elements.length > 0 &&
                clause.namedBindings.elements.every((e) => e.isTypeOnly))),
        );
      } else typeOnly = node.isTypeOnly;
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ module: node.moduleSpecifier.text, typeOnly, line });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ module: node.arguments[0].text, typeOnly: false, line });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The file an import points at, among `files` (a relative path or a workspace package). */
export function resolveImport(files, from, module) {
  let base = target(from, module);
  const pkg = /^@frameshop\/(api|contracts|db|domain|phonepe|server)\/(.+)$/.exec(module);
  if (pkg) base = `${pkg[1] === 'server' ? 'apps' : 'packages'}/${pkg[1]}/src/${pkg[2]}`;
  if (!base) return null;
  const stem = base.replace(/\.[jt]sx?$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/** The strongly connected components of more than one node (Tarjan), each in a stable order. */
export function cycles(graph) {
  let index = 0;
  const stack = [];
  const seen = new Map();
  const found = [];
  const visit = (v) => {
    const node = { index, low: index, onStack: true };
    index++;
    seen.set(v, node);
    stack.push(v);
    for (const w of [...(graph.get(v)?.keys() ?? [])].sort()) {
      const other = seen.get(w);
      if (!other) {
        visit(w);
        node.low = Math.min(node.low, seen.get(w).low);
      } else if (other.onStack) node.low = Math.min(node.low, other.index);
    }
    if (node.low !== node.index) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      seen.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!seen.has(v)) visit(v);
  return found;
}

/** One loop through a component, as "a -> b -> a", starting at its first node. */
export function loopThrough(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const path = [start];
  const visited = new Set([start]);
  const walk = (v) => {
    for (const w of [...graph.get(v).keys()].sort()) {
      if (!members.has(w)) continue;
      if (w === start) return true;
      if (visited.has(w)) continue;
      visited.add(w);
      path.push(w);
      if (walk(w)) return true;
      path.pop();
    }
    return false;
  };
  walk(start);
  return [...path, start];
}
