import type { Route } from '../../kinds/routes.tsx';
import { inputsOf } from '../../kinds/route-inputs.ts';
import { renderInputsOf, type RenderSetup } from '../render/render.tsx';
import { Fingerprints, hashText } from '../fingerprint.ts';
import type { Lang } from '../../kinds/fields.ts';
import type { SiteContent } from '../../kinds/content.ts';
import { localePath } from '../../shared/paths.ts';

/**
 * The key of each page: a page is rendered again exactly when its key changes. It is made of the
 * rendering code's version, what every page of its language reads (interface strings, menus,
 * assets, the document template, the site identity), and the page's own route and props, in
 * which each article or content page counts by the key of its file's checks (its text, the
 * site identity and the checking code), and an article's data alone, as its lists show it, by a
 * hash of that data (its body left out).
 */
export class PageKeys {
  private readonly fingerprints = new Fingerprints();
  /** The key of what every page of a language reads. */
  readonly shared: Record<Lang, string>;
  /** Each article's file by the key it stands for in a page's key (see bodiesReadElsewhere). */
  private readonly articleOfKey = new Map<string, string>();
  /**
   * The articles (by file) whose body, that is the key of their file, went into the key of a page
   * other than their own two, or into what every page reads: a build that changed only such an
   * article's body cannot make just its pages (see quick-rebuild.ts). A page reaches a body
   * through its article, which its key holds by that key; a route that took the HTML out of the
   * article would hide it here, and must say it is made of the article instead (routeMadeOf).
   */
  readonly bodiesReadElsewhere = new Set<string>();
  /** Each article's file by the key its data alone stands for in a page's key (see shownOn). */
  private readonly articleOfData = new Map<string, string>();
  /**
   * The pages other than its own two whose key holds an article's data (the lists that show it),
   * by the article's file: all a change to its front matter can change besides its own pages,
   * the feeds and what every page reads (see quick-rebuild.ts).
   */
  readonly shownOn = new Map<string, Route[]>();

  constructor(
    private readonly version: string,
    setup: RenderSetup,
    fileKeys: Map<string, string>,
    dataKeys: Map<string, string> = new Map(),
    /** What every page of each language reads, when an earlier build of the same inputs worked it out. */
    shared?: Record<Lang, string>,
  ) {
    const { content } = setup;
    const stand = (page: { file: string }) => {
      const key = fileKeys.get(page.file);
      if (key) this.fingerprints.stand(page, key);
    };
    content.articles.forEach(stand);
    for (const article of content.articles) {
      const key = fileKeys.get(article.file);
      if (key) this.articleOfKey.set(key, article.file);
    }
    for (const article of content.articles) {
      const key = dataKeys.get(article.file);
      if (!key) continue;
      this.fingerprints.stand(article.data, key);
      this.articleOfData.set(key, article.file);
    }
    for (const lang of Object.keys(content.lang) as Lang[]) {
      const c: SiteContent['lang'][Lang] = content.lang[lang];
      [c.privacy, ...c.services, ...c.categories, ...c.landings].forEach(stand);
    }
    content.partners.forEach(stand);
    // The share images are many, and each page shows only its own: they count in its own part.
    this.shareImages = setup.assets.seo?.shareImages ?? new Map();
    const sharedOf = (lang: Lang) => {
      const inputs = renderInputsOf(setup, lang);
      const { text, keys } = this.fingerprints.textAndKeys({
        ...inputs,
        assets: { ...inputs.assets, seo: inputs.assets.seo && { ...inputs.assets.seo, shareImages: undefined } },
      });
      this.noteBodies(keys);
      return hashText(text);
    };
    this.shared = shared ?? { nl: sharedOf('nl'), en: sharedOf('en') };
    // Part of what every page of its language reads, and of what some pages are made of (see
    // routeMadeOf): fingerprinted once.
    for (const lang of Object.keys(content.lang) as Lang[])
      this.fingerprints.stand(content.lang[lang].ui, this.fingerprints.of(content.lang[lang].ui));
  }

  private readonly shareImages: Map<string, unknown>;
  private readonly sharesByKey = new Map<string, [string, unknown][]>();

  /** The share images a page's head names (see head.ts): its own or its kind's, with their further shapes. */
  private sharesOf(route: Route): [string, unknown][] {
    const own = localePath(route.lang, route.path);
    const key = this.shareImages.has(own) ? own : `${route.kind}.${route.lang}`;
    let shares = this.sharesByKey.get(key);
    if (!shares) {
      shares = [...this.shareImages].filter(([k]) => k === key || k.startsWith(`${key}.`));
      this.sharesByKey.set(key, shares);
      // Thousands of pages show their kind's images: fingerprinted once, not with each page.
      this.fingerprints.stand(shares, this.fingerprints.of(shares));
    }
    return shares;
  }

  of(route: Route): string {
    const shares = route.file ? [] : this.sharesOf(route);
    const inputs = inputsOf(route);
    let made: { text: string; keys: string[] };
    if (inputs) made = this.fingerprints.textAndKeys({ inputs, shares });
    else {
      const { element, ...meta } = route;
      const type = typeof element.type === 'function' ? element.type.name : String(element.type);
      made = this.fingerprints.textAndKeys({ meta, type, props: element.props, shares });
    }
    // An article's own pages are those its kind makes of it alone (see articleRoute).
    const own = inputs?.[0] === 'article' ? (inputs[1] as { file: string }).file : undefined;
    this.noteBodies(made.keys, own, route);
    return hashText(this.version, this.shared[route.lang], made.text);
  }

  /**
   * Notes the articles whose file key is among the keys a page's key holds, but for the page's own
   * article, and the page as one that shows the data of each article whose data key is among them.
   */
  private noteBodies(keys: string[], own?: string, route?: Route): void {
    if (!this.articleOfKey.size) return;
    for (const key of keys) {
      const file = this.articleOfKey.get(key);
      if (file !== undefined && file !== own) this.bodiesReadElsewhere.add(file);
      const shown = route && this.articleOfData.get(key);
      if (shown !== undefined && shown !== own) {
        const pages = this.shownOn.get(shown);
        if (pages) pages.push(route!);
        else this.shownOn.set(shown, [route!]);
      }
    }
  }
}
