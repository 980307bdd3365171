import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { abstractPicture, phonePhoto } from './pictures.ts';
import { writeSmallSite } from './small-site.ts';

/** Articles that keep their cover in a picture site; the others lose theirs, so a build stays quick. */
export const coveredArticles = [
  'ai-readiness-organisatie-klaar-voor-ai-revolutie',
  'ogsm-model-als-groeibooster-voor-startups',
] as const;

/** The partner who has a photo in a picture site, and its file beside her profile. */
export const photographedPartner = {
  id: 'mila-hoffmann',
  name: 'Mila Hoffmann',
  file: 'partners/mila-hoffmann.jpg',
} as const;

/** The picture a picture site's Werkpaard service shows in its Dutch body. */
export const bodyPicture = {
  file: 'images/werkpaard-week.png',
  alt: 'Een werkweek in vaste blokken, van maandag tot vrijdag',
} as const;

export interface PictureSite {
  /** The content folder. */
  contentDir: string;
  /** Writes a file inside the content folder. */
  write(file: string, contents: string | Uint8Array): Promise<void>;
  /** Changes a text file inside the content folder. */
  edit(file: string, change: (text: string) => string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A copy of some content in a temporary folder, to change for a test: of a folder, or written by
 * a function (such as writeSmallSite).
 */
export async function copyContent(
  from: string | ((contentDir: string) => Promise<unknown>) = 'content',
): Promise<PictureSite> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'picture-site-'));
  const contentDir = path.join(dir, 'content');
  await (typeof from === 'string' ? cp(from, contentDir, { recursive: true }) : from(contentDir));
  const site: PictureSite = {
    contentDir,
    write: (file, contents) => writeFile(path.join(contentDir, file), contents),
    edit: async (file, change) => site.write(file, change(await readFile(path.join(contentDir, file), 'utf8'))),
    close: () => rm(dir, { recursive: true, force: true }),
  };
  return site;
}

/** An article's front matter without its picture. */
export const withoutCover = (text: string) =>
  text
    .replace(/^image: .*\n/m, '')
    .replace(/^alt: .*\n/m, '')
    .replace(/^ {2}alt: .*\n/m, '');

/**
 * The real content with pictures of every kind: a partner with a photo straight from a phone
 * (`photo`, 4,000 pixels with GPS in its EXIF, or the picture given), two articles with a cover
 * (the others without, which keeps a cold build short), and a picture in a service's body. The
 * real partners are fictional people, so the photo is generated pixels, never a person. `small`:
 * of a small copy of the real content (see writeSmallSite).
 */
export async function makePictureSite(options: { photo?: Uint8Array; small?: boolean } = {}): Promise<PictureSite> {
  // A small site has fewer pages, so fewer share cards to make from nothing.
  const site = await copyContent(options.small ? (contentDir) => writeSmallSite(contentDir, 0) : 'content');
  for (const name of await readdir(path.join(site.contentDir, 'articles'))) {
    if (!coveredArticles.some((slug) => name === `${slug}.md`)) await site.edit(`articles/${name}`, withoutCover);
  }
  await site.write(photographedPartner.file, options.photo ?? (await phonePhoto()));
  // Her drawn portrait gives way to the photo.
  await site.edit(`partners/${photographedPartner.id}.yaml`, (text) =>
    text.replace(/^photo: .*\n/m, '').replace(/^theme:/m, `photo: ${path.basename(photographedPartner.file)}\ntheme:`),
  );
  await site.write(
    bodyPicture.file,
    await sharp(await abstractPicture(1200, 800))
      .png()
      .toBuffer(),
  );
  await site.edit(
    'services/werkpaard.nl.md',
    (text) => `${text.trimEnd()}\n\n![${bodyPicture.alt}](${path.basename(bodyPicture.file)})\n`,
  );
  return site;
}
