import { describe, expect, it } from 'vitest';
import {
  dutchTitle,
  englishTitles,
  linkableCollections,
  matching,
  pagesOf,
  tagToAdd,
  usedTags,
  type LinkablePage,
} from '../../../src/admin/choices.ts';

const articles = linkableCollections[0];
const services = linkableCollections[1];

describe('the tags on offer', () => {
  const hits = [
    { slug: 'a', data: { tags: ['Strategie', 'Groei'], en: { tags: ['Strategy'] } } },
    { slug: 'b', data: { tags: ['strategie', 'AI'], en: { tags: ['Strategy', 'AI'] } } },
    { slug: 'c', data: { tags: ['Strategie', 'AI'] } },
  ];
  it('are the used ones, the most used first, one spelling each', () => {
    expect(usedTags(hits, ['tags'])).toEqual(['Strategie', 'AI', 'Groei']);
    expect(usedTags(hits, ['en', 'tags'])).toEqual(['Strategy', 'AI']);
  });
  it('match what is typed, from the start first, leaving out the chosen ones', () => {
    const tags = ['Teamontwikkeling', 'Startups', 'Strategie', 'Innovatie'];
    expect(matching(tags, 'st', (t) => t)).toEqual(['Startups', 'Strategie']);
    expect(matching(tags, 'ont', (t) => t)).toEqual(['Teamontwikkeling']);
    expect(matching(tags, '', (t) => t, ['strategie'])).toEqual(['Teamontwikkeling', 'Startups', 'Innovatie']);
    expect(matching(['Café'], 'cafe', (t) => t)).toEqual(['Café']);
  });
  it('take a typed tag as the used one it is but for capitals, else as typed', () => {
    expect(tagToAdd(' strategie ', ['Strategie'])).toBe('Strategie');
    expect(tagToAdd('Wendbaar  werken', ['Strategie'])).toBe('Wendbaar werken');
    expect(tagToAdd('  ', ['Strategie'])).toBeUndefined();
  });
});

describe('the pages a related link can lead to', () => {
  it('are the entries with their titles in both languages, without drafts or the article itself', () => {
    const pages = pagesOf(
      [
        { slug: 'ogsm', data: { title: 'OGSM', en: { title: 'OGSM in English' } } },
        { slug: 'concept', data: { title: 'Nog niet af', draft: true, en: { title: 'Unfinished' } } },
        { slug: 'zelf', data: { title: 'Dit artikel', en: { title: 'This article' } } },
      ],
      articles,
      ['zelf'],
    );
    expect(pages).toEqual([{ url: '/artikelen/ogsm', title: 'OGSM', enTitle: 'OGSM in English', kind: 'Artikel' }]);
    expect(
      pagesOf(
        [{ slug: 'werkpaard', data: { title: 'Werkpaard' }, i18n: { en: { data: { title: 'Workhorse' } } } }],
        services,
      ),
    ).toEqual([{ url: '/services/werkpaard', title: 'Werkpaard', enTitle: 'Workhorse', kind: 'Dienst' }]);
  });
});

describe('the titles of a picked link', () => {
  const pages: LinkablePage[] = [
    { url: '/artikelen/a', title: 'Artikel A', enTitle: 'Article A', kind: 'Artikel' },
    { url: '/artikelen/b', title: 'Artikel B', enTitle: 'Article B', kind: 'Artikel' },
    { url: '/contact', title: 'Contact', kind: 'Landingspagina' },
  ];
  it('in Dutch: the new page’s, unless the link led there already with a title of the editor’s own', () => {
    expect(dutchTitle('', undefined, pages[0]!)).toBe('Artikel A');
    expect(dutchTitle('Artikel A', '/artikelen/a', pages[1]!)).toBe('Artikel B');
    expect(dutchTitle('Over iets anders', '/services/x', pages[1]!)).toBe('Artikel B');
    expect(dutchTitle('Kort: B', '/artikelen/b', pages[1]!)).toBe('Kort: B');
  });
  it('in English: filled in where empty or left from another page, kept where the editor wrote one', () => {
    expect(
      englishTitles(
        [{ url: '/artikelen/a' }, { url: '/artikelen/b' }, { url: '/artikelen/b' }, { url: '/contact' }],
        [{ description: 'x' }, { title: 'Article A' }, { title: 'My own words' }, {}],
        pages,
      ),
    ).toEqual([{ description: 'x', title: 'Article A' }, { title: 'Article B' }, { title: 'My own words' }, {}]);
  });
  it('in English: the new page’s when the Dutch link was pointed at another page', () => {
    const english = [{ title: 'Words for the old page' }, { title: 'Short B' }];
    const dutch = [{ url: '/artikelen/b' }, { url: '/artikelen/b' }];
    expect(englishTitles(dutch, english, pages, [{ url: '/services/x' }, { url: '/artikelen/b' }])).toEqual([
      { title: 'Article B' },
      { title: 'Short B' },
    ]);
  });
  it('change nothing when every title is right, so that opening an article changes nothing', () => {
    expect(englishTitles([{ url: '/artikelen/a' }], [{ title: 'Article A' }], pages)).toBeUndefined();
    expect(englishTitles([{ url: '/elders' }], [{}], pages)).toBeUndefined();
  });
});
