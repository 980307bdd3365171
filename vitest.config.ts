import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// React's production build, as the build and the dev server use: the same HTML, rendered several
// times faster than by the development build, which checks every element.
process.env.NODE_ENV = 'production';

/**
 * Pure functions and modules: no browser, no server, no build of a whole site. `npm run test:unit`
 * runs these alone, in seconds.
 */
const unit = [
  'test/src/**/*.test.{ts,tsx}',
  'test/content-model/**/*.test.{ts,tsx}',
  'test/build/copy-checks.test.ts',
  'test/build/find-files.test.ts',
  'test/build/head.test.ts',
  'test/build/load.test.ts',
  'test/build/markdown.test.ts',
  'test/build/read-log.test.ts',
  'test/build/render.test.ts',
  'test/build/shared-work.test.ts',
  'test/build/sitemap.test.ts',
  'test/build/static-html.test.tsx',
  'test/build/seo/feed.test.ts',
  'test/build/seo/json-ld.test.ts',
  'test/scripts/cms/config-drift.test.ts',
];

/** Tests in headless Chromium. */
const browser = ['test/e2e/**/*.test.{ts,tsx}'];

/** Tests that read or serve the built real site, on the static server, nginx or Cloudflare's runtime. */
const host = [
  'test/deploy/**/*.test.{ts,tsx}',
  'test/site/**/*.test.{ts,tsx}',
  'test/security/csp.test.ts',
  'test/security/links.test.ts',
  'test/security/servers.test.ts',
  'test/scripts/link-check.test.ts',
  'test/scripts/dev/server.test.ts',
];

const all = 'test/**/*.test.{ts,tsx}';

/** A layer of the tests; `realSite` ones share one build of the real site, made before they start. */
const layer = (name: string, include: string[], options: { exclude?: string[]; realSite?: boolean } = {}) =>
  ({
    extends: true,
    test: {
      name,
      include,
      exclude: options.exclude ?? [],
      globalSetup: options.realSite ? ['test/support/global-setup.ts'] : [],
    },
  }) satisfies TestProjectInlineConfiguration;

export default defineConfig({
  test: {
    env: { NODE_ENV: 'production' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Vitest leaves one core free by default; on a 2-core machine that runs the files one after another.
    maxWorkers: 2,
    reporters: ['default', './test/support/slowest-files.ts'],
    projects: [
      layer('unit', unit),
      // Builds of small fixture sites, the scripts, the dev server: everything not in another layer.
      layer('build', [all], { exclude: [...unit, ...browser, ...host] }),
      layer('browser', browser, { realSite: true }),
      layer('host', host, { realSite: true }),
    ],
  },
});
