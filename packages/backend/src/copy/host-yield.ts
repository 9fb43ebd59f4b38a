/**
 * A macrotask turn of the host's event loop: `setImmediate` in Node, `setTimeout(…, 0)` elsewhere
 * (this package compiles without DOM or Node typings, so the members used are declared here).
 */
interface YieldHost {
  setImmediate?: (fn: () => void) => unknown;
  setTimeout(fn: () => void, ms: number): unknown;
}

const host = globalThis as unknown as YieldHost;

/**
 * Resolves once every microtask queued before it (and those they queue) has run. COPY awaits it
 * after starting a batch: the batch reaches the executor through a chain of async calls, which
 * would otherwise wait until the next batch had been decoded (no overlap of decoding and SQLite).
 */
export function yieldToHost(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (host.setImmediate !== undefined) host.setImmediate(resolve);
    else host.setTimeout(resolve, 0);
  });
}
