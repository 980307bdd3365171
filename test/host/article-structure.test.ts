import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const siteDir = inject('siteDir');

/** The article pages of the built site, in both languages. */
async function articlePages(): Promise<string[]> {
  const dutch = (await readdir(path.join(siteDir, 'artikelen'))).filter((f) => f.endsWith('.html'));
  return dutch.flatMap((file) => [`artikelen/${file}`, `en/artikelen/${file}`]);
}

describe('the text of an article', () => {
  it('uses headings for its headings, not paragraphs of bold text', async () => {
    const found: string[] = [];
    for (const file of await articlePages()) {
      const html = await readFile(path.join(siteDir, file), 'utf8');
      for (const [paragraph] of html.matchAll(/<p><strong>[^<]*<\/strong>:?<\/p>/g))
        found.push(`${file}: ${paragraph}`);
    }
    expect(found).toEqual([]);
  });

  it('gives every table a caption that says what it shows', async () => {
    let tables = 0;
    const found: string[] = [];
    for (const file of await articlePages()) {
      const html = await readFile(path.join(siteDir, file), 'utf8');
      for (const [, inside] of html.matchAll(/<table>([\s\S]*?)<\/table>/g)) {
        tables++;
        if (!/^\s*<caption>[^<]{20,}/.test(inside!)) found.push(file);
      }
    }
    expect(tables).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });

  it('of the OGSM article names the three parts of its example as headings', async () => {
    const html = await readFile(path.join(siteDir, 'artikelen/ogsm-model-als-groeibooster-voor-startups.html'), 'utf8');
    const headings = [...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map(([, text]) => text!.replace(/\u00ad/g, ''));
    expect(headings).toEqual(
      expect.arrayContaining(['Objective', 'Goals voor het komende jaar', 'Strategies en measures']),
    );
  });
});
