/**
 * A sample of the structured data of the built site held against what Google's rich result
 * documentation (Search Central, structured data: Article, Breadcrumb, FAQ, Organization,
 * Profile page) and schema.org ask of each type: required properties, recommended ones, and the
 * rules on their values. Written out here on their own, apart from the monitor's rules, so that
 * the two check each other.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { attr, byTag, ownText, parseHtml } from '../../build/seo/html-tree.ts';

const siteDir = inject('siteDir');
const origin = 'https://paardensprong.example';
type Node = Record<string, any>;

/** Every node of a page's structured data, `@id` references resolved. */
async function graphOf(
  urlPath: string,
): Promise<{ nodes: Node[]; find: (type: string) => Node; resolve: (v: any) => any }> {
  const file = urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`;
  const doc = parseHtml(await readFile(path.join(siteDir, file), 'utf8'));
  const scripts = byTag(doc, 'script').filter((s) => attr(s, 'type') === 'application/ld+json');
  expect(scripts, urlPath).toHaveLength(1);
  const data = JSON.parse(ownText(scripts[0]!));
  expect(data['@context']).toBe('https://schema.org');
  const nodes: Node[] = data['@graph'];
  const byId = new Map(nodes.filter((n) => n['@id']).map((n) => [n['@id'], n]));
  const resolve = (v: any) =>
    v && typeof v === 'object' && v['@id'] && Object.keys(v).length === 1 ? (byId.get(v['@id']) ?? v) : v;
  return { nodes, resolve, find: (type) => nodes.find((n) => n['@type'] === type)! };
}

/** The size of a PNG the site serves at an absolute URL. */
async function imageSize(url: string): Promise<{ width: number; height: number }> {
  expect(url.startsWith(`${origin}/`), url).toBe(true);
  const { width, height } = await sharp(path.join(siteDir, new URL(url).pathname)).metadata();
  return { width: width!, height: height! };
}

const has = (node: Node, props: string[]) =>
  props.filter((p) => node[p] === undefined || node[p] === '' || (Array.isArray(node[p]) && !node[p].length));
const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)?)?$/;

let article: Awaited<ReturnType<typeof graphOf>>;
beforeAll(async () => {
  article = await graphOf('/artikelen/ogsm-model-als-groeibooster-voor-startups');
});

describe('structured data, held against the rich result documentation', () => {
  it("Article: the recommended properties, the spec's fields, and images search engines can use", async () => {
    const a = article.find('Article');
    // Google names no required Article property; these are its recommended ones and those the spec adds.
    expect(
      has(a, [
        'headline',
        'image',
        'datePublished',
        'dateModified',
        'author',
        'description',
        'publisher',
        'keywords',
        'articleSection',
        'wordCount',
        'mainEntityOfPage',
      ]),
    ).toEqual([]);
    expect(a.headline.length).toBeLessThanOrEqual(110);
    expect(a.datePublished).toMatch(isoDate);
    expect(a.dateModified).toMatch(isoDate);
    expect(a.dateModified >= a.datePublished).toBe(true);
    expect(a.wordCount).toBeGreaterThan(300);
    const author = article.resolve(a.author);
    expect(has(author, ['@type', 'name', 'url'])).toEqual([]);
    const publisher = article.resolve(a.publisher);
    expect(has(publisher, ['@type', 'name', 'logo'])).toEqual([]);
    // Images of at least 50,000 pixels, with the 16x9, 4x3 and 1x1 shapes Google asks for.
    const sizes = await Promise.all(a.image.map(imageSize));
    for (const s of sizes) expect(s.width * s.height).toBeGreaterThanOrEqual(50_000);
    const ratios = sizes.map((s) => Math.round((s.width / s.height) * 100) / 100);
    expect(ratios).toEqual(expect.arrayContaining([1.78, 1.33, 1]));
  });

  it('Organization: the logo properties and those that identify the company, on the home page', async () => {
    const { find } = await graphOf('/');
    const org = find('Organization');
    expect(
      has(org, ['name', 'url', 'logo', 'description', 'email', 'telephone', 'address', 'sameAs', 'contactPoint']),
    ).toEqual([]);
    expect(org.url).toBe(origin);
    const logo = typeof org.logo === 'string' ? org.logo : org.logo.url;
    const size = await imageSize(logo);
    // A logo must be at least 112 px square-ish and in a format search engines index.
    expect(size.width).toBeGreaterThanOrEqual(112);
    expect(size.height).toBeGreaterThanOrEqual(112);
    expect(org.telephone).toMatch(/^\+\d+$/);
    expect(has(find('WebSite'), ['name', 'url'])).toEqual([]);
  });

  it('BreadcrumbList: every item has a position in order and a name, every item but the last a URL', async () => {
    for (const page of [
      '/services/werkpaard',
      '/en/raspaarden',
      '/artikelen/ogsm-model-als-groeibooster-voor-startups',
      '/en/tools-templates',
    ]) {
      const { nodes } = await graphOf(page);
      const list = nodes.find((n) => n.breadcrumb)!.breadcrumb;
      expect(list['@type']).toBe('BreadcrumbList');
      expect(list.itemListElement.length, page).toBeGreaterThanOrEqual(2);
      list.itemListElement.forEach((item: Node, i: number) => {
        expect(item['@type']).toBe('ListItem');
        expect(item.position).toBe(i + 1);
        expect(item.name).toBeTruthy();
        if (i < list.itemListElement.length - 1) expect(item.item, page).toMatch(new RegExp(`^${origin}(/|$)`));
      });
    }
  });

  it('FAQPage: named questions with an accepted answer with text, on service, category and landing pages', async () => {
    for (const page of ['/services/werkpaard', '/en/strategie-advies', '/strategisch-advies-startups']) {
      const faq = (await graphOf(page)).find('FAQPage');
      expect(faq.mainEntity.length, page).toBeGreaterThan(0);
      for (const q of faq.mainEntity) {
        expect(q['@type']).toBe('Question');
        expect(q.name).toMatch(/\?$/);
        expect(q.acceptedAnswer['@type']).toBe('Answer');
        expect(q.acceptedAnswer.text.length).toBeGreaterThan(20);
      }
    }
  });

  it('ProfilePage: a person as main entity, with name and the recommended properties the content has', async () => {
    const { find, resolve } = await graphOf('/en/raspaarden/sanne-oliveira');
    const profile = find('ProfilePage');
    expect(has(profile, ['mainEntity', 'dateModified'])).toEqual([]);
    const person = resolve(profile.mainEntity);
    expect(person['@type']).toBe('Person');
    // Partners are shown with a monogram, not a photo, so there is no image to give.
    expect(has(person, ['name', 'description', 'sameAs', 'jobTitle', 'url'])).toEqual([]);
    expect(person.sameAs.every((u: string) => /^https:\/\//.test(u))).toBe(true);
  });

  it('Service and CollectionPage: what schema.org expects of them', async () => {
    const service = (await graphOf('/en/services/in-het-zadel')).find('Service');
    expect(has(service, ['name', 'description', 'provider', 'serviceType', 'url'])).toEqual([]);
    const collection = (await graphOf('/artikelen')).find('CollectionPage');
    expect(has(collection, ['name', 'url', 'inLanguage', 'publisher', 'breadcrumb'])).toEqual([]);
    expect(collection.url).toBe(`${origin}/artikelen`);
  });
});
