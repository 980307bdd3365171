import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Messages } from '../../src/lib/forms/result.ts';

/** The real form messages of a language, as the site uses them. */
export function messagesOf(lang: 'nl' | 'en'): Messages {
  return parse(readFileSync(`content/ui/${lang}.yaml`, 'utf8')).messages;
}
