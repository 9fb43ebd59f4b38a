import { PgError } from '@pgsqlite/errors';

/**
 * The most memory one value a runtime function builds may take, as JavaScript holds it while
 * building, storing and reading it back (PostgreSQL's MaxAllocSize, 1 GB, is its bound for one
 * datum). A value past it is refused before it is built, with PostgreSQL's 53200 `out of
 * memory`: building it would take gigabytes of the executor thread's heap, and one allocation
 * that large past V8's heap limit ends the whole server process, not just the statement.
 */
export const MAX_VALUE_MEMORY = 0x3fffffff;

/** Bytes JavaScript takes per array element beyond its JSON text (the item, its slot, the parse on reading). */
export const ARRAY_ELEMENT_OVERHEAD = 64;

/** Throws 53200 when a value of `bytes` (estimated) may not be built. */
export function checkValueMemory(bytes: number): void {
  if (bytes <= MAX_VALUE_MEMORY) return;
  throw new PgError('out_of_memory', 'out of memory', {
    detail: `Failed on request of size ${Math.min(Math.round(bytes), Number.MAX_SAFE_INTEGER)} in memory context "ExecutorState".`,
  });
}
