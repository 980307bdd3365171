import { type KindLabels, draftHint } from '../define.ts';

/** The editing screen's words for the kind, in Dutch, with hints by field path. */
export const articleLabels: KindLabels = {
  plural: 'Artikelen',
  singular: 'Artikel',
  about:
    'De artikelen zijn Nederlands; onder Engels staan de titel, beschrijving en onderwerpen voor de Engelse pagina’s.',
  hints: {
    title: 'De titel boven het artikel en in de overzichten.',
    description: 'Staat in het overzicht en in de zoekresultaten: 150 tot 160 tekens.',
    tags: 'Onderwerpen, getoond bij het artikel en in het overzicht. Minstens één.',
    seoTitle: 'Alleen nodig als de titel te lang is voor zoekresultaten: een kortere titel.',
    alt:
      'Eén gewone zin die zegt wat er op de afbeelding staat, voor wie hem niet ziet. Verplicht bij een ' +
      'afbeelding, tenzij die decoratief is.',
    image:
      'Een foto of tekening bij het artikel: op de kaart in het overzicht, boven de tekst en bij het ' +
      'delen (daar bijgesneden tot 16:9). Een foto van je telefoon is prima.',
    decorative: 'Aan als de afbeelding niets zegt wat de tekst niet zegt (een patroon, een sfeer).',
    date:
      'De dag waarop het artikel verschijnt; de nieuwste artikelen staan bovenaan. Een latere datum kan: ' +
      'het artikel komt dan op die dag online, bij de dagelijkse bouw van de site.',
    draft: draftHint,
    dateModified: 'Alleen invullen als het artikel later inhoudelijk is veranderd.',
    readTime: 'Minuten leestijd: ongeveer 200 woorden per minuut.',
    category: 'Het thema, boven de titel in het overzicht.',
    keywords: 'Zoektermen waarop mensen dit artikel zouden moeten vinden.',
    popular: 'Aan zet het artikel bij de populaire artikelen onderaan elke pagina (de nieuwste zes).',
    cta: 'Het blok met een knop aan het eind van het artikel.',
    'cta.type': 'Wat de knop aanbiedt.',
    'cta.heading': 'De kop van het blok.',
    'cta.text': 'Een of twee zinnen onder de kop.',
    'cta.button': 'De tekst op de knop.',
    'cta.href': 'Waar de knop heen gaat, zoals /services/werkpaard; niet bij de AI-scan, die opent een venster.',
    related:
      'Vijf links onder het artikel. Kies per link een artikel, dienst, categorie of landingspagina uit ' +
      'de lijst (typ een deel van de titel), of typ een ander adres van de site dat met / begint.',
    'related.title': 'De tekst van de link.',
    'related.url': 'De pagina waar de link heen gaat, zoals /artikelen/ogsm-model of /services/werkpaard.',
    'related.description': 'Een zin onder de link.',
    en: 'Wat de Engelse pagina’s van het artikel tonen; het artikel zelf is Nederlands.',
    'en.title': 'De Engelse titel.',
    'en.description': 'De Engelse beschrijving: 150 tot 160 tekens.',
    'en.tags': 'De onderwerpen in het Engels.',
    'en.seoTitle': 'Alleen nodig als de Engelse titel te lang is voor zoekresultaten.',
    'en.alt': 'Wat er op de afbeelding staat, in één Engelse zin.',
    body: 'Het artikel: een inleiding, dan onderdelen met elk een kop (Koppen → Kop 2).',
    'en.cta': 'Het blok met een knop in het Engels; de soort en de link zijn die van het Nederlandse blok.',
    'en.cta.heading': 'De kop van het blok, in het Engels.',
    'en.cta.text': 'Een of twee zinnen onder de kop, in het Engels.',
    'en.cta.button': 'De tekst op de knop, in het Engels.',
    'en.related':
      'De vijf links in het Engels, in de volgorde van de Nederlandse; elke link gaat waar de ' +
      'Nederlandse heen gaat. Bij een gekozen pagina komt de Engelse titel vanzelf.',
    'en.related.title': 'De tekst van de link, in het Engels.',
    'en.related.description': 'Een zin onder de link, in het Engels.',
  },
};
