import type { DatabaseFiles } from '@pgsqlite/backend';
import type { EngineFactory } from '@pgsqlite/engine';
import { startEmbeddedHost, type EmbeddedHost } from './embedded-host.js';
import { ProtocolExchange } from './protocol-exchange.js';
import type { MessageEnd, Storage, WorkerReply, WorkerRequest } from './worker-rpc.js';

/** What a worker needs to serve a storage: an engine and where its database files are. */
export interface HostStorage {
  engine: EngineFactory;
  files: DatabaseFiles;
  memory: boolean;
  /** Runs once the host has closed. */
  close?: () => void;
}

/**
 * The body of the Web Worker: answers the page's requests (worker-rpc.ts) with one embedded host
 * and one connection to it. `open` turns a storage name into an engine and files (the worker
 * entry passes the WebAssembly engine's).
 */
export function serveWorker(port: MessageEnd, open: (storage: Storage) => Promise<HostStorage>): void {
  let host: EmbeddedHost | null = null;
  let exchange: ProtocolExchange | null = null;
  let storage: HostStorage | null = null;
  const reply = (message: WorkerReply, transfer: Transferable[] = []): void => port.postMessage(message, transfer);

  const handle = async (req: WorkerRequest): Promise<void> => {
    try {
      switch (req.op) {
        case 'start': {
          storage = await open(req.storage);
          host = await startEmbeddedHost(storage);
          exchange = new ProtocolExchange(host, { startup: true });
          reply({ id: req.id, ok: true, value: null });
          return;
        }
        case 'exchange': {
          if (exchange === null) throw new Error('not started');
          const bytes = await exchange.exchange(req.bytes);
          reply({ id: req.id, ok: true, value: bytes }, [bytes.buffer as ArrayBuffer]);
          return;
        }
        case 'split':
          reply({ id: req.id, ok: true, value: host?.split(req.sql) ?? [] });
          return;
        case 'close':
          exchange?.close();
          await host?.close();
          storage?.close?.();
          host = null;
          storage = null;
          exchange = null;
          reply({ id: req.id, ok: true, value: null });
          return;
      }
    } catch (e) {
      reply({ id: req.id, ok: false, error: { code: sqlstateOf(e), message: e instanceof Error ? e.message : String(e) } });
    }
  };
  port.addEventListener('message', (event) => void handle(event.data as WorkerRequest));
}

/** The SQLSTATE of a PgError (fields.code) or DatabaseError (code); XX000 for anything else. */
function sqlstateOf(e: unknown): string {
  if (typeof e !== 'object' || e === null) return 'XX000';
  const code = 'fields' in e ? (e as { fields: { code?: unknown } }).fields.code : (e as { code?: unknown }).code;
  return typeof code === 'string' && code.length === 5 ? code : 'XX000';
}
