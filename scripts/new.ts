/**
 * `npm run new -- <kind> "<title>" [--en "<English title>"] [--category <slug>] [--content DIR]`:
 * writes a new content file, in both languages where the kind needs them, with every required
 * field filled in with starter text in the right language, and prints its path and URL.
 *
 * Kinds: `article`, `service`, `landing`, `partner` (the title is then the partner's name). The
 * slug comes from the title. A new service is also listed in a category (`--category`, default the
 * first on the home page). Nothing is written when a file exists already or when the result
 * would not pass the checks of `npm run check:content`.
 */
import { access, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseDocument, stringify } from 'yaml';
import { loadEntries, parseEntry, type RawEntry } from '../build/load.ts';
import { validateEntries, localDate } from '../build/validate.ts';
import { formatProblem, type Problem } from '../build/problems.ts';
import { pagePaths } from '../build/references.ts';
import { slugify } from '../build/slug.ts';
import { seoLimits, wordsPerMinute } from '../build/copy-checks.ts';
import { articleCategories, type ArticleData, type CategoryData, type HomeData, type SiteData } from '../build/schema/index.ts';
import { countWords } from '../build/markdown.ts';
import { localePath, paths } from '../src/lib/paths.ts';

export const kinds = ['article', 'service', 'landing', 'partner'] as const;
export type Kind = (typeof kinds)[number];

export interface NewOptions {
  kind: Kind;
  title: string;
  /** The English title; default the Dutch one. */
  en?: string;
  /** For an article: its category; for a service: the category that lists it. */
  category?: string;
  contentDir: string;
  /** The date of a new article (YYYY-MM-DD); default today. */
  today?: string;
}

/** A file the scaffold writes: its path inside the content folder and its text. */
interface Written { relative: string; text: string }
/** A file to write, or a category file to list a new service in. */
type Planned = Written | { relative: string; listService: string };

export interface NewResult {
  /** Paths of the new files, as shown to the editor. */
  files: string[];
  /** Paths of existing files that now list the new page. */
  changed: string[];
  /** The URL paths of the new page in Dutch and English. */
  urls: string[];
}

/** Why a scaffold was refused: problems to show, one a line. */
export class ScaffoldError extends Error {}

const markdownFile = (data: unknown, body: string) => `---\n${stringify(data, { lineWidth: 0 })}---\n${body.trim()}\n`;

/** `start`, then as many words of `more` as make it a search-result description (150-160 characters). */
function description(start: string, more: string, fallback: string): string {
  const { min, max } = seoLimits.description;
  for (const first of [start, fallback]) {
    let text = first.replace(/[.!?]$/, '');
    for (const word of more.split(' ')) {
      if (text.length >= min - 1) break;
      text += ` ${word}`;
    }
    text += '.';
    if (text.length >= min && text.length <= max) return text;
  }
  throw new ScaffoldError(`could not write a description of ${min}-${max} characters; write a shorter title`);
}

/**
 * The title to give search engines when the page's own title does not fit their length with
 * " | <company>" behind it, or undefined when it fits.
 */
function searchTitle(title: string, siteName: string, longer: string): string | undefined {
  const suffix = siteName.length + 3;
  const min = seoLimits.title.min - suffix;
  const max = seoLimits.title.max - suffix;
  if (title.length >= min && title.length <= max) return undefined;
  if (title.length < min) return `${title}${longer}`.slice(0, max).trim();
  const words = title.split(/\s+/);
  let cut = '';
  for (const word of words) {
    if (`${cut} ${word}`.trim().length > max) break;
    cut = `${cut} ${word}`.trim();
  }
  return cut.length >= min ? cut.replace(/[,:;–-]$/, '').trim() : title.slice(0, max).trim();
}

interface Context {
  site: SiteData;
  entries: RawEntry[];
  articles: { slug: string; data: ArticleData }[];
  services: string[];
  categories: Map<string, { nl?: CategoryData; en?: CategoryData }>;
  home?: HomeData;
  label: string;
  contentDir: string;
}

async function context(contentDir: string): Promise<Context> {
  const { entries } = await loadEntries(contentDir);
  const site = entries.find((e) => e.kind === 'site')?.data as SiteData | undefined;
  if (!site?.name) throw new ScaffoldError(`${contentDir}/site.yaml is missing or has no name: is ${contentDir} a content folder?`);
  const categories = new Map<string, { nl?: CategoryData; en?: CategoryData }>();
  for (const e of entries.filter((x) => x.kind === 'category')) categories.set(e.key, { ...categories.get(e.key), [e.lang!]: e.data as CategoryData });
  return {
    site,
    entries,
    articles: entries.filter((e) => e.kind === 'article').map((e) => ({ slug: e.key, data: e.data as ArticleData }))
      .filter((a) => typeof a.data?.date === 'string').sort((a, b) => (a.data.date < b.data.date ? 1 : -1)),
    services: [...new Set(entries.filter((e) => e.kind === 'service').map((e) => e.key))].sort(),
    categories,
    home: entries.find((e) => e.kind === 'home' && e.lang === 'nl')?.data as HomeData | undefined,
    label: path.relative(process.cwd(), contentDir) || '.',
    contentDir,
  };
}

function articleFiles(o: NewOptions, slug: string, c: Context): Written[] {
  const category = (o.category ?? 'strategie-groei') as ArticleData['category'];
  if (!articleCategories.includes(category)) throw new ScaffoldError(`--category ${category} is not an article category; choose one of ${articleCategories.join(', ')}`);
  const tags = {
    'strategie-groei': ['Strategie', 'Strategy'], 'leiderschap-teams': ['Leiderschap', 'Leadership'], 'innovatie-technologie': ['Innovatie', 'Innovation'],
  }[category];
  const en = o.en ?? o.title;
  const related = [
    ...c.articles.slice(0, 5).map((a) => ({ title: a.data.title, url: paths.article(a.slug), description: a.data.description })),
    ...c.services.map((s) => ({ title: s, url: paths.service(s), description: 'Een dienst die je verder helpt met dit onderwerp.' })),
  ].slice(0, 5);
  const body = `
Veel ondernemers lopen tegen dit onderwerp aan op het moment dat hun bedrijf groeit. Wat eerst vanzelf ging, vraagt nu om bewuste keuzes. In dit artikel lees je waar het om draait, waarom het voor jouw bedrijf belangrijk is en hoe je er stap voor stap mee aan de slag gaat.

## Waarom dit ertoe doet

Kleine keuzes van vandaag bepalen hoe je bedrijf er over een jaar voor staat. Wie er op tijd bij stilstaat, voorkomt dat het team langs elkaar heen werkt en dat goede ideeën blijven liggen. Het levert rust op, en ruimte om te groeien.

## Zo pak je het aan

1. **Breng in kaart waar je nu staat.** Schrijf op wat goed gaat en wat steeds weer misloopt.
2. **Kies één ding om te verbeteren.** Houd het klein, zodat je binnen een paar weken resultaat ziet.
3. **Spreek af hoe je het meet.** Bespreek de voortgang elke week kort met je team.

## Tot slot

Je hoeft het niet in één keer goed te doen. Begin klein, leer van wat je ziet en stuur bij. Wil je sparren over de aanpak in jouw bedrijf? Plan dan een strategiesessie met ons.
`;
  const readTime = Math.max(1, Math.round(countWords(body) / wordsPerMinute));
  const data = {
    title: o.title,
    ...(searchTitle(o.title, c.site.name, ': een praktische gids') ? { seoTitle: searchTitle(o.title, c.site.name, ': een praktische gids') } : {}),
    description: description(
      `${o.title}: wat het is, waarom het ertoe doet en hoe je er als ondernemer mee aan de slag gaat`,
      'met praktische stappen voor je team en een eerste stap die je deze week al kunt zetten in je eigen bedrijf',
      'Wat het is, waarom het ertoe doet en hoe je er als ondernemer mee aan de slag gaat',
    ),
    tags: [tags[0]],
    date: o.today ?? localDate(),
    readTime,
    category,
    keywords: [o.title.toLowerCase().replace(/[.?!:]/g, '')],
    popular: false,
    cta: {
      type: 'strategy-session',
      heading: 'Verder praten over dit onderwerp?',
      text: 'Plan een strategiesessie. We kijken samen naar jouw situatie en de eerste stap die je kunt zetten.',
      button: 'Plan een strategiesessie',
      href: paths.contact,
    },
    related,
    en: {
      title: en,
      ...(searchTitle(en, c.site.name, ': a practical guide') ? { seoTitle: searchTitle(en, c.site.name, ': a practical guide') } : {}),
      description: description(
        `${en}: what it is, why it matters and how you can get started with it as a founder`,
        'with practical steps for your team and a first step you can take in your own company this week',
        'What it is, why it matters and how you can get started with it as a founder',
      ),
      tags: [tags[1]],
    },
  };
  return [{ relative: `articles/${slug}.md`, text: markdownFile(data, body) }];
}

function serviceFiles(o: NewOptions, slug: string, c: Context): Planned[] {
  const category = o.category ?? c.home?.propositions.groups[0] ?? [...c.categories.keys()][0];
  if (!category || !c.categories.has(category)) throw new ScaffoldError(`--category ${category} is not a category; choose one of ${[...c.categories.keys()].join(', ')}`);
  const related = c.services.slice(0, 3);
  if (related.length < 3) throw new ScaffoldError('a service lists three related services, and the site has fewer than three');
  const en = o.en ?? o.title;
  const shared = { icon: 'Briefcase', overviewCategory: 'consultancy', related };
  const nl = {
    title: o.title,
    subtitle: 'Een nieuwe manier om samen te werken aan de groei van je bedrijf',
    summary: `${o.title} helpt je bedrijf een stap verder, met een aanpak die past bij de fase waarin je nu zit.`,
    icon: shared.icon,
    overviewCategory: shared.overviewCategory,
    features: [
      { title: 'Een helder startpunt', description: 'We beginnen met een gesprek over waar je staat en wat je wilt bereiken.' },
      { title: 'Een plan op maat', description: 'Samen kiezen we de stappen die bij jouw bedrijf en jouw team passen.' },
      { title: 'Samen aan de slag', description: 'We werken mee aan de uitvoering, zodat plannen niet op papier blijven.' },
      { title: 'Meten en bijsturen', description: 'We kijken regelmatig wat het oplevert en sturen bij waar dat nodig is.' },
    ],
    benefits: [
      { icon: 'Target', title: 'Focus', description: 'Je weet waar je je tijd en geld aan besteedt, en waaraan niet.' },
      { icon: 'Users', title: 'Een team dat meedoet', description: 'Je mensen begrijpen de koers en werken er zelf aan mee.' },
      { icon: 'TrendingUp', title: 'Zichtbare resultaten', description: 'Binnen een paar weken zie je wat de aanpak je oplevert.' },
    ],
    faqs: [
      { question: 'Voor wie is deze dienst bedoeld?', answer: 'Voor ondernemers in startups, scale-ups en het mkb die willen doorgroeien en daarbij een ervaren sparringpartner zoeken.' },
      { question: 'Hoe beginnen we?', answer: 'Met een vrijblijvend gesprek. Daarin bespreken we je vraag en hoe we je het beste kunnen helpen.' },
    ],
    cta: { type: 'contact', text: 'Neem contact op' },
    related,
    seo: {
      title: searchTitle(o.title, c.site.name, ': advies voor ondernemers') ?? o.title,
      description: description(
        `${o.title}: een aanpak voor ondernemers in startups, scale-ups en het mkb die willen doorgroeien`,
        'met een helder plan en hulp bij de uitvoering, van het eerste gesprek tot zichtbare resultaten in je bedrijf',
        'Een aanpak voor ondernemers in startups, scale-ups en het mkb die willen doorgroeien',
      ),
      keywords: [o.title.toLowerCase()],
    },
  };
  const english = {
    title: en,
    subtitle: 'A new way to work together on the growth of your company',
    summary: `${en} takes your company a step further, with an approach that fits the stage you are in now.`,
    icon: shared.icon,
    overviewCategory: shared.overviewCategory,
    features: [
      { title: 'A clear starting point', description: 'We start with a conversation about where you stand and what you want to achieve.' },
      { title: 'A plan that fits', description: 'Together we choose the steps that suit your company and your team.' },
      { title: 'Working on it together', description: 'We help carry out the plan, so that it does not stay on paper.' },
      { title: 'Measuring and adjusting', description: 'We regularly look at the results and adjust the course where needed.' },
    ],
    benefits: [
      { icon: 'Target', title: 'Focus', description: 'You know what to spend your time and money on, and what to leave.' },
      { icon: 'Users', title: 'A team that takes part', description: 'Your people understand the course and help shape it themselves.' },
      { icon: 'TrendingUp', title: 'Visible results', description: 'Within a few weeks you can see what the approach brings you.' },
    ],
    faqs: [
      { question: 'Who is this service for?', answer: 'For founders and managers of startups, scale-ups and SMEs who want to grow and are looking for an experienced sounding board.' },
      { question: 'How do we start?', answer: 'With a conversation without obligation, about your question and how we can help you best.' },
    ],
    cta: { type: 'contact', text: 'Get in touch' },
    related,
    seo: {
      title: searchTitle(en, c.site.name, ': advice for founders') ?? en,
      description: description(
        `${en}: an approach for founders of startups, scale-ups and SMEs who want to grow their company`,
        'with a clear plan and help with carrying it out, from the first conversation to visible results in your company',
        'An approach for founders of startups, scale-ups and SMEs who want to grow their company',
      ),
      keywords: [en.toLowerCase()],
    },
  };
  const bodyNl = `
Elke groeifase vraagt om andere keuzes. Wat werkte toen je met z'n tweeën begon, werkt niet meer als je team groeit, je klanten veeleisender worden en je tijd schaarser wordt. Met ${o.title} helpen we je die keuzes bewust te maken en ze ook echt uit te voeren.

We beginnen bij jouw situatie. In een eerste gesprek brengen we samen in kaart waar je staat, waar je naartoe wilt en wat je daarbij in de weg zit. Op basis daarvan maken we een plan dat past bij je bedrijf, je team en je budget. Geen dik rapport, maar een overzicht van de stappen die het verschil maken.

Daarna gaan we samen aan de slag. We denken niet alleen mee, we helpen ook bij de uitvoering. Zo blijven plannen niet op papier staan en merk je binnen een paar weken wat de aanpak oplevert. Je team doet mee, zodat de kennis in huis blijft als wij weer weg zijn.

Onderweg kijken we regelmatig samen naar de resultaten. Wat werkt, bouwen we uit. Wat niet werkt, passen we aan. Zo houd je grip op de koers en weet je waar je je tijd en geld aan besteedt.

Benieuwd wat ${o.title} voor jouw bedrijf kan betekenen? Neem contact met ons op voor een vrijblijvend gesprek.
`;
  const bodyEn = `
Every stage of growth asks for different choices. What worked when the two of you started no longer works once your team grows, your customers expect more and your time gets scarce. With ${en} we help you make those choices on purpose, and carry them out as well.

We start from your situation. In a first conversation we map out together where you stand, where you want to go and what is holding you back. From there we make a plan that fits your company, your team and your budget. Not a thick report, but an overview of the steps that make the difference.

Then we get to work together. We do not just think it through with you, we also help carry out the plan. That way plans do not stay on paper, and within a few weeks you notice what the approach brings. Your team takes part, so that the knowledge stays in the company once we have left.

Along the way we regularly look at the results together. What works, we build on. What does not, we change. That way you keep a firm grip on the course and know what you spend your time and money on.

Curious what ${en} could mean for your company? Get in touch for a conversation without obligation.
`;
  return [
    { relative: `services/${slug}.nl.md`, text: markdownFile(nl, bodyNl) },
    { relative: `services/${slug}.en.md`, text: markdownFile(english, bodyEn) },
    ...(['nl', 'en'] as const).map((lang) => ({ relative: `categories/${category}.${lang}.md`, listService: slug })),
  ];
}

function landingFiles(o: NewOptions, slug: string, c: Context): Written[] {
  const related = c.services.slice(0, 3);
  if (related.length < 3) throw new ScaffoldError('a landing page lists three related services, and the site has fewer than three');
  const en = o.en ?? o.title;
  const nl = {
    title: o.title,
    subtitle: 'Advies en begeleiding voor ondernemers die willen doorgroeien',
    heroText: 'Je bedrijf groeit en de vragen worden groter. Wij helpen je kiezen, plannen en uitvoeren, met advies dat je morgen kunt gebruiken.',
    benefits: {
      heading: 'Wat je eraan hebt',
      style: 'cards',
      items: [
        { title: 'Focus', description: 'Je weet waar je je tijd en geld aan besteedt, en waaraan niet.', icon: 'Target' },
        { title: 'Een plan dat werkt', description: 'Een plan dat je team begrijpt en dat je elke maand naast je cijfers legt.', icon: 'FileText' },
        { title: 'Hulp bij de uitvoering', description: 'We denken niet alleen mee, we helpen ook bij het uitvoeren van het plan.', icon: 'Users' },
      ],
    },
    steps: {
      heading: 'Zo pakken we het aan',
      items: [
        { title: 'Kennismaken', description: 'We bespreken waar je staat en waar je naartoe wilt.', icon: 'MessageSquare' },
        { title: 'Plan maken', description: 'Samen kiezen we de stappen die het verschil maken.', icon: 'Compass' },
        { title: 'Uitvoeren en bijsturen', description: 'We gaan aan de slag en kijken regelmatig wat het oplevert.', icon: 'TrendingUp' },
      ],
    },
    audience: {
      heading: 'Voor wie is dit?',
      items: [
        'Oprichters van startups die hun eerste stappen willen zetten',
        'Scale-ups die willen doorgroeien zonder de grip te verliezen',
        'Mkb-bedrijven die klaar zijn voor een volgende stap',
      ],
    },
    related,
    faqs: [
      { question: 'Voor wie is deze aanpak bedoeld?', answer: 'Voor ondernemers in startups, scale-ups en het mkb die willen doorgroeien.' },
      { question: 'Hoe lang duurt een traject?', answer: 'Dat hangt af van je vraag. Een eerste plan staat meestal binnen een paar weken.' },
      { question: 'Wat kost het?', answer: 'Na een eerste gesprek krijg je een voorstel dat past bij je vraag en je budget.' },
      { question: 'Met wie werk ik samen?', answer: 'Met {consultant}, en waar nodig met een van onze raspaarden.' },
      { question: 'Hoe beginnen we?', answer: 'Met een vrijblijvend gesprek over je vraag en je plannen.' },
    ],
    cta: { heading: 'Klaar voor de volgende stap?', text: 'Vertel ons waar je staat. We nemen contact met je op voor een vrijblijvend gesprek.', button: 'Start een gesprek' },
    seo: {
      title: searchTitle(o.title, c.site.name, ': advies voor ondernemers') ?? o.title,
      description: description(
        `${o.title}: advies en begeleiding voor ondernemers in startups, scale-ups en het mkb die willen doorgroeien`,
        'met een helder plan en hulp bij de uitvoering, van het eerste gesprek tot resultaat',
        'Advies en begeleiding voor ondernemers in startups, scale-ups en het mkb die willen doorgroeien',
      ),
      keywords: [o.title.toLowerCase()],
    },
  };
  const english = {
    ...nl,
    title: en,
    subtitle: 'Advice and support for founders who want to grow',
    heroText: 'Your company is growing and the questions are getting bigger. We help you choose, plan and carry out, with advice you can use tomorrow.',
    benefits: {
      heading: 'What it gives you',
      style: 'cards',
      items: [
        { title: 'Focus', description: 'You know what to spend your time and money on, and what to leave.', icon: 'Target' },
        { title: 'A plan that works', description: 'A plan that your team understands and that you check against your figures every month.', icon: 'FileText' },
        { title: 'Help with carrying it out', description: 'We do not just think it through with you, we also help you carry out the plan.', icon: 'Users' },
      ],
    },
    steps: {
      heading: 'How we work',
      items: [
        { title: 'Getting to know you', description: 'We talk about where you stand and where you want to go.', icon: 'MessageSquare' },
        { title: 'Making a plan', description: 'Together we choose the steps that make the difference.', icon: 'Compass' },
        { title: 'Carrying it out', description: 'We get to work and regularly look at the results.', icon: 'TrendingUp' },
      ],
    },
    audience: {
      heading: 'Who is this for?',
      items: ['Founders of startups who are taking their first steps', 'Scale-ups that want to grow without losing their grip', 'SMEs that are ready for their next step'],
    },
    faqs: [
      { question: 'Who is this approach for?', answer: 'For founders and managers of startups, scale-ups and SMEs who want to grow.' },
      { question: 'How long does it take?', answer: 'That depends on your question. A first plan is usually ready within a few weeks.' },
      { question: 'What does it cost?', answer: 'After a first conversation you get a proposal that fits your question and your budget.' },
      { question: 'Who will I work with?', answer: 'With {consultant}, and where needed with one of our expert partners.' },
      { question: 'How do we start?', answer: 'With a conversation without obligation about your question and your plans.' },
    ],
    cta: { heading: 'Ready for the next step?', text: 'Tell us where you stand. We will get in touch for a conversation without obligation.', button: 'Start a conversation' },
    seo: {
      title: searchTitle(en, c.site.name, ': advice for founders') ?? en,
      description: description(
        `${en}: advice and support for founders of startups, scale-ups and SMEs who want to grow their company`,
        'with a clear plan and help with carrying it out, from the first conversation to results',
        'Advice and support for founders of startups, scale-ups and SMEs who want to grow their company',
      ),
      keywords: [en.toLowerCase()],
    },
  };
  return [
    { relative: `landing/${slug}.nl.md`, text: markdownFile(nl, 'Groeien gaat niet vanzelf. Op deze pagina lees je hoe we ondernemers helpen om keuzes te maken en die ook echt uit te voeren.') },
    { relative: `landing/${slug}.en.md`, text: markdownFile(english, 'Growth does not happen by itself. On this page you can read how we help founders make choices and carry them out.') },
  ];
}

function partnerFiles(o: NewOptions, slug: string, c: Context): Written[] {
  const domain = c.site.email.split('@')[1];
  const profile = (lang: 'nl' | 'en') => lang === 'nl'
    ? {
      specialization: 'Strategie en groei voor startups en scale-ups',
      location: c.site.city,
      whoIAm: `Ik ben ${o.title}. Ik werk als zelfstandig specialist met ondernemers die willen doorgroeien.\n\nIn mijn werk combineer ik ervaring uit de praktijk met een nuchtere blik op wat er nodig is.\n`,
      whatDrivesMe: 'Ik zie graag hoe een team groeit als de koers helder is. Dat moment, waarop plannen werk worden, drijft me.\n',
      whatIBring: 'Ik breng ervaring mee met strategie, organisatie en uitvoering, en een netwerk van ondernemers en specialisten.\n',
      contributions: [
        { title: 'Strategiesessie', subtitle: 'In één dag een heldere koers', icon: 'Target', description: 'Samen met je team bepalen we waar je naartoe wilt en welke keuzes daarbij horen.' },
        { title: 'Begeleiding', subtitle: 'Een vast moment per maand', icon: 'Calendar', description: 'Een maandelijkse sessie om keuzes te toetsen en de voortgang te bespreken.' },
        { title: 'Teamontwikkeling', subtitle: 'Samen sterker', icon: 'Users', description: 'Ik help je team om goed samen te werken en elkaar scherp te houden.' },
      ],
      projects: [{ name: 'Groeistrategie voor een scale-up', description: 'Een plan voor de komende twee jaar, samen met het team opgesteld en ingevoerd.' }],
    }
    : {
      specialization: 'Strategy and growth for startups and scale-ups',
      location: c.site.city,
      whoIAm: `I am ${o.title}. I work as an independent specialist with founders who want to grow their company.\n\nIn my work I combine experience from practice with a down-to-earth view of what is needed.\n`,
      whatDrivesMe: 'I like to see a team grow once the course is clear. That moment, when plans turn into work, is what drives me.\n',
      whatIBring: 'I bring experience with strategy, organisation and execution, and a network of founders and specialists.\n',
      contributions: [
        { title: 'Strategy session', subtitle: 'A clear course in one day', icon: 'Target', description: 'Together with your team we decide where you want to go and which choices that takes.' },
        { title: 'Coaching', subtitle: 'One fixed moment a month', icon: 'Calendar', description: 'A monthly session to test your choices and discuss the progress you have made.' },
        { title: 'Team development', subtitle: 'Stronger together', icon: 'Users', description: 'I help your team work well together and keep each other sharp.' },
      ],
      projects: [{ name: 'Growth strategy for a scale-up', description: 'A plan for the next two years, written and carried out together with the team.' }],
    };
  const data = {
    name: o.title,
    email: `${slug.split('-')[0]}@${domain}`,
    linkedin: `https://www.linkedin.com/in/${slug}`,
    theme: 'sage',
    languages: ['nl', 'en'],
    nl: profile('nl'),
    en: profile('en'),
  };
  return [{ relative: `partners/${slug}.yaml`, text: stringify(data, { lineWidth: 0 }) }];
}

/** The URL path of a new page of `kind`. */
function pagePath(kind: Kind, slug: string): string {
  switch (kind) {
    case 'article': return paths.article(slug);
    case 'service': return paths.service(slug);
    case 'landing': return paths.landing(slug);
    case 'partner': return paths.expert(slug);
  }
}

const exists = (file: string) => access(file).then(() => true, () => false);

/** Adds a service to a category's `services:` list, keeping the rest of the file as it is. */
function withService(source: string, slug: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new ScaffoldError('a category file has no front matter');
  const doc = parseDocument(match[1]!);
  const services = doc.get('services') as { add(value: unknown): void } | undefined;
  if (!services) throw new ScaffoldError('a category file has no services list');
  services.add(slug);
  return `---\n${doc.toString({ lineWidth: 0 })}---\n${source.slice(match[0].length)}`;
}

/**
 * Writes the files of a new page and returns what it wrote. Throws a ScaffoldError, writing
 * nothing, when a file exists already or the new files would not pass the content checks.
 */
export async function scaffold(o: NewOptions): Promise<NewResult> {
  const contentDir = path.resolve(o.contentDir);
  const slug = slugify(o.title);
  if (!slug) throw new ScaffoldError(`"${o.title}" gives no slug: use letters or digits in the title`);
  const c = await context(contentDir);
  const planned: Planned[] = (() => {
    switch (o.kind) {
      case 'article': return articleFiles(o, slug, c);
      case 'service': return serviceFiles(o, slug, c);
      case 'landing': return landingFiles(o, slug, c);
      case 'partner': return partnerFiles(o, slug, c);
    }
  })();

  const shown = (relative: string) => `${c.label}/${relative}`;
  const files: Written[] = [];
  const changed: string[] = [];
  for (const file of planned) {
    const full = path.join(contentDir, file.relative);
    if ('listService' in file) {
      files.push({ relative: file.relative, text: withService(await readFile(full, 'utf8'), file.listService) });
      changed.push(shown(file.relative));
      continue;
    }
    if (await exists(full)) throw new ScaffoldError(`${shown(file.relative)} exists already: choose another title, or edit that file`);
    files.push(file);
  }
  const url = pagePath(o.kind, slug);
  const redirects = c.entries.find((e) => e.kind === 'redirects')?.data;
  const taken = new Set([...pagePaths(c.entries), ...(Array.isArray(redirects) ? redirects.map((r: { from: string }) => r.from) : [])]);
  if (taken.has(url)) throw new ScaffoldError(`${url} is taken already, by another page or a redirect: choose another title`);

  // The new files must pass every check, together with the content that is there.
  const replaced = new Set(files.map((f) => shown(f.relative)));
  const added: RawEntry[] = [];
  const problems: Problem[] = [];
  for (const file of files) {
    const parsed = parseEntry(shown(file.relative), file.relative, file.text);
    if (parsed.entry) added.push(parsed.entry);
    problems.push(...parsed.problems);
  }
  const result = validateEntries([...c.entries.filter((e) => !replaced.has(e.file)), ...added], problems, c.label, { today: o.today });
  const ours = result.problems.filter((p) => replaced.has(p.file) || p.file.includes(`/${slug}.`));
  if (ours.length) throw new ScaffoldError(`the new files would not pass the checks, so nothing was written:\n${ours.map((p) => `  ${formatProblem(p)}`).join('\n')}${ours.some((p) => p.message.includes('reads as Dutch')) ? '\nGive the English title with --en "English title".' : ''}`);

  for (const file of files) await writeFile(path.join(contentDir, file.relative), file.text);
  return { files: files.map((f) => shown(f.relative)).filter((f) => !changed.includes(f)), changed, urls: [url, localePath('en', url)] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const usage = `Usage: npm run new -- <${kinds.join('|')}> "<title>" [--en "<English title>"] [--category <slug>] [--content DIR]`;
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { en: { type: 'string' }, category: { type: 'string' }, content: { type: 'string', default: 'content' } },
  });
  const [kind, ...words] = positionals;
  if (!kinds.includes(kind as Kind) || words.length === 0) {
    console.error(usage);
    process.exit(2);
  }
  try {
    const result = await scaffold({ kind: kind as Kind, title: words.join(' ').trim(), en: values.en, category: values.category, contentDir: values.content });
    for (const file of result.files) console.log(`Wrote ${file}`);
    for (const file of result.changed) console.log(`Listed it in ${file}`);
    console.log(`URL: ${result.urls.join(' and ')}  (see it with npm run dev: http://localhost:4321${result.urls[0]})`);
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    console.error(`Nothing written: ${error.message}`);
    process.exitCode = 1;
  }
}
