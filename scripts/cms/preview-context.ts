/**
 * `admin/preview.json`: what the editing screen's preview needs of the site besides the entry being
 * edited (src/admin/preview/context.ts), made from the content as the build checks it.
 */
import type { SiteContent } from '../../kinds/content.ts';
import { languages } from '../../kinds/fields.ts';
import { loadEntries } from '../../build/content/load.ts';
import { validateEntries } from '../../build/content/validate.ts';
import { buildDate } from '../../build/content/publication.ts';
import { navFor } from '../../build/render/nav.ts';
import { categoryGroups, serviceSummaries } from '../../kinds/service/summaries.ts';
import type { PreviewContext } from '../../src/admin/preview/context.ts';

/** The preview's context of a checked site. */
export function previewContext(content: SiteContent): PreviewContext {
  const of = (lang: (typeof languages)[number]) => {
    const c = content.lang[lang];
    return {
      site: content.site,
      ui: c.ui,
      nav: navFor(content, lang),
      privacy: { title: c.privacy.data.title, html: c.privacy.html },
      services: Object.fromEntries(serviceSummaries(content, lang)),
      groups: categoryGroups(content, lang),
      dialogs: { training: c.training, tools: c.tools, networking: c.networking, intake: c.intake },
    };
  };
  return { nl: of('nl'), en: of('en') };
}

/**
 * The preview's context of the content folder as it is now, as JSON, with drafts in the menus
 * where the site shows them (`showDrafts`, the dev server). Fails while the content does not
 * check: the preview then says it cannot show the page.
 */
export async function previewContextOf(contentDir: string, showDrafts = false): Promise<string> {
  const { entries, problems: loadProblems } = await loadEntries(contentDir);
  const { content, problems } = validateEntries(entries, loadProblems, 'content', { today: buildDate(), showDrafts });
  if (!content) throw new Error(`the content has ${problems.length} problem(s)`);
  return JSON.stringify(previewContext(content));
}
