import { existsSync, readFileSync, watch } from 'node:fs';
import path from 'node:path';

/** Left next to the built site when its build is done, or failed (with the error). */
export const builtMarker = 'built';
export const failedMarker = 'failed';

/**
 * Waits until a build has written the site to `siteDir`, as its marker beside it says: the real
 * site that global-setup.ts builds, or the hostile site of hostile-site.ts.
 */
export async function realSiteBuilt(siteDir: string): Promise<void> {
  const dir = path.dirname(siteDir);
  await new Promise<void>((resolve, reject) => {
    const settle = () => {
      if (existsSync(path.join(dir, failedMarker))) {
        watcher.close();
        reject(new Error(`The real site did not build:\n${readFileSync(path.join(dir, failedMarker), 'utf8')}`));
      } else if (existsSync(path.join(dir, builtMarker))) {
        watcher.close();
        resolve();
      }
    };
    // Watching first, then looking: a marker written in between is seen either way.
    const watcher = watch(dir, settle);
    settle();
  });
}
