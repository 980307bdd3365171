import { z } from 'zod';
import { sitePath } from '../fields.ts';

/** `content/redirects.yaml`: old or alternative paths and where they lead; each applies to both languages. */
export const redirectsSchema = z.array(
  z.strictObject({
    /** The old or alternative path; it must not be a page. */
    from: sitePath,
    /** The page it leads to. */
    to: sitePath,
  }),
);
export type RedirectData = z.infer<typeof redirectsSchema>;
