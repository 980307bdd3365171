import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSmallSite } from '../support/small-site.ts';
import { checkContent, readContentFiles } from '../../build/content/check-step.ts';

/** Each step that reported progress: what it said it does, its total, and the items it was told of. */
const steps: { what: string; total: number; done: number; ended: boolean }[] = [];
const report = (what: string, total: number) => {
  const step = { what, total, done: 0, ended: false };
  steps.push(step);
  return { done: (count = 1) => void (step.done += count), end: () => void (step.ended = true) };
};

describe('checking the content', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'check-progress-'));
    await writeSmallSite(path.join(dir, 'content'), 20);
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('tells the progress of the build of every file it checks', async () => {
    const contentDir = path.join(dir, 'content');
    const files = await readContentFiles(contentDir);
    const { checked } = await checkContent(files, { contentDir, label: 'content', report });
    const checking = steps.filter((step) => step.what === 'Checking content files');
    expect(checking.length).toBeGreaterThan(0);
    expect(checking.reduce((sum, step) => sum + step.total, 0)).toBe(files.length);
    expect(checking.reduce((sum, step) => sum + step.done, 0)).toBe(checked);
    expect(checking.every((step) => step.done === step.total && step.ended)).toBe(true);
  });
});
