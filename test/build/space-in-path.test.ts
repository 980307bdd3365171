import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

// A clone in a folder whose name has a space, as on many a laptop ("My Projects"): the commands
// must run there as they do anywhere, not silently do nothing.
describe('the project in a folder whose path has a space', () => {
  let clone = '';
  const run = (...args: string[]) =>
    execFileSync('npm', ['run', '--silent', ...args], { cwd: clone, encoding: 'utf8', stdio: 'pipe' });

  beforeAll(async () => {
    clone = path.join(await mkdtemp(path.join(os.tmpdir(), 'paardensprong ')), 'my site');
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
    await mkdir(clone, { recursive: true });
    for (const file of tracked.filter((f) => f && existsSync(path.join(root, f))))
      await cp(path.join(root, file), path.join(clone, file), { recursive: true });
    await symlink(path.join(root, 'node_modules'), path.join(clone, 'node_modules'), 'junction');
  }, 60_000);

  test('npm run new writes the article it names', async () => {
    const said = run(
      'new',
      '--',
      'article',
      'Een artikel in een map met spaties',
      '--en',
      'An article in a folder with spaces',
    );
    const file = path.join(clone, 'content/articles/een-artikel-in-een-map-met-spaties.md');
    expect(said).toContain('een-artikel-in-een-map-met-spaties');
    expect(await readFile(file, 'utf8')).toContain('title: Een artikel in een map met spaties');
  });

  test('npm run content-guide writes the guide', async () => {
    await rm(path.join(clone, 'CONTENT.md'));
    run('content-guide');
    expect(await readFile(path.join(clone, 'CONTENT.md'), 'utf8')).toContain('# ');
  });

  test('npm run build builds the site with that article', async () => {
    run('build', '--', '--no-cache');
    const page = await readFile(path.join(clone, 'dist/artikelen/een-artikel-in-een-map-met-spaties.html'), 'utf8');
    expect(page).toContain('Een artikel in een map met spaties');
  }, 120_000);
});
