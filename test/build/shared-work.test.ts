import { describe, expect, it } from 'vitest';
import { shareWork } from '../../build/shared-work.ts';

/**
 * Two threads on a made-up clock, so what the test sees never depends on the machine's speed or load.
 * This thread's chunks take `hereMs` each; the other thread's queue up and take `otherMs` each.
 * A chunk the other thread finished is heard of at this thread's next turn: at the end of its own
 * chunk, or, once this thread has nothing left to do, when the other thread's next chunk is done.
 */
function twoThreads(hereMs: number, otherMs: number) {
  let now = 0;
  let freeAt = 0;
  let busyHere = false;
  let watching = false;
  const pending: { at: number; deliver: () => void }[] = [];
  const done: number[][] = [];
  const sent: number[][] = [];
  const hereDone: number[][] = [];

  const deliverDue = () => {
    pending.sort((a, b) => a.at - b.at);
    while (pending.length > 0 && pending[0]!.at <= now) pending.shift()!.deliver();
  };
  // Once a turn of the event loop: this thread idle since the last turn lets the clock run on to the
  // other's next result.
  const watch = () => {
    if (watching) return;
    watching = true;
    setImmediate(() => {
      watching = false;
      if (!busyHere && pending.length > 0) {
        now = Math.max(now, pending[0]!.at);
        deliverDue();
      }
      busyHere = false;
      if (pending.length > 0) watch();
    });
  };

  const work = (chunk: number[]) => {
    sent.push(chunk);
    freeAt = Math.max(freeAt, now) + otherMs;
    watch();
    return new Promise<number[]>((resolve) => {
      pending.push({
        at: freeAt,
        deliver: () => {
          done.push(chunk);
          resolve(chunk.map((n) => n * 10));
        },
      });
    });
  };
  const here = (chunk: number[]) => {
    busyHere = true;
    now += hereMs;
    hereDone.push(chunk);
    deliverDue();
    return chunk.map((n) => n * 10);
  };
  return { here, work, done, sent, hereDone };
}

describe('sharing work between threads', () => {
  it('gives the results in the order of the items, whichever thread made them', async () => {
    const threads = twoThreads(3, 1);
    const items = Array.from({ length: 50 }, (_, i) => i);
    const results = await shareWork(items, 4, threads.here, [threads.work]);
    expect(results).toEqual(items.map((n) => n * 10));
    expect(threads.done.length).toBeGreaterThan(0);
    expect(threads.hereDone.length).toBeGreaterThan(0);
  });

  it('hands the other threads their first chunks before starting on its own', async () => {
    const threads = twoThreads(2, 1);
    const sentBeforeMine: number[] = [];
    await shareWork(
      Array.from({ length: 20 }, (_, i) => i),
      2,
      (chunk) => {
        sentBeforeMine.push(threads.sent.length);
        return threads.here(chunk);
      },
      [threads.work],
    );
    expect(sentBeforeMine[0]).toBeGreaterThan(0);
  });

  /** Shares `count` one-item chunks between this thread (`hereMs` a chunk) and another (`otherMs`). */
  async function share(count: number, hereMs: number, otherMs: number) {
    const threads = twoThreads(hereMs, otherMs);
    await shareWork(
      Array.from({ length: count }, (_, i) => i),
      1,
      threads.here,
      [threads.work],
    );
    return { mine: threads.hereDone.length, other: threads.done.length };
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
