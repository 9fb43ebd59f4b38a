import { createServer, type Server, type Socket } from 'node:net';
import type { Logger } from '@pgsqlite/backend';
import { createSessionServices } from '@pgsqlite/session';
import { createDatabaseProvider } from './databases/index.js';
import { Connection } from './connection.js';
import type { RunningServer, ServerOptions } from './options.js';
import { refuseTooManyClients } from './too-many-clients.js';
import { openSocketPermissions, removeSocket, removeStaleSocket, unixSocketPath } from './unix-socket.js';

/** A logger that drops everything (the default: a library does not write to the console). */
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * Starts listening (TCP, and a Unix socket when `socketDir` is given) and serves every
 * connection with its own Session. Resolves once connections are accepted.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const logger = options.logger ?? silentLogger;
  const maxConnections = options.maxConnections ?? 100;
  const databases = createDatabaseProvider({
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    memory: options.dataDir === undefined,
    engine: options.engine,
    ...(options.executors === undefined ? {} : { executors: options.executors }),
    synchronous: options.synchronous ?? 'FULL',
    ...(options.onOpenEngine === undefined ? {} : { onOpen: options.onOpenEngine }),
  });
  const { context: ctx, cancels } = createSessionServices({
    databases,
    logger,
    translator: options.translator,
    ...(options.maxMessageSize === undefined ? {} : { maxMessageSize: options.maxMessageSize }),
    ...(options.maxStatementSize === undefined ? {} : { maxStatementSize: options.maxStatementSize }),
  });
  const connections = new Set<Connection>();
  let closing = false;

  const accept = (socket: Socket): void => {
    if (closing) {
      socket.destroy();
      return;
    }
    if (connections.size >= maxConnections) {
      refuseTooManyClients(socket, cancels);
      return;
    }
    try {
      const connection = new Connection(socket, ctx, logger);
      connections.add(connection);
      void connection.closed.then(() => connections.delete(connection));
    } catch (e) {
      logger.error(`cannot start session: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      socket.destroy();
    }
  };

  const tcp = createServer(accept);
  const port = await listen(tcp, () => tcp.listen(options.port ?? 5432, host));
  let unix: Server | undefined;
  let socketPath: string | undefined;
  try {
    if (options.socketDir !== undefined) {
      const path = unixSocketPath(options.socketDir, port);
      await removeStaleSocket(path);
      unix = createServer(accept);
      const server = unix;
      await listen(server, () => server.listen(path));
      await openSocketPermissions(path);
      socketPath = path;
    }
  } catch (e) {
    tcp.close();
    await databases.close();
    throw e;
  }
  const onListenerError = (e: Error): void => logger.error(`listener: ${e.message}`);
  tcp.on('error', onListenerError);
  unix?.on('error', onListenerError);
  logger.info(`listening on ${host}:${port}${socketPath === undefined ? '' : ` and ${socketPath}`}`);

  let closed: Promise<void> | undefined;
  const close = async (): Promise<void> => {
    closing = true;
    const listenersClosed = Promise.all([closeListener(tcp), unix === undefined ? undefined : closeListener(unix)]);
    const sessionsEnded = Promise.all([...connections].map((c) => c.closed));
    for (const c of connections) c.terminate();
    const timer = setTimeout(() => {
      logger.warn('shutdown: dropping sessions still busy');
      for (const c of connections) c.destroy();
    }, options.shutdownTimeoutMs ?? 10_000);
    await sessionsEnded;
    clearTimeout(timer);
    await listenersClosed;
    if (socketPath !== undefined) await removeSocket(socketPath);
    // Let the sessions' own clean-up (rollback, executor close) run before the databases go.
    await new Promise((resolve) => setImmediate(resolve));
    await databases.close();
    logger.info('shut down');
  };

  return {
    url: `postgresql://postgres@${host.includes(':') ? `[${host}]` : host}:${port}/postgres`,
    host,
    port,
    ...(socketPath === undefined ? {} : { socketPath }),
    close: () => (closed ??= close()),
  };
}

/** Calls `start` and resolves with the bound port once `server` listens. */
function listen(server: Server, start: () => void): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : 0);
    });
    start();
  });
}

function closeListener(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
