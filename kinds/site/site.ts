import { redirectsSchema, siteSchema } from '../schemas.ts';
import { defineKind } from '../define.ts';
import { siteLabels, redirectsLabels } from './site.labels.ts';

/** The site's identity: one file, the only place for the company's name, addresses and ids. */
export const site = defineKind({
  name: 'site',
  pattern: /^site\.yaml$/,
  schema: siteSchema,
  layout: 'single',
  required: { file: 'site.yaml', message: 'is missing: the site identity is required' },
  // Names, addresses and ids, not copy.
  copy: () => {},
  guide: {
    title: 'Site identity',
    file: 'content/site.yaml',
    page: 'every page (name, addresses, footer)',
    source: new URL('./site.schema.ts', import.meta.url),
    schemaName: 'siteSchema',
  },
  editing: {
    labels: siteLabels,
    group: 'settings',
  },
});

/** The redirects: one file, each old path and where it leads, in both languages. */
export const redirects = defineKind({
  name: 'redirects',
  pattern: /^redirects\.yaml$/,
  schema: redirectsSchema,
  layout: 'single',
  required: { file: 'redirects.yaml', message: 'is missing: write an empty list [] when there are no redirects' },
  // Paths, not copy.
  copy: () => {},
  guide: {
    title: 'Redirects',
    file: 'content/redirects.yaml',
    page: 'each `from` path, in both languages',
    source: new URL('./redirects.schema.ts', import.meta.url),
    schemaName: 'redirectsSchema',
  },
  editing: {
    labels: redirectsLabels,
    group: 'settings',
  },
});
