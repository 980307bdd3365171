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

/** Builds the real content once into a temporary folder that the tests read and serve. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'site-test-'));
  const site = await buildSite({ contentDir: 'content' });
  await writeSite(site.files, path.join(dir, 'dist'));
  project.provide('siteDir', path.join(dir, 'dist'));
  return async () => rm(dir, { recursive: true, force: true });
}
