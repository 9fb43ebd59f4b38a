import { startServer, type RunningServer, type ServerOptions } from '@pgsqlite/server';
import { Translator, registerRuntime } from '@pgsqlite/translate';
import { wasmEngine } from './wasm-setup.js';

/**
 * startPgsqlite with the wasm engine: the same server, sessions and wire protocol; connections
 * run inline over the one sqlite-wasm instance (the server's default executors), opened once
 * the parser has loaded.
 */
export async function startWasm(
  options: Partial<Omit<ServerOptions, 'engine' | 'onOpenEngine' | 'executors'>>,
  parser: Promise<void>,
  onListening?: (server: RunningServer) => void,
): Promise<RunningServer> {
  const [engine] = await Promise.all([wasmEngine(), parser]);
  const server = await startServer({
    ...options,
    engine,
    translator: options.translator ?? new Translator(),
    onOpenEngine: (opened) => {
      registerRuntime(opened);
    },
  });
  onListening?.(server);
  return server;
}
