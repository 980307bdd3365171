import { describe, expect, it } from 'vitest';
import { progress } from '../../build/progress.ts';

/** A clock moved by hand, and the lines written. */
function fakeTerminal() {
  const lines: string[] = [];
  let time = 0;
  return {
    lines,
    at: (ms: number) => (time = ms),
    output: { write: (line: string) => void lines.push(line), now: () => time },
  };
}

describe('progress of a build step', () => {
  it('says nothing for a step that ends within two seconds', () => {
    const { lines, at, output } = fakeTerminal();
    const step = progress('Checking content files', 3, output);
    at(500);
    step.done();
    at(1_999);
    step.done(2);
    step.end();
    expect(lines).toEqual([]);
  });

  it('past two seconds, says how far it has come about every second, and how long it took', () => {
    const { lines, at, output } = fakeTerminal();
    const step = progress('Checking content files', 4000, output);
    at(1_000);
    step.done(500);
    at(2_100);
    step.done(500);
    at(2_600);
    step.done(500);
    at(3_200);
    step.done(500);
    at(4_100);
    step.done(2000);
    step.end();
    expect(lines).toEqual([
      'Checking content files: 1000 of 4000 (2 s)\n',
      'Checking content files: 2000 of 4000 (3 s)\n',
      'Checking content files: all 4000 in 4.1 s\n',
    ]);
  });
});
