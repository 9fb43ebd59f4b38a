/**
 * One-shot timers through the host's global `setTimeout` (browsers and Node both have it; this
 * package compiles without DOM or Node typings, so the two members used are declared here).
 */
interface TimerHost {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const host = globalThis as unknown as TimerHost;

/** Calls `fn` after `ms` milliseconds; returns a function that cancels it (idempotent). */
export function startTimer(ms: number, fn: () => void): () => void {
  const handle = host.setTimeout(fn, ms);
  (handle as { unref?: () => void }).unref?.();
  return () => host.clearTimeout(handle);
}
