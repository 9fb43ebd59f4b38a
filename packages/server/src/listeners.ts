import { createServer, type Server, type Socket } from 'node:net';
import { openSocketPermissions, removeSocket, removeStaleSocket, unixSocketPath } from './unix-socket.js';

/** Where to listen: TCP, and a Unix socket when `socketDir` is given. */
export interface ListenOptions {
  /** TCP bind address. Default `127.0.0.1`. */
  host?: string;
  /** TCP port. Default 5432; 0 picks a free port. */
  port?: number;
  /** Also listen on the Unix socket `<socketDir>/.s.PGSQL.<port>`. */
  socketDir?: string;
}

/**
 * The server's listening sockets, open before the server that serves them: a connection that
 * arrives meanwhile waits (accepted, unread) until {@link Listeners.serve} hands it over. The CLI
 * listens first and loads the rest of the server afterwards, so that a client can connect as
 * soon as the process runs (PostgreSQL's postmaster also accepts before its backends exist).
 */
export interface Listeners {
  readonly host: string;
  readonly port: number;
  /** Path of the Unix socket, when `socketDir` was given. */
  readonly socketPath?: string;
  /** `postgresql://postgres@<host>:<port>/postgres` */
  readonly url: string;
  /**
   * From now on every connection goes to `accept`, those that arrived before first (in order);
   * `onError`: an error of a listener. Called once.
   */
  serve(accept: (socket: Socket) => void, onError: (e: Error) => void): void;
  /**
   * Stops listening; connections not handed over yet are dropped. Resolves once every
   * connection of the listeners has closed (net.Server.close) and the socket file is removed.
   */
  close(): Promise<void>;
}

/** Opens the listeners (rejects as `net.Server.listen` does: EADDRINUSE, EACCES, …). */
export async function openListeners(options: ListenOptions): Promise<Listeners> {
  const host = options.host ?? '127.0.0.1';
  let waiting: Socket[] | null = [];
  let accept: ((socket: Socket) => void) | null = null;
  // Until serve(): the socket is accepted, not read (it buffers what the client sends first).
  const onConnection = (socket: Socket): void => {
    if (accept !== null) accept(socket);
    else if (waiting !== null) {
      socket.on('error', dropWaiting);
      waiting.push(socket);
    } else socket.destroy();
  };
  const dropWaiting = function (this: Socket): void {
    this.destroy();
  };
  const tcp = createServer(onConnection);
  const port = await listen(tcp, () => tcp.listen(options.port ?? 5432, host));
  let unix: Server | undefined;
  let socketPath: string | undefined;
  try {
    if (options.socketDir !== undefined) {
      const path = unixSocketPath(options.socketDir, port);
      await removeStaleSocket(path);
      const server = createServer(onConnection);
      unix = server;
      await listen(server, () => server.listen(path));
      await openSocketPermissions(path);
      socketPath = path;
    }
  } catch (e) {
    tcp.close();
    unix?.close();
    throw e;
  }
  // An error of a listener before serve() has no one to tell: kept for the first onError.
  const early: Error[] = [];
  let report = (e: Error): void => {
    early.push(e);
  };
  const onListenerError = (e: Error): void => report(e);
  tcp.on('error', onListenerError);
  unix?.on('error', onListenerError);
  let closed: Promise<void> | undefined;
  return {
    host,
    port,
    ...(socketPath === undefined ? {} : { socketPath }),
    url: `postgresql://postgres@${host.includes(':') ? `[${host}]` : host}:${port}/postgres`,
    serve(handler, onError) {
      if (accept !== null) throw new Error('listeners are served once');
      accept = handler;
      report = onError;
      for (const e of early.splice(0)) onError(e);
      const arrived = waiting ?? [];
      waiting = null;
      for (const socket of arrived) {
        socket.off('error', dropWaiting);
        if (!socket.destroyed) handler(socket);
      }
    },
    close() {
      closed ??= (async () => {
        for (const socket of waiting ?? []) socket.destroy();
        waiting = null;
        await Promise.all([closeServer(tcp), unix === undefined ? undefined : closeServer(unix)]);
        if (socketPath !== undefined) await removeSocket(socketPath);
      })();
      return closed;
    },
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

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
