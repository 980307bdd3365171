import { privacySchema } from '../schemas.ts';
import { defineKind } from '../define.ts';
import { privacyLabels } from './privacy.labels.ts';

/** The privacy policy: one file per language, shown in a dialog that every page's footer opens. */
export const privacy = defineKind({
  name: 'privacy',
  pattern: /^privacy\.(?<lang>nl|en)\.md$/,
  schema: privacySchema,
  layout: 'per-language',
  required: { file: 'privacy.{lang}.md' },
  copy: (check, data) => check.text(data, { body: check.body }),
  guide: {
    title: 'Privacy policy',
    file: 'content/privacy.nl.md and privacy.en.md',
    page: 'a dialog that every page’s footer opens',
    source: new URL('./privacy.schema.ts', import.meta.url),
    schemaName: 'privacySchema',
    body: 'the policy, in `##` sections.',
  },
  editing: {
    labels: privacyLabels,
    group: 'privacy',
  },
});
