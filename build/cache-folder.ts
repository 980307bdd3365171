import path from 'node:path';

/** Where a build keeps what the next build can reuse (see BuildCache), unless told otherwise. */
export const defaultCacheDir = path.resolve(import.meta.dirname, '../.cache/build');
