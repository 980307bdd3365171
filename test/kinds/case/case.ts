import { z } from 'zod';
import { seo, text } from '../../../content-model/common.ts';
import { defineKind } from '../../../build/kinds/define.ts';

/** `content/cases/<slug>.<lang>.md`: a case study, in both languages; the markdown body tells the story. */
export const caseSchema = z.strictObject({
  /** The client, as the case may name them. */
  client: text,
  title: text,
  /** What the work brought the client, in one sentence. */
  result: text,
  seo,
});

const section = { nl: 'Klantverhalen', en: 'Case studies' } as const;

/**
 * A kind a test adds to the registry (see fixture-kind.test.ts): case studies, a page per case in
 * each language at `/cases/<slug>`. Its pages are in case.routes.tsx, its starter text in starters/.
 */
export const caseKind = defineKind({
  name: 'case',
  pattern: /^cases\/(?<key>[^./]+)\.(?<lang>nl|en)\.md$/,
  schema: caseSchema,
  layout: 'pairs',
  page: (slug) => `/cases/${slug}`,
  copy: (check, data) => {
    check.text(data, { body: check.body });
    check.seo(data.seo.title, data.seo.description);
  },
  shareCards: (content, lang) => ({
    case: {
      eyebrow: section[lang],
      headline: section[lang],
      text: (content.pages?.case?.[lang] ?? []).map((p) => (p.data as { title: string }).title).join('  ·  '),
    },
  }),
  scaffold: (s) =>
    (['nl', 'en'] as const).map((lang) => {
      const starter = s.starter(new URL(`./starters/case.${lang}.md`, import.meta.url));
      const title = lang === 'nl' ? s.title : s.en;
      const data = {
        ...starter.data,
        seo: {
          title: s.searchTitle(title, lang === 'nl' ? ': een klantverhaal' : ': a case study') ?? title,
          description:
            lang === 'nl'
              ? s.description(
                  `${title}: hoe een ondernemer met ons de koers van het bedrijf bepaalde`,
                  'en wat dat het team en de klanten opleverde in de maanden daarna, stap voor stap verteld',
                  'Hoe een ondernemer met ons de koers van het bedrijf bepaalde',
                )
              : s.description(
                  `${title}: how a founder set the course of the company with us`,
                  'and what it brought the team and the customers in the months after, told step by step',
                  'How a founder set the course of the company with us',
                ),
          keywords: [title.toLowerCase()],
        },
      };
      return { relative: `cases/${s.slug}.${lang}.md`, text: s.markdownFile(data, starter.body) };
    }),
  guide: {
    title: 'Case studies',
    file: 'content/cases/<slug>.nl.md and .en.md',
    page: '/cases/<slug>',
    source: new URL(import.meta.url),
    schemaName: 'caseSchema',
    body: 'the story of the case.',
    adding: {
      heading: 'A case study',
      example: 'npm run new -- case "Titel van het verhaal" --en "Title of the story"',
      text: 'writes `content/cases/<slug>.nl.md` and `.en.md`; the page is at `/cases/<slug>`.',
    },
  },
});
