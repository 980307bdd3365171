import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteContent } from '../../kinds/content.ts';
import { fieldPath, type Problem } from '../content/problems.ts';
import type { ImageRef } from '../seo/json-ld.ts';
import type { SeoAssets } from '../render/head.ts';
import { imageVariants, shareImageSize } from '../seo/share-image.ts';
import { languages, type Lang } from '../../kinds/fields.ts';
import { localePath } from '../../shared/paths.ts';
import { picturePlaces, type PictureData, type PictureFormat, type PicturePlaceName } from '../../src/lib/picture.ts';
import { Picture } from '../../src/components/Picture.tsx';
import { cacheKey, ImageCache } from './cache.ts';
import { progress } from '../progress.ts';
import {
  inspectPicture,
  optimisedSvg,
  previewOf,
  renderRendition,
  type PictureFacts,
  type Rendition,
} from './process.ts';
import { findPictureFile, PictureReader, type PictureSource } from './source-files.ts';
import { bodyImages, hasBodyPictures, knownWithoutBodyPictures, replaceBodyImages } from './body-images.ts';
import { ContentLines } from './lines.ts';
import { svgProblem } from './clean-svg.ts';
import { fieldPictures } from './field-pictures.ts';
import {
  changeFileEntries,
  fileEntries,
  type ChangeEntry,
  type EntryPlace,
  type FileEntry,
} from '../content/content-entries.ts';
import { kindNamed } from '../../kinds/kind-registry.ts';
import { writtenPicture, type KindPicture } from './named-pictures.ts';

export interface PictureOptions {
  /** The content folder, absolute. */
  contentDir: string;
  /** How messages name the content folder (`content`). */
  contentLabel: string;
  /** Where processed pictures are kept between builds (default `node_modules/.cache/…`). */
  cache?: ImageCache;
  /** Reads picture files; the dev server keeps one, so unchanged files are not read again. */
  reader?: PictureReader;
}

/** The content's pictures, ready for the pages, and the files made from them. */
export interface SitePictures {
  /** The content with every picture in place: partners' portraits, articles' covers, pictures in bodies. */
  content: SiteContent;
  /** Pictures that are missing, broken, of a type the build does not take or without a text. */
  problems: Problem[];
  /**
   * The share images of pages that have a picture of their own (an article with an image), by the
   * page's URL path (`/en/artikelen/ogsm`), and their further shapes (`/artikelen/ogsm.1x1`).
   */
  shareImages: Map<string, ImageRef>;
  /** What the head refers to, with the share images of pages that have their own picture. */
  seoWith(head: SeoAssets): SeoAssets;
  /** The path inside the site of every file made from the pictures, known before any is made. */
  fileNames: string[];
  /** One file, made when first asked for, or read from the cache: the dev server serves them so. */
  file(name: string): Promise<Uint8Array> | undefined;
  /** Every file; a build starts this before rendering the pages and awaits it after. */
  files(): Promise<Map<string, Uint8Array>>;
}

/** A picture as an editor named it: where, and what they wrote. */
interface Use {
  file: string;
  field: string;
  /** For a field: its path, for the line. */
  fieldPath?: PropertyKey[];
  /** For a picture in the markdown body: its place among the body's pictures. */
  bodyIndex?: number;
  written: string;
}

/** A picture file that was read and inspected. */
interface Loaded {
  source: PictureSource;
  facts: PictureFacts;
  /** Its file name as a slug, the readable part of the names of the files made from it. */
  stem: string;
}

const types: Record<PictureFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
const extensions: Record<PictureFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/\.[a-z0-9]+$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'picture';

/**
 * Finds every picture the content names (a partner's `photo`, an article's `image`, pictures in
 * markdown bodies), checks it and plans the files of each for the places it shows in, in AVIF,
 * WebP and JPEG (PNG with transparency) at every width the place needs. What is measured of a
 * picture (size, preview) is cached by its bytes; the files are made when asked for (`file`,
 * `files`), each from the cache when it was made before.
 */
export async function preparePictures(content: SiteContent, options: PictureOptions): Promise<SitePictures> {
  const cache = options.cache ?? new ImageCache();
  const reader = options.reader ?? new PictureReader();
  const lines = new ContentLines(options.contentDir, options.contentLabel);
  const problems: Promise<Problem>[] = [];
  const makers = new Map<string, () => Promise<Uint8Array>>();
  const loads = new Map<string, Promise<Loaded | { problem: string }>>();

  const report = (use: Use, message: string) => {
    const line =
      use.bodyIndex !== undefined
        ? lines.ofBodyImage(use.file, use.bodyIndex)
        : use.fieldPath
          ? lines.ofField(use.file, use.fieldPath)
          : Promise.resolve(undefined);
    problems.push(line.then((l) => ({ file: use.file, field: use.field, message, line: l })));
  };

  /** The picture a use names, read and inspected once however often it is named; undefined after reporting why not. */
  const load = async (use: Use): Promise<Loaded | undefined> => {
    const contentFile = use.file.startsWith(`${options.contentLabel}/`)
      ? use.file.slice(options.contentLabel.length + 1)
      : use.file;
    const found = await findPictureFile(options.contentDir, options.contentLabel, contentFile, use.written);
    if (!found.file) {
      report(use, found.problem!);
      return undefined;
    }
    const { absolute, relative } = found.file;
    let loading = loads.get(absolute);
    if (!loading) {
      loading = (async () => {
        const source = await reader.read(absolute);
        // Only facts are kept: a picture sharp could not read may read with another sharp or
        // environment, which the key does not cover.
        const inspected = await cache.json(
          cacheKey(source.hash, 'facts'),
          () => inspectPicture(source.bytes),
          (made) => made.facts !== undefined,
        );
        if (!inspected.facts) return { problem: inspected.problem! };
        // A drawing is published as a file of its own, where what it holds would run: it must be
        // clean as it is (see clean-svg.ts), so that the editor learns what is wrong.
        const unclean = inspected.facts.format === 'svg' ? svgProblem(source.bytes) : undefined;
        if (unclean) return { problem: unclean };
        return { source, facts: inspected.facts, stem: slugOf(path.basename(relative)) };
      })();
      loads.set(absolute, loading);
    }
    const loaded = await loading;
    if ('problem' in loaded) {
      report(use, `${JSON.stringify(use.written)} (${options.contentLabel}/${relative}) ${loaded.problem}`);
      return undefined;
    }
    return loaded;
  };

  /** Plans a file made from a picture and gives its URL path; the same file planned twice is one. */
  const plan = (loaded: Loaded, rendition: Rendition, prefix: string): string => {
    const key = cacheKey(loaded.source.hash, rendition);
    const extension = extensions[rendition.format];
    const name = `${prefix}-${key.slice(0, 8)}.${extension}`;
    if (!makers.has(name))
      makers.set(name, () =>
        cache.bytes(key, extension, () => renderRendition(loaded.source.bytes, loaded.facts, rendition)),
      );
    return `/${name}`;
  };

  /**
   * A picture for one place: every width the place needs (no wider than a photo's own pixels), in
   * every format; a drawing as its SVG.
   */
  const pictureFor = async (loaded: Loaded, place: PicturePlaceName): Promise<PictureData> => {
    const spec: { width: number; aspect?: number; widths: readonly number[] } = picturePlaces[place];
    const { facts, source, stem } = loaded;
    const aspect = spec.aspect ?? facts.width / facts.height;
    // A drawing has no pixels of its own; a photo is never made wider than it is.
    const largest = facts.format === 'svg' ? Infinity : Math.floor(Math.min(facts.width, facts.height * aspect));
    const widths = spec.widths.filter((w) => w <= largest);
    if (widths.length < spec.widths.length) widths.push(largest);
    const width = spec.aspect ? spec.width : Math.min(spec.width, largest);
    const shape = Math.round(aspect * 10_000) / 10_000;
    const preview = await cache.json(cacheKey(source.hash, { preview: shape }), () =>
      previewOf(source.bytes, facts, shape),
    );
    const height = Math.round(width / aspect);
    if (facts.format === 'svg') {
      // A drawing needs no pixels: one SVG, optimised, serves every width; the style sheet crops
      // it to the place (object-fit).
      const key = cacheKey(source.hash, 'svg');
      const name = `assets/images/${stem}-${key.slice(0, 8)}.svg`;
      if (!makers.has(name)) makers.set(name, () => cache.bytes(key, 'svg', () => optimisedSvg(source.bytes)));
      return { place, width, height, sources: [], fallback: { width, href: `/${name}`, format: 'svg' }, preview };
    }
    const file = (w: number, format: PictureFormat) => ({
      width: w,
      href: plan(loaded, { width: w, height: Math.round(w / aspect), format }, `assets/images/${stem}-${w}`),
    });
    const sources = (['avif', 'webp'] as const).map((format) => ({
      format,
      type: types[format],
      files: widths.map((w) => file(w, format)),
    }));
    const fallbackFormat = facts.opaque ? 'jpeg' : 'png';
    const fallback = {
      ...file(widths.find((w) => w >= width * 2) ?? widths.at(-1)!, fallbackFormat),
      format: fallbackFormat,
    } as const;
    return { place, width, height, sources, fallback, preview };
  };

  /** An entry with the pictures of its markdown body processed; the entry itself when it has none. */
  const withBodyPictures = async <T extends FileEntry>(page: T): Promise<T> => {
    const html = page.html;
    if (html === undefined || !hasBodyPictures(html)) return page;
    const images = bodyImages(html);
    if (images.length === 0) return page;
    const markup = await Promise.all(
      images.map(async (image) => {
        const use: Use = { file: page.file, field: '(body)', bodyIndex: image.index, written: image.src ?? '' };
        if (!image.src) return void report(use, 'a picture has no path; write it as ![what it shows](name.jpg)');
        if (!image.alt.trim())
          report(
            use,
            `the picture ${JSON.stringify(image.src)} has no text: write what it shows between ` +
              `the brackets, ![what it shows](${image.src})`,
          );
        const loaded = await load(use);
        if (!loaded || !image.alt.trim()) return undefined;
        const picture = await pictureFor(loaded, 'prose');
        return renderToStaticMarkup(createElement(Picture, { picture, alt: image.alt }));
      }),
    );
    return { ...page, html: replaceBodyImages(html, (image) => markup[image.index] ?? '') };
  };

  const shareImages = new Map<string, ImageRef>();
  /** The share images of an entry's page (in its language, or in each), by their keys in `shareImages`. */
  const shares = new Map<FileEntry, [string, ImageRef][]>();
  const planShares = (loaded: Loaded, entry: FileEntry, place: EntryPlace, alt: (lang: Lang) => string) => {
    const pathOf = kindNamed(place.kind)?.page;
    if (!pathOf) return;
    const shapes = [['', shareImageSize], ...Object.entries(imageVariants[place.kind] ?? {})] as const;
    for (const [shape, size] of shapes) {
      const href = plan(loaded, { ...size, format: 'jpeg' }, `assets/share/${loaded.stem}-${shape || 'card'}`);
      for (const lang of place.lang ? [place.lang] : languages) {
        const key = localePath(lang, pathOf(place.key)) + (shape ? `.${shape}` : '');
        shares.set(entry, [
          ...(shares.get(entry) ?? []),
          [key, { url: content.site.url + href, ...size, alt: alt(lang) }],
        ]);
      }
    }
  };

  /** The pictures of one picture field of an entry, by the names of their places; undefined after reporting why not. */
  const fieldPicturesMade = async (entry: FileEntry, place: EntryPlace, picture: KindPicture, written: string) => {
    const { field } = picture;
    const loaded = await load({ file: entry.file, field, fieldPath: [field], written });
    if (!loaded) return undefined;
    const made = await Promise.all(
      Object.entries(picture.places).map(async ([name, at]) => [name, await pictureFor(loaded, at)] as const),
    );
    const { shareAlt } = picture;
    // Link previews and rich results show the page's own picture, cropped to each shape.
    if (shareAlt) planShares(loaded, entry, place, (lang) => shareAlt(entry.data, lang));
    return Object.fromEntries(made);
  };

  /** An entry with its body's pictures and those its fields name made, each field's put where its kind says. */
  const withPicturesMade = async <T extends FileEntry>(
    entry: T,
    place: EntryPlace,
    fields: { picture: KindPicture; written: string }[],
  ): Promise<T> => {
    const withBody = await withBodyPictures(entry);
    const made = await Promise.all(
      fields.map(async ({ picture, written }) => {
        const pictures = await fieldPicturesMade(entry, place, picture, written);
        return pictures ? [[picture.as, pictures] as const] : [];
      }),
    );
    return made.flat().length ? { ...withBody, ...Object.fromEntries(made.flat()) } : withBody;
  };

  // Most entries have no picture: they are passed on as they are, without a promise each (the dev
  // server prepares the pictures of thousands of articles on every change), and without reading
  // the HTML the build cache says holds none.
  const withPictures: ChangeEntry = (entry, place) => {
    if (withoutPictures.has(entry)) return entry;
    const fields = (kindNamed(place.kind)?.pictures ?? []).flatMap((picture) => {
      const written = writtenPicture(entry, picture);
      return written ? [{ picture, written }] : [];
    });
    if (fields.length === 0) {
      const html = knownWithoutBodyPictures.has(entry) ? undefined : entry.html;
      if (html === undefined || !hasBodyPictures(html)) {
        withoutPictures.add(entry);
        return entry;
      }
    }
    return withPicturesMade(entry, place, fields);
  };

  const withAllPictures = await changeFileEntries(content, withPictures);
  // In the order of the entries, not of the pictures' reading: equal content, equal assets.
  for (const { entry } of fileEntries(content))
    for (const [key, image] of shares.get(entry) ?? []) shareImages.set(key, image);
  reportFieldPictures(content, report);

  let all: Promise<Map<string, Uint8Array>> | undefined;
  return {
    content: withAllPictures,
    problems: await Promise.all(problems),
    shareImages,
    seoWith: (head) =>
      shareImages.size ? { ...head, shareImages: new Map([...head.shareImages, ...shareImages]) } : head,
    fileNames: [...makers.keys()],
    file: (name) => makers.get(name)?.(),
    files: () =>
      (all ??= (async () => {
        const making = progress('Making pictures', makers.size);
        const made = await Promise.all(
          [...makers].map(async ([name, make]) => {
            const bytes = await make();
            making.done();
            return [name, bytes] as const;
          }),
        );
        making.end();
        return new Map(made);
      })()),
  };
}

/**
 * Entries found to have no picture at all: an entry's data and HTML never change once made, and
 * the dev server, which keeps the entries of unchanged files, prepares the pictures of thousands
 * of them on every edit.
 */
const withoutPictures = new WeakSet<object>();

/**
 * Pictures written in markdown fields other than a body (a landing page's sections, the home
 * page's about text): the build shows pictures only in bodies, so one written elsewhere would
 * show as a broken image.
 */
function reportFieldPictures(content: SiteContent, report: (use: Use, message: string) => void) {
  const check = (file: string, data: unknown) => {
    for (const { at, written } of fieldPictures(data)) {
      report(
        { file, field: fieldPath(at), fieldPath: at, written },
        `has a picture (${written}), which only shows in the body of a page; move it to the body ` +
          `below the front matter`,
      );
    }
  };
  for (const lang of languages) {
    const { home, privacy } = content.lang[lang];
    check(path.posix.join(path.posix.dirname(privacy.file), `home.${lang}.yaml`), home);
  }
  for (const { entry } of fileEntries(content)) check(entry.file, entry.data);
}
