import { rename } from 'node:fs/promises';
import { setTimeout as wait } from 'node:timers/promises';

/**
 * Errors Windows gives for a rename while a file inside the folder is held open (an editor, a
 * virus scanner, the search indexer, a server still answering a request); each clears within
 * moments once the holder lets go.
 */
const heldOpen = new Set(['EPERM', 'EBUSY', 'EACCES']);

/**
 * Renames a folder, trying again for a while when the platform says a file in it is held open;
 * any other error (a missing folder among them) is thrown at once.
 */
export async function renameFolder(
  from: string,
  to: string,
  { tries = 10, renameOnce = rename }: { tries?: number; renameOnce?: typeof rename } = {},
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await renameOnce(from, to);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (!heldOpen.has(code) || attempt >= tries) throw error;
      await wait(attempt * 50);
    }
  }
}
