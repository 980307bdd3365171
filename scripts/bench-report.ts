/**
 * BENCHMARKS.md holds one section per benchmark script, each written by its script alone: a run
 * replaces its own section, between its markers, and leaves the others as they are.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '../BENCHMARKS.md');
const intro = [
  '# Benchmarks',
  '',
  'Written by the benchmark scripts: each replaces its own section when it runs (see BUILDING.md,',
  '"Measuring"). Compare figures within one section; a busy machine moves wall times a lot and',
  'CPU seconds (user plus system) far less.',
  '',
].join('\n');

/** One line on the machine and the moment of a run. */
export function machineLine(): string {
  const cpus = os.cpus();
  let commit: string;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    commit = 'unknown';
  }
  return (
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}; ` +
    `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`
  );
}

/** The load averages over 1, 5 and 15 minutes. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** Replaces the section `name` of BENCHMARKS.md with `body` (Markdown), adding it when there is none. */
export async function writeSection(name: string, body: string): Promise<void> {
  const start = `<!-- ${name}: written by npm run ${name} -->`;
  const end = `<!-- end of ${name} -->`;
  const section = `${start}\n${body.trim()}\n${end}`;
  const text = existsSync(file) ? await readFile(file, 'utf8') : intro;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? text.slice(0, from) + section + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  await writeFile(file, next);
  console.log(`\nWrote its section of ${path.relative(process.cwd(), file)}.`);
}
