import type { Lang, PartnerData, ServiceData, UiStrings } from '../../kinds/schemas.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { realContent } from './real-content.ts';

export { format } from '../../src/lib/format.ts';

/*
 * The site's own words, read from the real content as the build reads and validates it. Tests that
 * find a button, a label or a message by what it says take the words from here rather than
 * repeating them, so an editor who rewords the content does not break a test that is not about
 * the wording; a key that is renamed or removed fails type-checking instead.
 */
const { content } = await realContent();

/** The site's settings: its name, e-mail address and the like. */
export const site = content.site;

/** The interface strings of each language (`content/ui/<lang>.yaml`). */
export const ui: Record<Lang, UiStrings> = { nl: content.lang.nl.ui, en: content.lang.en.ui };

/** A service's front matter in a language (`content/services/<slug>.<lang>.md`). */
export function service(lang: Lang, slug: string): ServiceData {
  const found = content.lang[lang].services.find((s) => s.slug === slug);
  if (!found) throw new Error(`no ${lang} service ${slug}`);
  return found.data;
}

/** The text of the button of a service's second action, which opens one of the information dialogs. */
export function secondaryActionOf(lang: Lang, slug: string): string {
  const action = service(lang, slug).secondaryAction;
  if (!action) throw new Error(`the ${lang} service ${slug} has no second action`);
  return action.text;
}

/** A partner's profile (`content/partners/<id>.yaml`). */
export function partner(id: string): PartnerData {
  const found = content.partners.find((p) => p.id === id);
  if (!found) throw new Error(`no partner ${id}`);
  return found.data;
}

/** The information dialogs of a language (`content/dialogs/<name>.<lang>.yaml`). */
export const dialogs = (lang: Lang) => {
  const { training, tools, networking, intake } = content.lang[lang];
  return { training, tools, networking, intake };
};

/** The title of the privacy policy in a language, which also names its dialog. */
export const privacyTitle = (lang: Lang): string => content.lang[lang].privacy.data.title;

/** A text as the pages' HTML holds it: escaped the way React escapes it (`'` as `&#x27;`, say). */
export const asHtml = (text: string): string => renderToStaticMarkup(text);
