import type { ReactElement } from 'react';
import type { Lang } from '../../../kinds/fields.ts';
import type {
  ArticleData,
  CategoryData,
  HomeData,
  LandingData,
  PartnerData,
  ServiceData,
} from '../../../kinds/schemas.ts';
import type { Article, Partner } from '../../../kinds/content.ts';
import type { PictureData } from '../../lib/picture.ts';
import { paths } from '../../../shared/paths.ts';
import { ArticlePage } from '../../../kinds/article/ArticlePage.tsx';
import { ServicePage } from '../../../kinds/service/ServicePage.tsx';
import { CategoryPage } from '../../../kinds/category/CategoryPage.tsx';
import { LandingPage } from '../../../kinds/landing/LandingPage.tsx';
import { ExpertPage } from '../../../kinds/partner/ExpertPage.tsx';
import { HomePage } from '../../../kinds/home/HomePage.tsx';
import type { ServiceSummary } from '../../pages/types.ts';
import { countWords, renderMarkdown } from '../../../shared/markdown.ts';
import { readTimeOf } from '../../../shared/copy-limits.ts';
import { fillIdentity, identityMarks } from '../../../shared/identity.ts';
import { typedMarkdown } from '../typed-markdown.ts';
import type { PreviewLang } from './context.ts';
import type { PagePlace } from './render-page.tsx';
import { dayOf, filledIn, textOf, type Data } from './entry-data.ts';
import type { PreviewedName } from './previewed.ts';

/** The entry in the form: its slug, its fields in Dutch and in English, and where its pictures are. */
export interface FormEntry {
  slug: string;
  nl: Data;
  /** The English fields of an entry kept in two files; the same as `nl` for one that holds both. */
  en: Data;
  /** The address a picture named in a field or the body is shown from (an upload of this session too). */
  pictureUrl(file: string): string;
}

export interface PreviewPage {
  element: ReactElement;
  place: PagePlace;
}

/** How the page of one kind of entry is made from the form, in a language. */
export type PageOf = (entry: FormEntry, lang: Lang, site: PreviewLang) => PreviewPage;

/** Fields and body with the company's details in place of their marks, as the build fills them in. */
function withIdentity(data: Data, site: PreviewLang): { data: Data; body: string } {
  const body = typedMarkdown(textOf(data.body));
  const filled = fillIdentity({ data, body }, identityMarks(site.site));
  return { data: filled.data as Data, body: filled.body ?? '' };
}

const isPictureFile = (src: string) =>
  /^(?![a-z][a-z0-9+.-]*:)(?![/\\])[^?#:]+\.(avif|webp|png|jpe?g|gif|svg)$/i.test(src);

/** Markdown as the build renders it, with the pictures it names shown from where the screen has them. */
function bodyHtml(markdown: string, entry: FormEntry): string {
  return renderMarkdown(markdown).replace(/(<img\b[^>]*?\bsrc=")([^"]*)"/g, (all, start: string, src: string) =>
    isPictureFile(src) ? `${start}${entry.pictureUrl(src.replace(/^(\.\.\/)?images\//, ''))}"` : all,
  );
}

/** A picture as a page places it, from the one file the screen has (the build makes the smaller ones). */
function pictureFrom(url: string, place: PictureData['place'], width: number, height: number): PictureData {
  return {
    place,
    width,
    height,
    sources: [],
    fallback: { href: url, width, format: 'jpeg' },
    preview: { columns: 1, rows: 1, cells: [] },
  };
}

const summariesOf = (slugs: unknown, site: PreviewLang): ServiceSummary[] =>
  (Array.isArray(slugs) ? slugs : []).flatMap((slug) =>
    site.services[String(slug)] ? [site.services[String(slug)]!] : [],
  );

/** The English fields of an entry kept in two files, with those filled in once, in Dutch. */
function englishOf(entry: FormEntry, shared: string[]): Data {
  const en: Data = { ...entry.en };
  for (const field of shared) if (en[field] === undefined) en[field] = entry.nl[field];
  return en;
}

const article: PageOf = (entry, lang, site) => {
  const { data: filled, body } = withIdentity(entry.nl, site);
  const shape = {
    title: '',
    tags: [],
    cta: { type: 'contact', heading: '', text: '', button: '' },
    related: [{ title: '', url: '', description: '' }],
    en: { title: '', tags: [], alt: '', cta: {}, related: [{}] },
  };
  const data = filledIn(filled, shape) as unknown as ArticleData;
  const wordCount = countWords(body);
  data.date = dayOf(filled.date);
  data.readTime = typeof filled.readTime === 'number' && filled.readTime > 0 ? filled.readTime : readTimeOf(wordCount);
  const image = textOf(filled.image);
  const cover = image
    ? {
        card: pictureFrom(entry.pictureUrl(image), 'cover-card', 370, 208),
        page: pictureFrom(entry.pictureUrl(image), 'cover-page', 732, 412),
      }
    : undefined;
  const page: Article = { slug: entry.slug, file: '', data, html: bodyHtml(body, entry), wordCount, cover };
  const title = lang === 'nl' ? data.title : data.en.title;
  return {
    element: <ArticlePage article={page} />,
    place: {
      path: paths.article(entry.slug),
      breadcrumbs: [
        { name: site.ui.nav.articles, path: paths.articles },
        { name: title, path: paths.article(entry.slug) },
      ],
    },
  };
};

const service: PageOf = (entry, lang, site) => {
  const fields = lang === 'nl' ? entry.nl : englishOf(entry, ['icon', 'overviewCategory', 'related']);
  const { data: filled, body } = withIdentity(fields, site);
  const data = filledIn(filled, {
    title: '',
    features: [{}],
    benefits: [{}],
    faqs: [{}],
    cta: { type: textOf((entry.nl.cta as Data | undefined)?.type) || 'contact' },
    related: [],
    seo: {},
  }) as unknown as ServiceData;
  return {
    element: (
      <ServicePage
        service={data}
        html={bodyHtml(body, entry)}
        related={summariesOf(data.related, site)}
        dialogs={site.dialogs}
      />
    ),
    place: {
      path: paths.service(entry.slug),
      breadcrumbs: [
        { name: site.ui.nav.services, path: paths.services },
        { name: data.title, path: paths.service(entry.slug) },
      ],
    },
  };
};

const category: PageOf = (entry, lang, site) => {
  const fields = lang === 'nl' ? entry.nl : englishOf(entry, ['icon', 'services']);
  const { data: filled, body } = withIdentity(fields, site);
  const data = filledIn(filled, { title: '', services: [], faqs: [{}], cta: {} }) as unknown as CategoryData;
  return {
    element: <CategoryPage category={data} html={bodyHtml(body, entry)} services={summariesOf(data.services, site)} />,
    place: {
      path: paths.category(entry.slug),
      breadcrumbs: [
        { name: site.ui.nav.services, path: paths.services },
        { name: data.title, path: paths.category(entry.slug) },
      ],
    },
  };
};

const landing: PageOf = (entry, lang, site) => {
  const fields = lang === 'nl' ? entry.nl : englishOf(entry, ['related']);
  const { data: filled, body } = withIdentity(fields, site);
  const data = filledIn(filled, {
    title: '',
    benefits: { items: [{}] },
    steps: { items: [{}] },
    sections: [{ body: '', items: [{}] }],
    audience: { items: [] },
    related: [],
    faqs: [{}],
    cta: {},
  }) as unknown as LandingData;
  return {
    element: (
      <LandingPage
        page={data}
        html={bodyHtml(body, entry)}
        sectionHtml={data.sections.map((s) => bodyHtml(typedMarkdown(textOf(s.body)), entry))}
        related={summariesOf(data.related, site)}
      />
    ),
    place: { path: paths.landing(entry.slug), breadcrumbs: [] },
  };
};

const partner: PageOf = (entry, _lang, site) => {
  const profile = { whoIAm: '', whatDrivesMe: '', whatIBring: '', contributions: [{}], projects: [{}] };
  const { data: filled } = withIdentity(entry.nl, site);
  const data = filledIn(filled, {
    name: '',
    languages: [],
    theme: 'sage',
    nl: profile,
    en: profile,
  }) as unknown as PartnerData;
  const photo = textOf(filled.photo);
  const url = photo && entry.pictureUrl(photo);
  const page: Partner = {
    id: entry.slug,
    file: '',
    data,
    portrait: url
      ? { card: pictureFrom(url, 'avatar-card', 80, 80), profile: pictureFrom(url, 'avatar-profile', 192, 192) }
      : undefined,
  };
  return {
    element: <ExpertPage partner={page} />,
    place: {
      path: paths.expert(entry.slug),
      breadcrumbs: [
        { name: site.ui.nav.home, path: paths.home },
        { name: site.ui.nav.experts, path: paths.experts },
        { name: data.name, path: paths.expert(entry.slug) },
      ],
    },
  };
};

const home: PageOf = (entry, _lang, site) => {
  const { data: filled } = withIdentity(entry.nl, site);
  const data = filledIn(filled, {
    hero: {},
    about: { body: '', highlights: [{}] },
    propositions: { groups: [] },
    contact: {},
  }) as unknown as HomeData;
  // The categories in the order the form gives them.
  const groups = data.propositions.groups.flatMap((slug) => site.groups.filter((g) => g.slug === slug));
  return {
    element: (
      <HomePage home={data} aboutHtml={bodyHtml(typedMarkdown(textOf(data.about.body)), entry)} groups={groups} />
    ),
    place: { path: paths.home, breadcrumbs: [] },
  };
};

/**
 * The kinds the preview shows, by the screen's collection (or file) name, and the languages each
 * entry is shown in: both for an entry with both, one for a file per language.
 */
export const previewPages: Record<PreviewedName, { page: PageOf; languages: Lang[] }> = {
  articles: { page: article, languages: ['nl', 'en'] },
  services: { page: service, languages: ['nl', 'en'] },
  categories: { page: category, languages: ['nl', 'en'] },
  landing: { page: landing, languages: ['nl', 'en'] },
  partners: { page: partner, languages: ['nl', 'en'] },
  'home-nl': { page: home, languages: ['nl'] },
  'home-en': { page: home, languages: ['en'] },
};
