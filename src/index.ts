import { compiledModuleUrl, nativeEngineFactory, workerExecutorFactory } from '@pgsqlite/engine-native';
import { startServer, type RunningServer, type ServerOptions } from '@pgsqlite/server';
import { Translator, loadParser, registerRuntime } from '@pgsqlite/translate';

export type { RunningServer, ServerOptions } from '@pgsqlite/server';
export type { Logger } from '@pgsqlite/server';

/**
 * Options of `startPgsqlite`: the server's, minus what the composition root decides. `translator`
 * defaults to a new Translator; pass your own to read its plan-cache `stats` (the benchmarks do).
 */
export type PgsqliteOptions = Partial<Omit<ServerOptions, 'engine' | 'onOpenEngine' | 'executors'>>;

let parserLoaded: Promise<void> | undefined;

/**
 * Starts pgsqlite with the native SQLite engine (better-sqlite3): in-memory databases unless
 * `dataDir` is given, TCP on 127.0.0.1:5432 unless told otherwise.
 *
 * ```ts
 * const server = await startPgsqlite({ port: 0 });
 * // connect any PostgreSQL client to server.url
 * await server.close();
 * ```
 */
export async function startPgsqlite(options: PgsqliteOptions = {}): Promise<RunningServer> {
  parserLoaded ??= loadParser();
  // Listening and loading the parser's WASM overlap: start-up time is the longer of the two.
  const [server, parser] = await Promise.allSettled([
    startServer({
      ...options,
      engine: nativeEngineFactory,
      translator: options.translator ?? new Translator(),
      onOpenEngine: (engine) => {
        registerRuntime(engine);
      },
      // Every connection runs on a worker thread; the sockets' thread never waits on SQLite.
      executors: workerExecutorFactory({ setupModule: compiledModuleUrl('./engine-setup.js', import.meta.url) }),
    }),
    parserLoaded,
  ]);
  if (parser.status === 'rejected') {
    parserLoaded = undefined;
    if (server.status === 'fulfilled') await server.value.close();
    throw parser.reason;
  }
  if (server.status === 'rejected') throw server.reason;
  return server.value;
}
