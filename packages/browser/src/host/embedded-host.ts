import { createDatabaseProvider, type DatabaseFiles, type Logger, type ServerDatabaseProvider } from '@pgsqlite/backend';
import type { Engine, EngineFactory } from '@pgsqlite/engine';
import { createSessionServices, type SessionContext } from '@pgsqlite/session';
import { Translator, loadParser, registerRuntime } from '@pgsqlite/translate';
import type { StatementSpan } from '../client/link.js';
import { splitScript } from './split-script.js';
import { openSessionPipe, type PipeListener, type SessionPipe } from './session-pipe.js';
import { RoleStore, bootstrapRole } from '@pgsqlite/backend';
import { jsAuthCrypto } from './js-auth-crypto.js';

/** What an embedded host is made of; the caller picks the engine and where files live. */
export interface EmbeddedHostOptions {
  engine: EngineFactory;
  /** Where database files live (the engine's paths: memdb names, OPFS files, a folder). */
  files: DatabaseFiles;
  /** Memory mode: only postgres/template1 and what CREATE DATABASE adds exist. */
  memory: boolean;
  /** Default NORMAL: a browser tab has no power-loss durability to buy with FULL. */
  synchronous?: 'OFF' | 'NORMAL' | 'FULL' | 'EXTRA';
  /** Default: registers pgsqlite's runtime SQL functions on every engine opened. */
  onOpen?: (engine: Engine) => void;
  logger?: Logger;
}

/** Sessions without sockets over one set of databases: the browser's server. */
export interface EmbeddedHost {
  /** A new connection; the client starts it with a StartupMessage, as over TCP. */
  connect(listener: PipeListener): SessionPipe;
  /** Statement boundaries of a script as PostgreSQL's parser reads it (one span when it does not parse). */
  split(sql: string): StatementSpan[];
  /** Ends every connection's database and closes the databases. */
  close(): Promise<void>;
}

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * Starts a host: loads the SQL parser, then serves connections with the same Session, backend
 * and translator the Node server uses. Platform-neutral (no Node import): the browser worker runs
 * it over sqlite-wasm; tests run it in Node over any engine.
 */
export async function startEmbeddedHost(options: EmbeddedHostOptions): Promise<EmbeddedHost> {
  await loadParser();
  const databases: ServerDatabaseProvider = createDatabaseProvider({
    files: options.files,
    memory: options.memory,
    engine: options.engine,
    synchronous: options.synchronous ?? 'NORMAL',
    onOpen: options.onOpen ?? ((engine) => registerRuntime(engine)),
  });
  const translator = new Translator();
  // roles as a server without a data directory keeps them: in memory, the bootstrap superuser first
  const roles = new RoleStore([bootstrapRole('postgres', null)], { crypto: jsAuthCrypto });
  const { context } = createSessionServices({ databases, translator, logger: options.logger ?? quiet, roles });
  const ctx: SessionContext = context;
  const pipes = new Set<SessionPipe>();
  return {
    connect(listener) {
      const pipe = openSessionPipe(ctx, {
        output: (bytes) => listener.output(bytes),
        end: () => {
          pipes.delete(pipe);
          listener.end();
        },
      });
      pipes.add(pipe);
      return pipe;
    },
    split: (sql) => splitScript(translator, sql),
    async close() {
      for (const pipe of [...pipes]) pipe.close();
      // Let the sessions' clean-up (rollback, executor close) run before the databases go.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await databases.close();
    },
  };
}
