import { partnerSchema } from '../schemas.ts';
import { paths } from '../../shared/paths.ts';
import { defineKind } from '../define.ts';
import { partnerLabels } from './partner.labels.ts';

const list = (items: string[]) => items.join('  ·  ');

/** The expert partners: one file each with both languages, a profile per language and their overview. */
export const partner = defineKind({
  name: 'partner',
  pattern: /^partners\/(?<key>[^./]+)\.yaml$/,
  schema: partnerSchema,
  layout: 'bilingual',
  page: paths.expert,
  fixedPages: [paths.experts],
  // Their portrait, on their card and their profile.
  pictures: [{ field: 'photo', as: 'portrait', places: { card: 'avatar-card', profile: 'avatar-profile' } }],
  copy: (check, data) => {
    check.text(data.nl, { prefix: 'nl', lang: 'nl' });
    check.text(data.en, { prefix: 'en', lang: 'en' });
    check.description(data.nl.seoDescription, 'nl.seoDescription');
    check.description(data.en.seoDescription, 'en.seoDescription');
  },
  shareCards: (content, lang) => {
    const { ui } = content.lang[lang];
    return {
      experts: { eyebrow: ui.nav.experts, headline: ui.experts.heading, text: ui.experts.intro },
      expert: {
        eyebrow: ui.nav.experts,
        headline: ui.experts.heading,
        text: list(content.partners.map((p) => `${p.data.name}, ${p.data[lang].specialization}`)),
      },
    };
  },
  scaffold: (s) => {
    const starter = s.starter(new URL('./partner.starter.yaml', import.meta.url), {
      email: `${s.slug.split('-')[0]}@${s.site.email.split('@')[1]}`,
      city: s.site.city,
    });
    return [{ relative: `partners/${s.slug}.yaml`, text: s.yamlFile(starter.data) }];
  },
  guide: {
    title: 'Expert partners',
    file: 'content/partners/<id>.yaml',
    page: '/raspaarden/<id>',
    source: new URL('./partner.schema.ts', import.meta.url),
    schemaName: 'partnerSchema',
    adding: {
      heading: 'An expert partner',
      example: 'npm run new -- partner "Voornaam Achternaam"',
      text:
        'writes `content/partners/<name>.yaml`, with the shared facts at the top and the texts in `nl` and `en`. ' +
        'The profile is at `/raspaarden/<name>`.',
    },
  },
  editing: {
    labels: partnerLabels,
    collection: 'partners',
    folder: 'partners',
    singular: 'Expert partner',
    identifierField: 'name',
  },
});
