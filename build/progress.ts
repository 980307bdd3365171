/** How long a step of the build may run before it shows how far it has come, and how often it does then. */
const quietFor = 2_000;
const every = 1_000;

/** A step of the build that reports its progress (see progress). */
export interface Progress {
  /** Notes that `count` more of the step's items are done. */
  done(count?: number): void;
  /** Ends the step; when it showed progress, says how long it took. */
  end(): void;
}

/** Where progress is shown and what tells the time: the terminal and the clock, unless a test gives others. */
export interface ProgressOutput {
  write(line: string): void;
  /** Milliseconds since some moment. */
  now(): number;
}

const terminal: ProgressOutput = {
  write: (line) => process.stdout.write(line),
  now: () => performance.now(),
};

/**
 * Shows on the terminal (standard output) what a long step of the build is doing and how far it
 * has come: nothing for a step that ends within two seconds, then a line about every second. Told
 * of each item as it is done rather than on a timer, so a step that keeps its thread busy still
 * reports. `total` is the number of items, `what` says what the step does ("Rendering pages").
 */
export function progress(what: string, total: number, output: ProgressOutput = terminal): Progress {
  const start = output.now();
  let finished = 0;
  let shownAt: number | undefined;
  const show = (now: number) => {
    shownAt = now;
    output.write(`${what}: ${finished} of ${total} (${((now - start) / 1000).toFixed(0)} s)\n`);
  };
  return {
    done(count = 1) {
      finished += count;
      const now = output.now();
      if (now - start >= quietFor && (shownAt === undefined || now - shownAt >= every)) show(now);
    },
    end() {
      if (shownAt !== undefined)
        output.write(`${what}: all ${total} in ${((output.now() - start) / 1000).toFixed(1)} s\n`);
    },
  };
}
