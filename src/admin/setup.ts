/**
 * The editing screen's own script, loaded before Decap CMS: it holds Decap's start until the
 * file formats that keep each file's formatting are registered (src/admin/formats.ts), then
 * starts it.
 */
import { createFormats, formatNames } from './formats.ts';

interface Decap {
  registerCustomFormat(name: string, extension: string, formatter: ReturnType<typeof createFormats>['yaml']): void;
  init(): void;
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: Decap;
  }
}

window.CMS_MANUAL_INIT = true;

document.addEventListener('DOMContentLoaded', () => {
  const cms = window.CMS;
  if (!cms) return;
  const formats = createFormats();
  cms.registerCustomFormat(formatNames.yaml, 'yaml', formats.yaml);
  cms.registerCustomFormat(formatNames.markdown, 'md', formats.frontmatter);
  cms.init();
});
