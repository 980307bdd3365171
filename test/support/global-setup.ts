import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../build/build-site.ts';
import { writeSite } from '../../build/write-site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real site, built once for every test file that needs the output. */
    siteDir: string;
  }
}

/** One build of the real site for the whole run, however many projects ask for it. */
interface SharedBuild {
  dir: Promise<string>;
  users: number;
}

// Each project loads this file apart, in the one main process: the build is kept on
// `globalThis`, so the browser and host projects share it, and a run of neither never builds.
const key = Symbol.for('paardensprong.test.real-site');
const shared = globalThis as typeof globalThis & { [key]?: SharedBuild };

async function buildRealSite(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'site-test-'));
  const site = await buildSite({ contentDir: 'content' });
  await writeSite(site.files, path.join(dir, 'dist'));
  return dir;
}

/** Builds the real content once into a temporary folder that the tests read and serve. */
export default async function setup(project: TestProject) {
  const build = (shared[key] ??= { dir: buildRealSite(), users: 0 });
  build.users++;
  const dir = await build.dir;
  project.provide('siteDir', path.join(dir, 'dist'));
  return async () => {
    if (--build.users > 0) return;
    delete shared[key];
    await rm(dir, { recursive: true, force: true });
  };
}
