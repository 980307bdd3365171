import type { UiStrings } from '../../../kinds/ui/ui.schema.ts';
import type { Lang } from '../../../shared/paths.ts';

/** What every form island needs to speak and to send: its strings, the address and the company. */
export interface FormText {
  lang: Lang;
  forms: UiStrings['forms'];
  messages: UiStrings['messages'];
  /** Toast region label and close label. */
  toastLabels: { region: string; close: string };
  /** Where requests go. */
  to: string;
  company: string;
  /** The calendar's stylesheet, loaded by forms with a date as soon as they wake up. */
  calendarCss: string;
}

/** The id of the JSON script that carries the form text, once per page that has a form. */
export const formTextId = 'form-text';

let onServer: FormText | undefined;
let inBrowser: FormText | undefined;

/** Sets the form text for the islands of the page being rendered at build. */
export function provideFormText(text: FormText): void {
  onServer = text;
}

/**
 * The form text of the current page: at build, what `provideFormText` gave; in the browser, the
 * JSON the page carries once, however many forms it has.
 */
export function formText(): FormText {
  if (typeof document === 'undefined') {
    if (!onServer) throw new Error('provideFormText must be called before rendering a form island');
    return onServer;
  }
  inBrowser ??= JSON.parse(document.getElementById(formTextId)?.textContent ?? 'null') as FormText;
  return inBrowser;
}
