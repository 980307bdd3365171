import { defineConfig } from 'vitest/config';

// React's production build, as the build and the dev server use: the same HTML, rendered several
// times faster than by the development build, which checks every element.
process.env.NODE_ENV = 'production';

export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    globalSetup: ['test/support/global-setup.ts'],
    env: { NODE_ENV: 'production' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
