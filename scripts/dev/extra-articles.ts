/**
 * Writes extra articles into a content folder, for measuring the generator and the dev server
 * on a large site: `tsx scripts/dev/extra-articles.ts --content DIR [--count 4000]`.
 *
 * Each article is a Dutch article with its English list item, valid under the schema and the
 * copy checks: titles and descriptions of search-result length, a body whose length matches its
 * reading time, related links to existing services and to other extra articles. Their dates lie
 * before those of the site's own articles, so menus keep showing the real ones.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { stringify } from 'yaml';
import { articleCategories } from '../../kinds/schemas.ts';
import { isEntryPoint } from '../entry-point.ts';

const topics: [nl: string, en: string][] = [
  ['klantgesprekken', 'customer interviews'],
  ['prijsstrategie', 'pricing strategy'],
  ['teamritme', 'team rhythm'],
  ['cashflow', 'cash flow'],
  ['onboarding', 'onboarding'],
  ['doelen stellen', 'goal setting'],
  ['werving', 'hiring'],
  ['positionering', 'positioning'],
  ['innovatie', 'innovation'],
  ['leiderschap', 'leadership'],
  ['verkoop', 'sales'],
  ['partnerschappen', 'partnerships'],
  ['feedback', 'feedback'],
  ['procesverbetering', 'process improvement'],
  ['financiering', 'funding'],
  ['merkverhaal', 'brand story'],
  ['klantbehoud', 'customer retention'],
  ['roadmaps', 'roadmaps'],
];

const nlSentences = [
  'Veel ondernemers beginnen met {topic} op het moment dat het eigenlijk al te laat is.',
  'Het helpt om eerst op te schrijven wat je nu doet en wat dat oplevert.',
  'Kies daarna een klein experiment dat je binnen twee weken kunt afronden.',
  'Betrek je team vanaf de eerste dag, want zij zien dingen die jij mist.',
  'Meet wat er verandert en bespreek de cijfers elke week in een kort overleg.',
  'Een goede afspraak over {topic} past op één pagina en iedereen kan hem navertellen.',
  'Wie te veel tegelijk wil, haalt aan het eind van het kwartaal niets af.',
  'Vraag klanten wat zij merken van de verandering en noteer hun woorden letterlijk.',
  'Stop met wat niet werkt, ook als je er al veel tijd in hebt gestoken.',
  'Zo wordt {topic} geen los project, maar een vaste gewoonte in je bedrijf.',
];

/** A generated body of about `words` words, in `##` sections. */
function body(topic: string, words: number, seed: number): string {
  const headings = ['Waar je begint', 'Zo pak je het aan', 'Wat je meet', 'Tot slot'];
  const paragraphs: string[] = [];
  let count = 0;
  let i = seed;
  while (count < words) {
    const sentences = [0, 1, 2, 3].map((k) =>
      nlSentences[(i + k * 3) % nlSentences.length]!.replaceAll('{topic}', topic),
    );
    const paragraph = sentences.join(' ');
    count += paragraph.split(/\s+/).length;
    if (paragraphs.length % 2 === 0) paragraphs.push(`## ${headings[(paragraphs.length / 2) % headings.length]}`);
    paragraphs.push(paragraph);
    i++;
  }
  return paragraphs.join('\n\n');
}

/** `start` followed by as many words of `more` as make it 150-160 characters long, the search-result length. */
function description(start: string, more: string): string {
  let text = start;
  for (const word of more.split(' ')) {
    if (text.length >= 149) break;
    text += ` ${word}`;
  }
  text += '.';
  if (text.length < 150 || text.length > 160) throw new Error(`no description of 150-160 characters from "${start}"`);
  return text;
}

/** The front matter and body of extra article number `n` (1-based), and its slug. */
export function extraArticle(n: number, services: string[], total: number): { slug: string; source: string } {
  const [topicNl, topicEn] = topics[n % topics.length]!;
  const number = String(n).padStart(4, '0');
  const slug = `notitie-${number}-${topicNl.replace(/[^a-z]+/g, '-')}`;
  const readTime = 1 + (n % 3);
  const date = new Date(Date.UTC(2024, 9, 1) - n * 86_400_000).toISOString().slice(0, 10);
  const neighbour = (k: number) => ((n - 1 + k) % total) + 1;
  const neighbourSlug = (m: number) =>
    `notitie-${String(m).padStart(4, '0')}-${topics[m % topics.length]![0].replace(/[^a-z]+/g, '-')}`;
  const data = {
    title: `Notitie ${number} over ${topicNl}`,
    description: description(
      `Notitie ${number} over ${topicNl} voor ondernemers die willen doorgroeien, met ` +
        `stappen die je deze week zelf zet.`,
      'Met voorbeelden uit de praktijk van kleine en grote teams in Nederland en een lijst met ' +
        'vragen voor je volgende overleg met het team',
    ),
    tags: ['Notities', topicNl[0]!.toUpperCase() + topicNl.slice(1)],
    date,
    readTime,
    category: articleCategories[n % articleCategories.length],
    keywords: [`${topicNl} mkb`, `${topicNl} startup`],
    popular: false,
    cta: {
      type: 'strategy-session',
      heading: 'Samen verder kijken?',
      text: 'Plan een strategiesessie en bespreek je volgende stap met ons.',
      button: 'Plan een strategiesessie',
      href: '/#contact',
    },
    related: [
      ...[1, 2, 3].map((k) => ({
        title: `Notitie ${neighbour(k)}`,
        url: `/artikelen/${neighbourSlug(neighbour(k))}`,
        description: 'Nog een notitie met praktische stappen voor je bedrijf.',
      })),
      ...[0, 1].map((k) => ({
        title: 'Een dienst die hierbij past',
        url: `/services/${services[(n + k) % services.length]}`,
        description: 'Zo helpen we je verder met dit onderwerp.',
      })),
    ],
    en: {
      title: `Note ${number} on ${topicEn}`,
      description: description(
        `Note ${number} on ${topicEn} for business owners who want to keep growing, with steps ` +
          `you can take yourself this week.`,
        'With examples from the practice of small and large teams in the Netherlands and a list ' +
          'of questions for your next meeting with the team',
      ),
      tags: ['Notes', topicEn[0]!.toUpperCase() + topicEn.slice(1)],
      cta: {
        heading: 'Shall we take a closer look together?',
        text: 'Book a strategy session and discuss your next step with us.',
        button: 'Book a strategy session',
      },
      related: [
        ...[1, 2, 3].map((k) => ({
          title: `Note ${neighbour(k)}`,
          description: 'Another note with practical steps for your business.',
        })),
        ...[0, 1].map(() => ({
          title: 'A service that fits',
          description: 'How we help you further with this subject.',
        })),
      ],
    },
  };
  return { slug, source: `---\n${stringify(data)}---\n${body(topicNl, readTime * 200, n)}\n` };
}

/** Writes `count` extra articles into `contentDir/articles`; returns their slugs. */
export async function writeExtraArticles(contentDir: string, count: number): Promise<string[]> {
  const services = [...new Set((await readdir(path.join(contentDir, 'services'))).map((f) => f.split('.')[0]!))].sort();
  await mkdir(path.join(contentDir, 'articles'), { recursive: true });
  const slugs: string[] = [];
  for (let n = 1; n <= count; n++) {
    const { slug, source } = extraArticle(n, services, count);
    await writeFile(path.join(contentDir, 'articles', `${slug}.md`), source);
    slugs.push(slug);
  }
  return slugs;
}

if (isEntryPoint(import.meta.url)) {
  const { values } = parseArgs({
    options: { content: { type: 'string' }, count: { type: 'string', default: '4000' } },
  });
  if (!values.content) {
    console.error('Usage: tsx scripts/dev/extra-articles.ts --content DIR [--count 4000]');
    process.exit(1);
  }
  const slugs = await writeExtraArticles(values.content, Number(values.count));
  console.log(`Wrote ${slugs.length} articles into ${values.content}/articles.`);
}
