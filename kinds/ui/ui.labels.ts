import { type KindLabels } from '../define.ts';

/** The editing screen's words for the kind, in Dutch, with hints by field path. */
export const uiLabels: KindLabels = {
  plural: 'Teksten van de site',
  hints: {
    'articles.lists':
      'De overzichtspagina’s van de artikelen (twaalf per pagina, en een overzicht per categorie): de ' +
      'links naar de categorieën, de paginering en de titels en beschrijvingen van de pagina’s na de ' +
      'eerste. Een woord tussen accolades vult de site zelf in.',
    'articles.categoryDescriptions':
      'Wat zoekmachines onder de titel van elke categoriepagina tonen: een zin van 150 tot 160 tekens.',
  },
};
