import type { Worker } from 'node:worker_threads';
import { interruptSqliteConnection } from '../native-engine.js';
import { REP_SEQ, waitAsync, type ChannelMemory } from '../worker/shared-channel.js';

/**
 * How long a thread whose SQLite statement was interrupted may take to answer before it is
 * terminated anyway. SQLite notices an interrupt between VDBE operations, within microseconds,
 * except inside one long operation (merging a large sort); terminating the thread before SQLite
 * returns risks the abort described below, so the wait is generous. A thread stuck in a
 * JavaScript function (which an interrupt does not reach) is terminated after it.
 */
export const ANSWER_MS = 10_000;

/**
 * Stops an executor thread. A busy one (`busy`: the connection its request runs on) first has its SQLite statement interrupted
 * (interrupt-extension.ts): terminating a thread stops only its JavaScript, so a statement that
 * calls no JavaScript (a cross join, a recursive CTE over integers) would otherwise run on at
 * full CPU until SQLite finishes it. The thread is terminated once it answered (the statement
 * ended with SQLITE_INTERRUPT): terminating it while SQLite is returning that error would make
 * better-sqlite3 build an Error in a dying isolate, which aborts the process.
 */
export function stopThread(worker: Worker, mem: ChannelMemory, busy: number | null): void {
  const seq = Atomics.load(mem.header, REP_SEQ);
  const stop = (): void => void worker.terminate();
  if (busy === null || interruptSqliteConnection(worker.threadId, busy) === 0) return stop();
  const answered = waitAsync(mem.header, REP_SEQ, seq, ANSWER_MS);
  if (answered.async) void answered.value.then(stop);
  else stop();
}
