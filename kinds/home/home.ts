import { homeSchema } from '../schemas.ts';
import { paths } from '../../shared/paths.ts';
import { defineKind } from '../define.ts';
import { homeLabels } from './home.labels.ts';

/** The home page: one file per language. */
export const home = defineKind({
  name: 'home',
  pattern: /^home\.(?<lang>nl|en)\.yaml$/,
  schema: homeSchema,
  layout: 'per-language',
  required: { file: 'home.{lang}.yaml' },
  fixedPages: [paths.home],
  references: { 'propositions.groups': 'category' },
  copy: (check, data) => {
    check.text(data);
    check.seo(data.seo.title, data.seo.description);
  },
  shareCards: (content, lang) => {
    const { home: data } = content.lang[lang];
    return { home: { eyebrow: data.hero.eyebrow, headline: data.hero.title, text: '' } };
  },
  guide: {
    title: 'Home page',
    file: 'content/home.nl.yaml and home.en.yaml',
    page: '/',
    source: new URL('./home.schema.ts', import.meta.url),
    schemaName: 'homeSchema',
  },
  editing: {
    labels: homeLabels,
    group: 'pages',
  },
});
