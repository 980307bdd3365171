import { type KindLabels } from '../define.ts';

/** The editing screen's words for the kind, in Dutch. */
export const privacyLabels: KindLabels = {
  plural: 'Privacyverklaring',
};
