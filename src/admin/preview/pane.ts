/**
 * The preview beside the form: the entry as its page on the site, made by the site's own
 * components (pages.tsx, render-page.tsx) with the site's style sheet, again as the editor types.
 * An entry in two languages has a switch between its Dutch and English page. While a field is
 * still being filled in, the page shows what it can; what it cannot show yet, it says in a line
 * above the page, keeping the last page it could make.
 *
 * Decap renders the pane with its own React inside an iframe; the page is rendered to HTML here,
 * with the site's React, and set into the pane's element.
 */
import type { Lang } from '../../../kinds/fields.ts';
import { escapeHtml } from '../../../shared/escape.ts';
import type { PreviewContext } from './context.ts';
import { previewPages, type FormEntry } from './pages.tsx';
import type { PreviewedName } from './previewed.ts';
import { renderPage } from './render-page.tsx';

/** What Decap gives a preview template (of an Immutable entry, what is read here). */
export interface PreviewProps {
  entry: {
    get(key: 'data'): { toJS(): Record<string, unknown> } | undefined;
    get(key: 'slug'): string | undefined;
    getIn(path: string[]): { toJS(): Record<string, unknown> } | undefined;
  };
  getAsset(path: string): { toString(): string } | undefined;
}

type CreateElement = (type: string, props: Record<string, unknown>) => unknown;

/** The site's details the pages need, and its style sheets (read from its home page), loaded once. */
export interface PreviewSite {
  context: PreviewContext;
  styles: string[];
}

/** Loads what the preview needs of the site, from the screen's own folder and the home page. */
export async function loadPreviewSite(base: string): Promise<PreviewSite> {
  const [context, home] = await Promise.all([
    fetch(`${base}/preview.json`).then((r) => {
      if (!r.ok) throw new Error(`preview.json: ${r.status}`);
      return r.json() as Promise<PreviewContext>;
    }),
    fetch('/').then((r) => r.text()),
  ]);
  const page = new DOMParser().parseFromString(home, 'text/html');
  const styles = [...page.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
    (link) => new URL(link.getAttribute('href')!, location.origin).href,
  );
  return { context, styles };
}

/** The words of the pane, for editors. */
const words = {
  languages: { nl: 'Nederlands', en: 'Engels' } as Record<Lang, string>,
  switchLabel: 'Taal van het voorbeeld',
  loading: 'Het voorbeeld wordt geladen…',
  unavailable:
    'Het voorbeeld kan de gegevens van de site nu niet laden. ' +
    'Sla het item op en open de pagina met Bekijk de pagina.',
  incomplete:
    'Een deel van wat je nu invult, kan het voorbeeld nog niet tonen. Hieronder staat de laatste versie die lukte.',
  nothingYet: 'Het voorbeeld verschijnt zodra de velden verder zijn ingevuld.',
};

/** The pane's own bar above the page: the only style the site's sheet does not give. */
export const paneStyle = `
/* Room on the right for Decap's own buttons, which float over the top of the pane. */
.preview-page { padding-right: 3.5rem; }
/* The switch stays in view; the site's sticky header stops below it. */
.preview-bar { position: sticky; top: 0; z-index: 1000; box-sizing: border-box; height: 2.875rem; display: flex;
  gap: .5rem; align-items: center; padding: 0 1rem; background: #f4f1ea; border-bottom: 1px solid #d8d2c4;
  font: 14px/1.4 system-ui, sans-serif; }
.preview-bar ~ .site-header { top: 2.875rem; }
.preview-bar button { font: inherit; padding: .25rem .75rem; border: 1px solid #8a8170; border-radius: 999px;
  background: #fff; color: #2b2b2b; cursor: pointer; }
.preview-bar button[aria-pressed="true"] { background: #2b2b2b; color: #fff; border-color: #2b2b2b; }
.preview-note { margin: 0; padding: .75rem 1rem; background: #fff4d6; border-bottom: 1px solid #e5c76b;
  font: 14px/1.4 system-ui, sans-serif; color: #3d3000; }
`;

/** The switch between the page's languages, above it. */
function languageSwitch(languages: Lang[], shown: Lang): string {
  const button = (lang: Lang) =>
    `<button type="button" data-preview-lang="${lang}" aria-pressed="${lang === shown}">` +
    `${escapeHtml(words.languages[lang])}</button>`;
  return (
    `<div class="preview-bar" role="group" aria-label="${escapeHtml(words.switchLabel)}">` +
    `${languages.map(button).join('')}</div>`
  );
}

/** The language each kind of entry was last shown in, kept as the editor moves between entries. */
const shownLanguage = new Map<PreviewedName, Lang>();
/** The last page that could be made of each entry in each language. */
const lastGood = new Map<string, string>();

/**
 * The preview template of a collection (or file) `name`: a component for Decap's React (`h`) whose
 * element the page is written into.
 */
export function previewTemplate(name: PreviewedName, site: Promise<PreviewSite>, h: CreateElement) {
  const kind = previewPages[name];
  let loaded: PreviewSite | undefined;
  let failed = false;
  site.then(
    (s) => (loaded = s),
    () => (failed = true),
  );
  const latest = new WeakMap<HTMLElement, PreviewProps>();

  const formEntry = (props: PreviewProps): FormEntry => {
    const nl = props.entry.get('data')?.toJS() ?? {};
    const en = props.entry.getIn(['i18n', 'en', 'data'])?.toJS() ?? nl;
    return {
      slug: props.entry.get('slug') || 'nieuw',
      nl,
      en,
      pictureUrl: (file) => props.getAsset(file)?.toString() || file,
    };
  };

  const show = (element: HTMLElement, props: PreviewProps) => {
    const document = element.ownerDocument;
    if (!loaded) {
      element.textContent = failed ? words.unavailable : words.loading;
      if (!failed) void site.finally(() => latest.get(element) === props && show(element, props));
      return;
    }
    for (const href of loaded.styles) {
      if (document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
    }
    const lang = kind.languages.includes(shownLanguage.get(name)!) ? shownLanguage.get(name)! : kind.languages[0]!;
    document.documentElement.lang = lang;
    const entry = formEntry(props);
    const key = `${name} ${entry.slug} ${lang}`;
    let note = '';
    let html: string;
    try {
      const page = kind.page(entry, lang, loaded.context[lang]);
      html = renderPage(page.element, lang, loaded.context[lang], page.place);
      lastGood.set(key, html);
    } catch {
      html = lastGood.get(key) ?? '';
      note = html ? words.incomplete : words.nothingYet;
    }
    const bar = kind.languages.length > 1 ? languageSwitch(kind.languages, lang) : '';
    element.innerHTML = `${bar}${note ? `<p class="preview-note" role="status">${escapeHtml(note)}</p>` : ''}${html}`;
  };

  return function Preview(props: PreviewProps) {
    return h('div', {
      className: 'preview-page',
      ref: (element: HTMLElement | null) => {
        if (!element) return;
        latest.set(element, props);
        if (!element.dataset.listening) {
          element.dataset.listening = 'true';
          element.addEventListener('click', (event) => {
            const target = event.target as Element;
            const choice = target.closest('[data-preview-lang]');
            if (choice) {
              shownLanguage.set(name, choice.getAttribute('data-preview-lang') as Lang);
              show(element, latest.get(element)!);
            }
            // The page is a picture of the site: its links lead nowhere from here.
            if (target.closest('a')) event.preventDefault();
          });
        }
        show(element, props);
      },
    });
  };
}
