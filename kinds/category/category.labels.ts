import { type KindLabels } from '../define.ts';

/** The editing screen's words for the kind, in Dutch, with hints by field path. */
export const categoryLabels: KindLabels = {
  plural: 'Categorieën',
  singular: 'Categorie',
  about: 'De groepen waarin de diensten in het menu en op de overzichtspagina staan.',
  hints: {
    description: 'Een korte regel voor de homepage en de menu’s.',
  },
};
