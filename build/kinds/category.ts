import { categorySchema } from '../../content-model/index.ts';
import { paths } from '../../src/lib/paths.ts';
import { defineKind } from './define.ts';

/** The categories of services: a page per category in each language, at `/<slug>`. */
export const category = defineKind({
  name: 'category',
  pattern: /^categories\/(?<key>[^./]+)\.(?<lang>nl|en)\.md$/,
  schema: categorySchema,
  layout: 'pairs',
  page: paths.category,
  references: { services: 'service' },
  copy: (check, data) => {
    check.text(data, { body: check.body });
    check.seo(data.seo.title, data.seo.description);
  },
  shareCards: (content, lang) => {
    const { ui, home } = content.lang[lang];
    return { category: { eyebrow: ui.nav.propositions, headline: home.propositions.heading, text: home.propositions.intro } };
  },
  guide: {
    title: 'Categories', file: 'content/categories/<slug>.nl.md and .en.md', page: '/<slug>',
    source: new URL('../../content-model/category.ts', import.meta.url), schemaName: 'categorySchema', body: 'the introduction of the category page.',
  },
});
