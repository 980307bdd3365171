import { type KindLabels } from '../define.ts';

/** The editing screen's words for the kind, in Dutch, with hints by field path. */
export const siteLabels: KindLabels = {
  plural: 'Gegevens van het bedrijf',
  hints: {
    intakeFormProvider:
      'De dienst die het intakeformulier aanbiedt en de antwoorden voor ons bewaart; de privacyverklaring noemt hem.',
  },
};

/** The editing screen's words for the kind redirects, in Dutch, with hints by field path. */
export const redirectsLabels: KindLabels = {
  plural: 'Doorverwijzingen',
  about: 'Oude of andere adressen en waar ze heen leiden; elk geldt voor beide talen.',
  hints: {
    items: 'Oude of andere adressen en waar ze heen leiden; elk geldt voor beide talen.',
  },
};
