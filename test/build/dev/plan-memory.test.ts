import { describe, expect, it } from 'vitest';
import { loadEntries } from '../../../build/content/load.ts';
import { EntryCache, validateEntries } from '../../../build/content/validate.ts';
import { routesFor } from '../../../kinds/routes.tsx';
import { planMemory } from '../../../scripts/dev/plan-memory.ts';

const articlePages = (routes: ReturnType<typeof routesFor>) =>
  routes.filter((r) => r.kind === 'article' || r.kind === 'articles');

describe("the dev server's memory of its last plan", () => {
  it('keeps the pages of unchanged articles and lists from one plan to the next; a build keeps none', async () => {
    const { entries } = await loadEntries('content');
    const cache = new EntryCache();
    const validate = () => validateEntries(entries, [], 'content', { cache, today: '2026-01-01' }).content!;
    const memory = planMemory();
    const first = articlePages(routesFor(validate(), { memory }));
    const second = articlePages(routesFor(validate(), { memory }));
    expect(first.length).toBeGreaterThan(20);
    expect(second.every((route, i) => route === first[i])).toBe(true);
    // Without the memory every plan makes its pages anew, and nothing holds on to them.
    const built = articlePages(routesFor(validate()));
    expect(built.some((route, i) => route === first[i])).toBe(false);
    expect(built.map((r) => r.path)).toEqual(first.map((r) => r.path));
  });
});
