import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { checkLinks } from '../../scripts/link-check.ts';

describe('links', () => {
  it('are all whole on every page of the built site, fragments included', async () => {
    const { checked, pages, broken } = await checkLinks(inject('siteDir'));
    expect(pages).toBeGreaterThan(120);
    expect(checked).toBeGreaterThan(pages);
    expect(broken).toEqual([]);
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
});
