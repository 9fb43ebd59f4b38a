import type { Socket } from 'node:net';
import type { Logger } from '@pgsqlite/backend';
import { Session, type SessionContext, type SessionIO, type SessionTls } from '@pgsqlite/session';
import { MessageWriter } from '@pgsqlite/wire';
import { IdleTracker } from './idle-tracker.js';
import { SessionLog, type SessionLogOptions } from './session-log.js';

/** Bytes of output a session may have waiting in its socket before its result producer waits (back-pressure). */
const OUTPUT_LIMIT = 1024 * 1024;

/** How the server admits a connection (admission.ts). */
export interface ConnectionOptions {
  /** The client's address (a TLS stream may not know it); null for a Unix socket. */
  peer: { address: string; port: number; localAddress?: string; localPort?: number } | null;
  /** The TLS state when the negotiation before startup upgraded the connection. */
  tls: SessionTls | null;
  /** Bytes already read from the client by the negotiation. */
  pending: Buffer;
  /** The client authenticated: take a session slot (false: none free, FATAL 53300). */
  established(): boolean;
  /** authentication_timeout in ms: a connection not authenticated by then is closed. */
  authenticationTimeoutMs: number;
}

/**
 * One client connection: a node:net socket feeding one Session.
 * Backpressure: while the socket's write buffer is above its high-water mark we stop reading,
 * so a client that does not read its results cannot make the server buffer without bound.
 */
export class Connection {
  readonly #socket: Socket;
  readonly #logger: Logger;
  readonly #session: Session;
  readonly #tracker = new IdleTracker();
  readonly #closed: Promise<void>;
  readonly #log: SessionLog | null;
  #ended = false;
  #terminateWhenIdle = false;

  #authTimer: ReturnType<typeof setTimeout> | undefined;

  /** `log`: what to log about the session (null: nothing; see SessionLog). */
  constructor(socket: Socket, ctx: SessionContext, logger: Logger, options: ConnectionOptions, log: SessionLogOptions | null = null) {
    this.#socket = socket;
    this.#logger = logger;
    const io: SessionIO = {
      write: (bytes) => this.#write(bytes),
      drained: () => this.#drained(),
      close: () => this.#end(),
      peer: options.peer,
      tls: () => options.tls,
      established: () => {
        clearTimeout(this.#authTimer);
        this.#authTimer = undefined;
        return options.established();
      },
    };
    this.#log = log === null ? null : new SessionLog(log, io.peer ?? null);
    this.#session = new Session(io, ctx);
    this.#authTimer = setTimeout(() => this.#authenticationTimeout(), options.authenticationTimeoutMs);
    this.#closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('data', (chunk: Buffer) => this.#receive(chunk));
    socket.on('drain', () => {
      if (!this.#ended) socket.resume();
    });
    socket.on('error', (err) => this.#logger.debug(`connection error: ${err.message}`));
    socket.once('close', () => this.#onClose());
    if (options.pending.length > 0) this.#receive(options.pending);
    socket.resume();
  }

  /** The client's address as pg_stat_activity shows it (IPv4-mapped IPv6 as IPv4); null for a Unix socket. */
  static peerOf(socket: Socket): { address: string; port: number; localAddress?: string; localPort?: number } | null {
    const address = socket.remoteAddress;
    if (address === undefined) return null;
    const unmapped = (a: string): string => (a.startsWith('::ffff:') ? a.slice(7) : a);
    const local = socket.localAddress;
    return { address: unmapped(address), port: socket.remotePort ?? -1, ...(local === undefined ? {} : { localAddress: unmapped(local), localPort: socket.localPort ?? -1 }) };
  }

  /** True until the client authenticated (its slot is an authenticating one). */
  get authenticating(): boolean {
    return this.#authTimer !== undefined;
  }

  /**
   * authentication_timeout: a connection not authenticated in time is closed without a word,
   * before or during its authentication exchange, as PostgreSQL does (its "canceling
   * authentication due to timeout" goes to the log only).
   */
  #authenticationTimeout(): void {
    this.#authTimer = undefined;
    if (this.#ended) return;
    this.#logger.debug('authentication timeout: connection closed');
    this.#socket.destroy();
  }

  /** Resolves once the socket is fully closed. */
  get closed(): Promise<void> {
    return this.#closed;
  }

  /**
   * Ends the session with FATAL 57P01 (a fast shutdown): at once when it is idle; a busy one has
   * its statement stopped now, as PostgreSQL's backends do on the postmaster's SIGTERM (a
   * runaway statement would otherwise hold the shutdown until its grace period ran out).
   */
  terminate(): void {
    this.#terminateWhenIdle = true;
    this.#terminateIfIdle();
    if (this.#ended) return;
    this.#session.terminate();
    // Closed, not half-closed, once the FATAL is out (as in #terminateIfIdle).
    this.#socket.once('finish', () => this.#socket.destroy());
  }

  /** Drops the connection without a word (shutdown grace period exceeded). */
  destroy(): void {
    this.#socket.destroy();
  }

  #receive(chunk: Buffer): void {
    if (this.#ended) return;
    this.#tracker.onInput(chunk);
    this.#log?.onInput(chunk);
    try {
      this.#session.receive(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    } catch (e) {
      // The session is not supposed to throw; if it does, this connection is lost, not the server.
      this.#logger.error(`session failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      this.#socket.destroy();
    }
  }

  #write(bytes: Uint8Array): void {
    if (this.#ended || this.#socket.destroyed) return;
    this.#tracker.onOutput(bytes);
    this.#log?.onOutput(bytes);
    if (!this.#socket.write(bytes)) this.#socket.pause();
    if (this.#terminateWhenIdle) this.#terminateIfIdle();
  }

  /** SessionIO.drained: while more than OUTPUT_LIMIT bytes wait to be sent, until the socket drained (or closed). */
  #drained(): Promise<void> | null {
    const socket = this.#socket;
    if (this.#ended || socket.destroyed || socket.writableLength <= OUTPUT_LIMIT) return null;
    return new Promise<void>((resolve) => {
      const done = (): void => {
        socket.off('drain', done);
        socket.off('close', done);
        resolve();
      };
      socket.on('drain', done);
      socket.on('close', done);
    });
  }

  #terminateIfIdle(): void {
    if (this.#ended || !this.#tracker.idle) return;
    const fatal = new MessageWriter()
      .errorResponse({
        severity: 'FATAL',
        code: '57P01',
        message: 'terminating connection due to administrator command',
      })
      .take();
    // As a PostgreSQL backend exits after its FATAL: the socket is closed, not half-closed (an
    // idle psql does not read, so it would never answer a FIN and the close would wait on it).
    this.#log?.onOutput(fatal);
    this.#ended = true;
    this.#socket.end(fatal, () => this.#socket.destroy());
  }

  #end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#socket.end();
  }

  #onClose(): void {
    this.#ended = true;
    clearTimeout(this.#authTimer);
    this.#log?.onClose();
    try {
      this.#session.closed();
    } catch (e) {
      this.#logger.error(`session close failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    }
  }
}
