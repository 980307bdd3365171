import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Does the work on `items` in chunks, shared between this thread (`here`) and other threads
 * (`elsewhere`, one function per thread): each takes the next chunk as soon as it is free, so a
 * thread that starts late or runs slow takes fewer. Results come back in the order of the items.
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
  const take = async (work: (chunk: T[]) => R[] | Promise<R[]>, yieldBetween: boolean) => {
    while (next < chunks.length) {
      const index = next++;
      results[index] = await work(chunks[index]!);
      // This thread hands out the other threads' next chunks only between its own.
      if (yieldBetween) await nextTurn();
    }
  };
  await Promise.all([take(here, true), ...elsewhere.map((work) => take(work, false))]);
  return results.flat();
}
