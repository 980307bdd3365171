import { landingSchema } from '../schemas.ts';
import { paths } from '../../shared/paths.ts';
import { defineKind, type DescriptionParts } from '../define.ts';
import { landingLabels } from './landing.labels.ts';

const list = (items: string[]) => items.join('  ·  ');

/** The landing pages for search: a page per subject in each language, at `/<slug>`. */
export const landing = defineKind({
  name: 'landing',
  pattern: /^landing\/(?<key>[^./]+)\.(?<lang>nl|en)\.md$/,
  schema: landingSchema,
  layout: 'pairs',
  page: paths.landing,
  references: { related: 'service' },
  copy: (check, data) => {
    check.text(data, { body: check.body });
    check.seo(data.seo.title, data.seo.description);
  },
  shareCards: (content, lang) => {
    const { ui, home, landings } = content.lang[lang];
    return {
      landing: {
        eyebrow: ui.footer.specializations,
        headline: home.seo.title,
        text: list(landings.map((l) => l.data.title)),
      },
    };
  },
  scaffold: (s) => {
    const related = s.services.slice(0, 3);
    if (related.length < 3) s.refuse('a landing page lists three related services, and the site has fewer than three');
    const file = (lang: 'nl' | 'en', title: string, longer: string, description: DescriptionParts) => {
      const starter = s.starter(new URL(`./landing.starter.${lang}.md`, import.meta.url));
      const data = {
        ...starter.data,
        related,
        seo: {
          title: s.searchTitle(title, longer) ?? title,
          description: s.description(description),
          keywords: [title.toLowerCase()],
        },
      };
      return { relative: `landing/${s.slug}.${lang}.md`, text: s.markdownFile(data, starter.body) };
    };
    return [
      file('nl', s.title, ': advies voor ondernemers', {
        starts: [
          `${s.title}: advies en begeleiding voor ondernemers die hun bedrijf willen laten doorgroeien`,
          `${s.title}: advies en begeleiding voor ondernemers die willen doorgroeien`,
          'Advies en begeleiding voor ondernemers die hun bedrijf willen laten doorgroeien',
        ],
        clauses: [', met een helder plan', ' en hulp bij de uitvoering', ', van het eerste gesprek tot het resultaat'],
        closers: ['Plan een gratis kennismaking.', 'Lees wat het je oplevert.', 'Zo werken we.'],
      }),
      file('en', s.en, ': advice for founders', {
        starts: [
          `${s.en}: advice and support for founders who want their company to keep growing`,
          `${s.en}: advice and support for founders who want to grow`,
          'Advice and support for founders who want their company to keep growing',
        ],
        clauses: [', with a clear plan', ' and help with carrying it out', ', from the first conversation to results'],
        closers: ['Book a free introductory meeting.', 'Read what it brings you.', 'This is how we work.'],
      }),
    ];
  },
  guide: {
    title: 'Landing pages',
    file: 'content/landing/<slug>.nl.md and .en.md',
    page: '/<slug>',
    source: new URL('./landing.schema.ts', import.meta.url),
    schemaName: 'landingSchema',
    body: 'the introduction of the page.',
    adding: {
      heading: 'A landing page',
      example: 'npm run new -- landing "Titel van de pagina" --en "Title of the page"',
      text:
        'writes `content/landing/<slug>.nl.md` and `.en.md`; the page is at `/<slug>`. ' +
        'Its address must not be taken by a category page or a redirect.',
    },
  },
  editing: {
    labels: landingLabels,
    collection: 'landing',
    folder: 'landing',
    singular: 'Landing page',
  },
});
