import type { RawEntry } from './load.ts';
import type { Lang } from '../../kinds/fields.ts';

/** Where a rule is explained: a section of STYLE.md. */
type StyleSection =
  | 'Address'
  | 'House terms'
  | 'Names'
  | 'Capitals and punctuation'
  | 'Numbers, ranges, money and time'
  | 'Claims'
  | 'Words to avoid';

/** One rule of the house style that a machine can check (STYLE.md explains them all). */
export interface StyleRule {
  /** A short name, for the tests. */
  id: string;
  /** The language whose copy it checks. */
  lang: Lang | 'both';
  /** The variant to avoid. */
  find: RegExp;
  /** What to write instead. */
  use: string;
  /** A sentence that also matches this is fine (the variant is allowed in its company). */
  unless?: RegExp;
  /**
   * A cheaper pattern that every match of `find` also matches, for a `find` that is slow to run
   * (Unicode letters, case-insensitive): copy without it is not searched.
   */
  quick?: RegExp;
  /** Kinds of content the rule leaves alone. */
  skip?: readonly RawEntry['kind'][];
  section: StyleSection;
}

/** Alternatives of a regular expression, one a list item. */
const anyOf = (words: readonly string[]) => words.join('|');

const units = {
  nl: anyOf([
    ...['minuten', 'minuut', 'uur', 'uren', 'dagen', 'dag', 'weken', 'week', 'maanden', 'maand', 'jaar', 'jaren'],
    ...['kwartalen', 'sessies', 'deelnemers', 'mensen', 'medewerkers', 'locaties', 'seconden'],
  ]),
  en: anyOf([
    ...['minutes', 'minute', 'hours', 'hour', 'days', 'day', 'weeks', 'week', 'months', 'month', 'years', 'year'],
    ...['quarters', 'sessions', 'participants', 'people', 'employees', 'sites', 'seconds'],
  ]),
  /** Spans of time: in English, "from ten to thirty people" is growth, not a range. */
  enTime: 'minutes|hours|days|weeks|months|years|quarters|seconds',
};
const nlNumberWords = 'één|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|vijftien|twintig|dertig';
const enNumberWords = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty';
const americanStems = anyOf([
  ...['organiz', 'prioritiz', 'realiz', 'recogniz', 'specializ', 'analyz', 'optimiz', 'minimiz', 'maximiz'],
  ...['customiz', 'emphasiz', 'utiliz', 'summariz', 'categoriz', 'visualiz', 'standardiz', 'finaliz', 'mobiliz'],
  ...['digitaliz', 'monetiz', 'apologiz', 'authoriz', 'centraliz', 'characteriz', 'criticiz', 'familiariz'],
  ...['memoriz', 'moderniz', 'personaliz', 'stabiliz', 'symboliz', 'capitaliz', 'energiz', 'jeopardiz', 'scrutiniz'],
]);
/** Words that British English spells with -our, -re or -ogue. */
const americanWords = anyOf([
  ...['color', 'favor', 'favorite', 'behavior', 'labor', 'honor', 'humor', 'neighbor', 'flavor', 'rumor'],
  ...['center', 'catalog'],
]);
/** A figure, whole or with decimals. */
const figure = String.raw`\d+(?:[.,]\d+)?`;
/** Dutch compounds written apart (and one written together) that the house style writes otherwise. */
const dutchCompounds = anyOf([
  String.raw`workshop aanvra\w*`,
  String.raw`intake afspra\w*`,
  String.raw`e-?mail programma\w*`,
  'standaard assessment',
  'pitch deck',
  'personal-brandingworkshop',
  `AI (?:${anyOf(['tools?', 'strategie', 'transformatie', 'toepassingen', 'beleid', 'assessment'])})`,
]);

/**
 * The house style, as far as a machine can check it: per language the variant to avoid and the
 * term to use, with the section of STYLE.md that explains why. Add a rule here and a fixture for it
 * in test/unit/copy-checks.test.ts.
 */
export const styleRules: readonly StyleRule[] = [
  // House terms
  { id: 'startup', lang: 'both', find: /\bstart-ups?\b/i, use: 'startup', section: 'House terms' },
  { id: 'scale-up', lang: 'both', find: /\bscaleups?\b/i, use: 'scale-up', section: 'House terms' },
  { id: 'mkb', lang: 'nl', find: /\bMKB\b/, use: 'mkb', section: 'House terms' },
  { id: 'oprichter', lang: 'nl', find: /\bfounders?\b/i, use: 'oprichter (or ondernemer)', section: 'House terms' },
  {
    id: 'e-mail',
    lang: 'nl',
    find: /(?<![-\w])email(?!js)\w*/i,
    use: 'e-mail, e-mailadres, e-mailprogramma',
    section: 'House terms',
  },
  { id: 'email', lang: 'en', find: /\be-mail/i, use: 'email', section: 'House terms' },
  { id: 'mt-pitch-nl', lang: 'nl', find: /\bMT(?:\s+[Pp]itch|-Pitch)\b/, use: 'MT-pitch', section: 'House terms' },
  { id: 'mt-pitch-en', lang: 'en', find: /\bMT(?:-pitch|\s+Pitch)\b/, use: 'MT pitch', section: 'House terms' },
  {
    id: 'ikigai',
    lang: 'both',
    find: /\bIKIGAI\b(?! Journey)/,
    use: 'ikigai (the idea) or IKIGAI Journey (the service)',
    section: 'House terms',
  },
  { id: 'services', lang: 'nl', find: /\bproposities?\b/i, use: 'service(s)', section: 'House terms' },
  { id: 'services-en', lang: 'en', find: /(?<!value )\bpropositions?\b/i, use: 'service(s)', section: 'House terms' },
  { id: 'pilots', lang: 'nl', find: /\bpiloten\b/i, use: 'pilots (piloten fly planes)', section: 'House terms' },
  { id: 'kantooruren', lang: 'nl', find: /\bkantoortijd(?:en)?\b/i, use: 'kantooruren', section: 'House terms' },
  {
    id: 'bedrijfsstrategie',
    lang: 'nl',
    find: /\bbusiness[\s-]?strategie/i,
    use: 'bedrijfsstrategie',
    section: 'House terms',
  },
  { id: 'financiering', lang: 'nl', find: /\bfunding\b/i, use: 'financiering', section: 'House terms' },
  { id: '15-minutes', lang: 'en', find: /\bquarter of an hour\b/i, use: '15 minutes', section: 'House terms' },
  {
    id: 'compounds',
    lang: 'nl',
    find: new RegExp(String.raw`\b(?:${dutchCompounds})\b`, 'i'),
    use:
      'one word: workshopaanvraag, intakeafspraak, e-mailprogramma, standaardassessment, pitchdeck, AI-tool ' +
      '(and workshop personal branding)',
    section: 'House terms',
  },
  {
    id: 'guidance',
    lang: 'en',
    find: /\bguidance\b/i,
    use: 'support, help or coaching (begeleiding is not guidance)',
    section: 'House terms',
  },
  {
    id: 'think-along',
    lang: 'en',
    find: /\bthink(?:s|ing)? along\b/i,
    use: 'think it through with you',
    section: 'House terms',
  },
  {
    id: 'spar-with',
    lang: 'en',
    find: /\bspar(?:s|red|ring)? (?:with|directly)\b/i,
    use: 'talk it through with',
    section: 'House terms',
  },
  {
    id: 'agreements',
    lang: 'en',
    find: /\bagreements? (?:on|about)\b/i,
    use: 'rules, arrangements or commitments (afspraken are not agreements)',
    section: 'House terms',
  },
  { id: 'expert-partners', lang: 'en', find: /\bExpert Partners?\b/, use: 'expert partners', section: 'House terms' },
  {
    id: 'raspaarden-gloss',
    lang: 'en',
    find: /\braspaard(?:en)?\b/i,
    unless: /thoroughbred/i,
    use: 'expert partner(s); the Dutch word only with its gloss, "raspaarden (thoroughbreds)"',
    section: 'House terms',
  },
  // Address
  { id: 'je', lang: 'nl', find: /\b[Uu]w?\b/, use: 'je, jij, jouw', section: 'Address' },
  // Capitals and punctuation
  { id: 'btw', lang: 'nl', find: /\bB(?:TW|tw)\b/, use: 'btw', section: 'Capitals and punctuation' },
  {
    id: 'contractions',
    lang: 'en',
    find: /\b\w+n['’]t\b|\b(?:I|you|we|they|he|she|it|that|there|here|what|who|let|where)['’](?:s|re|ll|ve|d|m)\b/i,
    use: 'the full form (do not, we will, it is)',
    section: 'Capitals and punctuation',
  },
  {
    id: 'british',
    lang: 'en',
    find: new RegExp(
      [
        String.raw`\b(?:${americanStems})(?:e|es|ed|ing|ation|ations|er|ers)\b`,
        String.raw`\b(?:${americanWords})(?:s|ed|ing|ful)?\b`,
        String.raw`\b(?:fulfill|enroll)\b`,
      ].join('|'),
      'i',
    ),
    use: 'British spelling (-ise, -our, -re)',
    section: 'Capitals and punctuation',
  },
  // Numbers, ranges, money and time
  {
    id: 'ranges-nl',
    lang: 'nl',
    find: new RegExp(
      [
        String.raw`\b${figure}\s*(?:-|‑|tot|à)\s*${figure}\s+(?:${units.nl})\b`,
        String.raw`(?<![\p{L}])(?:${nlNumberWords})\s+(?:tot|à)\s+(?:${nlNumberWords})\s+(?:${units.nl})\b`,
      ].join('|'),
      'iu',
    ),
    quick: new RegExp(String.raw`\d\s*(?:[-‑]|tot|à)|\s(?:tot|à)\s+(?:${nlNumberWords})\s`, 'i'),
    use: 'an en dash between figures: 2–3 weken',
    section: 'Numbers, ranges, money and time',
  },
  {
    id: 'ranges-en',
    lang: 'en',
    find: new RegExp(
      [
        String.raw`\b${figure}\s*(?:-|‑)\s*${figure}\s+(?:${units.en})\b`,
        String.raw`\b${figure}\s+to\s+${figure}\s+(?:${units.enTime})\b`,
        String.raw`(?<![\p{L}])(?:${enNumberWords})\s+to\s+(?:${enNumberWords})\s+(?:${units.enTime})\b`,
      ].join('|'),
      'iu',
    ),
    quick: new RegExp(String.raw`\d\s*[-‑]|\d\s+to\s|\sto\s+(?:${enNumberWords})\s`, 'i'),
    use: 'an en dash between figures: 2–3 weeks',
    section: 'Numbers, ranges, money and time',
  },
  {
    id: 'euro-nl',
    lang: 'nl',
    find: /\d[\d.,]*(?:\s+(?:miljoen|miljard))?\s+euro(?:'s)?\b|€(?=\d)/i,
    use: 'the euro sign and a space: € 100, € 1,2 miljoen',
    section: 'Numbers, ranges, money and time',
  },
  {
    id: 'euro-en',
    lang: 'en',
    find: /\d[\d.,]*(?:\s+(?:million|billion))?\s+euros?\b|€\s+(?=\d)/i,
    use: 'the euro sign without a space: €100, €1.2 million',
    section: 'Numbers, ranges, money and time',
  },
  {
    id: 'percent',
    lang: 'both',
    find: /\bprocent\b|\bper ?cent\b|\bpercent\b/i,
    use: 'the % sign: 87%',
    section: 'Numbers, ranges, money and time',
  },
  {
    id: 'vat',
    lang: 'both',
    find: /€\s?\d/,
    unless: /\bbtw\b|\bVAT\b/i,
    skip: ['article', 'partner'],
    use: 'the price with "excl. btw" or "excl. VAT" in the same sentence',
    section: 'Numbers, ranges, money and time',
  },
  {
    id: 'werkdagen',
    lang: 'nl',
    find: /\b24 uur\b/i,
    unless: /werkdag/i,
    use: '"op werkdagen binnen 24 uur" (a weekend message is answered on Monday)',
    section: 'Numbers, ranges, money and time',
  },
  {
    id: 'working-days',
    lang: 'en',
    find: /\b24 hours\b/i,
    unless: /working day|weekday/i,
    use: '"within 24 hours on working days" (a weekend message is answered on Monday)',
    section: 'Numbers, ranges, money and time',
  },
  // Names
  {
    id: 'no-article-nl',
    lang: 'nl',
    find: /\bhet Playbook\b/,
    use: 'Playbook, without an article (only IKIGAI Journey takes one)',
    section: 'Names',
  },
  {
    id: 'no-article-en',
    lang: 'en',
    find: /\bthe Playbook\b(?! templates?\b)/,
    use: 'Playbook, without an article (only IKIGAI Journey takes one)',
    section: 'Names',
  },
  {
    id: 'service-not-person',
    lang: 'both',
    find: /\b(?:bel(?:t|len)?|ring|call|phone)s?\s+(?:dan\s+)?(?:met\s+)?\[?Sprintpartner\b/i,
    use: 'a person: bel {consultantFirstName} (via Sprintpartner); a service is not someone you ring',
    section: 'Names',
  },
  // Claims
  {
    id: 'spring-dan-promise-nl',
    lang: 'nl',
    find: new RegExp(
      [
        String.raw`\bprototype binnen (?:een|één|1) week`,
        String.raw`\bbinnen (?:een|één|1) week (?:een |je )?(?:prototype|getoetst|test)`,
        String.raw`\bbinnen 24 uur (?:aan de slag|gestart|starten)|\bstarten we binnen 24 uur`,
      ].join('|'),
      'i',
    ),
    use:
      'the one promise of Spring dan!: op werkdagen binnen 24 uur contact om de bouwweek te plannen, ' +
      'en aan het eind van die week het prototype',
    section: 'Claims',
  },
  {
    id: 'spring-dan-promise-en',
    lang: 'en',
    find: /\bprototype within (?:a|one) week|\bwithin (?:a|one) week\b|\bstart(?:s|ing)? within 24 hours/i,
    use:
      'the one promise of Spring dan!: in touch within 24 hours on working days to plan the build week, ' +
      'the prototype at the end of it',
    section: 'Claims',
  },
  {
    id: 'piste-approaches-nl',
    lang: 'nl',
    find: new RegExp(
      [
        String.raw`\b(?:tien|10) (?:introducties|kennismakingen|warme introducties)\b`,
        // "introduceren we je persoonlijk bij je eerste 10 contacten"
        String.raw`\b(?:introduc\w*|voorstellen|koppel\w*)(?: \w+){0,3} (?:aan|bij) ` +
          String.raw`(?:alle |je )?(?:eerste )?(?:tien|10)\b`,
      ].join('|'),
      'i',
    ),
    use: 'In de Piste benadert de eerste 10 contacten en stelt je voor aan wie ja zegt',
    section: 'Claims',
  },
  {
    id: 'piste-approaches-en',
    lang: 'en',
    find: new RegExp(
      [
        String.raw`\b(?:ten|10) (?:warm )?introductions\b`,
        String.raw`\bintroduc\w*(?: \w+){0,2} to (?:all |your )?(?:first )?(?:ten|10)\b`,
      ].join('|'),
      'i',
    ),
    use: 'In de Piste approaches the first 10 contacts and introduces you to those who say yes',
    section: 'Claims',
  },
  {
    id: 'free-meeting-nl',
    lang: 'nl',
    find: /\bPlan (?:een|je) kennismaking\b/i,
    unless: /\bgratis\b/i,
    use: '"Plan een gratis kennismaking van 30 minuten": say what it costs and how long it takes',
    section: 'Claims',
  },
  {
    id: 'free-meeting-en',
    lang: 'en',
    find: /\bBook (?:an|your) introductory meeting\b/i,
    unless: /\bfree\b/i,
    use: '"Book a free 30-minute introductory meeting": say what it costs and how long it takes',
    section: 'Claims',
  },
  {
    id: 'absolute-nl',
    lang: 'nl',
    find: /\bniet te kopi[eë]ren\b|\bongeëvenaard\w*|\bgegarandeerd succes/i,
    use: 'a claim you can stand behind (nobody can promise what cannot be copied)',
    section: 'Claims',
  },
  {
    id: 'absolute-en',
    lang: 'en',
    find: /\bcannot be copied\b|\bimpossible to copy\b|\bunrivalled\b|\bguaranteed success\b/i,
    use: 'a claim you can stand behind (nobody can promise what cannot be copied)',
    section: 'Claims',
  },
  // Words to avoid
  {
    id: 'readiness',
    lang: 'nl',
    find: /(?<!AI-)\breadiness\b/i,
    use: 'investeringsklaar or klaar voor (AI-readiness only for the assessment)',
    section: 'Words to avoid',
  },
  { id: 'boost', lang: 'nl', find: /\bboost(?:en|t|s)?\b/i, use: 'impuls, versnelling', section: 'Words to avoid' },
  {
    id: 'engineer',
    lang: 'nl',
    find: /\bengineers?\b/i,
    use: 'ontwikkelaar, technicus, techneut',
    section: 'Words to avoid',
  },
  { id: 'houd', lang: 'nl', find: /\b[Hh]ou\b/, use: 'houd (houd je, waar houd je van)', section: 'Words to avoid' },
  { id: 'half-jaar', lang: 'nl', find: /\bhalfjaar\b/i, use: 'half jaar (een half jaar)', section: 'Words to avoid' },
  {
    id: 'ij',
    lang: 'nl',
    find: /\bIj[a-zë]/,
    use: 'IJ, both letters capitals (IJdel, IJsland)',
    section: 'Words to avoid',
  },
  {
    id: 'iets-wat',
    lang: 'nl',
    find: /\b(?:iets|niets|alles) dat\b/i,
    use: 'iets wat, niets wat, alles wat',
    section: 'Words to avoid',
  },
  {
    id: 'voorstelling',
    lang: 'nl',
    find: /\bpersoonlijke voorstelling\b/i,
    use: 'een persoonlijke introductie (een voorstelling is theater)',
    section: 'Words to avoid',
  },
  {
    id: 'board',
    lang: 'en',
    find: /(?<!\b(?:sounding|on|across the|key|white|dash|mood|story|clip|notice)[ -]?)\bboards?\b/i,
    // A planning tool's boards and cards are boards.
    unless: /\bcards\b|\bkanban\b/i,
    use: 'directors or management team (board is not directie)',
    section: 'Words to avoid',
  },
];

/**
 * Stock phrases: each is fine once on a page, and a page that leans on them reads mass-produced.
 * The copy checks count them over all the copy of one page (STYLE.md, Words to avoid).
 */
export interface StockPhrase {
  id: string;
  lang: Lang;
  /** Every use, global. */
  find: RegExp;
  /** How many a page may hold. */
  limit: number;
  /** What to write instead, or how. */
  use: string;
}

export const stockPhrases: readonly StockPhrase[] = [
  { id: 'eerlijk', lang: 'nl', find: /\beerlijk\w*/gi, limit: 1, use: 'say what is said, not that it is honest' },
  {
    id: 'scherp',
    lang: 'nl',
    find: /\b(?:aan|ver)?scherp\w*/gi,
    limit: 1,
    use: 'the concrete word: helder, duidelijk, afbakenen, toetsen',
  },
  { id: 'klankbord', lang: 'nl', find: /\bklankbord\w*/gi, limit: 1, use: 'say what the person does' },
  {
    id: 'rapport-la',
    lang: 'nl',
    find: /\bdik(?:ke)? rapport\w*|\b(?:in|voor) de la\b/gi,
    limit: 1,
    use: 'say what the client does get',
  },
  {
    id: 'niet-maar',
    lang: 'nl',
    find: /\bniet\b[^.!?;:]{1,60}?, maar\b/gi,
    limit: 1,
    use: 'say what it is, without first saying what it is not',
  },
  { id: 'gewoon', lang: 'nl', find: /\bgewoon\b/gi, limit: 1, use: 'nothing: gewoon as a filler adds nothing' },
  { id: 'honest', lang: 'en', find: /\bhonest\w*/gi, limit: 1, use: 'say what is said, not that it is honest' },
  { id: 'sounding-board', lang: 'en', find: /\bsounding boards?\b/gi, limit: 1, use: 'say what the person does' },
  {
    id: 'report-drawer',
    lang: 'en',
    find: /\b(?:weighty|thick|fat) reports?\b|\bin a drawer\b/gi,
    limit: 1,
    use: 'say what the client does get',
  },
  {
    id: 'not-but',
    lang: 'en',
    find: /\bnot\b[^.!?;:]{1,60}?, but\b|(?:^|[.!?]\s+)No [^.!?]{1,60}, but [^.!?]+\./g,
    limit: 1,
    use: 'say what it is, without first saying what it is not (and no fragments like "No X, but Y.")',
  },
];

/** Words of copy per allowance: a long article may use a stock phrase once more per this many words. */
export const stockPhraseWords = 1500;

/**
 * The stock phrases a page uses more often than it may, one message each. The limit is per page,
 * and per 1,500 words on a longer one (an article of 1,800 words may use each twice).
 */
export function stockProblems(text: string, lang: Lang): string[] {
  const plain = decode(text);
  const found: string[] = [];
  const words = plain.match(/\p{L}+/gu)?.length ?? 0;
  const per = Math.max(1, Math.ceil(words / stockPhraseWords));
  for (const phrase of stockPhrases) {
    if (phrase.lang !== lang) continue;
    const uses = plain.match(phrase.find) ?? [];
    const limit = phrase.limit * per;
    if (uses.length <= limit) continue;
    found.push(
      `uses the stock phrase "${uses[0]!.trim()}" ${uses.length} times (${phrase.id}); ` +
        `a page ${per > 1 ? `of ${words} words ` : ''}may use it ${limit === 1 ? 'once' : `${limit} times`}: ` +
        `${phrase.use} (STYLE.md, Words to avoid)`,
    );
  }
  return found;
}

/** The three audiences listed, the padding of a description written to a length. */
const audienceList = new RegExp(
  [
    String.raw`\bstartups,? scale-ups,? (?:en|and) (?:het )?(?:mkb|SMEs)\b`,
    String.raw`\b(?:het )?(?:mkb|SMEs),? startups,? (?:en|and) scale-ups\b`,
  ].join('|'),
  'i',
);

/**
 * What makes a search description read machine-made: it is one or two sentences written for the
 * page, so it ends as a sentence ends, and it is no list of keywords or of titles.
 */
export function descriptionProblems(description: string): string[] {
  const text = description.trim();
  const found: string[] = [];
  if (/(?:…|\.\.\.)$/.test(text)) found.push('ends with "…": write whole sentences, not a cut-off text');
  else if (!/[.!?]["')]?$/.test(text)) found.push('ends mid-sentence: end it with a full stop, like a sentence');
  if (/\s\|\s/.test(text)) found.push('holds a list of keywords after "|": write a sentence for the page');
  if (audienceList.test(text))
    found.push(
      `lists the audience ("${audienceList.exec(text)![0]}") to make up the length: ` +
        'say what this page offers, and to whom if it matters',
    );
  return found;
}

/**
 * Strings the product specification quotes word for word (its form errors and toasts). They keep
 * the spec's spelling ("email", "workshop aanvraag", "MT Pitch", "binnen 24 uur"), so the style
 * rules skip a value that is exactly one of them; any other wording is ours and follows STYLE.md.
 */
export const specQuoted: ReadonlySet<string> = new Set([
  'Vul alle verplichte velden in',
  'Naam, email en bericht zijn verplicht.',
  'Ongeldig email adres',
  'Voer een geldig email adres in.',
  'Naam, telefoon, email, datum en tijd zijn verplicht.',
  'Alle velden zijn verplicht voor een workshop aanvraag.',
  'Minimum 6 deelnemers vereist',
  'Voor een IKIGAI workshop zijn minimaal 6 deelnemers nodig.',
  'Voer een geldig emailadres in',
  'Email mag maximaal 255 karakters bevatten',
  'Selecteer een datum en tijd voor de MT pitch',
  'Email wordt geopend',
  'Je emailprogramma wordt geopend om het bericht te versturen.',
  'Workshop aanvraag wordt verstuurd',
  'Je emailprogramma wordt geopend om de workshop aanvraag te versturen.',
  'Aanvraag verzonden!',
  'We nemen binnen 24 uur contact met je op voor de intake afspraak.',
  'Urgent MT Pitch aanvraag verzonden',
  'We nemen binnen 24 uur contact met je op.',
  'Email met MT Pitch aanvraag wordt geopend. Controleer je email programma!',
  '30 minuten actieve AI-readiness pitch',
  // The spec's header navigation: Home, About, Services, Propositions, Expert Partners, Articles, Contact.
  'Proposities',
  'Propositions',
  // The English of a quoted toast makes the same promise as the spec's Dutch, word for word; the
  // dialog around it says "on working days".
  'We will contact you within 24 hours.',
]);

/** Sentences, not broken after an abbreviation such as "excl." or "bijv.". */
const sentences = (text: string) =>
  text.split(/(?<=[.!?])(?<!\b(?:excl|incl|bijv|vgl|ca|nr|no|o\.a|e\.g|i\.e|etc)\.)\s+|\n+/i).filter((s) => s.trim());
const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&#x26;': '&',
};
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#x27|#39|#x26);/g, (e) => entities[e] ?? e);

/**
 * Per language, one pattern that finds at least what any of its rules finds (their quick patterns
 * where they have one, and case-insensitive): copy it does not match breaks no rule, which is most
 * copy, and is then not searched rule by rule.
 */
const anyRuleIn = (lang: Lang) =>
  new RegExp(
    styleRules
      .filter((rule) => rule.lang === lang || rule.lang === 'both')
      .map((rule) => `(?:${(rule.quick ?? rule.find).source})`)
      .join('|'),
    'i',
  );
const anyRule: Record<Lang, RegExp> = { nl: anyRuleIn('nl'), en: anyRuleIn('en') };

/** The house-style problems of one piece of copy in a language. */
export function styleProblems(text: string, lang: Lang, kind?: RawEntry['kind']): string[] {
  if (specQuoted.has(text.trim())) return [];
  const found: string[] = [];
  // Marks such as {email} or {name} are filled in later, and link targets in markdown fields are
  // paths: neither is copy.
  const plain = decode(text)
    .replace(/\{\w+\}/g, '…')
    .replace(/\]\([^)\s]*\)/g, ']');
  if (!anyRule[lang].test(plain)) return found;
  let split: string[] | undefined;
  for (const rule of styleRules) {
    if (rule.lang !== 'both' && rule.lang !== lang) continue;
    if (kind && rule.skip?.includes(kind)) continue;
    if (rule.quick && !rule.quick.test(plain)) continue;
    // A variant is in a sentence only if it is in the text: most texts need no split.
    if (rule.unless && !rule.find.test(plain)) continue;
    for (const sentence of rule.unless ? (split ??= sentences(plain)) : [plain]) {
      const match = rule.find.exec(sentence);
      if (!match || rule.unless?.test(sentence)) continue;
      found.push(`"${match[0].trim()}": write ${rule.use} (STYLE.md, ${rule.section})`);
      break;
    }
  }
  return found;
}
