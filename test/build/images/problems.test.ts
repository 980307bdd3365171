import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../build/pipeline.ts';
import { loadEntries } from '../../../build/content/load.ts';
import { validateEntries } from '../../../build/content/validate.ts';
import { ContentError, formatProblem, type Problem } from '../../../build/content/problems.ts';
import { abstractPicture, brokenPhoto, gifPicture } from '../../support/pictures.ts';
import { copyContent, withoutCover, type PictureSite } from '../../support/picture-site.ts';

const article = 'articles/ogsm-model-als-groeibooster-voor-startups.md';
const partner = 'partners/sanne-oliveira.yaml';

let site: PictureSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

/** The line (from 1) of the first line of a content file that matches. */
async function lineOf(file: string, pattern: RegExp): Promise<number> {
  const lines = (await readFile(path.join(site!.contentDir, file), 'utf8')).split('\n');
  const index = lines.findIndex((l) => pattern.test(l));
  expect(index, `${file} has a line matching ${pattern}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

/** The problems a build of the site reports (it must fail), by file inside the content folder. */
async function buildProblems(): Promise<Problem[]> {
  const error = await buildSite({ contentDir: site!.contentDir }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the build fails').toBeInstanceOf(ContentError);
  return (error as ContentError).problems.map((p) => ({
    ...p,
    file: p.file.slice(p.file.indexOf('/content/') + '/content/'.length),
  }));
}

/** The problems validation reports, by file inside the content folder. */
async function validationProblems(): Promise<Problem[]> {
  const { entries, problems } = await loadEntries(site!.contentDir);
  return validateEntries(entries, problems, 'content').problems.map((p) => ({
    ...p,
    file: p.file.slice(p.file.indexOf('/content/') + '/content/'.length),
  }));
}

const setImage = (text: string, lines: string) =>
  withoutCover(text).replace(/^category: (.*)$/m, `category: $1\n${lines}`);

describe('a picture an editor gets wrong fails the build with file, field and line', () => {
  it("an article's image without a text, or with an empty one that is not marked decorative", async () => {
    site = await copyContent();
    await site.edit(article, (text) => setImage(text, 'image: ogsm.svg'));
    await site.edit('articles/kotters-8-stappen-in-praktijk-bij-scale-ups.md', (text) =>
      setImage(text, 'image: kotter.svg\nalt: ""').replace(/^en:\n/m, 'en:\n  alt: "A staircase of eight steps."\n'),
    );
    await site.edit('articles/prototype-in-een-week.md', (text) =>
      setImage(text, 'image: prototype-week.svg\ndecorative: true\nalt: ""'),
    );
    await site.edit('articles/product-market-fit-meten.md', (text) => setImage(text, 'alt: "Twee puzzelstukken."'));
    const problems = await validationProblems();
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          file: article,
          field: 'image',
          line: await lineOf(article, /^image:/),
          message:
            'has no Dutch alt text: write in `alt` what the picture shows, or set `decorative: ' +
            'true` when it adds nothing the text does not say',
        },
        // A field missing from a group points at the group's first line, as for every missing field.
        {
          file: article,
          field: 'en',
          line: (await lineOf(article, /^en:/)) + 1,
          message:
            'has no English alt text: write in `en.alt` what the picture shows, or set ' +
            '`decorative: true` when it adds nothing the text does not say',
        },
        {
          file: 'articles/kotters-8-stappen-in-praktijk-bij-scale-ups.md',
          field: 'alt',
          line: await lineOf('articles/kotters-8-stappen-in-praktijk-bij-scale-ups.md', /^alt:/),
          message:
            'is empty: write in `alt` what the picture shows, or set `decorative: true` when it ' +
            'adds nothing the text does not say',
        },
        {
          file: 'articles/product-market-fit-meten.md',
          field: 'alt',
          line: await lineOf('articles/product-market-fit-meten.md', /^alt:/),
          message: 'describes a picture, but the article has no image; add `image` or remove `alt`',
        },
      ]),
    );
    // A decorative picture needs no text.
    expect(problems.filter((p) => p.file === 'articles/prototype-in-een-week.md')).toEqual([]);
    expect(problems).toHaveLength(4);
  });

  it('a picture missing, broken, of a format the build does not take, or outside the content folder', async () => {
    site = await copyContent();
    await site.write('images/half.jpg', await brokenPhoto());
    await site.write('images/animation.jpg', await gifPicture());
    await site.edit(partner, (text) => text.replace(/^photo: .*$/m, 'photo: sanne.jpg'));
    await site.edit(article, (text) =>
      setImage(text, 'image: half.jpg\nalt: "Een halve foto."').replace(/^en:\n/m, 'en:\n  alt: "Half a photo."\n'),
    );
    await site.edit('articles/kotters-8-stappen-in-praktijk-bij-scale-ups.md', (text) =>
      text.replace(/^image: .*$/m, 'image: animation.jpg'),
    );
    await site.edit('articles/prototype-in-een-week.md', (text) =>
      text.replace(/^image: .*$/m, 'image: ../../geheim.jpg'),
    );
    const problems = await buildProblems();
    const kotter = 'articles/kotters-8-stappen-in-praktijk-bij-scale-ups.md';
    const prototype = 'articles/prototype-in-een-week.md';
    expect(problems.map((p) => ({ ...p, message: p.message.replace(/ \(.*?\) is broken: .*/, ' is broken') }))).toEqual(
      expect.arrayContaining([
        {
          file: partner,
          field: 'photo',
          line: await lineOf(partner, /^photo:/),
          message: expect.stringMatching(
            new RegExp(
              String.raw`^"sanne\.jpg" is not there: ` +
                String.raw`looked for .*content/partners/sanne\.jpg and .*content/images/sanne\.jpg; ` +
                String.raw`check the name \(letter case counts\) or add the file$`,
            ),
          ),
        },
        { file: article, field: 'image', line: await lineOf(article, /^image:/), message: '"half.jpg" is broken' },
        {
          file: kotter,
          field: 'image',
          line: await lineOf(kotter, /^image:/),
          message: expect.stringMatching(
            new RegExp(
              String.raw`^"animation\.jpg" \(.*content/images/animation\.jpg\) is a GIF, ` +
                'which the build does not take; ' +
                'save it as JPEG, PNG, WebP, AVIF or SVG$',
            ),
          ),
        },
        {
          file: prototype,
          field: 'image',
          line: await lineOf(prototype, /^image:/),
          message:
            '"../../geheim.jpg" leads outside the content folder; keep pictures inside it (in ' +
            'images/, or beside the file)',
        },
      ]),
    );
    expect(problems).toHaveLength(4);
    // Said as every content problem is: file:line: field: message.
    expect(formatProblem(problems.find((p) => p.field === 'photo')!)).toMatch(
      /^partners\/sanne-oliveira\.yaml:\d+: photo: "sanne\.jpg" is not there/,
    );
  });

  it('a body picture without a text, missing or on another site, and a picture outside a body', async () => {
    site = await copyContent();
    await site.write('images/schema.png', await abstractPicture(400, 300));
    const service = 'services/werkpaard.nl.md';
    await site.edit(
      service,
      (text) =>
        `${text.trimEnd()}\n\nEen schema:\n\n![](schema.png)\n\n![Het ` +
        `weekritme](weekritme.png)\n\n![Een foto](https://example.com/foto.jpg)\n`,
    );
    const landing = 'landing/marketingstrategie-startup-groeien.nl.md';
    await site.edit(landing, (text) =>
      text.replace(/^ {4}body: \|\n/m, '    body: |\n      ![Een grafiek](grafiek.png)\n\n'),
    );
    const problems = await buildProblems();
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          file: service,
          field: '(body)',
          line: await lineOf(service, /^!\[\]\(schema\.png\)/),
          message:
            'the picture "schema.png" has no text: write what it shows between the brackets, ' +
            '![what it shows](schema.png)',
        },
        {
          file: service,
          field: '(body)',
          line: await lineOf(service, /weekritme/),
          message: expect.stringMatching(
            new RegExp(
              String.raw`^"weekritme\.png" is not there: ` +
                String.raw`looked for .*content/services/weekritme\.png and .*content/images/weekritme\.png`,
            ),
          ),
        },
        {
          file: service,
          field: '(body)',
          line: await lineOf(service, /example\.com/),
          message: expect.stringMatching(
            new RegExp(
              String.raw`^"https://example\.com/foto\.jpg" is an address on the web; ` +
                'save the picture in images/ of the content folder',
            ),
          ),
        },
      ]),
    );
    // A text field's line is where the field starts.
    const sectionLine = await lineOf(landing, /^ {4}body: \|/);
    expect(problems.find((p) => p.file === landing)).toMatchObject({
      field: expect.stringMatching(/^sections\[\d+\]\.body$/),
      line: sectionLine,
      message: expect.stringMatching(/only shows in the body of a page/),
    });
  });
});
