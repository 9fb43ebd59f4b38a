import { compiledModuleUrl, nativeEngineFactory, workerExecutorFactory } from '@pgsqlite/engine-native';
import { startServer, type RunningServer, type ServerOptions } from '@pgsqlite/server';
import { Translator, loadParser, registerRuntime } from '@pgsqlite/translate';
import { installZoneInfo } from './zoneinfo.js';

export type { RunningServer, ServerOptions } from '@pgsqlite/server';
export type { Logger } from '@pgsqlite/server';

/**
 * Options of `startPgsqlite`: the server's, minus what the composition root decides. `translator`
 * defaults to a new Translator; pass your own to read its plan-cache `stats` (the benchmarks do).
 */
export interface PgsqliteOptions extends Partial<Omit<ServerOptions, 'engine' | 'onOpenEngine' | 'executors'>> {
  /**
   * A module that is both the executor threads' entry and their setup module: the bundle
   * `dist/executor-thread.bundle.js` that `npm run build` makes (the CLI passes it). Default:
   * the modules tsc emits (always current after `tsc -b`).
   */
  threadModule?: string | URL;
}

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
export async function startPgsqlite(pgsqliteOptions: PgsqliteOptions = {}): Promise<RunningServer> {
  const { threadModule, ...options } = pgsqliteOptions;
  installZoneInfo();
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
      executors: workerExecutorFactory(
        threadModule === undefined ? { setupModule: compiledModuleUrl('./engine-setup.js', import.meta.url) } : { threadModule, setupModule: threadModule },
      ),
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
