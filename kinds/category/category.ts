import { categorySchema, languages } from '../schemas.ts';
import { paths } from '../../shared/paths.ts';
import { defineKind } from '../define.ts';
import { categoryLabels } from './category.labels.ts';

/** The categories of services: a page per category in each language, at `/<slug>`. */
export const category = defineKind({
  name: 'category',
  pattern: /^categories\/(?<key>[^./]+)\.(?<lang>nl|en)\.md$/,
  schema: categorySchema,
  layout: 'pairs',
  page: paths.category,
  references: { services: 'service' },
  // Every service is listed in exactly one category, in each language that has categories.
  checkAll: ({ files, slugs, fileFor, problem }) => {
    for (const lang of languages) {
      const here = files.filter((f) => f.entry.lang === lang);
      if (!here.length) continue;
      const listed = here.flatMap((f) => f.data.services);
      for (const service of slugs('service')) {
        const count = listed.filter((s) => s === service).length;
        if (count !== 1)
          problem(
            fileFor(`services/${service}.${lang}.md`),
            '',
            `must be listed in exactly one category (${fileFor(`categories/*.${lang}.md`)}), is in ${count}`,
          );
      }
    }
  },
  copy: (check, data) => {
    check.text(data, { body: check.body });
    check.seo(data.seo.title, data.seo.description);
  },
  shareCards: (content, lang) => {
    const { ui, home } = content.lang[lang];
    return {
      category: { eyebrow: ui.nav.propositions, headline: home.propositions.heading, text: home.propositions.intro },
    };
  },
  guide: {
    title: 'Categories',
    file: 'content/categories/<slug>.nl.md and .en.md',
    page: '/<slug>',
    source: new URL('./category.schema.ts', import.meta.url),
    schemaName: 'categorySchema',
    body: 'the introduction of the category page.',
  },
  editing: {
    labels: categoryLabels,
    collection: 'categories',
    folder: 'categories',
    singular: 'Category',
  },
});
