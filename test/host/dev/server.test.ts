import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startDevSite, type DevSite } from '../../support/dev-site.ts';
import { pagePaths } from '../../../scripts/link-check.ts';
import { asHtml, ui } from '../../support/copy.ts';

const article = 'articles/ai-tools-voor-het-mkb.md';
const articleUrl = '/artikelen/ai-tools-voor-het-mkb';
// Not among the newest or popular articles, so no menu shows it.
const quietArticle = 'articles/feedbackcultuur-in-snelgroeiende-teams.md';
const quietUrl = '/artikelen/feedbackcultuur-in-snelgroeiende-teams';

describe('the dev server', () => {
  let site: DevSite;
  beforeAll(async () => {
    site = await startDevSite();
  });
  afterAll(() => site?.close());

  it('serves every page from memory with its reload script, which a build never has', async () => {
    const page = await site.get('/services/werkpaard');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<script type="module" src="/__dev/client.js"></script>');
    expect((await site.get('/en/services/werkpaard')).html).toContain('<html lang="en"');
    const script = await fetch(`${site.server.url}/__dev/client.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('EventSource');
    const built = await readFile(path.join(inject('siteDir'), 'services/werkpaard.html'), 'utf8');
    expect(built).not.toContain('__dev');
  });

  it('answers every page of the built site at its canonical URL with 200, without a redirect', async () => {
    const pages = await pagePaths(inject('siteDir'));
    expect(pages.length).toBeGreaterThan(100);
    const answers = await Promise.all(pages.map(async (p) => [p, (await site.get(p)).status] as const));
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('answers unknown paths with the nearest not-found page, and trailing slashes with a redirect', async () => {
    expect((await site.get('/bestaat-niet')).status).toBe(404);
    expect((await site.get('/raspaarden/niemand')).html).toContain(asHtml(ui.nl.experts.notFound));
    expect((await site.get('/services/')).status).toBe(301);
  });

  it('renders again only the two pages of an article whose body changed, and reloads the tab showing it', async () => {
    const others = [
      '/',
      '/en',
      '/artikelen',
      '/en/artikelen',
      quietUrl,
      '/services/werkpaard',
      '/raspaarden/mila-hoffmann',
    ];
    for (const url of [...others, articleUrl, `/en${articleUrl}`]) await site.get(url);
    const onArticle = await site.listen(articleUrl);
    const elsewhere = await site.listen(quietUrl);
    const reload = onArticle.next((e) => e.type === 'reload');
    // A sentence added in front of the body's first paragraph.
    const added = 'Deze zin staat alleen in de Nederlandse tekst.';
    await site.edit(article, (text) => text.replace(/^---\n([^]*?)\n---\n(\s*)/, `---\n$1\n---\n$2${added} `));
    await reload;
    expect(site.server.lastReport).toMatchObject({ changed: [articleUrl], rendered: 1 });
    const nl = await site.get(articleUrl);
    expect(nl.html).toContain(added);
    expect(nl.timing).toContain('rendered before');
    expect((await site.get(`/en${articleUrl}`)).timing).toMatch(/^render;dur=/);
    for (const url of others) expect((await site.get(url)).timing, url).toContain('rendered before');
    expect(elsewhere.events.filter((e) => e.type === 'reload')).toEqual([]);
    onArticle.close();
    elsewhere.close();
  });

  it('keeps a second save that follows the first within moments, which the file watcher passes over', async () => {
    const file = path.join(site.contentDir, quietArticle);
    const source = await readFile(file, 'utf8');
    const saved = (title: string) => source.replace(/^title: .*$/m, `title: ${title}`);
    await writeFile(file, saved('Feedback in teams die snel groeien'));
    await site.server.applied(file);
    // Right after the first is taken in: within the 50 ms in which chokidar reports no change.
    await writeFile(file, saved('Feedback in teams die hard groeien'));
    await site.server.applied(file);
    expect((await site.get(quietUrl)).html).toContain('Feedback in teams die hard groeien');
    await writeFile(file, source);
    await site.server.applied(file);
  });

  it('reloads the overview when an article title changes', async () => {
    await site.get('/artikelen');
    const overview = await site.listen('/artikelen');
    const reload = overview.next((e) => e.type === 'reload');
    await site.edit(quietArticle, (text) =>
      text.replace(/^title: .*$/m, 'title: Feedback geven en krijgen in groeiende teams'),
    );
    await reload;
    expect((await site.get('/artikelen')).html).toContain('Feedback geven en krijgen in groeiende teams');
    overview.close();
  });

  it('lists an article marked popular in every footer, and one given another category in that overview', async () => {
    const footer = async (url: string) => {
      const { html } = await site.get(url);
      return html.slice(html.indexOf('<footer'));
    };
    const inList = async (url: string) => {
      const { html } = await site.get(url);
      return html.slice(html.indexOf('<main'), html.indexOf('</main>')).includes(`href="${quietUrl}"`);
    };
    expect(await footer('/services/werkpaard')).not.toContain(`href="${quietUrl}"`);
    expect(await inList('/artikelen/categorie/leiderschap-teams')).toBe(true);
    expect(await inList('/artikelen/categorie/innovatie-technologie')).toBe(false);

    const page = await site.listen('/services/werkpaard');
    let reload = page.next((e) => e.type === 'reload');
    await site.edit(quietArticle, (text) => text.replace(/^popular: false$/m, 'popular: true'));
    await reload;
    expect(await footer('/services/werkpaard')).toContain(`href="${quietUrl}"`);
    expect(await footer('/en/raspaarden')).toContain(`href="/en${quietUrl}"`);

    const overview = await site.listen('/artikelen/categorie/innovatie-technologie');
    reload = overview.next((e) => e.type === 'reload');
    await site.edit(quietArticle, (text) => text.replace(/^category: .*$/m, 'category: innovatie-technologie'));
    await reload;
    expect(await inList('/artikelen/categorie/innovatie-technologie')).toBe(true);
    expect(await inList('/artikelen/categorie/leiderschap-teams')).toBe(false);
    page.close();
    overview.close();
  });

  it('picks up a new article, a renamed one and a deleted one without a restart', async () => {
    const overview = await site.listen('/artikelen');
    // As new as the newest article, so that it is on the overview's first page.
    const newest = (await site.read('articles/ai-readiness-organisatie-klaar-voor-ai-revolutie.md')).match(
      /^date: .*$/m,
    )![0];
    const source = (await site.read(quietArticle))
      .replace(/^title: .*$/m, 'title: Een nieuw artikel over feedback in teams')
      .replace(/^date: .*$/m, newest)
      .replace(/^dateModified: .*\n/m, '');
    let reload = overview.next((e) => e.type === 'reload');
    await site.write('articles/nieuw-artikel-over-feedback.md', source);
    await reload;
    expect((await site.get('/artikelen/nieuw-artikel-over-feedback')).html).toContain(
      'Een nieuw artikel over feedback in teams',
    );
    expect((await site.get('/artikelen')).html).toContain('href="/artikelen/nieuw-artikel-over-feedback"');

    const onNew = await site.listen('/artikelen/nieuw-artikel-over-feedback');
    reload = onNew.next((e) => e.type === 'reload');
    await site.move('articles/nieuw-artikel-over-feedback.md', 'articles/ander-artikel-over-feedback.md');
    await reload;
    expect((await site.get('/artikelen/nieuw-artikel-over-feedback')).status).toBe(404);
    expect((await site.get('/artikelen/ander-artikel-over-feedback')).status).toBe(200);

    reload = overview.next((e) => e.type === 'reload');
    await site.remove('articles/ander-artikel-over-feedback.md');
    await reload;
    expect((await site.get('/artikelen/ander-artikel-over-feedback')).status).toBe(404);
    expect((await site.get('/artikelen')).html).not.toContain('ander-artikel-over-feedback');
    overview.close();
    onNew.close();
  });

  it('starts from the command line, prints its address, and stops on Ctrl+C', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/dev/dev-cli.ts', '--port', '0', '--host', '127.0.0.1', '--content', site.contentDir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const found = /Dev server: (http:\/\/\S+)/.exec(output);
          if (found) resolve(found[1]!);
        });
        child.stderr.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        child.once('exit', () => reject(new Error(`the dev server stopped: ${output}`)));
      });
      const home = await fetch(`${url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('/__dev/client.js');
    } finally {
      const exited = once(child, 'exit');
      child.kill('SIGINT');
      const [code] = await exited;
      expect(code).toBe(0);
    }
  });

  it('updates every page when a service’s name changes, since the menus show it', async () => {
    const cached = ['/', '/en', '/artikelen', '/services/spring-dan'];
    for (const url of cached) await site.get(url);
    await site.get('/raspaarden');
    const experts = await site.listen('/raspaarden');
    const reload = experts.next((e) => e.type === 'reload');
    await site.edit('services/werkpaard.nl.md', (text) => text.replace(/^title: .*$/m, 'title: "Trekpaard"'));
    await reload;
    expect((await site.get('/raspaarden')).html).toContain('>Trekpaard<');
    // The Dutch pages show it in their menus; the English ones show the English name.
    for (const url of ['/', '/artikelen', '/services/spring-dan']) {
      const page = await site.get(url);
      expect(page.timing, url).toMatch(/^render;/);
      expect(page.html).toContain('>Trekpaard<');
    }
    expect((await site.get('/en')).timing).toContain('rendered before');
    experts.close();
  });

  it('shows the SEO monitor of the pages as they are now, as the build writes it with --seo-monitor', async () => {
    const before = await site.get('/seo-monitor');
    expect(before.status).toBe(200);
    expect(before.html).toContain('<h1>SEO monitor</h1>');
    expect(before.html).toContain(`<a href="${articleUrl}">${articleUrl}</a>`);
    expect(before.html).toMatch(/\d+ indexable pages, 0 failing/);
    await site.edit(article, (t) => t.replace(/^title: .*$/m, 'title: AI-tools testen en invoeren in het mkb'));
    const after = await site.get('/seo-monitor');
    expect(after.html).toContain('AI-tools testen en invoeren in het mkb');
    expect(after.html).not.toContain('AI-tools kiezen en invoeren in het mkb |');
  });
});
