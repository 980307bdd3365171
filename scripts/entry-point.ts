import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Whether the module at `moduleUrl` is the one the command started (`tsx scripts/new.ts`), not one
 * imported by another; true for any path, with spaces, on any platform. Node loads the main module
 * by its real path, so the command's path is resolved the same way before comparing.
 */
export function isEntryPoint(moduleUrl: string): boolean {
  const started = process.argv[1];
  if (!started) return false;
  let real = started;
  try {
    real = realpathSync(started);
  } catch {
    // A path that cannot be resolved is compared as it was given.
  }
  return pathToFileURL(real).href === moduleUrl;
}
