import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/**
 * The command line build runs the generator compiled ahead (build/cli.mjs): a change to any module
 * it imports, wherever it lies, must reach the next build. Tried as a developer would, on a copy of
 * the project: a module in a folder of its own, imported by the build command, then changed.
 */
describe('the command line build after a change to the code', () => {
  let project: string;
  const note = (text: string) =>
    writeFile(path.join(project, 'notes/note.ts'), `export const note = ${JSON.stringify(text)};\n`);
  const build = async (...args: string[]) =>
    (await run(process.execPath, ['build/cli.mjs', ...args, '--help'], { cwd: project })).stdout;

  beforeAll(async () => {
    project = await mkdtemp(path.join(os.tmpdir(), 'stale-code-'));
    for (const entry of ['build', 'content', 'content-model', 'scripts', 'src', 'templates', 'public'])
      await cp(path.join(root, entry), path.join(project, entry), { recursive: true });
    for (const file of ['package.json', 'package-lock.json', 'tsconfig.json'])
      await cp(path.join(root, file), path.join(project, file));
    await symlink(path.join(root, 'node_modules'), path.join(project, 'node_modules'), 'junction');
    await mkdir(path.join(project, 'notes'));
    await note('NOTE-ONE');
    const command = path.join(project, 'build/build-command.ts');
    await writeFile(
      command,
      `import { note } from '../notes/note.ts';\nconsole.log(note);\n${await readFile(command, 'utf8')}`,
    );
  });
  afterAll(() => rm(project, { recursive: true, force: true }));

  it('runs the module as it is now, with the cache and without', async () => {
    expect(await build()).toContain('NOTE-ONE');
    await note('NOTE-TWO');
    const second = await build();
    expect(second).toContain('NOTE-TWO');
    expect(second).not.toContain('NOTE-ONE');
    await note('NOTE-THREE');
    expect(await build('--no-cache')).toContain('NOTE-THREE');
    // Unchanged code runs as compiled before.
    expect(await build()).toContain('NOTE-THREE');
  }, 240_000);
});
