/**
 * Serialises a value as JSON that is safe inside an HTML `<script>` element: `<`, `>` and `&`
 * are written as unicode escapes, so no string can close the script or open a comment, and the
 * line separators that older parsers choke on are escaped too. Every prop and JSON-LD block
 * reaches HTML through here.
 */
export function jsonForScript(value: unknown): string {
  const json = JSON.stringify(value);
  // One pass, and none for the many values with nothing to escape.
  return unsafeInScript.test(json) ? json.replace(unsafeInScriptAll, (c) => scriptEscapes[c]!) : json;
}

const unsafeInScript = /[<>&\u2028\u2029]/;
const unsafeInScriptAll = /[<>&\u2028\u2029]/g;
const scriptEscapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** Escapes text for an HTML attribute or element body (for the few strings written outside React). */
export function escapeHtml(text: string): string {
  // Most text has nothing to escape (a sitemap escapes some 40,000 addresses).
  return needsEscape.test(text) ? text.replace(/[&<>"']/g, (c) => entities[c]!) : text;
}

const needsEscape = /[&<>"']/;
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
