/**
 * The editing screen's own script, loaded before Decap CMS: it holds Decap's start until the
 * file formats that keep each file's formatting are registered (src/admin/formats.ts), the
 * screen's Dutch words are in place (src/admin/words.ts) and a picture cannot be saved without
 * its text (src/admin/picture-text.ts), opening an entry marks nothing changed
 * (src/admin/relation.ts) and an article's tags and related links are picked from lists
 * (src/admin/tag-picker.ts, src/admin/related-links.ts), then starts it, with a length counter under the fields
 * that have one (src/admin/length-counter.ts) and what the identity marks in a field become
 * (src/admin/marks.ts). The preview beside the form is the entry's page (src/admin/preview/). A save of
 * an entry that changed since it was opened is refused, and said so (src/admin/edit-versions.ts).
 */
import { createFormats, formatNames } from './formats.ts';
import { missingPictureText } from './picture-text.ts';
import { screenWords } from './words.ts';
import { watchLengths } from './length-counter.ts';
import { watchMarks } from './marks.ts';
import { settledRelation, type Widget, type WidgetRegistration } from './relation.ts';
import { tagPicker } from './tag-picker.ts';
import { englishLinks, relatedLinks } from './related-links.ts';
import { loadPreviewSite, paneStyle, previewTemplate, type PreviewProps } from './preview/pane.ts';
import { previewedNames } from './preview/previewed.ts';
import { watchVersions } from './edit-versions.ts';
import { announceCleanedUploads } from './upload-notice.ts';

interface Entry {
  get(key: 'data'): { toJS(): Record<string, unknown> };
}

interface Decap {
  registerCustomFormat(name: string, extension: string, formatter: ReturnType<typeof createFormats>['yaml']): void;
  registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: Entry }) => void }): void;
  getLocale(name: string): Record<string, unknown> | undefined;
  registerLocale(name: string, phrases: Record<string, unknown>): void;
  getWidget(name: string): Widget;
  registerWidget(widget: WidgetRegistration): void;
  registerPreviewTemplate(name: string, component: (props: PreviewProps) => unknown): void;
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
  init(): void;
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: Decap;
    /** Decap's React's createElement, for components that Decap renders. */
    h?: (type: string, props: Record<string, unknown>) => unknown;
  }
}

window.CMS_MANUAL_INIT = true;

// Before Decap talks to its backend: a save of an entry that changed since it was opened is
// refused, and said so (src/admin/edit-versions.ts).
watchVersions(window);
// A drawing cleaned on upload says what was taken out (src/admin/upload-notice.ts).
announceCleanedUploads(window);

// A save that fails (a picture without its text, the backend unreachable) is shown by Decap as a
// notice, and its promise is rejected with the failure's action as well: that one is handled.
window.addEventListener('unhandledrejection', (event) => {
  if ((event.reason as { type?: unknown } | null)?.type === 'ENTRY_PERSIST_FAILURE') event.preventDefault();
});

/** A refusal whose message is all the screen's notice shows ("Kan item niet opslaan: …"). */
class Refusal extends Error {
  override toString() {
    return this.message;
  }
}

document.addEventListener('DOMContentLoaded', () => {
  const cms = window.CMS;
  if (!cms) return;
  const formats = createFormats();
  cms.registerCustomFormat(formatNames.yaml, 'yaml', formats.yaml);
  cms.registerCustomFormat(formatNames.markdown, 'md', formats.frontmatter);
  cms.registerLocale('nl', screenWords(cms.getLocale('nl') ?? {}));
  cms.registerWidget(settledRelation(cms.getWidget('relation')));
  // An article's tags and related links, picked from what the site has (src/admin/choices.ts).
  for (const picker of [tagPicker, relatedLinks, englishLinks]) cms.registerWidget(picker() as WidgetRegistration);
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const problem = missingPictureText(entry.get('data').toJS());
      if (problem) throw new Refusal(problem);
    },
  });
  // The screen's files sit beside its configuration.
  const config = document.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]')!.href;
  const site = loadPreviewSite(config.slice(0, config.lastIndexOf('/')));
  cms.registerPreviewStyle(paneStyle, { raw: true });
  for (const name of previewedNames) cms.registerPreviewTemplate(name, previewTemplate(name, site, window.h!));
  cms.init();
  watchLengths(document);
  watchMarks(document);
});
