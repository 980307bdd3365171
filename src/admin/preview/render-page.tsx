import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server.browser';
import type { Lang } from '../../../kinds/fields.ts';
import { PageEnvProvider, type PageEnv } from '../../components/site-context.tsx';
import { IslandCollectorContext, islandSlot, type IslandCollector } from '../../components/Island.tsx';
import { GlyphContext, type GlyphSet } from '../../components/Glyph.tsx';
import { escapeHtml } from '../../../shared/escape.ts';
import { localePath } from '../../../shared/paths.ts';
import type { FormText } from '../../islands/forms/form-text.ts';
import type { PreviewLang } from './context.ts';

/** Where the page would be, in Dutch form (`/artikelen/x`), and its breadcrumbs as its route gives them. */
export interface PagePlace {
  path: string;
  breadcrumbs: { name: string; path: string }[];
}

/**
 * A page of the site as HTML, rendered in the browser with the site's own components, as the build
 * renders it (build/render/render.tsx) but for its islands: the request dialogs are not loaded into the
 * editing screen, so each shows as the button that opens it, which is all the page shows of it
 * until a visitor presses it.
 */
export function renderPage(element: ReactElement, lang: Lang, context: PreviewLang, place: PagePlace): string {
  const other: Lang = lang === 'nl' ? 'en' : 'nl';
  const env: PageEnv = {
    lang,
    site: context.site,
    ui: context.ui,
    nav: context.nav,
    // Read by the request forms alone, which the preview does not run.
    formText: {} as FormText,
    privacy: context.privacy,
    urlPath: localePath(lang, place.path),
    alternatePath: localePath(other, place.path),
    breadcrumbs: place.breadcrumbs,
  };
  const collector: IslandCollector = { islands: [] };
  const glyphs: GlyphSet = new Map();
  const html = renderToStaticMarkup(
    <PageEnvProvider value={env}>
      <IslandCollectorContext.Provider value={collector}>
        <GlyphContext.Provider value={glyphs}>{element}</GlyphContext.Provider>
      </IslandCollectorContext.Provider>
    </PageEnvProvider>,
  );
  return collector.islands.reduce((page, island) => {
    const { label, variant } = island.props as { label?: string; variant?: string };
    const button = label
      ? `<button type="button" class="button button--${escapeHtml(variant ?? 'primary')}">${escapeHtml(label)}</button>`
      : '';
    return page.replace(islandSlot(island.id), () => button);
  }, html);
}
