/**
 * The collections (and files) whose entries the editing screen previews as their page
 * (src/admin/preview/pages.tsx); the configuration turns the preview on for these alone
 * (scripts/cms/config.ts). The others (dialogs, settings, interface strings) are not a page.
 */
export const previewedNames = [
  'articles',
  'services',
  'categories',
  'landing',
  'partners',
  'home-nl',
  'home-en',
] as const;

export type PreviewedName = (typeof previewedNames)[number];

/** The configuration's `editor` of a collection or file called `name`. */
export const editorOf = (name: string) => ({ preview: (previewedNames as readonly string[]).includes(name) });
