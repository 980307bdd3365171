import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { contentDates } from '../../../build/seo/content-dates.ts';

const run = promisify(execFile);

describe('content dates', () => {
  it('are the dates the files were last committed, newest change first', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'content-dates-'));
    const git = (args: string[], date: string) =>
      run('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.test', ...args], {
        cwd: dir,
        env: { ...process.env, GIT_AUTHOR_DATE: `${date}T12:00:00Z`, GIT_COMMITTER_DATE: `${date}T12:00:00Z` },
      });
    try {
      await git(['init', '-q'], '2025-01-01');
      await writeFile(path.join(dir, 'a.md'), 'one');
      await writeFile(path.join(dir, 'b.md'), 'one');
      await git(['add', '.'], '2025-01-01');
      await git(['commit', '-q', '-m', 'first'], '2025-01-01');
      await writeFile(path.join(dir, 'a.md'), 'two');
      await git(['commit', '-q', '-am', 'second'], '2025-02-03');
      const shown = path.relative(process.cwd(), dir);
      const dates = await contentDates(dir);
      expect(Object.fromEntries(dates)).toEqual({ [`${shown}/a.md`]: '2025-02-03', [`${shown}/b.md`]: '2025-01-01' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('are none outside a git work tree', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'content-dates-'));
    try {
      expect((await contentDates(dir)).size).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
