import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const layers = ['unit', 'build', 'browser', 'host'];

describe('the test layers', () => {
  it('hold every test file: one outside their four folders would never run', () => {
    const tests = (readdirSync(path.join(root, 'test'), { recursive: true }) as string[])
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('fixtures/'));
    expect(tests.length).toBeGreaterThan(80);
    expect(tests.filter((file) => !layers.includes(file.split('/')[0]!))).toEqual([]);
  });
});
