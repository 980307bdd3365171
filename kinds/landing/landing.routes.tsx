import { paths } from '../../shared/paths.ts';
import { renderMarkdown } from '../../shared/markdown.ts';
import { serviceSummaries } from '../service/summaries.ts';
import { LandingPage } from './LandingPage.tsx';
import type { RoutesOf } from '../define.ts';
import type { landing } from './landing.ts';

/** The pages of the landing kind in one language. */
export const landingRoutes: RoutesOf<typeof landing> = ({ content, lang, pages }) => {
  const summaries = serviceSummaries(content, lang);
  return pages.map((page) => ({
    path: paths.landing(page.slug),
    lang,
    kind: 'landing',
    ...page.data.seo,
    faqs: page.data.faqs,
    sources: [page.file],
    element: (
      <LandingPage
        page={page.data}
        html={page.html}
        sectionHtml={page.data.sections.map((s) => renderMarkdown(s.body))}
        related={page.data.related.map((s) => summaries.get(s)!)}
      />
    ),
  }));
};
