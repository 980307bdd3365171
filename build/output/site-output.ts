import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { policyTextInMeta } from '../render/csp.ts';
import type { HtmlFile } from '../seo/audit.ts';
import type { StagedSite } from './write-site.ts';

/** Where a build puts the files it makes, as they are made. */
export interface SiteOutput {
  /**
   * Takes over the files of the current site whose keys are the same (see StagedSite.takeOver);
   * returns those taken over.
   */
  takeOver?(files: Iterable<string>, keyOf: (file: string) => string | undefined): Promise<Set<string>>;
  /** Writes a file; contents given as a function are made only when the file is written (see StagedSite.write). */
  write(file: string, contents: string | Uint8Array | (() => string | Uint8Array), key?: string): void;
  /** The policies of the pages taken over so far (see takeOver). */
  takenPolicies?(): Iterable<string | undefined>;
  /** The HTML pages written, one at a time, for the SEO monitor. */
  pages(): AsyncIterable<HtmlFile>;
}

/** An output that keeps the whole site in memory, in `files`. */
export function memoryOutput(files: Map<string, string | Uint8Array>): SiteOutput {
  return {
    write: (file, contents) => void files.set(file, typeof contents === 'function' ? contents() : contents),
    pages: async function* () {
      for (const [file, html] of files) if (file.endsWith('.html')) yield { file, html: String(html) };
    },
  };
}

/** An output into a staging folder, which takes over the unchanged files of the current site. */
export function stagedOutput(site: StagedSite): SiteOutput {
  return {
    takeOver: (files, keyOf) => site.takeOver(files, keyOf),
    takenPolicies: () => [...site.records.values()].map((record) => record.policy),
    write: (file, contents, key) => site.write(file, contents, key),
    pages: async function* () {
      for (const file of site.files())
        if (file.endsWith('.html')) yield { file, html: await readFile(path.join(site.folder, file), 'utf8') };
    },
  };
}

/** An output that also collects the policy of every page written to it, made or taken over. */
export function withPolicies(output: SiteOutput): SiteOutput & { policies: Set<string> } {
  const policies = new Set<string>();
  const note = (policy: string | undefined) => policy !== undefined && policies.add(policy);
  return {
    ...output,
    policies,
    takeOver:
      output.takeOver &&
      (async (files, keyOf) => {
        const taken = await output.takeOver!(files, keyOf);
        for (const policy of output.takenPolicies?.() ?? []) note(policy);
        return taken;
      }),
    write(file, contents, key) {
      // Pages come here made; only other files come as functions (see PlannedFile.madeOf).
      if (file.endsWith('.html') && typeof contents !== 'function') note(policyTextInMeta(String(contents)));
      output.write(file, contents, key);
    },
  };
}
