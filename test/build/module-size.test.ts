import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const build = path.resolve(import.meta.dirname, '../../build');
/** A module of build/ is one concept a reader takes in at once: past this, it is split by concept. */
const mostLines = 400;

const modules = (readdirSync(build, { recursive: true }) as string[]).filter((file) => /\.(ts|tsx|mjs)$/.test(file));
const lines = (file: string) => readFileSync(path.join(build, file), 'utf8').split('\n').length - 1;

describe('the modules of build/', () => {
  it('are found', () => {
    expect(modules).toContain('pipeline.ts');
    expect(modules).toContain(path.join('incremental', 'speed-ups.ts'));
  });

  it(`each stay under ${mostLines} lines`, () => {
    const long = modules.filter((file) => lines(file) >= mostLines).map((file) => `${file}: ${lines(file)} lines`);
    expect(long).toEqual([]);
  });
});
