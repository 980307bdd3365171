import path from 'node:path';
import { buildDate } from './content/publication.ts';
import type { BuildOptions } from './pipeline.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The content folder, in full and as messages name it. */
export const where = (options: BuildOptions) => {
  const contentDir = path.resolve(options.contentDir);
  return { contentDir, label: path.relative(process.cwd(), contentDir) || '.' };
};

/** The build's date (see BuildOptions.today). */
export const today = (options: BuildOptions) => options.today ?? buildDate();

/** The static files' folder. */
export const publicDir = (options: BuildOptions) => path.resolve(options.publicDir ?? path.join(root, 'public'));
