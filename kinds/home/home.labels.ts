import { type KindLabels } from '../define.ts';

/** The editing screen's words for the kind, in Dutch, with hints by field path. */
export const homeLabels: KindLabels = {
  plural: 'Homepage',
  hints: {
    about: 'Het blok Over ons.',
    contact: 'Het contactblok onderaan de homepage.',
  },
};
