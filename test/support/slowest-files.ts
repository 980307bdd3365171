import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest test files a run names at its end. */
const shown = 10;

/** Names the slowest test files at the end of a run, so a slow one is seen before it grows. */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const timed = modules
      .map((m) => ({
        file: path.relative(process.cwd(), m.moduleId),
        project: m.project.name,
        ms: m.diagnostic().duration,
      }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, shown);
    if (timed.length < 2) return;
    const lines = timed.map(
      ({ file, project, ms }) => `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file} (${project})`,
    );
    process.stdout.write(`\n The ${timed.length} slowest test files:\n${lines.join('\n')}\n\n`);
  }
}
