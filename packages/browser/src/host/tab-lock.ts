import { DatabaseError } from '../client/database-error.js';

/**
 * Holds the Web Lock `pgsqlite:<name>` until the returned function is called: one tab at a time
 * opens a storage. The lock is awaited up to `waitMs` (a reloaded page's previous worker may still
 * be closing); then a second tab gets 55006 (object_in_use) with a message that says why, instead
 * of OPFS refusing its file handles halfway through opening.
 */
export async function lockStorage(name: string, waitMs = 5000): Promise<() => void> {
  if (typeof navigator.locks === 'undefined') return () => undefined;
  let release = (): void => undefined;
  const held = await new Promise<boolean>((resolve) => {
    navigator.locks
      .request(`pgsqlite:${name}`, { signal: AbortSignal.timeout(waitMs) }, () => {
        resolve(true);
        return new Promise<void>((done) => (release = done));
      })
      .catch(() => resolve(false));
  });
  if (!held) throw new DatabaseError({ C: '55006', S: 'FATAL', M: `database storage "${name}" is open in another tab` });
  return release;
}
