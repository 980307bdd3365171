import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A package index that re-exports hundreds of modules, each of which has a path of its own: an
 * import of the index has esbuild (the compiled generator, the browser bundle) and Node (the dev
 * server, the tests) read all of them to keep the few used, which would make compiling the
 * generator, and loading the components in every process, much slower.
 */
const indexes: Record<string, string> = {
  'lucide-react': "an icon by its own path: import Phone from 'lucide-react/icons/phone'",
  'date-fns': "a function by its own path: import { format } from 'date-fns/format'",
  'date-fns/locale': "a locale by its own path: import { nl } from 'date-fns/locale/nl'",
  'react-day-picker/locale': "a locale by its own path: import { nl } from 'react-day-picker/locale/nl'",
};

const sources = ['build', 'kinds', 'shared', 'scripts', 'src'].flatMap((folder) =>
  (readdirSync(path.join(root, folder), { recursive: true }) as string[])
    .filter((file) => /\.(ts|tsx|mts|mjs)$/.test(file))
    .map((file) => path.join(folder, file)),
);

describe('the imports of the project', () => {
  it('are found', () => {
    expect(sources).toContain(path.join('src', 'components', 'Footer.tsx'));
  });

  it('take icons, date functions and locales by their own paths, never from an index of hundreds', () => {
    const found: string[] = [];
    for (const file of sources) {
      const text = readFileSync(path.join(root, file), 'utf8');
      // Type-only imports load nothing.
      for (const match of text.matchAll(/^(?:import|export)(?! type )[^;]*?from '([^']+)'/gms)) {
        const advice = indexes[match[1]!];
        if (advice) found.push(`${file}: imports '${match[1]}'; import ${advice}`);
      }
    }
    expect(found).toEqual([]);
  });
});
