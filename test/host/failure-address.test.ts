import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { site } from '../support/copy.ts';

const siteDir = inject('siteDir');

/** The form text a page carries for its forms (the JSON the form islands read). */
async function formTextOf(file: string): Promise<{ to: string; messages: Record<string, string> }> {
  const html = await readFile(path.join(siteDir, file), 'utf8');
  const json = /<script type="application\/json" id="form-text">(.*?)<\/script>/s.exec(html);
  expect(json, `${file} carries no form text`).not.toBeNull();
  return JSON.parse(json![1]!);
}

describe('the generic failure of a form', () => {
  for (const [lang, file] of [
    ['nl', 'index.html'],
    ['en', 'en.html'],
  ] as const)
    it(`names the lead consultant's own address, as the spec says, not the shared inbox (${lang})`, async () => {
      const text = await formTextOf(file);
      expect(text.messages.genericError).toContain(site.leadConsultant.email);
      expect(text.messages.genericError).toContain(site.leadConsultant.name.split(' ')[0]);
      expect(text.messages.genericError).not.toContain(site.email);
      expect(text.messages.genericError).not.toContain('{');
    });
});
