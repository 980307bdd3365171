/**
 * A save the build would refuse is not written: before the local backend writes an entry, the
 * content as it would be after the save goes through the build's checks (build/content/validate.ts, then
 * the pictures it names), and every problem of the saved files is answered at once, each named by
 * the form's label and said in Dutch where the build's sentence has a Dutch form here.
 */
import path from 'node:path';
import { loadEntries, parseEntry } from '../../build/content/load.ts';
import { validateEntries } from '../../build/content/validate.ts';
import { buildDate } from '../../build/content/publication.ts';
import { preparePictures } from '../../build/images/pictures.ts';
import type { Problem } from '../../build/content/problems.ts';
import { fieldLabels } from './labels.ts';

/** The status of a save refused for its problems: "Unprocessable Content". */
export const problemsStatus = 422;

/** The first line of the answer; each line after it is one problem, `Label: what to fix`. */
export const problemsHeading = (count: number) =>
  `${count} ${count === 1 ? 'probleem' : 'problemen'} in wat je opslaat; de lijst staat bij het formulier.`;

/** A field as the form labels it: `faqs[2].answer` is "Veelgestelde vragen 3 → Antwoord". */
export function fieldLabel(field: string): string {
  if (!field || field === '(body)') return fieldLabels.body ?? 'Tekst';
  return field
    .split('.')
    .map((part) => {
      const match = /^([^[]+)(?:\[(\d+)\])?$/.exec(part);
      const name = match?.[1] ?? part;
      const index = match?.[2];
      const label = fieldLabels[name] ?? name;
      return index === undefined ? label : `${label} ${Number(index) + 1}`;
    })
    .join(' → ');
}

const dutch: [RegExp, (...m: string[]) => string][] = [
  [
    /^is a heading of level 1 \("# "\), a second title on the page; start it with "## "$/,
    () => 'heeft een kop met één # (dat is een tweede titel op de pagina); begin de kop met ## of kies Kop 2',
  ],
  [
    /^makes the page title ".*" (\d+) characters long; it must be \d+-\d+ \((\d+)-(\d+) before " \| (.*)"\)$/,
    (_, n, a, b, site) =>
      `maakt de titel in zoekresultaten ${n} tekens lang; zonder " | ${site}" mag hij ${a} tot ${b} tekens zijn`,
  ],
  [/^is (\d+) characters long; it must be (\d+)-(\d+)$/, (_, n, a, b) => `is ${n} tekens; maak er ${a} tot ${b} van`],
  [
    /^"(.*)" is not a page of the site(?: \(did you mean "(.*)"\?\))?; .*$/,
    (_, link, guess) =>
      `"${link}" is geen pagina van de site${guess ? ` (bedoel je "${guess}"?)` : ''}; ` +
      'link naar een bestaande pagina, of maak een doorverwijzing in Instellingen van de site → Doorverwijzingen',
  ],
  [
    /^"(.*)" is not there: .*$/,
    (_, name) => `"${name}" staat niet bij de afbeeldingen; upload de afbeelding of kies een andere`,
  ],
];

/** The build's sentence in Dutch, where it has a Dutch form; else as the build says it. */
export function inDutch(message: string): string {
  for (const [pattern, say] of dutch) {
    const found = pattern.exec(message);
    if (found) return say(...found);
  }
  return message;
}

/** A file a save writes, and its text. */
export interface SavedText {
  file: string;
  raw: string;
}

/**
 * The problems the build would find in `saved`, with the rest of `contentDir` as it is on disk and
 * the `pictures` uploaded with them (absolute paths).
 */
export async function saveProblems(
  contentDir: string,
  saved: SavedText[],
  { pictures = [], today = buildDate() }: { pictures?: string[]; today?: string } = {},
): Promise<Problem[]> {
  const { entries, problems: loadProblems } = await loadEntries(contentDir);
  const shown = path.relative(process.cwd(), contentDir) || '.';
  const labels = new Map<string, SavedText & { relative: string }>(
    saved.map((s) => {
      const relative = path.relative(contentDir, s.file).split(path.sep).join('/');
      return [`${shown}/${relative}` as `${string}/${string}`, { ...s, relative }] as const;
    }),
  );
  const kept = entries.filter((e) => !labels.has(e.file));
  const problems = loadProblems.filter((p) => !labels.has(p.file));
  for (const [label, s] of labels) {
    const parsed = parseEntry(label, s.relative, s.raw);
    if (parsed.entry) kept.push(parsed.entry);
    problems.push(...parsed.problems);
  }
  const checked = validateEntries(kept, problems, shown, { today, showDrafts: true });
  const found = [...checked.problems];
  if (checked.content) {
    const pictures = await preparePictures(checked.content, { contentDir, contentLabel: shown });
    found.push(...pictures.problems);
  }
  // The pictures uploaded with the entry are written after these checks: they are there.
  const uploaded = new Set(pictures.map((p) => path.basename(p)));
  const missing = /^"([^"]+)" is not there: /;
  return found.filter((p) => labels.has(p.file) && !uploaded.has(path.basename(missing.exec(p.message)?.[1] ?? '\0')));
}

/** The answer's text: the heading, then one line per problem. */
export const problemsText = (problems: Problem[]) =>
  [problemsHeading(problems.length), ...problems.map((p) => `${fieldLabel(p.field)}: ${inDutch(p.message)}`)].join(
    '\n',
  );
