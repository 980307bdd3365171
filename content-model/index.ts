/** Every kind of content, with the schema that validates it; see CONTENT.md for the files. */
export * from './common.ts';
export * from './service.ts';
export * from './category.ts';
export * from './landing.ts';
export * from './partner.ts';
export * from './article.ts';
export * from './home.ts';
export * from './privacy.ts';
export * from './dialogs.ts';
export * from './site.ts';
export * from './redirects.ts';
export * from './ui.ts';
