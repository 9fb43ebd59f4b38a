import type { Socket } from 'node:net';
import type { Logger } from '@pgsqlite/backend';
import { Session, type SessionContext, type SessionIO } from '@pgsqlite/session';
import { MessageWriter } from '@pgsqlite/wire';
import { IdleTracker } from './idle-tracker.js';
import { SessionLog, type SessionLogOptions } from './session-log.js';

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

  /** `log`: what to log about the session (null: nothing; see SessionLog). */
  constructor(socket: Socket, ctx: SessionContext, logger: Logger, log: SessionLogOptions | null = null) {
    this.#socket = socket;
    this.#logger = logger;
    socket.setNoDelay(true);
    const address = socket.remoteAddress;
    const io: SessionIO = {
      write: (bytes) => this.#write(bytes),
      close: () => this.#end(),
      // A Unix-socket client has no address (pg_stat_activity: client_addr NULL, client_port -1).
      peer: address === undefined ? null : { address: address.startsWith('::ffff:') ? address.slice(7) : address, port: socket.remotePort ?? -1 },
    };
    this.#log = log === null ? null : new SessionLog(log, io.peer ?? null);
    this.#session = new Session(io, ctx);
    this.#closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('data', (chunk: Buffer) => this.#receive(chunk));
    socket.on('drain', () => {
      if (!this.#ended) socket.resume();
    });
    socket.on('error', (err) => this.#logger.debug(`connection error: ${err.message}`));
    socket.once('close', () => this.#onClose());
  }

  /** Resolves once the socket is fully closed. */
  get closed(): Promise<void> {
    return this.#closed;
  }

  /**
   * Ends the session with FATAL 57P01 as soon as it is between statements (at once if it is
   * idle now; otherwise after the ReadyForQuery that ends its current work).
   */
  terminate(): void {
    this.#terminateWhenIdle = true;
    this.#terminateIfIdle();
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
    this.#log?.onClose();
    try {
      this.#session.closed();
    } catch (e) {
      this.#logger.error(`session close failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    }
  }
}
