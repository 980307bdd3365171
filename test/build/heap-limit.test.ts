import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildThreadOptions } from '../../build/launch/launch.ts';

// The thread that checks the content and renders the pages gets one heap limit whatever the size
// of the content: a limit that grew with the content let a large site's build take gigabytes.
describe('the build thread’s heap limit', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'heap-limit-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const contentWith = (name: string, articles: number) => {
    const folder = path.join(dir, name);
    mkdirSync(path.join(folder, 'articles'), { recursive: true });
    writeFileSync(path.join(folder, 'site.yaml'), 'name: Paardensprong\n');
    for (let n = 0; n < articles; n++) writeFileSync(path.join(folder, 'articles', `notitie-${n}.md`), '');
    return folder;
  };

  it('is the same for 10 articles as for 16,000', () => {
    const small = buildThreadOptions(['--content', contentWith('small', 10)]);
    const large = buildThreadOptions(['--content', contentWith('large', 16_000), '--out', path.join(dir, 'out')]);
    expect(small.resourceLimits?.maxOldGenerationSizeMb).toBeGreaterThan(0);
    expect(large.resourceLimits).toEqual(small.resourceLimits);
  });
});
