import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument, visit, type Document, type Scalar } from 'yaml';
import { loadEntries } from '../../build/content/load.ts';
import { validateEntries } from '../../build/content/validate.ts';
import type { Problem } from '../../build/content/problems.ts';

/**
 * A hostile copy of the real content: every string field of every file, and every markdown body,
 * carries script payloads, as far as the build accepts them. The build must accept these and make
 * them harmless (escaped text, dropped raw HTML); what it refuses (javascript: links) is tested
 * apart. A payload that runs calls `pwn(id)`.
 */

/**
 * Text payloads: a script element, attribute breakouts both ways, a </script> that ends JSON early,
 * line separators that end JavaScript strings, template marks and XML ends.
 */
export const textPayload =
  '<script>pwn("t1")</script>"><img src=x onerror=pwn("t2")>\'><svg ' +
  'onload=pwn("t3")></script><script>pwn("t4")</script>\u2028\u2029<!--{{body}}]]>&amp;';
/** A short payload for fields that must keep their length (search titles and descriptions). */
export const shortPayload = '"><svg onload=pwn("s1")>';
/** Payloads in a web address: it stays a valid https URL, so it reaches an href. */
export const urlPayload = '?q="><script>pwn("u1")</script>\'onmouseover=\'pwn("u2")';

/** Markdown the build accepts: raw HTML (dropped), breakouts in titles, alt texts and addresses, code, entities. */
export const markdownPayload = [
  '',
  '<script>pwn("m1")</script><img src=x onerror=pwn("m2")><a href="javascript:pwn(\'m3\')">m3</a>',
  '',
  '<div onmouseover="pwn(\'m4\')">raw block</div>',
  '',
  'Zie [de pagina](/services/werkpaard "titel\\" onclick=\\"pwn(\'m5\')") en ' +
    '[elders](https://example.com/"onclick="pwn(\'m6\')).',
  '',
  '![alt" onerror="pwn(\'m7\')](kotter.svg) `<script>pwn("m8")</script>` &lt;script&gt;pwn("m9")&lt;/script&gt;',
  '',
  '```html',
  '</code></pre><script>pwn("m10")</script>',
  '```',
  '',
  '<https://example.com/?a=<script>pwn("m11")</script>> [x]: <https://example.com/"><script>pwn("m12")</script>>',
  '',
].join('\n');

type Stage = 'append' | 'fit' | 'original';

interface Field {
  file: string;
  path: (string | number)[];
  original: string;
  stage: Stage;
}

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** A string with a payload, for a stage: appended in full, or fitted into the original's length. */
function hostile(original: string, stage: Stage): string {
  if (stage === 'original') return original;
  if (/^https:\/\//.test(original))
    return stage === 'append' ? `${original.replace(/\/?$/, '/')}${urlPayload}` : original;
  if (stage === 'append') return `${original} ${textPayload}`;
  return original.length > shortPayload.length ? shortPayload + original.slice(shortPayload.length) : original;
}

/** `faqs[2].answer` as a path: `['faqs', 2, 'answer']`. */
function parseField(field: string): (string | number)[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
}

const samePath = (a: readonly (string | number)[], b: readonly (string | number)[]) =>
  a.length >= b.length && b.every((k, i) => a[i] === k);

/**
 * Writes the hostile copy of `sourceDir` to `targetDir`, holding back each payload the build
 * refuses (a field that must be a slug, an e-mail address or a given length), until the content
 * builds. Returns how many fields and bodies carry payloads.
 */
export async function writeHostileContent(
  sourceDir: string,
  targetDir: string,
): Promise<{ fields: number; bodies: number }> {
  const files = (await readdir(sourceDir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(sourceDir, path.join(e.parentPath, e.name)));
  const sources = new Map<string, { doc: Document; body?: string; bodyStage: Stage }>();
  const fields: Field[] = [];
  for (const file of files) {
    // Pictures and other files the editor does not write as text are copied as they are.
    if (!/\.(md|ya?ml)$/.test(file)) {
      await mkdir(path.dirname(path.join(targetDir, file)), { recursive: true });
      await copyFile(path.join(sourceDir, file), path.join(targetDir, file));
      continue;
    }
    const text = await readFile(path.join(sourceDir, file), 'utf8');
    const match = file.endsWith('.md') ? frontMatter.exec(text) : null;
    const doc = parseDocument(match ? match[1]! : text);
    sources.set(file, { doc, body: match ? text.slice(match[0].length) : undefined, bodyStage: 'append' });
    visit(doc, {
      Scalar(_, node) {
        if (typeof node.value !== 'string') return;
        const fieldPath = pathOf(doc, node);
        // The company's name goes into every title: in site.yaml only addresses get a payload of full length.
        const stage = file === 'site.yaml' && !node.value.startsWith('https://') ? 'fit' : 'append';
        if (fieldPath) fields.push({ file, path: fieldPath, original: node.value, stage });
      },
    });
  }
  const label = path.relative(process.cwd(), targetDir) || '.';
  for (let round = 0; round < 6; round++) {
    await write(targetDir, sources, fields);
    const { entries, problems: loadProblems } = await loadEntries(targetDir);
    const { problems } = validateEntries(entries, loadProblems, label);
    if (problems.length === 0) {
      return {
        fields: fields.filter((f) => f.stage !== 'original').length,
        bodies: [...sources.values()].filter((s) => s.body !== undefined && s.bodyStage === 'append').length,
      };
    }
    holdBack(problems, fields, sources, label);
  }
  throw new Error('the hostile content does not build even without its payloads');
}

/** The path of a scalar inside its document. */
function pathOf(doc: Document, target: Scalar): (string | number)[] | undefined {
  let found: (string | number)[] | undefined;
  const walk = (node: unknown, trail: (string | number)[]) => {
    if (found) return;
    if (node === target) {
      found = trail;
      return;
    }
    const items = (node as { items?: unknown[] })?.items;
    if (!Array.isArray(items)) return;
    items.forEach((item, i) => {
      const pair = item as { key?: { value?: unknown }; value?: unknown };
      if (pair && typeof pair === 'object' && 'key' in pair) walk(pair.value, [...trail, String(pair.key?.value)]);
      else walk(item, [...trail, i]);
    });
  };
  walk(doc.contents, []);
  return found;
}

/** Steps each field a problem names one stage back: from appended to fitted, from fitted to the original. */
function holdBack(problems: Problem[], fields: Field[], sources: Map<string, { bodyStage: Stage }>, label: string) {
  for (const problem of problems) {
    const file = problem.file.slice(label.length + 1);
    const source = sources.get(file);
    if (problem.field === '(body)' || (problem.field === '' && source)) {
      if (source) source.bodyStage = 'original';
      if (problem.field === '') for (const f of fields.filter((f) => f.file === file)) f.stage = 'original';
      continue;
    }
    const path = parseField(problem.field);
    // A problem names the field, or (for a length that two fields make) the file's search fields.
    const named = fields.filter((f) => f.file === file && (samePath(f.path, path) || samePath(path, f.path)));
    const affected = named.length ? named : fields.filter((f) => f.file === file && f.path.join('.').startsWith('seo'));
    for (const f of affected) f.stage = f.stage === 'append' ? 'fit' : 'original';
    // Titles are measured with the company's name: a name that grew makes every title too long.
    if (/page title/.test(problem.message))
      for (const f of fields.filter((f) => f.file === 'site.yaml' && f.path[0] === 'name')) f.stage = 'original';
    // A title made of other fields of the file (a category's name in its list's title): those step back too.
    if (/page title/.test(problem.message)) {
      for (const f of fields.filter(
        (f) =>
          f.file === file && f.stage !== 'original' && f.original.length >= 4 && problem.message.includes(f.original),
      ))
        f.stage = f.stage === 'append' ? 'fit' : 'original';
    }
  }
}

async function write(
  targetDir: string,
  sources: Map<string, { doc: Document; body?: string; bodyStage: Stage }>,
  fields: Field[],
) {
  for (const field of fields) sources.get(field.file)!.doc.setIn(field.path, hostile(field.original, field.stage));
  for (const [file, { doc, body, bodyStage }] of sources) {
    const yaml = doc.toString({ lineWidth: 0 });
    const text =
      body === undefined ? yaml : `---\n${yaml}---\n${bodyStage === 'append' ? `${body}\n${markdownPayload}` : body}`;
    await mkdir(path.dirname(path.join(targetDir, file)), { recursive: true });
    await writeFile(path.join(targetDir, file), text);
  }
}
