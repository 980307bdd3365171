import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { buildSite } from '../../build/pipeline.ts';
import { writeSite } from '../../build/output/write-site.ts';
import { writeHostileContent } from './hostile-content.ts';
import { builtMarker, failedMarker, realSiteBuilt } from './real-site.ts';

/** The hostile copy of the real content (see hostile-content.ts), built, as the hostile tests read it. */
export interface HostileSite {
  contentDir: string;
  siteDir: string;
  /** How many fields and markdown bodies carry payloads. */
  carried: { fields: number; bodies: number };
  /** Every page of the built site, as its file in `siteDir`. */
  htmlFiles: string[];
}

/**
 * The hostile site, built once for the whole run beside the real site: the first test file that
 * asks builds it, the others wait for it. The run's end removes it with the real site.
 */
export async function hostileSite(): Promise<HostileSite> {
  const dir = path.join(path.dirname(inject('siteDir')), 'hostile');
  const contentDir = path.join(dir, 'content');
  const siteDir = path.join(dir, 'dist');
  const counts = path.join(dir, 'carried.json');
  const first = await mkdir(dir).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return false;
      throw error;
    },
  );
  if (first) {
    try {
      const carried = await writeHostileContent('content', contentDir);
      const site = await buildSite({ contentDir });
      await writeSite(site.files, siteDir);
      await writeFile(counts, JSON.stringify(carried));
      await writeFile(path.join(dir, builtMarker), '');
    } catch (error) {
      await writeFile(
        path.join(dir, failedMarker),
        error instanceof Error ? (error.stack ?? error.message) : String(error),
      );
      throw error;
    }
  } else {
    await realSiteBuilt(siteDir);
  }
  const htmlFiles = (await readdir(siteDir, { recursive: true }))
    .map(String)
    .filter((f) => f.endsWith('.html'))
    .sort();
  return { contentDir, siteDir, carried: JSON.parse(await readFile(counts, 'utf8')), htmlFiles };
}
