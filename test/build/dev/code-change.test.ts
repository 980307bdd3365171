import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer, DevServerOptions } from '../../../scripts/dev/server.ts';
import { listenToDevServer, type DevListener } from '../../../scripts/dev/listen.ts';
import { writeSmallSite } from '../../support/small-site.ts';

/**
 * Makes `change` and waits for the reload after which `shows` holds, among the next three: a
 * reload for the change of the test before may still be on its way (the server looks at each file
 * again once the watcher's quiet moment has passed). Says whether one showed it.
 */
async function reloadShowing(
  tab: DevListener,
  change: () => Promise<void>,
  shows: () => Promise<boolean>,
): Promise<boolean> {
  const nextReload = () => tab.next((e) => e.type === 'reload', 60_000);
  let reload = nextReload();
  await change();
  try {
    for (let reloads = 0; reloads < 3; reloads++) {
      await reload;
      reload = nextReload();
      if (await shows()) return true;
    }
    return false;
  } finally {
    reload.catch(() => undefined);
  }
}

// A change to code needs a copy of the project, so that the test never edits the real one.
describe('the dev server, when code changes', () => {
  let dir: string;
  let server: DevServer;
  const file = (name: string) => path.join(dir, name);
  const edit = async (name: string, change: (text: string) => string) =>
    writeFile(file(name), change(await readFile(file(name), 'utf8')));
  const page = (url: string) => fetch(server.url + url).then((r) => r.text());

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'dev-code-'));
    for (const folder of ['build', 'kinds', 'shared', 'src', 'templates', 'public', 'scripts'])
      await cp(folder, file(folder), { recursive: true });
    // What changes is the code: a small site shows it as well as the real one.
    await writeSmallSite(file('content'), 0);
    for (const name of ['package.json', 'tsconfig.json']) await cp(name, file(name));
    await symlink(path.resolve('node_modules'), file('node_modules'), 'dir');
    const { startDevServer } = (await import(file('scripts/dev/server.ts'))) as {
      startDevServer: (o: DevServerOptions) => Promise<DevServer>;
    };
    server = await startDevServer({ contentDir: file('content'), port: 0, host: '127.0.0.1', log: () => undefined });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('renders with a fresh copy of a changed component and reloads the page', async () => {
    expect(await page('/raspaarden')).not.toContain('data-changed');
    const tab = await listenToDevServer(server.url, '/raspaarden');
    const shown = await reloadShowing(
      tab,
      () => edit('src/components/Footer.tsx', (text) => text.replace('<footer', '<footer data-changed="yes"')),
      async () => (await page('/raspaarden')).includes('data-changed="yes"'),
    );
    expect(shown).toBe(true);
    tab.close();
  });

  it('bundles a changed stylesheet again and reloads the page with it', async () => {
    const stylesheet = async () => /<link rel="stylesheet" href="([^"]+)"/.exec(await page('/'))![1]!;
    const before = await stylesheet();
    const tab = await listenToDevServer(server.url, '/');
    let after = before;
    await reloadShowing(
      tab,
      () => edit('src/styles/site.css', (text) => `${text}\n.changed-in-dev { color: #123456; }\n`),
      async () => (after = await stylesheet()) !== before,
    );
    expect(after).not.toBe(before);
    expect(await page(after)).toContain('#123456');
    tab.close();
  });

  it('shows a code error over the page and keeps serving the last good site until it is fixed', async () => {
    const tab = await listenToDevServer(server.url, '/raspaarden');
    const shown = tab.next((e) => e.type === 'problems', 60_000);
    const footer = await readFile(file('src/components/Footer.tsx'), 'utf8');
    await writeFile(file('src/components/Footer.tsx'), `${footer}\nexport const broken = ;\n`);
    const event = await shown;
    expect(event.type === 'problems' && event.title).toBe('The site’s code failed');
    expect(await page('/raspaarden')).toContain('data-changed="yes"');
    const reload = tab.next((e) => e.type === 'reload', 60_000);
    await writeFile(file('src/components/Footer.tsx'), footer);
    await reload;
    expect(tab.events.some((e) => e.type === 'clear')).toBe(true);
    tab.close();
  });

  it('serves a new static file at once', async () => {
    // public/ holds pictures, published as the build makes them again.
    await writeFile(file('public/hello.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
    for (let i = 0; i < 100 && (await fetch(`${server.url}/hello.svg`)).status !== 200; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await page('/hello.svg')).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n');
  });

  it('uses a changed template at once', async () => {
    const tab = await listenToDevServer(server.url, '/services');
    const changed = '<meta name="changed" content="yes">';
    let html = '';
    await reloadShowing(
      tab,
      () => edit('templates/document.html', (text) => text.replace('<head>', `<head>\n${changed}`)),
      async () => (html = await page('/services')).includes(changed),
    );
    expect(html).toContain(changed);
    tab.close();
  });
});
