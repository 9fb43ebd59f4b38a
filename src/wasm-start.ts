import type { EngineFactory } from '@pgsqlite/engine';
import { PgError } from '@pgsqlite/errors';
import { startServer, type RunningServer, type ServerOptions } from '@pgsqlite/server';
import { Translator } from '@pgsqlite/translate';
import { wasmThreadExecutorFactory } from './wasm-thread-executors.js';
import { bundledThreadModule } from './thread-bundle.js';
import { bundledInitdbImage } from './initdb-image.js';

/**
 * The engine the server is told about when connections live in the wasm engine thread: the
 * server uses `engine` only for point reads on the socket thread, which would need a second
 * wasm instance that cannot see the thread's locks and WAL index; refusing to open turns them
 * off (the database handle falls back to the session's own connection).
 */
const inThreadOnly: EngineFactory = {
  name: 'sqlite-wasm (engine thread)',
  open() {
    throw new PgError('feature_not_supported', 'wasm engine connections open only in its engine thread');
  },
};

/**
 * startPgsqlite with the wasm engine: the same server, sessions and wire protocol; every SQLite
 * connection lives in one worker thread holding the sqlite-wasm instance (wasm-thread-main.ts),
 * with the same runtime functions registered there.
 */
export async function startWasm(
  options: Partial<Omit<ServerOptions, 'engine' | 'onOpenEngine' | 'executors'>>,
  parser: Promise<void>,
  onListening?: (server: RunningServer) => void,
): Promise<RunningServer> {
  // the wasm engine thread's bundle beside the CLI's / library's (the published package has no workspace packages)
  const wasmThread = bundledThreadModule(import.meta.url, 'wasm-thread.bundle.js');
  const executors = wasmThreadExecutorFactory(wasmThread === undefined ? {} : { threadModule: wasmThread });
  // The engine thread loads sqlite-wasm and the runtime while the parser loads: the first
  // session does not wait for either.
  await Promise.all([parser, executors.warm()]);
  const server = await startServer({
    // the native build's image: a SQLite database file as any other, which the wasm engine opens too
    initdbImage: bundledInitdbImage(import.meta.url),
    ...options,
    engine: inThreadOnly,
    translator: options.translator ?? new Translator(),
    executors,
  });
  onListening?.(server);
  return server;
}
