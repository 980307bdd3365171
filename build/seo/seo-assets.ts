import type { SiteContent } from '../../kinds/content.ts';
import { languages } from '../../kinds/fields.ts';
import type { SeoAssets } from '../render/head.ts';
import { ContentError } from '../content/problems.ts';
import { renderFeed, feedPath, feedTitle } from './feed.ts';
import { logoImage, shareImages } from './share-image.ts';
import type { ImageCache } from '../images/cache.ts';

/** What the build adds for search engines, feed readers and link previews. */
export interface SeoBuild {
  /** What every page's head refers to. */
  head: SeoAssets;
  /**
   * The files to write (share images, the logo, the feeds). The first call starts rasterising the
   * images off the main thread; call it before rendering the pages and await it after.
   */
  files: () => Promise<Map<string, string | Uint8Array>>;
  /** The paths of those files, known before they are made. */
  fileNames: string[];
}

/**
 * Prepares the share images, the raster logo and the article feeds. Image names are known at once,
 * so pages can refer to them before the images are rasterised. With a picture cache, images an
 * earlier build made of the same cards with the same code are reused.
 * Throws a ContentError when the logo that `content/site.yaml` names is not in `public/`.
 */
export async function prepareSeo(
  content: SiteContent,
  publicFiles: Map<string, Uint8Array>,
  contentLabel: string,
  cache?: ImageCache,
): Promise<SeoBuild> {
  const { site } = content;
  const logoData = publicFiles.get(site.logo.slice(1));
  if (!logoData)
    throw new ContentError([
      { file: `${contentLabel}/site.yaml`, field: 'logo', message: `${site.logo} is not a file in public/` },
    ]);
  const [logo, images] = await Promise.all([
    logoImage({ path: site.logo, data: logoData }, cache),
    shareImages(content, logoData, cache),
  ]);
  const absolute = (href: string) => site.url + href;

  const head: SeoAssets = {
    logo: { url: absolute(logo.href), width: logo.width, height: logo.height },
    shareImages: new Map(
      [...images].map(([key, image]) => [
        key,
        { url: absolute(image.href), width: image.width, height: image.height, alt: image.alt },
      ]),
    ),
    feeds: Object.fromEntries(
      languages.map((lang) => [lang, { href: feedPath(lang), title: feedTitle(content, lang) }]),
    ) as SeoAssets['feeds'],
    defaults: Object.fromEntries(
      languages.map((lang) => {
        const { ui } = content.lang[lang];
        return [
          lang,
          { title: ui.meta.defaultTitle, description: ui.meta.defaultDescription, about: ui.footer.tagline },
        ];
      }),
    ) as SeoAssets['defaults'],
  };

  const unique = [logo, ...new Map([...images.values()].map((i) => [i.file, i])).values()];
  const fileNames = [
    ...languages.map((lang) => feedPath(lang).slice(1)),
    ...unique.filter((image) => image.png).map((image) => image.file),
  ];
  let made: Promise<Map<string, string | Uint8Array>> | undefined;
  const files = () =>
    (made ??= (async () => {
      // Every image is asked for at once; they are drawn one after another (see share-image.ts).
      const pngs = unique.map((image) => [image.file, image.png?.()] as const);
      const out = new Map<string, string | Uint8Array>();
      for (const lang of languages) out.set(feedPath(lang).slice(1), renderFeed(content, lang, absolute(logo.href)));
      for (const [file, png] of pngs) if (png) out.set(file, await png);
      return out;
    })());
  return { head, files, fileNames };
}
