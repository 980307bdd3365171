import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuiltSite } from '../../../build/pipeline.ts';
import { cacheKey, ImageCache } from '../../../build/images/cache.ts';
import { abstractPicture } from '../../support/pictures.ts';
import { makePictureSite, photographedPartner, type PictureSite } from '../../support/picture-site.ts';

let site: PictureSite;
let cacheDir: string;
beforeAll(async () => {
  site = await makePictureSite({ photo: await abstractPicture(1200, 1200) });
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'picture-cache-'));
});
afterAll(async () => {
  await site?.close();
  await rm(cacheDir, { recursive: true, force: true });
});

const pictureFiles = (built: BuiltSite) =>
  new Map(
    [...built.files].filter(
      ([file]) =>
        /^assets\/(images|share)\/.+\.(avif|webp|jpg|png)$/.test(file) && !/\/share\/[a-z]+-(nl|en)/.test(file),
    ),
  );

async function timedBuild(cache: ImageCache) {
  const started = performance.now();
  const built = await buildSite({ contentDir: site.contentDir, imageCache: cache });
  return { built, ms: performance.now() - started, cache };
}

describe('the picture cache', () => {
  it('makes a picture or share image once: a second build reads it byte for byte from the cache', async () => {
    const cold = await timedBuild(new ImageCache(cacheDir));
    const warm = await timedBuild(new ImageCache(cacheDir));
    const made = pictureFiles(cold.built);
    expect(made.size).toBeGreaterThan(30);
    expect(cold.cache.stats.misses).toBeGreaterThan(made.size);
    expect(warm.cache.stats).toEqual({ hits: cold.cache.stats.misses, misses: 0 });
    const reused = pictureFiles(warm.built);
    expect([...reused.keys()].sort()).toEqual([...made.keys()].sort());
    for (const [file, bytes] of made)
      expect(Buffer.from(reused.get(file) as Uint8Array).equals(Buffer.from(bytes as Uint8Array)), file).toBe(true);
    console.log(
      `pictures of the fixture site: ${made.size} files; build with a cold cache ` +
        `${Math.round(cold.ms)} ms, with a warm one ${Math.round(warm.ms)} ms`,
    );
    // The cache holds each made file once, under its key, and each share image and the logo.
    const stored = (await readdir(cacheDir, { recursive: true })).filter((f) =>
      /\.(avif|webp|jpg|png)$/.test(String(f)),
    );
    const drawn = [...cold.built.files.keys()].filter((f) => /^assets\/(share\/.+|logo-[0-9a-f]+)\.png$/.test(f));
    expect(drawn.length).toBeGreaterThan(10);
    expect(stored.length).toBe(made.size + drawn.length);
    // The share images and the logo the second build read are the ones the first one drew.
    for (const file of drawn)
      expect(
        Buffer.from(warm.built.files.get(file) as Uint8Array).equals(
          Buffer.from(cold.built.files.get(file) as Uint8Array),
        ),
        file,
      ).toBe(true);
  }, 300_000);

  it('names files by what made them: a changed photo is made again under new names, the rest reused', async () => {
    const before = pictureFiles((await timedBuild(new ImageCache(cacheDir))).built);
    await site.write(photographedPartner.file, await abstractPicture(1000, 1000));
    const { built, cache } = await timedBuild(new ImageCache(cacheDir));
    const after = pictureFiles(built);
    const gone = [...before.keys()].filter((f) => !after.has(f));
    const added = [...after.keys()].filter((f) => !before.has(f));
    expect(gone.length).toBeGreaterThan(0);
    expect(gone.every((f) => f.startsWith('assets/images/mila-hoffmann-'))).toBe(true);
    expect(added.every((f) => f.startsWith('assets/images/mila-hoffmann-'))).toBe(true);
    expect(added).toHaveLength(gone.length);
    // Only the new photo is measured (size, and its square preview) and made again.
    expect(cache.stats.misses).toBe(added.length + 2);
  }, 300_000);

  it("keys on the source, the options and the encoder's version", () => {
    const key = cacheKey('a'.repeat(64), { width: 360, height: 203, format: 'avif' });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(cacheKey('a'.repeat(64), { width: 360, height: 203, format: 'avif' })).toBe(key);
    expect(cacheKey('b'.repeat(64), { width: 360, height: 203, format: 'avif' })).not.toBe(key);
    expect(cacheKey('a'.repeat(64), { width: 360, height: 203, format: 'webp' })).not.toBe(key);
  });

  it('keeps what a picture is, never that it could not be read: the next build tries it again', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'picture-facts-'));
    try {
      type Inspected = { facts?: { width: number }; problem?: string };
      const unreadable: Inspected = { problem: 'is not a picture the build can read' };
      const readable: Inspected = { facts: { width: 1200 } };
      const key = cacheKey('source-hash', 'facts');
      const keepFacts = (made: Inspected) => made.facts !== undefined;
      expect(await new ImageCache(dir).json(key, async () => unreadable, keepFacts)).toEqual(unreadable);
      // A later build (another sharp, say) reads it: its facts are made, not the old failure read.
      expect(await new ImageCache(dir).json(key, async () => readable, keepFacts)).toEqual(readable);
      const third = new ImageCache(dir);
      expect(await third.json(key, async () => unreadable, keepFacts)).toEqual(readable);
      expect(third.stats).toEqual({ hits: 1, misses: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
