import type { OpenOptions, SqlValue } from '@pgsqlite/engine';
import type { PgErrorFields } from '@pgsqlite/errors';

/**
 * The wasm engine thread's protocol (src/wasm-thread-main.ts ⇄ src/wasm-thread-executors.ts):
 * requests name a connection (`conn`); the thread answers each with the same `id`, in order.
 */
export type WasmThreadRequest =
  | { id: number; op: 'open'; conn: number; slot: number; options: OpenOptions }
  | { id: number; op: 'run'; conn: number; sql: string; params: readonly SqlValue[]; first?: string }
  | { id: number; op: 'atomic'; conn: number; steps: readonly string[] }
  /** Answers once the thread has loaded sqlite-wasm and the runtime (start-up warms the thread with it). */
  | { id: number; op: 'ready'; conn: 0 }
  /** Closes the connection; with `rollback` it first rolls back what it has open (a retired connection). */
  | { id: number; op: 'close'; conn: number; rollback?: boolean };

export type WasmThreadReply =
  | { id: number; ok: true; rows: SqlValue[][] | null; changes: number; inTx: boolean }
  | { id: number; ok: false; error: PgErrorFields; inTx: boolean };

/** What the thread starts with. */
export interface WasmThreadInit {
  /** One Int32 per interrupt slot: nonzero stops the statement running on that slot's connection. */
  interrupts: SharedArrayBuffer;
}

/** Interrupt slots (connections that can be interrupted at once); more connections share none. */
export const INTERRUPT_SLOTS = 1024;
