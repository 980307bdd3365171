import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseEntry } from '../../build/content/load.ts';
import { validateEntry } from '../../build/content/validate.ts';
import {
  checkCopy,
  descriptionProblems,
  sentenceLanguage,
  specQuoted,
  stockPhrases,
  stockProblems,
  styleProblems,
  styleRules,
} from '../../build/content/copy-checks.ts';

const service = (overrides: Record<string, unknown>, body: string, file = 'werkpaard.nl.md') => {
  const base = {
    title: 'Werkpaard',
    subtitle: 'Een bouwer die met je meewerkt',
    summary: 'We bouwen samen.',
    icon: 'Hammer',
    overviewCategory: 'uitvoering',
    features: [1, 2, 3, 4].map((i) => ({
      title: `Kenmerk ${i}`,
      description: 'We werken met je mee in je eigen team.',
    })),
    benefits: [1, 2, 3].map((i) => ({
      icon: 'Star',
      title: `Voordeel ${i}`,
      description: 'Je krijgt meer gedaan met je team.',
    })),
    cta: { type: 'contact', text: 'Neem contact op' },
    related: ['a', 'b', 'c'],
    seo: {
      title: 'Werkpaard: samen bouwen aan je bedrijf',
      description: `${'x'.repeat(154)}.`,
      keywords: ['werkpaard'],
    },
    ...overrides,
  };
  const source = `---\n${JSON.stringify(base)}\n---\n${body}`;
  const { entry } = parseEntry(`content/services/${file}`, `services/${file}`, source);
  const { valid, problems } = validateEntry(entry!);
  expect(problems).toEqual([]);
  return checkCopy(entry!, valid!.data, 'Paardensprong').map((p) => (p.field ? `${p.field}: ${p.message}` : p.message));
};

const dutchBody = 'Met Werkpaard werken we samen aan je bedrijf. '.repeat(25);

describe('copy checks', () => {
  it('pass finished Dutch copy within the lengths', () => {
    expect(service({}, dutchBody)).toEqual([]);
  });

  it('catch unfinished text', () => {
    expect(service({ subtitle: 'Lorem ipsum dolor sit amet' }, dutchBody)).toContain(
      'subtitle: holds unfinished text ("Lorem ipsum")',
    );
    expect(service({}, `${dutchBody}\n\nTODO: prijs aanvullen`)).toContain('(body): holds unfinished text ("TODO")');
  });

  it('catch an English sentence on a Dutch page', () => {
    const problems = service({ summary: 'We help you build the company that you have in mind.' }, dutchBody);
    expect(problems.some((p) => p.startsWith('summary: reads as English on a Dutch page'))).toBe(true);
  });

  it('catch an English sentence in the middle of a long Dutch body, and name it', () => {
    const body = `${dutchBody}\n\nWe help you with the strategy of your company. ${dutchBody}`;
    expect(service({}, body)).toContain(
      '(body): reads as English on a Dutch page: "We help you with the strategy of your company."',
    );
    // A few English words in Dutch sentences are no English sentence.
    expect(service({}, `${dutchBody} Je businessplan is the key to een goede start.`)).toEqual([]);
  });

  it('catch page titles and descriptions outside the search-result lengths', () => {
    const problems = service(
      { seo: { title: 'Werkpaard', description: 'Te kort.', keywords: ['werkpaard'] } },
      dutchBody,
    );
    expect(problems).toContain(
      'seo.title: makes the page title "Werkpaard | Paardensprong" 25 characters long; it must ' +
        'be 30-60 (14-44 before " | Paardensprong")',
    );
    expect(problems).toContain('seo.description: is 8 characters long; it must be 150-160');
  });

  it('want a service description of at least 150 words', () => {
    expect(service({}, 'Kort verhaal.')).toContain('(body): the description has 2 words; write at least 150');
  });

  it('tell the language of a sentence by its small words', () => {
    expect(sentenceLanguage('Wij helpen je met de strategie van je bedrijf')).toBe('nl');
    expect(sentenceLanguage('We help you with the strategy of your company')).toBe('en');
    expect(sentenceLanguage('In het zadel')).toBeUndefined();
    // Words are runs of letters, accented ones too: "één" and "café" are words, "2026" is not.
    expect(sentenceLanguage('Één café, één plan: de kern van het werk')).toBe('nl');
    expect(sentenceLanguage('De 2026 het — van een')).toBeUndefined();
    expect(sentenceLanguage('The plan and the team, for the year 2026')).toBe('en');
    expect(sentenceLanguage('The plan and the team van de zaak')).toBeUndefined();
  });
});

/**
 * One sentence per rule of the house style that breaks it, and the same sentence as STYLE.md
 * wants it. A new rule in `styleRules` needs a line here.
 */
const styleFixtures: Record<string, { lang: 'nl' | 'en'; bad: string; good: string }> = {
  startup: { lang: 'en', bad: 'We help start-ups grow quickly.', good: 'We help startups grow quickly.' },
  'scale-up': { lang: 'nl', bad: 'Voor scaleups en mkb-bedrijven.', good: 'Voor scale-ups en mkb-bedrijven.' },
  mkb: { lang: 'nl', bad: 'Advies voor het MKB.', good: 'Advies voor het mkb.' },
  oprichter: { lang: 'nl', bad: 'Elke founder kent deze vraag.', good: 'Elke oprichter kent deze vraag.' },
  'e-mail': { lang: 'nl', bad: 'Stuur ons een email met je vraag.', good: 'Stuur ons een e-mail met je vraag.' },
  email: { lang: 'en', bad: 'Send us an e-mail with your question.', good: 'Send us an email with your question.' },
  'mt-pitch-nl': { lang: 'nl', bad: 'Plan je MT pitch van 30 minuten.', good: 'Plan je MT-pitch van 30 minuten.' },
  'mt-pitch-en': { lang: 'en', bad: 'Book your MT-pitch of 30 minutes.', good: 'Book your MT pitch of 30 minutes.' },
  ikigai: {
    lang: 'en',
    bad: 'The IKIGAI diagram has four circles.',
    good: 'The ikigai diagram of the IKIGAI Journey has four circles.',
  },
  services: { lang: 'nl', bad: 'Welke propositie past bij jou?', good: 'Welke service past bij jou?' },
  'services-en': {
    lang: 'en',
    bad: 'Which proposition suits you?',
    good: 'Which service suits your value proposition?',
  },
  pilots: {
    lang: 'nl',
    bad: 'Daarna gaan we piloten met twee teams.',
    good: 'Daarna draaien we pilots met twee teams.',
  },
  kantooruren: {
    lang: 'nl',
    bad: 'Buiten kantoortijd bellen we je terug.',
    good: 'Buiten kantooruren bellen we je terug.',
  },
  bedrijfsstrategie: {
    lang: 'nl',
    bad: 'Een businessstrategie die je team begrijpt.',
    good: 'Een bedrijfsstrategie die je team begrijpt.',
  },
  financiering: {
    lang: 'nl',
    bad: 'Hulp bij werven, delegeren en funding.',
    good: 'Hulp bij werven, delegeren en financiering, ook via crowdfunding.',
  },
  '15-minutes': {
    lang: 'en',
    bad: 'The first quarter of an hour is free.',
    good: 'The first 15 minutes are free.',
  },
  compounds: { lang: 'nl', bad: 'Je workshop aanvraag is binnen.', good: 'Je workshopaanvraag is binnen.' },
  guidance: { lang: 'en', bad: 'Innovation guidance for scale-ups.', good: 'Innovation support for scale-ups.' },
  'think-along': {
    lang: 'en',
    bad: 'Someone who thinks along with you.',
    good: 'Someone who thinks it through with you.',
  },
  'spar-with': {
    lang: 'en',
    bad: 'Spar with our consultant today.',
    good: 'Talk it through with our consultant today.',
  },
  agreements: {
    lang: 'en',
    bad: 'Clear agreements on privacy and security.',
    good: 'Clear rules on privacy and security.',
  },
  'expert-partners': { lang: 'en', bad: 'Meet our Expert Partners.', good: 'Meet our expert partners.' },
  'raspaarden-gloss': {
    lang: 'en',
    bad: 'One of our raspaarden joins in.',
    good: 'One of our raspaarden (thoroughbreds) joins in.',
  },
  je: { lang: 'nl', bad: 'Wij helpen u graag met uw vraag.', good: 'Wij helpen je graag met je vraag.' },
  btw: { lang: 'nl', bad: 'Alle prijzen zijn exclusief BTW.', good: 'Alle prijzen zijn exclusief btw.' },
  contractions: {
    lang: 'en',
    bad: "We don't charge for the first call, and it's quick.",
    good: 'We do not charge for the first call, and it is quick.',
  },
  british: {
    lang: 'en',
    bad: 'We organize your first workshop at our center.',
    good: 'We organise your first workshop at our centre.',
  },
  'ranges-nl': {
    lang: 'nl',
    bad: 'Het assessment duurt twee tot drie weken.',
    good: 'Het assessment duurt 2–3 weken.',
  },
  'ranges-en': { lang: 'en', bad: 'The assessment takes 2-3 weeks.', good: 'The assessment takes 2–3 weeks.' },
  'euro-nl': { lang: 'nl', bad: 'Een sessie kost 100 euro (excl. btw).', good: 'Een sessie kost € 100 (excl. btw).' },
  'euro-en': { lang: 'en', bad: 'A session costs 100 euros (excl. VAT).', good: 'A session costs €100 (excl. VAT).' },
  percent: { lang: 'nl', bad: 'Dat is 40 procent van de omzet.', good: 'Dat is 40% van de omzet.' },
  vat: {
    lang: 'nl',
    bad: 'Een sessie kost € 100. Je betaalt per sessie.',
    good: 'Een sessie kost € 100 (excl. btw). Je betaalt per sessie.',
  },
  werkdagen: { lang: 'nl', bad: 'We reageren binnen 24 uur.', good: 'Op werkdagen reageren we binnen 24 uur.' },
  'working-days': { lang: 'en', bad: 'We reply within 24 hours.', good: 'We reply within 24 hours on working days.' },
  'no-article-nl': {
    lang: 'nl',
    bad: 'In het Playbook zitten twee templates.',
    good: 'In Playbook zitten twee templates.',
  },
  'no-article-en': {
    lang: 'en',
    bad: 'What is in the Playbook?',
    good: 'What is in Playbook? Use the Playbook templates.',
  },
  'service-not-person': {
    lang: 'nl',
    bad: 'Bel dan met [Sprintpartner](/services/sprintpartner).',
    good: 'Bel {consultantFirstName} via [Sprintpartner](/services/sprintpartner).',
  },
  'spring-dan-promise-nl': {
    lang: 'nl',
    bad: 'Op werkdagen starten we binnen 24 uur, en binnen een week test je een prototype.',
    good: 'Op werkdagen plannen we binnen 24 uur je bouwweek; aan het eind ervan test je het prototype.',
  },
  'spring-dan-promise-en': {
    lang: 'en',
    bad: 'Ideas tested within a week.',
    good: 'Ideas tested with customers at the end of one build week.',
  },
  'piste-approaches-nl': {
    lang: 'nl',
    bad: 'Daarna introduceren we je bij je eerste 10 contacten.',
    good: 'We benaderen de eerste 10 contacten en stellen je voor aan wie ja zegt.',
  },
  'piste-approaches-en': {
    lang: 'en',
    bad: 'Then we introduce you to your first 10 contacts.',
    good: 'We approach the first 10 contacts and introduce you to those who say yes.',
  },
  'free-meeting-nl': {
    lang: 'nl',
    bad: 'Plan een kennismaking.',
    good: 'Plan een gratis kennismaking van 30 minuten.',
  },
  'free-meeting-en': {
    lang: 'en',
    bad: 'Book an introductory meeting.',
    good: 'Book a free 30-minute introductory meeting.',
  },
  'absolute-nl': {
    lang: 'nl',
    bad: 'Een voorsprong die niet te kopiëren valt.',
    good: 'Een voorsprong die een concurrent niet in een kwartaal inhaalt.',
  },
  'absolute-en': {
    lang: 'en',
    bad: 'A lead that cannot be copied.',
    good: 'A lead a competitor will not close in a quarter.',
  },
  readiness: {
    lang: 'nl',
    bad: 'We meten je readiness op vijf dimensies.',
    good: 'We meten je AI-readiness op vijf dimensies en maken je investeringsklaar.',
  },
  boost: { lang: 'nl', bad: 'Een gerichte boost voor je team.', good: 'Een gerichte impuls voor je team.' },
  engineer: {
    lang: 'nl',
    bad: 'Je lezer is geen engineer.',
    good: 'Je lezer is geen techneut.',
  },
  houd: { lang: 'nl', bad: 'Waar hou je van?', good: 'Waar houd je van?' },
  'half-jaar': { lang: 'nl', bad: 'Elk halfjaar een gesprek.', good: 'Elk half jaar een gesprek.' },
  ij: { lang: 'nl', bad: 'Ijdele cijfers zeggen weinig.', good: 'IJdele cijfers zeggen weinig.' },
  'iets-wat': {
    lang: 'nl',
    bad: 'We bouwen iets dat blijft staan.',
    good: 'We bouwen iets wat blijft staan, met een team dat het overneemt.',
  },
  voorstelling: {
    lang: 'nl',
    bad: 'Een persoonlijke voorstelling opent deuren.',
    good: 'Een persoonlijke introductie opent deuren.',
  },
  board: {
    lang: 'en',
    bad: 'Meant for boards and management teams.',
    good: 'Meant for directors and management teams, with someone to act as a sounding board.',
  },
};

describe('the house style', () => {
  it('has a failing and a passing fixture for every rule', () => {
    expect(Object.keys(styleFixtures).sort()).toEqual(styleRules.map((r) => r.id).sort());
  });

  for (const rule of styleRules) {
    it(`rule ${rule.id}: rejects "${styleFixtures[rule.id]?.bad}" and points to STYLE.md`, () => {
      const { lang, bad, good } = styleFixtures[rule.id]!;
      const found = styleProblems(bad, lang);
      expect(
        found.some((p) => p.includes(`write ${rule.use} (STYLE.md, ${rule.section})`)),
        found.join('\n'),
      ).toBe(true);
      expect(styleProblems(good, lang)).toEqual([]);
    });
  }

  it('reports a variant with the field, the term to use and the section of STYLE.md', () => {
    expect(service({ summary: 'We helpen start-ups en scale-ups groeien.' }, dutchBody)).toContain(
      'summary: "start-ups": write startup (STYLE.md, House terms)',
    );
    expect(service({}, `${dutchBody}\n\nWe reageren binnen 24 uur.`)).toContain(
      '(body): "24 uur": write "op werkdagen binnen 24 uur" (a weekend message is answered on ' +
        'Monday) (STYLE.md, Numbers, ranges, money and time)',
    );
  });

  it('leaves search keywords alone: they are written the way people search', () => {
    expect(
      service(
        {
          seo: {
            title: 'Werkpaard: samen bouwen aan je bedrijf',
            description: `${'x'.repeat(154)}.`,
            keywords: ['start-up advies', 'MKB hulp'],
          },
        },
        dutchBody,
      ),
    ).toEqual([]);
  });

  it('allows one "Dutch for" on an English page, not two', () => {
    const english = 'We build with your team on the work that keeps getting pushed back. '.repeat(25);
    const page = {
      title: 'Werkpaard',
      subtitle: 'A builder who works with you',
      summary: 'We build together.',
      features: [1, 2, 3, 4].map((i) => ({ title: `Feature ${i}`, description: 'We work with you in your own team.' })),
      benefits: [1, 2, 3].map((i) => ({
        icon: 'Star',
        title: `Benefit ${i}`,
        description: 'You get more done with your team.',
      })),
      cta: { type: 'contact', text: 'Get in touch' },
      seo: { title: 'Werkpaard: building with your team', description: `${'x'.repeat(154)}.`, keywords: ['werkpaard'] },
    };
    expect(service(page, `Werkpaard (Dutch for "workhorse") works with you.\n\n${english}`, 'werkpaard.en.md')).toEqual(
      [],
    );
    expect(
      service(
        page,
        `Werkpaard (Dutch for "workhorse") works with you, like De Wedstrijd (Dutch for "the ` +
          `competition").\n\n${english}`,
        'werkpaard.en.md',
      ),
    ).toContain(
      'explains 2 Dutch names with "Dutch for"; explain at most one per page, on its own page (STYLE.md, Names)',
    );
  });

  it('keeps the wording of the messages the spec quotes, and only those', () => {
    expect(specQuoted.has('Naam, email en bericht zijn verplicht.')).toBe(true);
    expect(styleProblems('Naam, email en bericht zijn verplicht.', 'nl')).toEqual([]);
    expect(styleProblems('We nemen binnen 24 uur contact met je op.', 'nl')).toEqual([]);
    expect(styleProblems('Naam, email en omschrijving zijn verplicht.', 'nl')).toEqual([
      '"email": write e-mail, e-mailadres, e-mailprogramma (STYLE.md, House terms)',
    ]);
  });

  it('reads marks, link targets and abbreviations for what they are', () => {
    expect(styleProblems('Mail ons via {email}.', 'nl')).toEqual([]);
    expect(styleProblems('Meet [our expert partners](/raspaarden).', 'en')).toEqual([]);
    expect(styleProblems('Eén sessie kost € 100 (excl. btw) per team.', 'nl')).toEqual([]);
  });

  it('finds every kind of range past the quick search that goes before the slow one', () => {
    const ranges = {
      nl: ['Reken op 2-3 weken.', 'Het duurt 2 ‑ 3 dagen.', 'Dat kost 1,5 tot 2 uur.', 'Met 10 à 12 deelnemers.'],
      en: ['Allow 2-3 weeks.', 'It takes 1.5 to 2 hours.', 'Plan for two to three days.'],
    };
    const more = {
      nl: ['Reken op twee tot drie weken.', 'Één à twee dagen per maand.', 'Van Twee\ntot  drie maanden.'],
      en: ['It takes Two   to three months.', 'Plan for 2 - 3 sessions.'],
    };
    for (const lang of ['nl', 'en'] as const) {
      const rule = styleRules.find((r) => r.id === `ranges-${lang}`)!;
      for (const text of [...ranges[lang], ...more[lang]]) {
        expect(rule.find.test(text), text).toBe(true);
        expect(rule.quick!.test(text), text).toBe(true);
        expect(styleProblems(text, lang).join(), text).toContain('an en dash between figures');
      }
    }
  });

  it('tells a range from growth, and a price we charge from an example in an article', () => {
    expect(styleProblems('A company growing from ten to thirty people.', 'en')).toEqual([]);
    expect(styleProblems('Een team van 15 à 20 mensen.', 'nl')).toHaveLength(1);
    expect(styleProblems('Stel dat je € 150 per maand vraagt.', 'nl', 'article')).toEqual([]);
    expect(styleProblems('Stel dat je € 150 per maand vraagt.', 'nl', 'service')).toHaveLength(1);
  });
});

/** Per stock phrase a page that leans on it, and the same page with it once. */
const stockFixtures: Record<string, { lang: 'nl' | 'en'; bad: string; good: string }> = {
  eerlijk: {
    lang: 'nl',
    bad: 'Je krijgt eerlijke feedback. We zeggen het eerlijk als het niet werkt.',
    good: 'Je krijgt eerlijke feedback. We zeggen het als het niet werkt.',
  },
  scherp: {
    lang: 'nl',
    bad: 'Scherpe keuzes en een scherpe positionering.',
    good: 'Duidelijke keuzes en een scherpe positionering.',
  },
  klankbord: {
    lang: 'nl',
    bad: 'Een klankbord als het spannend wordt. Bel je klankbord.',
    good: 'Een klankbord als het spannend wordt. Bel {consultantFirstName}.',
  },
  'rapport-la': {
    lang: 'nl',
    bad: 'Geen dik rapport. Een plan dat niet in de la verdwijnt.',
    good: 'Geen dik rapport. Een plan op één A4 dat je team kan navertellen.',
  },
  'niet-maar': {
    lang: 'nl',
    bad: 'Niet harder werken, maar smaller kiezen. Niet op gevoel, maar op cijfers.',
    good: 'Niet harder werken, maar smaller kiezen. Die keuze maak je op cijfers.',
  },
  gewoon: {
    lang: 'nl',
    bad: 'Je belt gewoon. Het werk gaat gewoon door.',
    good: 'Je belt gewoon. Het werk gaat door.',
  },
  honest: {
    lang: 'en',
    bad: 'You get honest feedback. We tell you honestly.',
    good: 'You get honest feedback. We tell you when it will not work.',
  },
  'sounding-board': {
    lang: 'en',
    bad: 'A sounding board when it matters. Ring your sounding board.',
    good: 'A sounding board when it matters. Ring {consultantFirstName}.',
  },
  'report-drawer': {
    lang: 'en',
    bad: 'Not a weighty report. No plan that sits in a drawer.',
    good: 'Not a weighty report. A plan on one page your team can repeat.',
  },
  'not-but': {
    lang: 'en',
    bad: 'We start now. No fixed programme, but a clear structure. It is not about tools, but people.',
    good: 'We start now. The structure is clear. It is not about tools, but people.',
  },
};

describe('stock phrases', () => {
  it('have a page that overuses them and the same page fixed, for every phrase', () => {
    expect(Object.keys(stockFixtures).sort()).toEqual(stockPhrases.map((p) => p.id).sort());
  });

  for (const phrase of stockPhrases) {
    it(`${phrase.id}: allows ${phrase.limit} a page and names the phrase past it`, () => {
      const { lang, bad, good } = stockFixtures[phrase.id]!;
      const found = stockProblems(bad, lang);
      expect(found.some((p) => p.includes(`(${phrase.id})`) && p.includes('STYLE.md, Words to avoid'))).toBe(true);
      expect(stockProblems(good, lang)).toEqual([]);
    });
  }

  it('are counted over the whole page, across its fields', () => {
    const problems = service(
      {
        subtitle: 'Eerlijk advies van iemand die het zelf deed',
        summary: 'We bouwen samen en geven je eerlijke feedback.',
      },
      dutchBody,
    );
    expect(problems).toContain(
      'uses the stock phrase "Eerlijk" 2 times (eerlijk); a page may use it once: say what is said, not ' +
        'that it is honest (STYLE.md, Words to avoid)',
    );
    expect(service({ subtitle: 'Eerlijk advies van iemand die het zelf deed' }, dutchBody)).toEqual([]);
  });

  it('allow one use more per 1,500 words on a long page, such as an article', () => {
    const words = (n: number) => 'We bouwen samen aan je bedrijf en je team. '.repeat(Math.ceil(n / 9));
    const twice = 'Je krijgt eerlijke feedback. We zeggen het eerlijk.';
    expect(stockProblems(`${twice} ${words(300)}`, 'nl')).toHaveLength(1);
    expect(stockProblems(`${twice} ${words(1500)}`, 'nl')).toEqual([]);
    expect(stockProblems(`${twice} Eerlijk is eerlijk. ${words(1500)}`, 'nl')[0]).toContain('may use it 2 times');
  });
});

describe('search descriptions', () => {
  it('end as a sentence ends, not cut off or with "…"', () => {
    expect(
      descriptionProblems('Sanne is financieel adviseur en werkt sinds 2015 met het familiebedrijf in de…'),
    ).toEqual(['ends with "…": write whole sentences, not a cut-off text']);
    expect(descriptionProblems('Artikelen in de categorie Strategie: OGSM-model, missie en visie...')).toHaveLength(1);
    expect(descriptionProblems('Strategisch advies voor groeiende bedrijven uit Utrecht')).toEqual([
      'ends mid-sentence: end it with a full stop, like a sentence',
    ]);
    expect(descriptionProblems('Strategisch advies voor groeiende bedrijven uit Utrecht.')).toEqual([]);
    expect(descriptionProblems('Wat levert een prototype op? Lees het "voorbeeld".')).toEqual([]);
  });

  it('hold no keyword tail and no list of audiences for length', () => {
    expect(
      descriptionProblems('Advies vanuit Utrecht. | Strategisch advies startups, innovatiebegeleiding, groeistrategie'),
    ).toContain('holds a list of keywords after "|": write a sentence for the page');
    expect(descriptionProblems('Een prototype in één bouwweek. Voor startups, scale-ups en mkb.')).toEqual([
      'lists the audience ("startups, scale-ups en mkb") to make up the length: say what this page offers, ' +
        'and to whom if it matters',
    ]);
    expect(descriptionProblems('Practical advice on AI tools for SMEs, startups and scale-ups.')).toHaveLength(1);
    expect(descriptionProblems('Een prototype in één bouwweek, getest met je eigen klanten.')).toEqual([]);
  });

  it('are checked on every page that has one', () => {
    const problems = service(
      {
        seo: {
          title: 'Werkpaard: samen bouwen aan je bedrijf',
          description: `${'Werkpaard bouwt met je team aan de plannen die blijven liggen, '.repeat(2)}in`,
          keywords: ['werkpaard'],
        },
      },
      dutchBody,
    );
    expect(problems).toContain('seo.description: ends mid-sentence: end it with a full stop, like a sentence');
  });
});

describe('the identity of the company', () => {
  it('is named in content/site.yaml and nowhere else in the content', async () => {
    const site = parse(await readFile('content/site.yaml', 'utf8'));
    const names = [
      site.name,
      site.leadConsultant.name,
      site.leadConsultant.name.split(' ')[0],
      site.chamberOfCommerce,
      site.phoneDisplay,
      site.email,
    ];
    const files = (await readdir('content', { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
    const found: string[] = [];
    for (const file of files.filter((f) => !f.endsWith('site.yaml'))) {
      const text = await readFile(file, 'utf8');
      for (const name of names) if (text.includes(name)) found.push(`${file}: ${name}`);
    }
    expect(found).toEqual([]);
  });
});
