import { readFileSync } from 'node:fs';
import path from 'node:path';

const templatesDir = path.resolve(import.meta.dirname, '../../templates');

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

/**
 * A template split at its `{{name}}` marks once, to be filled for thousands of pages: a value may
 * be several pieces, and the document is joined from all of them in one go.
 */
export class SplitTemplate {
  /** Text and names in turn: text, name, text, … text. */
  private readonly pieces: string[];

  constructor(template: string) {
    this.pieces = template.split(/\{\{(\w+)\}\}/);
  }

  fill(values: Record<string, string | readonly string[]>): string {
    const out: string[] = [];
    this.pieces.forEach((piece, i) => {
      if (i % 2 === 0) return void out.push(piece);
      const value = values[piece];
      if (value === undefined) throw new Error(`template value "${piece}" is missing`);
      if (typeof value === 'string') out.push(value);
      else for (const part of value) out.push(part);
    });
    return out.join('');
  }
}
