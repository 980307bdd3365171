import { type KindLabels, draftHint } from '../define.ts';

/** The editing screen's words for the kind, in Dutch, with hints by field path. */
export const serviceLabels: KindLabels = {
  plural: 'Diensten',
  singular: 'Dienst',
  about:
    'Elke dienst heeft een pagina in het Nederlands en het Engels; de tekst onder het formulier is de beschrijving.',
  hints: {
    draft: draftHint,
    title: 'De naam van de dienst.',
    subtitle: 'De regel onder de naam.',
    summary: 'Een of twee zinnen voor de kaarten en menu’s.',
    icon: 'Het pictogram bij de dienst.',
    overviewCategory: 'Het tabblad van het dienstenoverzicht waarop de dienst staat.',
    features: 'Wat de dienst biedt: minstens vier, elk met een titel en een zin.',
    benefits: 'Wat de dienst oplevert: minstens drie, elk met een pictogram.',
    faqs: 'Vragen en antwoorden; bezoekers openen er één tegelijk.',
    'faqs.question': 'De vraag, zoals een bezoeker hem stelt.',
    'faqs.answer': 'Het antwoord.',
    related: 'Drie andere diensten onderaan de pagina.',
    seo: 'Wat zoekmachines en gedeelde links tonen. De titel zonder de bedrijfsnaam erachter.',
    'seo.title':
      'De titel in zoekresultaten, zonder de bedrijfsnaam: die komt er met " | " achter, samen tussen 30 en 60 tekens.',
    'seo.description': 'De beschrijving in zoekresultaten: 150 tot 160 tekens.',
    'seo.keywords': 'Zoektermen waarop mensen deze dienst zouden moeten vinden.',
    body: 'De beschrijving van de dienst: minstens 150 woorden.',
    cta:
      'De knop van de dienst: het contactformulier, bellen, een afspraak plannen, een ikigai-sessie of ' +
      'een MT-pitch aanvragen.',
    'cta.serviceType': 'Waarvoor de afspraak is, zoals het afspraakformulier het noemt. Alleen bij Afspraak plannen.',
    secondaryAction: 'Een tweede knop, die een van de informatievensters opent.',
  },
};
