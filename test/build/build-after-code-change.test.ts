import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteInto } from '../../build/pipeline.ts';
import { codeVersion, moduleClosure } from '../../build/code-version.ts';
import { writeSmallSite } from '../support/small-site.ts';
import { differences, edit } from '../support/site-files.ts';

const run = promisify(execFile);

describe('the compiled generator', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'compiled-site-'));
    await writeSmallSite(path.join(dir, 'content'), 8);
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // The command line build runs the generator bundled (see compiledGenerator); the tests and the
  // dev server run its sources.
  it('writes byte for byte what the sources of the generator write', async () => {
    const content = path.join(dir, 'content');
    await run(process.execPath, [
      'build/launch/cli.mjs',
      '--content',
      content,
      '--out',
      path.join(dir, 'compiled'),
      '--no-cache',
    ]);
    await buildSiteInto(path.join(dir, 'sources'), { contentDir: content });
    const files = (await readdir(path.join(dir, 'compiled'), { recursive: true })).map(String);
    expect(files.filter((file) => file.startsWith('artikelen/')).length).toBeGreaterThan(12);
    expect(await differences(path.join(dir, 'compiled'), path.join(dir, 'sources'))).toEqual([]);
  }, 120_000);
});

describe('the code version', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'code-version-'));
    await writeFile(
      path.join(dir, 'entry.ts'),
      "import { b } from './b.tsx';\n// import './mentioned.ts'\nexport const a = b;\n",
    );
    await writeFile(path.join(dir, 'b.tsx'), "export { c as b } from './c.ts';\n");
    await writeFile(path.join(dir, 'c.ts'), 'export const c = 1;\n');
    await writeFile(path.join(dir, 'other.ts'), 'export const other = 1;\n');
    await writeFile(path.join(dir, 'package-lock.json'), '{}\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('follows the imports of its entries: changes when a module they import changes, not another', async () => {
    expect(await moduleClosure(['entry.ts'], dir)).toEqual(['b.tsx', 'c.ts', 'entry.ts']);
    const before = await codeVersion({ modules: ['entry.ts'] }, dir);
    await writeFile(path.join(dir, 'other.ts'), 'export const other = 2;\n');
    expect(await codeVersion({ modules: ['entry.ts'] }, dir)).toBe(before);
    await writeFile(path.join(dir, 'c.ts'), 'export const c = 2;\n');
    expect(await codeVersion({ modules: ['entry.ts'] }, dir)).not.toBe(before);
  });

  it('changes with the installed dependencies', async () => {
    const before = await codeVersion({ modules: ['entry.ts'] }, dir);
    await writeFile(path.join(dir, 'package-lock.json'), '{"packages":{}}\n');
    expect(await codeVersion({ modules: ['entry.ts'] }, dir)).not.toBe(before);
  });
});

describe('a build after a change to the code', () => {
  // A copy of the project, so that its components and templates can change.
  let project: string;
  const note = (text: string) =>
    writeFile(path.join(project, 'notes/note.ts'), `export const note = ${JSON.stringify(text)};\n`);
  beforeAll(async () => {
    project = await mkdtemp(path.join(os.tmpdir(), 'build-code-'));
    for (const part of [
      'build',
      'kinds',
      'shared',
      'src',
      'scripts',
      'templates',
      'public',
      'package.json',
      'package-lock.json',
      'tsconfig.json',
    ]) {
      await cp(part, path.join(project, part), { recursive: true });
    }
    // What changed is the code: a small site shows it as well as the real one.
    await writeSmallSite(path.join(project, 'content'), 0);
    // A module in a folder of its own, imported by the build command, as a developer might add one:
    // whatever folder a module lies in, a change to it must reach the next build.
    await mkdir(path.join(project, 'notes'));
    await note('NOTE-ONE');
    const command = path.join(project, 'scripts/build-command.ts');
    await writeFile(
      command,
      `import { note } from '../notes/note.ts';\nconsole.log(note);\n${await readFile(command, 'utf8')}`,
    );
    // The installed packages, but a picture cache of its own: the first build makes every picture
    // from nothing with the compiled generator, as on a fresh machine.
    await mkdir(path.join(project, 'node_modules'));
    for (const name of await readdir('node_modules')) {
      if (name !== '.cache')
        await symlink(path.resolve('node_modules', name), path.join(project, 'node_modules', name));
    }
  }, 60_000);
  afterAll(() => rm(project, { recursive: true, force: true }));

  /** What a build rendered and checked, and which note its command printed. */
  const build = async (...args: string[]) => {
    const { stdout } = await run(process.execPath, ['build/launch/cli.mjs', ...args], { cwd: project });
    return {
      rendered: Number(/(\d+) pages? rendered/.exec(stdout)![1]),
      checked: Number(/(\d+) content files? checked/.exec(stdout)![1]),
      note: /^NOTE-\w+$/m.exec(stdout)?.[0],
    };
  };

  const runsCodeAsItIs =
    'runs the code as it is now: renders every page again after a component or template changed, ' +
    'without checking content again';
  it(
    runsCodeAsItIs,
    async () => {
      const first = await build('--out', 'out', '--cache', 'cache');
      expect(first.rendered).toBeGreaterThan(50);
      expect(first.note).toBe('NOTE-ONE');

      await edit(path.join(project, 'src/components/Footer.tsx'), (text) =>
        text.replace('<footer className="site-footer">', '<footer className="site-footer" data-changed="component">'),
      );
      const component = await build('--out', 'out', '--cache', 'cache');
      expect(component).toEqual({ rendered: first.rendered, checked: 0, note: 'NOTE-ONE' });

      // The template is read as the build runs; the note's module, changed alone, is compiled in
      // again. A build without a cache runs the code as it is now too, and the build with its cache
      // after it takes the generator that build compiled.
      await edit(path.join(project, 'templates/document.html'), (text) =>
        text.replace('<body', '<body data-changed="template"'),
      );
      await note('NOTE-TWO');
      expect((await build('--out', 'fresh', '--no-cache')).note).toBe('NOTE-TWO');
      const template = await build('--out', 'out', '--cache', 'cache');
      expect(template).toEqual({ rendered: first.rendered, checked: 0, note: 'NOTE-TWO' });
      // The same code again, its versions read from where the last build kept them: nothing to make.
      expect(await build('--out', 'out', '--cache', 'cache')).toEqual({ rendered: 0, checked: 0, note: 'NOTE-TWO' });

      const page = await readFile(path.join(project, 'out/services/werkpaard.html'), 'utf8');
      expect(page).toContain('data-changed="component"');
      expect(page).toContain('data-changed="template"');
      expect(await differences(path.join(project, 'out'), path.join(project, 'fresh'))).toEqual([]);

      // A build of the same code with its cache runs on the command's own thread: a content
      // problem still fails it with the message, and leaves the site as it was.
      const service = path.join(project, 'content/services/de-grote-parade.nl.md');
      const before = await readFile(service, 'utf8');
      await writeFile(service, before.replace(/^title: .*$/m, 'title: ""'));
      const failed = await run(process.execPath, ['build/launch/cli.mjs', '--out', 'out', '--cache', 'cache'], {
        cwd: project,
      }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toContain('content/services/de-grote-parade.nl.md');
      expect(failed?.stderr).toContain('out/ is as it was');
      expect(await differences(path.join(project, 'out'), path.join(project, 'fresh'))).toEqual([]);
      await writeFile(service, before);
    },
    300_000,
  );
});
