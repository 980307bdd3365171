import { describe, expect, it } from 'vitest';
import { basePath, localePath, localizeLinks, outputFile } from '../../../shared/paths.ts';

describe('localePath', () => {
  it('keeps Dutch paths at the root', () => {
    expect(localePath('nl', '/services/werkpaard')).toBe('/services/werkpaard');
    expect(localePath('nl', '/#contact')).toBe('/#contact');
  });

  it('mirrors every path under /en, without a trailing slash', () => {
    expect(localePath('en', '/')).toBe('/en');
    expect(localePath('en', '/services/werkpaard')).toBe('/en/services/werkpaard');
    expect(localePath('en', '/#contact')).toBe('/en#contact');
    expect(localePath('en', '/artikelen#top')).toBe('/en/artikelen#top');
  });

  it('is undone by basePath', () => {
    for (const path of ['/', '/services', '/raspaarden/mila-hoffmann']) {
      expect(basePath(localePath('en', path))).toEqual({ lang: 'en', path });
      expect(basePath(localePath('nl', path))).toEqual({ lang: 'nl', path });
    }
    // A Dutch page whose slug merely starts with "en" stays Dutch.
    expect(basePath('/energie')).toEqual({ lang: 'nl', path: '/energie' });
  });
});

describe('outputFile', () => {
  it('writes each route as route.html', () => {
    expect(outputFile('/')).toBe('index.html');
    expect(outputFile('/en')).toBe('en.html');
    expect(outputFile('/services/werkpaard')).toBe('services/werkpaard.html');
  });
});

describe('localizeLinks', () => {
  it('sends site links in English pages to the English pages, and leaves other links alone', () => {
    const html =
      '<a href="/raspaarden">a</a> <a href="/#contact">b</a> <a href="/en/services">c</a> <a ' +
      'href="https://example.com/x">d</a> <a href="mailto:a@b.nl">e</a>';
    expect(localizeLinks(html, 'en')).toBe(
      '<a href="/en/raspaarden">a</a> <a href="/en#contact">b</a> <a href="/en/services">c</a> ' +
        '<a href="https://example.com/x">d</a> <a href="mailto:a@b.nl">e</a>',
    );
    expect(localizeLinks(html, 'nl')).toBe(html);
  });
});
