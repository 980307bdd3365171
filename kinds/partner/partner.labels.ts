import { type KindLabels, bothLanguages, draftHint } from '../define.ts';

/** The editing screen's words for the kind, in Dutch, with hints by field path. */
export const partnerLabels: KindLabels = {
  plural: 'Expertpartners',
  singular: 'Expertpartner',
  about: 'De profielen van de expertpartners: de gedeelde gegevens bovenaan, de teksten per taal.',
  hints: {
    draft: draftHint,
    name: 'Voor- en achternaam, zoals op het profiel.',
    email: 'Het e-mailadres op het profiel.',
    linkedin: 'Het volledige adres van het LinkedIn-profiel, beginnend met https://.',
    portfolio: 'Alleen als er een portfolio online staat: het volledige adres.',
    website: 'Alleen als er een eigen website is: het volledige adres.',
    photo:
      'Een portretfoto of een getekend portret (SVG), rond bijgesneden op de kaart en het profiel. ' +
      'Een foto van je telefoon is prima. Zonder portret staan de initialen er.',
    theme: 'De kleur van het profiel.',
    languages: 'De talen waarin de partner werkt.',
    projectLimit: 'Hoeveel projecten het profiel hoogstens toont.',
    nl: 'De teksten van het Nederlandse profiel.',
    en: 'De teksten van het Engelse profiel, in het Engels.',
    ...bothLanguages({
      specialization: 'Wat de partner doet, in een paar woorden: op de kaart en onder de naam.',
      seoTitle:
        'Alleen nodig als naam en specialisatie samen te lang zijn voor zoekresultaten: een kortere ' +
        'titel, hoogstens 44 tekens.',
      seoDescription:
        'Wat zoekmachines onder de titel tonen: een of twee zinnen van 150 tot 160 tekens over wat de ' +
        'partner voor een klant doet.',
      location: 'De plaats waar de partner vandaan werkt.',
      whoIAm: 'Wie de partner is. Een witregel begint een nieuwe alinea.',
      whatDrivesMe: 'Wat de partner drijft. Een witregel begint een nieuwe alinea.',
      whatIBring: 'Wat de partner een klant brengt. Een witregel begint een nieuwe alinea.',
      contributions: 'Waarmee de partner klanten helpt: minstens drie.',
      'contributions.title': 'De titel van de bijdrage.',
      'contributions.subtitle': 'De regel onder de titel.',
      'contributions.icon': 'Het pictogram bij de bijdrage.',
      'contributions.description': 'Een of twee zinnen over de bijdrage.',
      projects: 'Werk dat de partner deed, in deze volgorde op het profiel.',
      'projects.name': 'De naam van het project.',
      'projects.description': 'Een of twee zinnen over het project.',
    }),
  },
};
