import { paths } from '../../shared/paths.ts';
import { posix } from 'node:path';
import { renderMarkdown } from '../../shared/markdown.ts';
import { categoryGroups } from '../service/summaries.ts';
import { HomePage } from './HomePage.tsx';
import type { RoutesOf } from '../define.ts';
import type { home } from './home.ts';

/** The pages of the home kind in one language. */
export const homeRoutes: RoutesOf<typeof home> = ({ content, lang, c }) => [
  {
    path: paths.home,
    lang,
    kind: 'home',
    ...c.home.seo,
    sources: [
      `${posix.dirname(c.privacy.file)}/home.${lang}.yaml`,
      ...c.categories.map((cat) => cat.file),
      ...c.services.map((s) => s.file),
    ],
    element: (
      <HomePage home={c.home} aboutHtml={renderMarkdown(c.home.about.body)} groups={categoryGroups(content, lang)} />
    ),
  },
];
