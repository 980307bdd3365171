import { serviceSchema, serviceSharedFields } from '../schemas.ts';
import { paths } from '../../shared/paths.ts';
import { defineKind, type DescriptionParts } from '../define.ts';
import { serviceLabels } from './service.labels.ts';

const list = (items: string[]) => items.join('  ·  ');

/** The services: a page per service in each language, and their overview. */
export const service = defineKind({
  name: 'service',
  pattern: /^services\/(?<key>[^./]+)\.(?<lang>nl|en)\.md$/,
  schema: serviceSchema,
  layout: 'pairs',
  page: paths.service,
  fixedPages: [paths.services],
  references: { related: 'service' },
  sameInBothLanguages: serviceSharedFields,
  copy: (check, data) => {
    check.text(data, { body: check.body });
    check.seo(data.seo.title, data.seo.description);
    const words = check.textWords();
    if (words < 150) check.problem('(body)', `the description has ${words} words; write at least 150`);
  },
  shareCards: (content, lang) => {
    const { ui, home, services } = content.lang[lang];
    return {
      services: { eyebrow: ui.nav.services, headline: ui.services.heading, text: ui.services.intro },
      service: {
        eyebrow: ui.nav.services,
        headline: home.propositions.heading,
        text: list(services.map((s) => s.data.title)),
      },
    };
  },
  scaffold: (s) => {
    const categories = [...new Set(s.entries.filter((e) => e.kind === 'category').map((e) => e.key))];
    const groups = (
      s.entries.find((e) => e.kind === 'home' && e.lang === 'nl')?.data as
        { propositions?: { groups?: string[] } } | undefined
    )?.propositions?.groups;
    const category = s.category ?? groups?.[0] ?? categories[0];
    if (!category || !categories.includes(category))
      s.refuse(`--category ${category} is not a category; choose one of ${categories.join(', ')}`);
    const related = s.services.slice(0, 3);
    if (related.length < 3) s.refuse('a service lists three related services, and the site has fewer than three');
    const nl = s.starter(new URL('./service.starter.nl.md', import.meta.url));
    const en = s.starter(new URL('./service.starter.en.md', import.meta.url));
    const data = (starter: typeof nl, title: string, longer: string, description: DescriptionParts) => ({
      ...starter.data,
      related,
      seo: {
        title: s.searchTitle(title, longer) ?? title,
        description: s.description(description),
        keywords: [title.toLowerCase()],
      },
    });
    return [
      {
        relative: `services/${s.slug}.nl.md`,
        text: s.markdownFile(
          data(nl, s.title, ': advies voor ondernemers', {
            starts: [
              `${s.title}: een aanpak voor ondernemers die hun bedrijf willen laten doorgroeien`,
              `${s.title}: een aanpak voor ondernemers die willen doorgroeien`,
              'Een aanpak voor ondernemers die hun bedrijf willen laten doorgroeien',
            ],
            clauses: [
              ', met een helder plan',
              ' en hulp bij de uitvoering',
              ', van het eerste gesprek tot het resultaat',
            ],
            closers: ['Plan een gratis kennismaking.', 'Lees wat het je oplevert.', 'Zo werken we.'],
          }),
          nl.body,
        ),
      },
      {
        relative: `services/${s.slug}.en.md`,
        text: s.markdownFile(
          data(en, s.en, ': advice for founders', {
            starts: [
              `${s.en}: an approach for founders who want their company to keep growing`,
              `${s.en}: an approach for founders who want to grow`,
              'An approach for founders who want their company to keep growing',
            ],
            clauses: [
              ', with a clear plan',
              ' and help with carrying it out',
              ', from the first conversation to results',
            ],
            closers: ['Book a free introductory meeting.', 'Read what it brings you.', 'This is how we work.'],
          }),
          en.body,
        ),
      },
      ...(['nl', 'en'] as const).map((lang) => ({
        relative: `categories/${category}.${lang}.md`,
        listService: s.slug,
      })),
    ];
  },
  guide: {
    title: 'Services',
    file: 'content/services/<slug>.nl.md and .en.md',
    page: '/services/<slug>',
    source: new URL('./service.schema.ts', import.meta.url),
    schemaName: 'serviceSchema',
    body: 'the description of the service: at least 150 words.',
    adding: {
      heading: 'A service',
      example:
        'npm run new -- service "Naam van de dienst" --en "Name of the service" --category uitvoering-implementatie',
      text:
        "writes `content/services/<slug>.nl.md` and `.en.md` and lists the service in the category's `services` " +
        'in both languages (every service is in exactly one category). ' +
        `These fields must be the same in both languages: ${serviceSharedFields.map((f) => `\`${f}\``).join(', ')}. ` +
        '`related` names three other services by their slug.',
    },
  },
  editing: {
    labels: serviceLabels,
    collection: 'services',
    folder: 'services',
    singular: 'Service',
    summary: '{{title}}',
  },
});
