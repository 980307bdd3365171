import { z } from 'zod';
import { iconNames } from '../src/lib/icon-names.ts';
import { markdownProblems } from '../shared/markdown.ts';
import { slugPattern } from '../shared/slug.ts';
import { monthNames } from '../src/lib/format.ts';

export { languages, type Lang } from '../shared/paths.ts';

export const text = z.string().trim().min(1, 'must not be empty');
export const icon = z.enum(iconNames);
export const slug = z.string().regex(slugPattern, 'must be a slug: lower-case letters, digits and single hyphens');
/** Why a date is refused: a day that does not exist (`2025-02-30`) is told apart from a wrong form. */
function dateMessage(input: unknown): string {
  const parts = typeof input === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(input) : null;
  if (!parts) return 'must be a date written as YYYY-MM-DD';
  const [year, month] = [Number(parts[1]), Number(parts[2])];
  if (month < 1 || month > 12) return `${input} has no month ${parts[2]}; months run from 01 to 12`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${input} is not a day: ${monthNames.en[month - 1]} ${year} has ${days} days`;
}
export const isoDate = z.iso.date({ error: (issue) => dateMessage(issue.input) });
/**
 * A text in markdown. It must stay within the limits (length, nesting) and every link and image
 * in it must pass the allow-list of URLs; a problem carries its line inside the text.
 */
export const markdown = text.superRefine((value, ctx) => {
  for (const problem of markdownProblems(value))
    ctx.addIssue({ code: 'custom', message: problem.message, params: { textLine: problem.line } });
});
/** A path inside the site, written the Dutch way (`/services/werkpaard`), optionally with a `#fragment`. */
export const sitePath = z
  .string()
  .regex(
    /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:#[a-z0-9-]+)?$/,
    'must be a site path such as /services/werkpaard or /#contact',
  );
export const externalUrl = z.url({ protocol: /^https$/, error: 'must be a full https:// address' });

/**
 * `true` keeps the page out of the built site (its page, lists, feeds, sitemap and related links)
 * until it is removed or set to `false`; the dev server shows it, marked as a draft. A link to it
 * in another page's text fails the build until it is published.
 */
export const draft = z.boolean().optional();
export const faq = z.strictObject({ question: text, answer: text });

/** What search engines and link previews show. The title is written without the company suffix. */
export const seo = z.strictObject({
  /** The title in search results and link previews; with " | " and the company name behind it, 30-60 characters. */
  title: text,
  /** The description in search results and link previews: 150-160 characters. */
  description: text,
  /** Phrases people search for. */
  keywords: z.array(text).min(1),
});

export const card = z.strictObject({ icon, title: text, description: text });
export const titled = z.strictObject({ title: text, description: text });

/**
 * A picture file: its path from the content file (`portret.jpg` beside it), or its name in
 * `content/images/` (`ogsm.svg`). The build makes it fast for every screen (build/images/).
 */
export const picturePath = z
  .string()
  .trim()
  .regex(
    /^[^:]+\.(jpe?g|png|webp|avif|svg)$/i,
    'must name a picture file in the content folder: .jpg, .jpeg, .png, .webp, .avif or .svg, ' +
      'such as ogsm.svg or ../images/ogsm.svg',
  );
