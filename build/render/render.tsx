import { renderToString } from 'react-dom/server';
import { hyphenateHeadings } from './hyphenate-headings.ts';
import type { ComponentType } from 'react';
import type { SiteContent } from '../../kinds/content.ts';
import type { Route } from '../../kinds/routes.tsx';
import { commonHead, ownHead, pageHead, type Assets } from './head.ts';
import { SplitTemplate } from './template.ts';
import { refusedUrlsIn } from '../../shared/safe-url.ts';
import { inlineCode, policyMetaFor, withPolicySlot } from './csp.ts';
import { checkShippedCode } from './shipped-code.ts';
import { navFor } from './nav.ts';
import { IslandCollectorContext, islandSlot, type IslandCollector } from '../../src/components/Island.tsx';
import { PageEnvProvider, type PageEnv } from '../../src/components/site-context.tsx';
import { IslandRoot } from '../../src/islands/IslandRoot.tsx';
import { GlyphContext, glyphSymbols, type GlyphSet } from '../../src/components/Glyph.tsx';
import { formTextId, provideFormText, type FormText } from '../../src/islands/forms/form-text.ts';
import { PagePartsContext, type PagePartsCollector } from '../../src/components/SharedPart.tsx';
import { fillSharedParts, sharedParts } from './shared-parts.tsx';

/** Islands that are not forms and need no form text. */
const pageOnlyIslands = new Set<IslandName>(['ServicesFilter']);
import { islandLoaders, islandPrefix, type IslandName } from '../../src/islands/registry.ts';
import { localePath, type Lang } from '../../shared/paths.ts';
import { escapeHtml, jsonForScript } from '../../shared/escape.ts';
import type { NavData } from '../../src/components/site-context.tsx';

export type IslandComponents = Map<IslandName, ComponentType<Record<string, unknown>>>;

/** Loads every island component, so pages can render them synchronously. */
export async function loadIslands(): Promise<IslandComponents> {
  const entries = await Promise.all(
    Object.entries(islandLoaders).map(async ([name, load]) => [name, (await load()).default] as const),
  );
  return new Map(entries) as unknown as IslandComponents;
}

/** Everything that is the same for every page of one build. */
export interface RenderSetup {
  content: SiteContent;
  assets: Assets;
  islands: IslandComponents;
  template: string;
  /** The template split once, with a mark for the page's policy (see withPolicySlot). */
  document: SplitTemplate;
  nav: Record<Lang, NavData>;
  /** The strings of the forms in each language, and the script that carries them on a page. */
  forms: Record<Lang, { text: FormText; script: string }>;
}

/**
 * The document template split once, by its text: the same text gives the same object, which is
 * what the dev server's read logs compare a page's inputs by (see ReadLog).
 */
const documentTemplates = new Map<string, SplitTemplate>();
function documentTemplate(template: string): SplitTemplate {
  let split = documentTemplates.get(template);
  if (!split) {
    split = new SplitTemplate(withPolicySlot(template, 'policy'));
    if (documentTemplates.size >= 8) documentTemplates.clear();
    documentTemplates.set(template, split);
  }
  return split;
}

export function renderSetup(
  content: SiteContent,
  assets: Assets,
  islands: IslandComponents,
  template: string,
): RenderSetup {
  const forms = (lang: Lang) => {
    const c = content.lang[lang];
    const text: FormText = {
      lang,
      forms: c.ui.forms,
      messages: c.ui.messages,
      toastLabels: { region: c.ui.forms.notifications, close: c.ui.forms.close },
      to: content.site.email,
      company: content.site.name,
      calendarCss: assets.calendarCss,
    };
    return { text, script: `<script type="application/json" id="${formTextId}">${jsonForScript(text)}</script>` };
  };
  return {
    content,
    assets,
    islands,
    template,
    document: documentTemplate(template),
    nav: { nl: navFor(content, 'nl'), en: navFor(content, 'en') },
    forms: { nl: forms('nl'), en: forms('en') },
  };
}

/**
 * Everything the render of a page in `lang` reads besides its route: what renderRoute puts into
 * the page's environment and document. A build cache keys each page on this and its route, so
 * whatever renderRoute comes to read must be named here too.
 */
export function renderInputsOf(setup: RenderSetup, lang: Lang) {
  const c = setup.content.lang[lang];
  return {
    lang,
    site: setup.content.site,
    ui: c.ui,
    privacy: c.privacy,
    nav: setup.nav[lang],
    assets: setup.assets,
    template: setup.template,
    islands: [...setup.islands.keys()],
  };
}

/** Renders one route to a complete HTML document, islands included. */
export function renderRoute(route: Route, setup: RenderSetup): string {
  const { content, islands } = setup;
  const c = content.lang[route.lang];
  const other: Lang = route.lang === 'nl' ? 'en' : 'nl';
  const env: PageEnv = {
    lang: route.lang,
    site: content.site,
    ui: c.ui,
    nav: setup.nav[route.lang],
    formText: setup.forms[route.lang].text,
    privacy: { title: c.privacy.data.title, html: c.privacy.html },
    urlPath: route.file ? undefined : localePath(route.lang, route.path),
    alternatePath: route.file ? undefined : localePath(other, route.path),
    breadcrumbs: route.breadcrumbs,
  };
  const collector: IslandCollector = { islands: [] };
  const parts: PagePartsCollector = { renderer: sharedParts, placed: [] };
  const glyphs: GlyphSet = new Map();
  // The shared parts (header, footer and the like) come in as slots, filled below with their HTML
  // rendered once for all the pages that place them alike (see SharedParts).
  // Headings get their soft hyphens here, before the islands and shared parts go in (see hyphenateHeadings).
  const rendered = renderToString(
    <PageEnvProvider value={env}>
      <IslandCollectorContext.Provider value={collector}>
        <PagePartsContext.Provider value={parts}>
          <GlyphContext.Provider value={glyphs}>{route.element}</GlyphContext.Provider>
        </PagePartsContext.Provider>
      </IslandCollectorContext.Provider>
    </PageEnvProvider>,
  );
  const unfilled = hyphenateHeadings(rendered, route.lang);
  // The page as slices of HTML, joined once into the document at the end.
  const body = fillSharedParts(unfilled, parts);
  // What this page holds besides what many pages hold alike (its shared parts, its icon sprite,
  // the common part of its head), which is checked once for all of them below.
  const symbols = glyphs.size ? glyphSymbols(glyphs) : '';
  const symbolsAt = symbols ? unfilled.lastIndexOf(symbols) : -1;
  let own = symbolsAt < 0 ? unfilled : unfilled.slice(0, symbolsAt) + unfilled.slice(symbolsAt + symbols.length);
  // Islands render on their own, with the prefix the browser uses again when it hydrates them.
  provideFormText(env.formText);
  for (const island of collector.islands) {
    const Component = islands.get(island.name)!;
    const html = renderToString(
      <IslandRoot>
        <Component {...(island.props as Record<string, unknown>)} />
      </IslandRoot>,
      { identifierPrefix: islandPrefix(island.id) },
    );
    const slot = islandSlot(island.id);
    const at = body.findIndex((slice) => slice.includes(slot));
    body[at] = body[at]!.replace(slot, () => html);
    own += html;
  }
  // Forms share one copy of their strings per page, JSON which, like the structured data, the last
  // guards below need not read (see PageHead).
  if (collector.islands.some((i) => !pageOnlyIslands.has(i.name))) body.push(setup.forms[route.lang].script);
  const head = pageHead(route, content.site, setup.assets);
  const common = commonHead(route, setup.assets);
  const document = (head: string, body: string | string[], policy: string) =>
    setup.document.fill({
      lang: route.lang,
      htmlAttributes: env.alternatePath
        ? ` data-alternate="${escapeHtml(env.alternatePath)}"`
        : route.kind === 'not-found'
          ? ` data-not-found="/${escapeHtml(route.file!)}"`
          : '',
      head,
      body,
      policy,
    });
  // What the guards and the policy read of this page: its head's tags (without its structured
  // data, which holds no markup and runs nothing, see PageHead) and its own HTML. The document
  // around them is the same for every page in a language and read once, with the shared parts.
  const ownHtml = `${head.tags}\n${own}`;
  const shared = [
    documentFrame(setup.document, route.lang),
    ...parts.placed.map((part) => part.html),
    common,
    ...(symbolsAt < 0 ? [] : [symbols]),
  ];
  // The schemas let no refused address through; a page that holds one is a bug in the code.
  const refused = [...refusedUrlsIn(ownHtml), ...shared.flatMap(refusedUrlsInShared)];
  if (refused.length)
    throw new Error(
      `The page ${localePath(route.lang, route.path)} links to ${refused.map((r) => r.problem).join('; ')}. ` +
        'Check the content field it comes from with shared/safe-url.ts.',
    );
  // Its inline code, read once for the last guard and for its policy.
  const code = inlineCode(ownHtml);
  checkShippedCode(localePath(route.lang, route.path), ownHtml, shared, setup, code);
  return document(`${ownHead(head)}\n${common}`, body, policyMetaFor(ownHtml, shared, code));
}

/**
 * The document template of a language with nothing filled in: the markup every page's document
 * puts around its head and body. Its attributes on `<html>` (the page's other address, escaped)
 * hold no address, code or style.
 */
const documentFrames = new WeakMap<SplitTemplate, Partial<Record<Lang, string>>>();
function documentFrame(document: SplitTemplate, lang: Lang): string {
  let frames = documentFrames.get(document);
  if (!frames) documentFrames.set(document, (frames = {}));
  return (frames[lang] ??= document.fill({ lang, htmlAttributes: '', head: '', body: '', policy: '' }));
}

/** Parts of pages found to hold no refused address; each is the same on many pages. */
const sharedPartsChecked = new Set<string>();
function refusedUrlsInShared(html: string): ReturnType<typeof refusedUrlsIn> {
  if (sharedPartsChecked.has(html)) return [];
  const refused = refusedUrlsIn(html);
  if (!refused.length && sharedPartsChecked.size < 1_000) sharedPartsChecked.add(html);
  return refused;
}
