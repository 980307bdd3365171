import type { Partner } from '../content.ts';
import type { UiStrings } from '../ui/ui.schema.ts';
import { format } from '../../src/lib/format.ts';

/**
 * The text of a partner's portrait: a drawing (SVG) is said to be an illustration, so that no one
 * hears of a photo that is not there; any other picture is a photo; their initials are their name.
 */
export function portraitText(partner: Pick<Partner, 'data' | 'portrait'>, t: UiStrings['experts']): string {
  const { portrait, data } = partner;
  if (!portrait) return data.name;
  return format(portrait.card.fallback.format === 'svg' ? t.illustrationOf : t.photoOf, { name: data.name });
}
