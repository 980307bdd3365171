import { mkdtempSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../build/pipeline.ts';
import { writeSite } from '../../build/output/write-site.ts';
import { builtMarker, failedMarker } from './real-site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real site, built once for every test file that needs the output. */
    siteDir: string;
  }
}

/** One build of the real site for the whole run, however many projects ask for it. */
interface SharedBuild {
  dir: string;
  done: Promise<void>;
  users: number;
}

// Each project loads this file apart, in the one main process: the build is kept on
// `globalThis`, so the browser and host projects share it, and a run of neither never builds.
const key = Symbol.for('paardensprong.test.real-site');
const shared = globalThis as typeof globalThis & { [key]?: SharedBuild };

/** Builds the real content into `dir`/dist, then leaves a marker that says how it went. */
async function buildRealSite(dir: string): Promise<void> {
  try {
    const site = await buildSite({ contentDir: 'content' });
    await writeSite(site.files, path.join(dir, 'dist'));
    await writeFile(path.join(dir, builtMarker), '');
  } catch (error) {
    await writeFile(
      path.join(dir, failedMarker),
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
  }
}

/**
 * Starts building the real content into a temporary folder that the tests read and serve. The run
 * does not wait for it: the files of the other layers go first, and a file that needs the site
 * waits for it in `real-site.ts`.
 */
export default function setup(project: TestProject) {
  const build = (shared[key] ??= (() => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
    return { dir, done: buildRealSite(dir), users: 0 };
  })());
  build.users++;
  project.provide('siteDir', path.join(build.dir, 'dist'));
  return async () => {
    if (--build.users > 0) return;
    delete shared[key];
    await build.done;
    await rm(build.dir, { recursive: true, force: true });
  };
}
