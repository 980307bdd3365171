import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, wrongWayImports, type Import } from '../../scripts/import-graph.ts';

const root = path.resolve(import.meta.dirname, '../..');
const graph = importGraph(root);

const graphOf = (edges: Record<string, (string | Import)[]>) =>
  new Map(
    Object.entries(edges).map(([from, to]) => [
      from,
      to.map((t) => (typeof t === 'string' ? { to: t, typeOnly: false } : t)),
    ]),
  );

describe('imports', () => {
  it('run one way: kinds and shared parts never import the generator, src/ neither, the generator no script', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(wrongWayImports(graph)).toEqual([]);
  });

  it('go round in no circle', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('are told apart from the wrong way and from circles, types counted one way and not the other', () => {
    const wrong = graphOf({
      'kinds/article/article.ts': [{ to: 'build/content/load.ts', typeOnly: true }, 'shared/paths.ts'],
      'shared/paths.ts': ['kinds/fields.ts'],
      'build/content/load.ts': ['scripts/new.ts'],
      'scripts/new.ts': ['build/content/load.ts'],
    });
    expect(wrongWayImports(wrong)).toEqual([
      'kinds/article/article.ts -> build/content/load.ts',
      'shared/paths.ts -> kinds/fields.ts',
      'build/content/load.ts -> scripts/new.ts',
    ]);
    expect(importCycles(wrong)).toEqual([['build/content/load.ts', 'scripts/new.ts']]);
    const typesOnly = graphOf({
      'kinds/define.ts': [{ to: 'kinds/routes.tsx', typeOnly: true }],
      'kinds/routes.tsx': ['kinds/define.ts'],
    });
    expect(importCycles(typesOnly)).toEqual([]);
  });
});
