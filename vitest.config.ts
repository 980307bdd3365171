import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// React's production build, as the build and the dev server use: the same HTML, rendered several
// times faster than by the development build, which checks every element.
process.env.NODE_ENV = 'production';

/**
 * The layers of the suite, one folder each, so that a test's layer follows from where it lives:
 * - `test/unit/`: pure functions and modules, no browser, no server, no build of a whole site;
 *   `npm run test:unit` runs these alone, in seconds;
 * - `test/build/`: builds of small fixture sites, the scripts, the dev server;
 * - `test/browser/`: tests in headless Chromium;
 * - `test/host/`: tests that read or serve the built real site, on the static server, nginx or
 *   Cloudflare's runtime.
 */
const layers = ['unit', 'build', 'browser', 'host'] as const;
const inFolder = (layer: (typeof layers)[number]) => [`test/${layer}/**/*.test.{ts,tsx}`];

/** Layers that read the real site: one build of it for both, started when the run starts. */
const realSite = ['browser', 'host'];
const layer = (name: (typeof layers)[number]) =>
  ({
    extends: true,
    test: {
      name,
      include: inFolder(name),
      // A worker keeps the modules it has loaded from one test file to the next (a test file that
      // must change a module for itself passes its own part in instead, as check-progress does):
      // loading the generator, React and Playwright again for every file took a tenth of the run.
      isolate: false,
      globalSetup: realSite.includes(name) ? ['test/support/global-setup.ts'] : [],
      setupFiles: realSite.includes(name) ? ['test/support/wait-for-real-site.ts'] : [],
    },
  }) satisfies TestProjectInlineConfiguration;

/**
 * The longest browser files, in the order they start (from the slowest-files report). A long file
 * that starts last runs alone at the end while the other worker idles, so these go first; the
 * hostile crawl that builds the hostile site starts before the other, which waits for that build.
 */
const longestFirst = [
  'test/browser/hostile-dutch.test.ts',
  'test/browser/admin.test.ts',
  'test/browser/a11y.test.ts',
  'test/browser/hostile-english.test.ts',
  'test/browser/a11y-english.test.ts',
  'test/browser/csp.test.ts',
  'test/browser/what-visitors-see.test.ts',
  'test/browser/pictures.test.ts',
  'test/browser/screens.test.ts',
];

/**
 * The files of the other layers first, while the real site builds; then the longest browser
 * files; within a layer otherwise vitest's own order.
 */
class RealSiteLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (file: TestSpecification) => realSite.includes(file.project.name);
    const rank = (file: TestSpecification) => {
      const at = longestFirst.indexOf(path.relative(import.meta.dirname, file.moduleId));
      return at === -1 ? longestFirst.length : at;
    };
    // A stable sort: files of equal rank keep vitest's order.
    return [...sorted.filter((file) => !last(file)), ...sorted.filter(last).sort((a, b) => rank(a) - rank(b))];
  }
}

export default defineConfig({
  test: {
    env: { NODE_ENV: 'production' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Vitest leaves one core free by default; on a 2-core machine that runs the files one after another.
    maxWorkers: 2,
    reporters: ['default', './test/support/slowest-files.ts'],
    // Each layer is a project with a module graph of its own: a module transformed for one is
    // read from disk by the others (node_modules/.experimental-vitest-cache), not transformed again.
    experimental: { fsModuleCache: true },
    sequence: { sequencer: RealSiteLast },
    projects: layers.map(layer),
  },
});
