import type { Engine, ExecutorFactory } from '@pgsqlite/engine';
import { availableParallelism } from 'node:os';
import { compiledModuleUrl, nativeEngineFactory, pooledExecutorFactory, workerExecutorFactory } from '@pgsqlite/engine-native';
import { startServer, type RunningServer, type ServerOptions } from '@pgsqlite/server';
import { Translator, loadParser, registerRuntime, warmUpTranslator } from '@pgsqlite/translate';
import { bundledThreadModule } from './thread-bundle.js';
import { bundledInitdbImage } from './initdb-image.js';
import { installNativeLibm } from './native-libm.js';
import { installZoneInfo } from './zoneinfo.js';
import { startWasm } from './wasm-start.js';

export type { RunningServer, ServerOptions } from '@pgsqlite/server';
export type { Logger } from '@pgsqlite/server';

/**
 * Options of `startPgsqlite`: the server's, minus what the composition root decides. `translator`
 * defaults to a new Translator; pass your own to read its plan-cache `stats` (the benchmarks do).
 */
export interface PgsqliteOptions extends Partial<Omit<ServerOptions, 'engine' | 'onOpenEngine' | 'executors'>> {
  /**
   * A module that is both the executor threads' entry and their setup module: the bundle
   * `dist/executor-thread.bundle.js` that `npm run build` makes. Default: that bundle when it
   * sits beside this module (the CLI, the published package, `npm run build`'s dist/), else the
   * modules tsc emits (running from sources).
   */
  threadModule?: string | URL;
  /**
   * Called once the server accepts connections, before the SQL parser has finished loading
   * (start-up waits for both; the CLI prints its URL here). Sessions wait for the parser before
   * their first statement, so a client that connects now is served correctly.
   */
  onListening?: (server: RunningServer) => void;
  /**
   * The SQLite engine: `native` (better-sqlite3 on worker threads, the default) or `wasm`
   * (@sqlite.org/sqlite-wasm, one instance, connections inline: see wasm-setup.ts).
   */
  engine?: 'native' | 'wasm';
  /**
   * Executor threads (default: the machine's cores). Sessions borrow them per statement and keep
   * one only while their connection holds state (a transaction, temporary tables, currval); more
   * start when statements would wait behind long ones. `'per-connection'`: the former model, one
   * thread and connection per session for its whole life; `'inline'`: every statement on the
   * server's own thread (no long statement may run without stalling all); both kept for
   * comparison in bench/executors.js.
   */
  executors?: number | 'per-connection' | 'inline';
  /**
   * The per-statement memory guard, in bytes: a statement whose result would take more memory
   * than this on its executor thread fails with 53200 `out of memory` (with PostgreSQL's DETAIL)
   * instead of growing the process by gigabytes. Default 1 GiB; 0: no limit. Native engine on
   * executor threads only.
   */
  statementMemory?: number;
}

let parserLoaded: Promise<void> | undefined;

/**
 * Functions a statement of a transaction run on the server's thread may call: their work is
 * bounded by their arguments, and their answer depends only on the arguments and the session's
 * runtime settings (TimeZone, DateStyle…: the server-thread connection is given the session's
 * before its statements run), and the session's sequence state for serial keys' draws (given too,
 * and a transaction moved to a thread replays from the state it began with). Nothing that reads or
 * leaves other connection state (setseed, random), reads a clock (pg_now: a replay would answer differently), sleeps, or may run
 * long on a small input (regular expressions, crypt).
 */
const INLINE_FUNCTIONS: ReadonlySet<string> = new Set([
  'pg_int_check', 'pg_numeric_cmp', 'pg_numeric_op', 'pg_float_arith', 'pg_cast', 'pg_div', 'pg_float_check',
  'pg_numeric_neg', 'pg_numeric_abs', 'pg_numeric_round', 'pg_float_cmp', 'pg_float_round',
  // serial/identity keys drawn as nextval: the session's sequence state moves with it (engine-native sequence-session-port.ts)
  'pg_autoinc_draw', 'pg_autoinc_draw_more', 'total_changes',
]);

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
  const { threadModule = bundledThreadModule(import.meta.url), onListening, engine, executors: executorCount, statementMemory, ...options } = pgsqliteOptions;
  installZoneInfo();
  installNativeLibm();
  if (engine === 'wasm') return startWasm(options, (parserLoaded ??= loadParser()), onListening);
  // The parser's WASM starts loading right after the server listens (its synchronous part — the
  // emscripten runtime, reading the .wasm — would otherwise delay the first accepted connection);
  // sessions wait for it before their first statement (executors.open below).
  // ('inline' executors have no open to wait in: the parser loads first.)
  let parser: Promise<void> = executorCount === 'inline' ? (parserLoaded ??= loadParser()) : Promise.resolve();
  // Every connection runs on a worker thread; the sockets' thread never waits on SQLite. The
  // factory (which starts the first thread) is made after listening, so that loading that thread
  // does not compete with start-up; an executor opens only once the parser is loaded, and every
  // session opens its executor before it reads a statement.
  let workers: ExecutorFactory | undefined;
  const base = threadModule === undefined ? { setupModule: compiledModuleUrl('./engine-setup.js', import.meta.url) } : { threadModule, setupModule: threadModule };
  const modules = statementMemory === undefined ? base : { ...base, statementMemory };
  // Write transactions of bounded statements (TPC-B's) run on this thread, without a hop per
  // statement — where a COMMIT does not wait for the disk (in-memory mode on tmpfs, synchronous
  // OFF): an fsync here (ms, p99 hundreds of ms on a VM disk) would stall every socket, as the
  // provider's point writes also avoid.
  const commitsWait = options.dataDir !== undefined && options.synchronous !== 'OFF';
  const inline = commitsWait ? {} : { inline: { engine: nativeEngineFactory, onOpen: (engine: Engine) => void registerRuntime(engine), functions: INLINE_FUNCTIONS } };
  const factory = (): ExecutorFactory =>
    (workers ??= executorCount === 'per-connection' ? workerExecutorFactory(modules) : pooledExecutorFactory({
            ...modules,
            threads: typeof executorCount === 'number' ? executorCount : availableParallelism(),
            ...inline,
          }));
  const executors: ExecutorFactory = {
    name: 'better-sqlite3 (worker threads)',
    open: async (openOptions) => {
      await parser;
      return factory().open(openOptions);
    },
    close: async () => {
      await workers?.close?.();
    },
  };
  // Listening and loading the parser's WASM overlap: start-up time is the longer of the two.
  const listening = startServer({
    initdbImage: bundledInitdbImage(import.meta.url),
    ...options,
    engine: nativeEngineFactory,
    translator: options.translator ?? new Translator(),
    onOpenEngine: (engine) => {
      registerRuntime(engine);
    },
    ...(executorCount === 'inline' ? {} : { executors }),
  }).then((server) => {
    if (executorCount !== 'inline') factory();
    onListening?.(server);
    return server;
  });
  parserLoaded ??= loadParser();
  parser = parserLoaded;
  const [server, loaded] = await Promise.allSettled([listening, parser]);
  if (loaded.status === 'rejected') {
    if (parserLoaded === parser) parserLoaded = undefined;
    if (server.status === 'fulfilled') await server.value.close();
    throw loaded.reason;
  }
  if (server.status === 'rejected') throw server.reason;
  // What the first statements would pay for once (the planner's tables of built-in catalog rows),
  // done while the first session's executor thread starts and opens its database.
  setImmediate(warmUpTranslator);
  return server.value;
}
