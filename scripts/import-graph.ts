/**
 * The project's modules and what each imports (type-only imports too), and the two rules the
 * layout keeps: imports run one way between the folders, and no module imports itself through
 * others. test/unit/import-direction.test.ts holds the project to both.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The folders of code, each a part of the project. */
export const codeFolders = ['kinds', 'shared', 'src', 'build', 'scripts'] as const;

/**
 * What a folder must never import: kinds and the shared parts nothing of the generator (the
 * shared parts not even a kind), the browser's and the pages' code not the generator, and the
 * generator none of the developer commands.
 */
export const forbidden: Record<string, readonly string[]> = {
  shared: ['build', 'scripts', 'kinds'],
  kinds: ['build', 'scripts'],
  src: ['build', 'scripts'],
  build: ['scripts'],
};

/** One import of a module: the module it names, and whether only types come of it. */
export interface Import {
  to: string;
  /** `import type`, `export type ... from` or `import('...')` in a type: gone from the code that runs. */
  typeOnly: boolean;
}

/** The relative imports of a module's source, static, dynamic and in types. */
function importsOf(file: string, source: string): { name: string; typeOnly: boolean }[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const found: { name: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier))
      found.push({ name: node.moduleSpecifier.text, typeOnly: node.importClause?.isTypeOnly ?? false });
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push({ name: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push({ name: node.arguments[0].text, typeOnly: false });
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      found.push({ name: node.argument.literal.text, typeOnly: true });
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found.filter((imported) => imported.name.startsWith('.'));
}

/** Every module of the code folders, as paths inside the project, with the modules it imports. */
export function importGraph(root: string): Map<string, Import[]> {
  const graph = new Map<string, Import[]>();
  for (const folder of codeFolders) {
    const dir = path.join(root, folder);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir, { recursive: true }) as string[]) {
      if (!/\.(ts|tsx|mts|mjs)$/.test(file) || file.endsWith('.d.ts')) continue;
      const relative = path.posix.join(folder, file.split(path.sep).join('/'));
      const source = readFileSync(path.join(root, relative), 'utf8');
      graph.set(
        relative,
        importsOf(relative, source).map(({ name, typeOnly }) => ({
          to: path.posix.normalize(path.posix.join(path.posix.dirname(relative), name)),
          typeOnly,
        })),
      );
    }
  }
  return graph;
}

/** The imports that run the wrong way between folders, types too, as `from -> to`. */
export function wrongWayImports(graph: ReadonlyMap<string, readonly Import[]>): string[] {
  const wrong: string[] = [];
  for (const [from, imports] of graph) {
    const never = forbidden[from.split('/')[0]!] ?? [];
    for (const { to } of imports) if (never.includes(to.split('/')[0]!)) wrong.push(`${from} -> ${to}`);
  }
  return wrong;
}

/**
 * Every group of modules that import each other round in a circle, in the code that runs (types
 * that name each other are no cycle): Tarjan's strongly connected components.
 */
export function importCycles(graph: ReadonlyMap<string, readonly Import[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (module: string) => {
    index.set(module, next);
    low.set(module, next++);
    stack.push(module);
    onStack.add(module);
    for (const { to, typeOnly } of graph.get(module) ?? []) {
      if (typeOnly || !graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(module, Math.min(low.get(module)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(module, Math.min(low.get(module)!, index.get(to)!));
    }
    if (low.get(module) === index.get(module)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== module);
      if (group.length > 1 || graph.get(module)?.some(({ to, typeOnly }) => to === module && !typeOnly))
        cycles.push(group.sort());
    }
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return cycles;
}
