import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { checkLinks } from '../../scripts/link-check.ts';

describe('links', () => {
  it('are all whole on every page of the built site, fragments included', async () => {
    const { checked, pages, broken, orphans } = await checkLinks(inject('siteDir'));
    expect(pages).toBeGreaterThan(120);
    expect(checked).toBeGreaterThan(pages);
    expect(broken).toEqual([]);
    expect(orphans).toEqual([]);
  }, 180_000);

  it('are reported when a page or a fragment is missing', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'links-'));
    try {
      await mkdir(path.join(dir, 'about'));
      await writeFile(
        path.join(dir, 'index.html'),
        '<a href="/about">ok</a> <a href="/missing">gone</a> <a href="/about#team">no such section</a>',
      );
      await writeFile(path.join(dir, 'about/index.html'), '<h1 id="story">About</h1>');
      const { broken } = await checkLinks(dir);
      expect(broken.map((b) => b.url).sort()).toEqual(['/about#team', '/missing']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('report a page of the sitemap that no link leads to from the home pages', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'orphans-'));
    try {
      const page = (links: string[]) => links.map((to) => `<a href="${to}">${to}</a>`).join(' ');
      await mkdir(path.join(dir, 'en'));
      await writeFile(path.join(dir, 'index.html'), page(['/cases', '/en']));
      await writeFile(path.join(dir, 'en.html'), page(['/']));
      // Reached in two steps, through the overview.
      await writeFile(path.join(dir, 'cases.html'), page(['/cases/een', '/']));
      await mkdir(path.join(dir, 'cases'));
      await writeFile(path.join(dir, 'cases/een.html'), page(['/cases']));
      // Linked only from itself and from the other orphan: no visitor finds either.
      await writeFile(path.join(dir, 'en/cases.html'), page(['/en/cases', '/en/cases/one']));
      await mkdir(path.join(dir, 'en/cases'));
      await writeFile(path.join(dir, 'en/cases/one.html'), page(['/en']));
      // A redirect stub is linked from nowhere on purpose, and is not in the sitemap.
      await writeFile(path.join(dir, 'oud.html'), '<meta http-equiv="refresh" content="0; url=/cases">');
      const urls = ['', '/en', '/cases', '/cases/een', '/en/cases', '/en/cases/one'];
      await writeFile(
        path.join(dir, 'sitemap.xml'),
        `<urlset>${urls.map((u) => `<url><loc>https://site.example${u}</loc></url>`).join('')}</urlset>`,
      );
      const { broken, orphans } = await checkLinks(dir);
      expect(broken).toEqual([]);
      expect(orphans).toEqual(['/en/cases', '/en/cases/one']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
