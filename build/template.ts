import { readFileSync } from 'node:fs';
import path from 'node:path';

const templatesDir = path.resolve(import.meta.dirname, '../templates');

/** Reads a template from `templates/` once. */
export function loadTemplate(name: string): string {
  return readFileSync(path.join(templatesDir, name), 'utf8');
}

/** Fills `{{name}}` marks; values are inserted as given, so callers escape them. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`template value "${key}" is missing`);
    return values[key]!;
  });
}
