import type { Socket } from 'node:net';
import type { Logger } from '@pgsqlite/backend';
import { createSessionServices } from '@pgsqlite/session';
import { createDatabaseProvider } from './databases/index.js';
import { Connection } from './connection.js';
import type { RunningServer, ServerOptions, ShutdownMode } from './options.js';
import { refuseTooManyClients } from './too-many-clients.js';
import { openRoleStore } from './auth/role-file.js';
import { accessPolicy } from './auth/access-policy.js';
import { Admission } from './admission.js';
import { loadServerTls } from './tls/tls-config.js';
import { tlsFront } from './tls/tls-front.js';
import type { SessionTls } from '@pgsqlite/session';
import { openListeners, type Listeners } from './listeners.js';

/** A logger that drops everything (the default: a library does not write to the console). */
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * Starts listening (TCP, and a Unix socket when `socketDir` is given) and serves every
 * connection with its own Session. Resolves once connections are accepted.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const logger = options.logger ?? silentLogger;
  const maxConnections = options.maxConnections ?? 100;
  const databases = createDatabaseProvider({
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    memory: options.dataDir === undefined,
    ...(options.initdbImage === undefined ? {} : { initdbImage: options.initdbImage }),
    engine: options.engine,
    ...(options.executors === undefined ? {} : { executors: options.executors }),
    synchronous: options.synchronous ?? 'FULL',
    ...(options.onOpenEngine === undefined ? {} : { onOpen: options.onOpenEngine }),
  });
  const roles = openRoleStore({
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    superuser: options.superuser ?? 'postgres',
    ...(options.password === undefined ? {} : { password: options.password }),
  });
  const auth = accessPolicy({
    roles,
    ...(options.hbaFile === undefined ? {} : { hbaFile: options.hbaFile }),
    ...(options.loginBackoffMs === undefined ? {} : { loginBackoffMs: options.loginBackoffMs }),
  });
  const tls = options.tls === undefined ? null : loadServerTls(options.tls);
  const authenticationTimeoutMs = options.authenticationTimeoutMs ?? 60_000;
  const serverSettings: [string, string][] = [
    ['ssl', tls === null ? 'off' : 'on'],
    ['max_connections', String(maxConnections)],
    ['authentication_timeout', `${Math.max(1, Math.round(authenticationTimeoutMs / 1000))}s`],
  ];
  const { context: ctx, cancels } = createSessionServices({
    databases,
    logger,
    translator: options.translator,
    roles,
    auth,
    serverSettings,
    ...(options.maxMessageSize === undefined ? {} : { maxMessageSize: options.maxMessageSize }),
    ...(options.maxStatementSize === undefined ? {} : { maxStatementSize: options.maxStatementSize }),
  });
  const connections = new Set<Connection>();
  const admission = new Admission(maxConnections, options.maxAuthenticating ?? maxConnections);
  const sessionLog = options.logger === undefined ? null : { logger, logMinDurationStatement: options.logMinDurationStatement ?? -1 };
  let closing = false;

  const accept = (socket: Socket): void => {
    if (closing) {
      socket.destroy();
      return;
    }
    socket.on('error', (e) => logger.debug(`connection error: ${e.message}`));
    socket.setNoDelay(true);
    const ticket = admission.admit(() => socket.destroy());
    if (ticket === null) {
      // Over TLS the refusal is sent encrypted, as PostgreSQL does (an sslmode=require client sees 53300).
      if (tls === null) refuseTooManyClients(socket, cancels);
      else {
        socket.setTimeout(authenticationTimeoutMs, () => socket.destroy());
        tlsFront(socket, tls, (stream, pending) => refuseTooManyClients(stream, cancels, pending), (m) => logger.debug(m));
      }
      return;
    }
    socket.once('close', () => ticket.release());
    const peer = Connection.peerOf(socket);
    const deadline = Date.now() + authenticationTimeoutMs;
    const start = (stream: Socket, pending: Buffer, state: SessionTls | null): void => {
      if (closing) {
        stream.destroy();
        return;
      }
      try {
        const connection = new Connection(stream, ctx, logger, { peer, tls: state, pending, established: () => ticket.established(), authenticationTimeoutMs: Math.max(0, deadline - Date.now()) }, sessionLog);
        connections.add(connection);
        void connection.closed.then(() => connections.delete(connection));
      } catch (e) {
        logger.error(`cannot start session: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
        socket.destroy();
      }
    };
    if (tls === null) start(socket, Buffer.alloc(0), null);
    else {
      // The negotiation before startup is bounded by authentication_timeout too.
      const timer = setTimeout(() => socket.destroy(), authenticationTimeoutMs);
      socket.once('close', () => clearTimeout(timer));
      tlsFront(socket, tls, (stream, pending, state) => {
        clearTimeout(timer);
        start(stream, pending, state);
      }, (m) => logger.debug(m));
    }
  };

  let listeners: Listeners;
  try {
    listeners = options.listeners ?? (await openListeners(options));
  } catch (e) {
    await databases.close();
    throw e;
  }
  listeners.serve(accept, (e) => logger.error(`listener: ${e.message}`));
  const { host, port, socketPath } = listeners;
  logger.info(`listening on ${host}:${port}${socketPath === undefined ? '' : ` and ${socketPath}`}`);

  let closed: Promise<void> | undefined;
  let fast: (() => void) | undefined;
  let dropTimer: NodeJS.Timeout | undefined;
  const terminateAll = (): void => {
    for (const c of connections) c.terminate();
    dropTimer = setTimeout(() => {
      logger.warn('shutdown: dropping sessions still busy');
      for (const c of connections) c.destroy();
    }, options.shutdownTimeoutMs ?? 10_000);
  };
  const close = async (mode: ShutdownMode): Promise<void> => {
    closing = true;
    const listenersClosed = listeners.close();
    // Smart: sessions end when their clients leave (or when a fast close arrives meanwhile).
    if (mode === 'fast') terminateAll();
    else fast = terminateAll;
    while (connections.size > 0) await Promise.all([...connections].map((c) => c.closed));
    clearTimeout(dropTimer);
    await listenersClosed;
    // Let the sessions' own clean-up (rollback, executor close) run before the databases go.
    await new Promise((resolve) => setImmediate(resolve));
    await databases.close();
    logger.info('database system is shut down');
  };

  return {
    url: listeners.url,
    host: listeners.host,
    port,
    ...(socketPath === undefined ? {} : { socketPath }),
    get connections() {
      return connections.size;
    },
    close: (mode: ShutdownMode = 'fast') => {
      if (closed === undefined) closed = close(mode);
      else if (mode === 'fast' && fast !== undefined) {
        const terminate = fast;
        fast = undefined;
        terminate();
      }
      return closed;
    },
  };
}
