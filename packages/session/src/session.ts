import { PgError } from '@pgsqlite/errors';
import { clientError } from '@pgsqlite/engine';
import { FrameReader, FramingError, MessageWriter } from '@pgsqlite/wire';
import type { FrontendMessage } from '@pgsqlite/wire';
import { dropTempSchema, settleTempTables, startTimer, stopBackend } from '@pgsqlite/backend';
import type { SessionCore } from './session-core.js';
import type { SessionContext, SessionIO } from './session-context.js';
import { bind, close, describePortal, describeStatement, execute, parse } from './query/extended-query.js';
import { simpleQuery } from './query/simple-query.js';
import { functionCall } from './function-call.js';
import { checkStatementSize } from './statement-size.js';
import { announceSession, onStartupPacket } from './session-startup.js';
import { Signalling } from './signalling.js';
import { connectionLost } from './client-gone.js';
import { ClientEncodingSync } from './client-encoding.js';

/**
 * Where the connection is, following PostgreSQL's backend main loop:
 * `startup` until the StartupMessage is accepted, `ready` while commands are served,
 * `closed` once the connection ended (nothing more is read or written).
 */
type Phase = 'startup' | 'ready' | 'closed';

/**
 * Type bytes of the extended-query messages: an error in one of them, also a malformed body,
 * discards messages until Sync (postgres.c doing_extended_query_message; not Sync itself).
 */
const EXTENDED_BYTES = 'PBDECH';
/** Messages PostgreSQL's COPY FROM STDIN reads itself (CopyGetData); any other ends the connection. */
const COPY_MESSAGES = new Set<FrontendMessage['type']>(['CopyData', 'CopyDone', 'CopyFail', 'Sync', 'Flush']);

/** FATAL 08P01 for a type byte PostgreSQL's SocketBackend does not accept after startup. */
function invalidMessageType(type: number): PgError {
  return new PgError('protocol_violation', `invalid frontend message type ${type}`, { severity: 'FATAL' });
}

/**
 * One client connection: bytes in through `receive`, bytes out through `SessionIO.write`.
 * Platform-neutral; never throws out of `receive`. This file is the message loop; startup is in
 * session-startup.ts, interrupts and notifications from outside in signalling.ts.
 * @see https://www.postgresql.org/docs/15/protocol-flow.html
 * @see src/backend/tcop/postgres.c PostgresMain
 */
export class Session {
  private phase: Phase = 'startup';
  private readonly reader: FrameReader;
  private readonly out = new MessageWriter();
  private readonly encoding: ClientEncodingSync;
  private core: SessionCore | null = null;
  private running = false;
  /** After an error in extended-query mode: ignore everything until Sync. */
  private skipUntilSync = false;
  /**
   * COPY FROM STDIN met a message it cannot read past (postgres.c pq_is_reading_msg): after its
   * ERROR the session ends with FATAL 08P01, as the stream can no longer be framed.
   */
  private syncLost = false;
  private busy = false;
  private disposed = false;
  /** Undoes the registrations made at startup (cancel key, database, pg_terminate_backend). */
  private release: (() => void) | null = null;
  /** Wakes a COPY FROM waiting for client data (more bytes, close, cancel). */
  private copyWaiter: (() => void) | null = null;
  private readonly signals: Signalling = new Signalling({
    out: this.out,
    core: () => this.core,
    busy: () => this.busy,
    running: () => this.running,
    closed: () => this.phase === 'closed',
    flush: () => this.flush(),
    close: () => this.close(),
    dispose: () => this.dispose(),
    wakeCopy: () => this.wakeCopy(),
  });

  constructor(
    private readonly io: SessionIO,
    private readonly ctx: SessionContext,
  ) {
    this.reader = new FrameReader(ctx.maxMessageSize === undefined ? {} : { maxMessageLength: ctx.maxMessageSize });
    this.encoding = new ClientEncodingSync(this.reader, this.out);
  }

  /** client_encoding may have changed (SET, RESET, a rollback): convert from now on as it says. */
  private syncEncoding(): void {
    const core = this.core;
    if (core !== null) this.encoding.sync(core.settings);
  }

  /** Bytes from the client. */
  receive(chunk: Uint8Array): void {
    if (this.phase === 'closed') return;
    this.signals.stopIdle();
    this.reader.push(chunk);
    this.wakeCopy();
    if (!this.running) void this.pump();
  }

  /** The socket was closed by the peer. */
  closed(): void {
    if (this.phase === 'closed') return;
    this.phase = 'closed';
    connectionLost(this.signals);
    this.wakeCopy();
    if (!this.running) void this.dispose();
  }

  /**
   * pg_terminate_backend / DROP DATABASE … WITH (FORCE): FATAL 57P01, then the connection ends.
   */
  terminate(): void {
    this.signals.terminate();
  }

  private wakeCopy(): void {
    const wake = this.copyWaiter;
    this.copyWaiter = null;
    wake?.();
  }

  /**
   * COPY FROM STDIN reads its messages here while the main loop is busy with the statement (a
   * message of another kind loses the stream); so does the authentication exchange, `copy` false.
   */
  private async readCopyMessage(copy = true): Promise<FrontendMessage | null> {
    for (;;) {
      const reason = this.signals.cancelled();
      if (reason !== null) throw reason;
      if (this.phase === 'closed') return null;
      const msg = this.nextCopyMessage();
      if (msg !== null) {
        if (copy && !COPY_MESSAGES.has(msg.type)) this.syncLost = true;
        return msg;
      }
      await new Promise<void>((resolve) => {
        this.copyWaiter = resolve;
      });
    }
  }

  /** Whether client input is waiting, or arrives within `ms`; consumes nothing (COPY FROM's idle flush). */
  private copyInputWithin(ms: number): true | Promise<boolean> {
    if (this.reader.peekType() !== null || this.phase === 'closed' || this.signals.cancelled() !== null) return true;
    return new Promise<boolean>((resolve) => {
      const wake = (): void => {
        stop();
        resolve(true);
      };
      const stop = startTimer(ms, () => {
        if (this.copyWaiter === wake) this.copyWaiter = null;
        resolve(false);
      });
      this.copyWaiter = wake;
    });
  }

  /**
   * One message for COPY FROM STDIN. A type byte COPY does not know, or a bad length, loses the
   * stream: PostgreSQL's CopyGetData answers the first with 08P01 naming the byte, the second
   * (pq_getmessage returned EOF) with 08006; either way the connection then ends.
   */
  private nextCopyMessage(): FrontendMessage | null {
    const type = this.reader.peekType();
    try {
      return this.reader.nextMessage();
    } catch (e) {
      if (!(e instanceof FramingError)) throw e;
      this.syncLost = true;
      this.ctx.logger.info(`during COPY: ${e.message}`);
      if (e.error !== null && type !== null) {
        const hex = type.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');
        throw new PgError('protocol_violation', `unexpected message type 0x${hex} during COPY from stdin`);
      }
      throw new PgError('connection_failure', 'unexpected EOF on client connection with an open transaction');
    }
  }

  /** After the ERROR of a COPY that lost the stream: FATAL 08P01 and the end (postgres.c). */
  private endIfSyncLost(): boolean {
    if (!this.syncLost) return false;
    this.out.errorResponse(
      new PgError('protocol_violation', 'terminating connection because protocol synchronization was lost', { severity: 'FATAL' }).fields,
    );
    this.close();
    return true;
  }

  private async pump(): Promise<void> {
    this.running = true;
    try {
      while (this.phase !== 'closed') {
        const more = this.phase === 'startup' ? await this.startupStep() : await this.messageStep();
        if (!more) break;
      }
    } catch (e) {
      this.fatal(e);
    } finally {
      this.running = false;
      if (this.phase === 'closed') await this.dispose();
    }
  }

  private async startupStep(): Promise<boolean> {
    const packet = this.reader.nextStartup();
    if (packet === null) return false;
    const established = await onStartupPacket(
      {
        io: this.io,
        ctx: this.ctx,
        out: this.out,
        signals: this.signals,
        pendingBytes: () => this.reader.pending,
        flush: () => this.flush(),
        drain: () => this.drain(),
        close: () => this.close(),
        nextMessageType: () => this.reader.peekType(),
        readCopyMessage: () => this.readCopyMessage(),
        copyInputWithin: (ms) => this.copyInputWithin(ms),
        // the authentication exchange's messages (PasswordMessage / SASL responses)
        readAuthMessage: () => this.readCopyMessage(false),
        syncClientEncoding: () => this.syncEncoding(),
      },
      packet,
    );
    if (established === null) return true;
    this.core = established.core;
    this.release = established.release;
    // A temporary schema left by a server that stopped abruptly, under this session's pid.
    await dropTempSchema(established.core).catch((e: unknown) => this.ctx.logger.warn(`dropping stale temporary tables: ${String(e)}`));
    if (this.phase === 'closed') return true;
    this.phase = 'ready';
    this.reader.endAuthentication();
    announceSession(this.out, established);
    this.syncEncoding();
    this.readyForQuery();
    return true;
  }

  private async messageStep(): Promise<boolean> {
    let msg: FrontendMessage | null;
    try {
      msg = this.reader.nextMessage();
    } catch (e) {
      if (e instanceof FramingError) throw e;
      // A malformed body: the frame is consumed, the session goes on (postgres.c pq_getmsgend).
      const type = this.reader.lastMessageType;
      // Messages skipped until Sync are not even parsed in PostgreSQL: nothing to answer.
      if (this.skipUntilSync && type !== 'S') return true;
      if (type === 'S') this.skipUntilSync = false;
      this.sendError(e);
      const core = this.core;
      if (core !== null) await core.tx.abort();
      if (type !== null && EXTENDED_BYTES.includes(type)) {
        this.flush();
        this.skipUntilSync = true;
      } else {
        this.readyForQuery();
      }
      return true;
    }
    if (msg === null) return false;
    await this.dispatch(msg);
    this.syncEncoding();
    return true;
  }

  private async dispatch(msg: FrontendMessage): Promise<void> {
    const core = this.core as SessionCore;
    if (this.skipUntilSync && msg.type !== 'Sync' && msg.type !== 'Terminate') return;
    this.busy = true;
    if (msg.type === 'Query' || msg.type === 'Execute') {
      this.signals.startStatementTimer(core.settings);
      core.activity.running(msg.type === 'Query' ? msg.sql : { portal: msg.portal });
    }
    try {
      switch (msg.type) {
        case 'Query':
          if (!(await this.statementSizeOk(core, msg.sql))) return;
          await simpleQuery(core, msg.sql, (e) => this.report(e));
          if (this.endIfSyncLost()) return;
          await this.settleTempTables(core);
          this.signals.stopStatement();
          this.readyForQuery();
          return;
        case 'Parse':
          checkStatementSize(msg.sql, this.ctx.maxStatementSize);
          return parse(core, msg.name, msg.sql, msg.paramTypes);
        case 'Bind':
          core.activity.bound(msg.portal, core.prepared.statements.get(msg.statement)?.parsed?.source ?? '');
          return bind(core, msg.portal, msg.statement, msg.paramFormats, msg.params, msg.resultFormats);
        case 'Describe':
          return msg.target === 'S' ? describeStatement(core, msg.name) : describePortal(core, msg.name);
        case 'Execute':
          await execute(core, msg.portal, msg.maxRows);
          if (core.tx.block === 'none') core.portals.dropPortals();
          return;
        case 'Close':
          return close(core, msg.target, msg.name);
        case 'Flush':
          this.flush();
          return;
        case 'Sync':
          await this.sync(core);
          return;
        case 'Terminate':
          // PostgreSQL exits without flushing: answers still buffered (no Sync/Flush yet) are lost.
          this.out.take();
          this.close();
          return;
        case 'CopyData':
        case 'CopyDone':
        case 'CopyFail':
          return; // outside COPY these are ignored, as PostgreSQL does
        case 'PasswordMessage':
          // After startup 'p' is no message type at all for PostgreSQL's SocketBackend.
          throw new FramingError('password message after startup', invalidMessageType(0x70));
        case 'FunctionCall':
          await functionCall(core, msg.raw);
          this.readyForQuery();
          return;
      }
    } catch (e) {
      if (e instanceof FramingError) throw e;
      this.sendError(e);
      if (this.endIfSyncLost()) return;
      if (msg.type === 'FunctionCall') {
        // Not extended protocol: ReadyForQuery at once, the next message is read normally.
        await core.tx.abort();
        this.readyForQuery();
        return;
      }
      // PostgreSQL sends an extended-protocol error at once: a client that sent Flush (not Sync,
      // as postgres.js does after Parse/Describe) waits for it.
      this.flush();
      await core.tx.abort();
      if (core.tx.block === 'none') core.portals.dropPortals();
      this.skipUntilSync = true;
    } finally {
      this.signals.stopStatement();
      this.busy = false;
    }
  }

  /** A Query text over the statement size limit: its ERROR, the transaction aborted, ReadyForQuery. */
  private async statementSizeOk(core: SessionCore, sql: string): Promise<boolean> {
    try {
      checkStatementSize(sql, this.ctx.maxStatementSize);
      return true;
    } catch (e) {
      this.sendError(e);
    }
    await core.tx.abort();
    this.readyForQuery();
    return false;
  }

  /** Sync: ends an implicit transaction, then ReadyForQuery. */
  private async sync(core: SessionCore): Promise<void> {
    this.skipUntilSync = false;
    if (core.tx.block === 'implicit') {
      try {
        await core.tx.end(true);
      } catch (e) {
        this.sendError(e);
      }
    }
    if (core.tx.block !== 'explicit') core.portals.dropPortals();
    await this.settleTempTables(core);
    this.readyForQuery();
  }

  /** ON COMMIT DROP / DELETE ROWS of temporary tables, after a commit and before ReadyForQuery. */
  private async settleTempTables(core: SessionCore): Promise<void> {
    try {
      await settleTempTables(core);
    } catch (e) {
      this.sendError(e);
    }
  }

  private readyForQuery(): void {
    const core = this.core;
    if (core === null) return;
    this.signals.beforeReady(core);
    core.activity.idle(core.tx.status());
    for (const [name, value] of core.settings.changedReportable()) this.out.parameterStatus(name, value);
    this.out.readyForQuery(core.tx.status());
    this.flush();
    this.signals.startIdleTimer(core);
  }

  private flush(): void {
    if (this.out.length === 0) return;
    const bytes = this.out.take();
    if (this.phase !== 'closed') this.io.write(bytes);
  }

  /** SessionCore.drain: flush, then wait while the transport is behind (back-pressure). */
  private async drain(): Promise<void> {
    this.flush();
    const wait = this.phase === 'closed' ? null : (this.io.drained?.() ?? null);
    if (wait !== null) await this.signals.waitFor(wait);
    if (this.phase === 'closed') throw new PgError('connection_failure', 'connection to client lost');
  }

  /** The error a client may see (engine/client-error.ts); originals of internal errors go to the log. */
  private report(e: unknown): PgError {
    return clientError(e, (m) => this.ctx.logger.error(m));
  }

  private sendError(e: unknown): void {
    this.out.errorResponse(this.report(e).fields);
  }

  /** A fatal error: send it (FramingError may carry none), then end the connection. */
  private fatal(e: unknown): void {
    // A framing error without a message is PostgreSQL's COMMERROR: only the log hears of it.
    if (e instanceof FramingError && e.error === null) this.ctx.logger.info(`closing connection: ${e.message}`);
    const err = e instanceof FramingError ? e.error : this.report(e).with({ severity: 'FATAL' });
    if (err !== null) this.out.errorResponse({ ...err.fields, severity: 'FATAL' });
    this.close();
  }

  private close(): void {
    this.flush();
    if (this.phase !== 'closed') {
      this.phase = 'closed';
      this.io.close();
    }
  }

  private async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    this.signals.dispose();
    this.release?.();
    this.release = null;
    const core = this.core;
    this.core = null;
    if (core !== null) await stopBackend(core, this.ctx.logger);
  }
}
