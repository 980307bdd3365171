import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Does the work on `items` in chunks, shared between this thread (`here`) and other threads
 * (`elsewhere`, one function per thread): each takes the next chunk as soon as it is free, so a
 * thread that starts late or runs slow takes fewer. Results come back in the order of the items.
 *
 * This thread hands out chunks only between its own, so each other thread is sent its next chunk
 * while it works on the one in hand. Near the end a thread takes a chunk only when it has none,
 * so that no chunk waits in one thread's queue while another thread is free.
 */
export async function shareWork<T, R>(
  items: readonly T[],
  chunkSize: number,
  here: (chunk: T[]) => R[] | Promise<R[]>,
  elsewhere: readonly ((chunk: T[]) => Promise<R[]>)[],
): Promise<R[]> {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += chunkSize) chunks.push(items.slice(i, i + chunkSize));
  const results: R[][] = new Array(chunks.length);
  let next = 0;
  const threads = 1 + elsewhere.length;
  // A second chunk only while more than two rounds remain: near the end it could keep a free thread waiting.
  const queueLength = () => (chunks.length - next > 2 * threads ? 2 : 1);

  const takeHere = async () => {
    while (next < chunks.length) {
      const index = next++;
      results[index] = await here(chunks[index]!);
      await nextTurn();
    }
  };
  const feed = (work: (chunk: T[]) => Promise<R[]>) =>
    new Promise<void>((resolve, reject) => {
      let inHand = 0;
      const supply = () => {
        while (next < chunks.length && inHand < queueLength()) {
          const index = next++;
          inHand++;
          work(chunks[index]!).then((result) => {
            results[index] = result;
            inHand--;
            supply();
          }, reject);
        }
        if (inHand === 0) resolve();
      };
      supply();
    });
  // The other threads first: this thread's first chunk runs before its first turn ends.
  const fed = elsewhere.map(feed);
  await Promise.all([...fed, takeHere()]);
  return results.flat();
}
