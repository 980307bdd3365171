import path from 'node:path';
import { loadEntries } from '../../build/content/load.ts';
import { validateEntries } from '../../build/content/validate.ts';
import { routesFor, type Route } from '../../kinds/routes.tsx';
import type { SiteContent } from '../../kinds/content.ts';
import type { Assets } from '../../build/render/head.ts';

/** The real content, validated, and its routes: the data the generators of metadata work on. */
export async function realContent(): Promise<{ content: SiteContent; routes: Route[] }> {
  const { entries, problems } = await loadEntries(path.resolve('content'));
  const { content } = validateEntries(entries, problems, 'content');
  if (!content) throw new Error('the real content does not validate');
  return { content, routes: routesFor(content) };
}

/** The route of a URL path in a language. */
export function routeAt(routes: Route[], lang: 'nl' | 'en', urlPath: string): Route {
  const route = routes.find((r) => r.lang === lang && r.path === urlPath && !r.file);
  if (!route) throw new Error(`no ${lang} route ${urlPath}`);
  return route;
}

/** Assets as a build gives them to pages, with share cards for a few kinds of page. */
export function testAssets(content: SiteContent): Assets {
  return {
    css: '/assets/site.css',
    calendarCss: '/assets/calendar.css',
    font: '/assets/font.woff2',
    script: '/assets/main.js',
    detectLanguage: 'void 0',
    contrast: 'void 0',
    notFound: 'void 0',
    seo: {
      logo: { url: `${content.site.url}/assets/logo.png`, width: 512, height: 512 },
      shareImages: new Map(
        ['service.nl', 'service.en', 'article.nl', 'home.nl'].map((key) => [
          key,
          { url: `${content.site.url}/assets/share/${key}.png`, width: 1200, height: 630, alt: `Card ${key}` },
        ]),
      ),
      feeds: {
        nl: { href: '/feed.xml', title: 'Artikelen | X' },
        en: { href: '/en/feed.xml', title: 'Articles | X' },
      },
      defaults: {
        nl: {
          title: content.lang.nl.ui.meta.defaultTitle,
          description: content.lang.nl.ui.meta.defaultDescription,
          about: 'Over ons',
        },
        en: {
          title: content.lang.en.ui.meta.defaultTitle,
          description: content.lang.en.ui.meta.defaultDescription,
          about: 'About us',
        },
      },
    },
  };
}
