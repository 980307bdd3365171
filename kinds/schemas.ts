/** Every kind of content, with the schema that validates it; see CONTENT.md for the files. */
export * from './fields.ts';
export * from './service/service.schema.ts';
export * from './category/category.schema.ts';
export * from './landing/landing.schema.ts';
export * from './partner/partner.schema.ts';
export * from './article/article.schema.ts';
export * from './home/home.schema.ts';
export * from './privacy/privacy.schema.ts';
export * from './dialogs/dialogs.schema.ts';
export * from './site/site.schema.ts';
export * from './site/redirects.schema.ts';
export * from './ui/ui.schema.ts';
