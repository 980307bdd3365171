import { type KindLabels, draftHint } from '../define.ts';

/** The editing screen's words for the kind, in Dutch, with hints by field path. */
export const landingLabels: KindLabels = {
  plural: 'Landingspagina’s',
  singular: 'Landingspagina',
  about: 'Pagina’s voor één doelgroep of campagne, in het Nederlands en het Engels.',
  hints: {
    draft: draftHint,
  },
};
