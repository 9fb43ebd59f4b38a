/** Messages between a Pgsqlite object (page) and its Web Worker host. */

/** Where the databases live: in memory (gone on reload), or in the origin's private file system. */
export type Storage = 'memory' | `opfs:${string}`;

export type WorkerRequest =
  | { id: number; op: 'start'; storage: Storage }
  | { id: number; op: 'exchange'; bytes: Uint8Array }
  | { id: number; op: 'split'; sql: string }
  | { id: number; op: 'close' };

export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: { code: string; message: string } };

/** The two ends of a worker's message channel, as far as the RPC needs them. */
export interface MessageEnd {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
