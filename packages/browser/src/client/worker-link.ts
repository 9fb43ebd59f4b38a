import { DatabaseError } from './database-error.js';
import type { Link, StatementSpan } from './link.js';
import type { Storage, WorkerReply, WorkerRequest } from '../host/worker-rpc.js';

type Pending = { resolve: (value: unknown) => void; reject: (e: Error) => void };
type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** A link to a host in a Web Worker (host/worker-host.ts), started on `storage`. */
export async function workerLink(worker: Worker, storage: Storage): Promise<Link> {
  let next = 1;
  const pending = new Map<number, Pending>();
  worker.addEventListener('message', (event: MessageEvent) => {
    const reply = event.data as WorkerReply;
    const p = pending.get(reply.id);
    if (p === undefined) return;
    pending.delete(reply.id);
    if (reply.ok) p.resolve(reply.value);
    else p.reject(new DatabaseError({ C: reply.error.code, M: reply.error.message, S: 'FATAL' }));
  });
  worker.addEventListener('error', (event: ErrorEvent) => {
    const error = new DatabaseError({ C: '08006', M: `the database worker failed: ${event.message}`, S: 'FATAL' });
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  });
  const call = (request: Request, transfer: Transferable[] = []): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id }, transfer);
    });
  await call({ op: 'start', storage });
  return {
    exchange: async (bytes) => (await call({ op: 'exchange', bytes }, [bytes.buffer as ArrayBuffer])) as Uint8Array,
    split: async (sql) => (await call({ op: 'split', sql })) as StatementSpan[],
    close: async () => {
      await call({ op: 'close' }).catch(() => undefined);
      worker.terminate();
    },
  };
}
