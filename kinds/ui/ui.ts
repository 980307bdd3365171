import { uiSchema } from '../schemas.ts';
import { format } from '../../src/lib/format.ts';
import { defineKind } from '../define.ts';
import { uiLabels } from './ui.labels.ts';

/** The interface strings: one file per language, on every page. */
export const ui = defineKind({
  name: 'ui',
  pattern: /^ui\/(?<lang>nl|en)\.yaml$/,
  schema: uiSchema,
  layout: 'per-language',
  required: { file: 'ui/{lang}.yaml' },
  copy: (check, data) => {
    check.text(data);
    // The description of pages that have none of their own, such as the not-found page.
    check.description(data.meta.defaultDescription, 'meta.defaultDescription');
    for (const [category, description] of Object.entries(data.articles.categoryDescriptions))
      check.description(description, `articles.categoryDescriptions.${category}`);
    for (const key of ['services', 'experts', 'articles'] as const) {
      check.seo(data[key].seo.title, data[key].seo.description, {
        title: `${key}.seo.title`,
        description: `${key}.seo.description`,
      });
    }
    // The titles of the article lists' pages, up to page 9999 of the longest list.
    const { lists, categories, seo } = data.articles;
    const categoryTitles = Object.values(categories).map((category) => format(lists.categoryTitle, { category }));
    for (const title of categoryTitles) check.title(title, 'articles.lists.categoryTitle');
    const longest = [seo.title, ...categoryTitles].sort((a, b) => b.length - a.length)[0]!;
    check.title(format(lists.pageTitle, { title: longest, page: 9999 }), 'articles.lists.pageTitle');
  },
  guide: {
    title: 'Interface strings',
    file: 'content/ui/nl.yaml and ui/en.yaml',
    page: 'every page: menus, buttons, labels, messages',
    source: new URL('./ui.schema.ts', import.meta.url),
    schemaName: 'uiSchema',
    groups: true,
  },
  editing: {
    labels: uiLabels,
    group: 'settings',
  },
});
