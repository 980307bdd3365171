import { describe, expect, it } from 'vitest';
import { shareWork } from '../../build/shared-work.ts';

/** Keeps this thread busy, as rendering a chunk of pages does. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/**
 * Another thread as the build sees it: chunks it is sent queue up there and each takes `ms` of
 * its own time, while this thread goes on; a finished chunk is heard of at this thread's next turn.
 */
function otherThread(ms: number) {
  let freeAt = 0;
  const done: number[][] = [];
  const sent: number[][] = [];
  const work = (chunk: number[]) => {
    sent.push(chunk);
    freeAt = Math.max(freeAt, performance.now()) + ms;
    return new Promise<number[]>((resolve) =>
      setTimeout(
        () => {
          done.push(chunk);
          resolve(chunk.map((n) => n * 10));
        },
        Math.max(0, freeAt - performance.now()),
      ),
    );
  };
  return { work, done, sent };
}

describe('sharing work between threads', () => {
  it('gives the results in the order of the items, whichever thread made them', async () => {
    const other = otherThread(1);
    const items = Array.from({ length: 50 }, (_, i) => i);
    const results = await shareWork(
      items,
      4,
      (chunk) => {
        busy(3);
        return chunk.map((n) => n * 10);
      },
      [other.work],
    );
    expect(results).toEqual(items.map((n) => n * 10));
    expect(other.done.length).toBeGreaterThan(0);
  });

  it('hands the other threads their first chunks before starting on its own', async () => {
    const other = otherThread(1);
    const sentBeforeMine: number[] = [];
    await shareWork(
      Array.from({ length: 20 }, (_, i) => i),
      2,
      (chunk) => {
        sentBeforeMine.push(other.sent.length);
        busy(2);
        return chunk;
      },
      [other.work],
    );
    expect(sentBeforeMine[0]).toBeGreaterThan(0);
  });

  /** Shares `count` one-item chunks between this thread (`hereMs` a chunk) and another (`otherMs`). */
  async function share(count: number, hereMs: number, otherMs: number) {
    const other = otherThread(otherMs);
    let mine = 0;
    await shareWork(
      Array.from({ length: count }, (_, i) => i),
      1,
      (chunk) => {
        busy(hereMs);
        mine++;
        return chunk;
      },
      [other.work],
    );
    return { mine, other: other.done.length };
  }

  it('keeps a faster thread supplied while this one is busy with its own chunk', async () => {
    // This thread takes 30 ms a chunk and the other 3 ms: handed one chunk per turn of this
    // thread, the other would sit idle most of the time and do no more than this one.
    const { mine, other } = await share(60, 30, 3);
    expect(other).toBeGreaterThanOrEqual(mine * 1.5);
  });

  it('queues no chunk behind a slower thread near the end', async () => {
    // The other thread takes 45 ms a chunk, this one 10 ms: when the other finishes its first
    // chunk it still has its queued second, so the last two chunks are this thread's to do.
    expect(await share(10, 10, 45)).toEqual({ mine: 8, other: 2 });
  });
});
