import { PgError } from '@pgsqlite/errors';
import { clientError } from '@pgsqlite/engine';
import { FrameReader, FramingError, MessageWriter } from '@pgsqlite/wire';
import type { FrontendMessage } from '@pgsqlite/wire';
import { dropTempSchema, settleTempTables, stopBackend } from '@pgsqlite/backend';
import type { SessionCore } from './session-core.js';
import type { SessionContext, SessionIO } from './session-context.js';
import { bind, close, describePortal, describeStatement, execute, parse } from './query/extended-query.js';
import { simpleQuery } from './query/simple-query.js';
import { announceSession, onStartupPacket } from './session-startup.js';
import { Signalling } from './signalling.js';

/**
 * Where the connection is, following PostgreSQL's backend main loop:
 * `startup` until the StartupMessage is accepted, `ready` while commands are served,
 * `closed` once the connection ended (nothing more is read or written).
 */
type Phase = 'startup' | 'ready' | 'closed';

/** Extended-query messages: an error in one of them discards messages until Sync. */
const EXTENDED = new Set<FrontendMessage['type']>(['Parse', 'Bind', 'Describe', 'Execute', 'Close', 'Flush', 'Sync']);

/**
 * One client connection: bytes in through `receive`, bytes out through `SessionIO.write`.
 * Platform-neutral; never throws out of `receive`. This file is the message loop; startup is in
 * session-startup.ts, interrupts and notifications from outside in signalling.ts.
 * @see https://www.postgresql.org/docs/15/protocol-flow.html
 * @see src/backend/tcop/postgres.c PostgresMain
 */
export class Session {
  private phase: Phase = 'startup';
  private readonly reader = new FrameReader();
  private readonly out = new MessageWriter();
  private core: SessionCore | null = null;
  private running = false;
  /** After an error in extended-query mode: ignore everything until Sync. */
  private skipUntilSync = false;
  private lastWasExtended = false;
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
  ) {}

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

  /** COPY FROM STDIN reads its messages here while the main loop is busy with the statement. */
  private async readCopyMessage(): Promise<FrontendMessage | null> {
    for (;;) {
      const reason = this.signals.cancelled();
      if (reason !== null) throw reason;
      if (this.phase === 'closed') return null;
      const msg = this.reader.nextMessage();
      if (msg !== null) return msg;
      await new Promise<void>((resolve) => {
        this.copyWaiter = resolve;
      });
    }
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
        close: () => this.close(),
        nextMessageType: () => this.reader.peekType(),
        readCopyMessage: () => this.readCopyMessage(),
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
    announceSession(this.out, established);
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
      this.sendError(e);
      if (this.lastWasExtended) this.skipUntilSync = true;
      else this.readyForQuery();
      return true;
    }
    if (msg === null) return false;
    await this.dispatch(msg);
    return true;
  }

  private async dispatch(msg: FrontendMessage): Promise<void> {
    const core = this.core as SessionCore;
    this.lastWasExtended = EXTENDED.has(msg.type);
    if (this.skipUntilSync && msg.type !== 'Sync' && msg.type !== 'Terminate') return;
    this.busy = true;
    if (msg.type === 'Query' || msg.type === 'Execute') {
      this.signals.startStatementTimer(core.settings);
      core.activity.running(msg.type === 'Query' ? msg.sql : { portal: msg.portal });
    }
    try {
      switch (msg.type) {
        case 'Query':
          await simpleQuery(core, msg.sql, (e) => this.report(e));
          await this.settleTempTables(core);
          this.signals.stopStatement();
          this.readyForQuery();
          return;
        case 'Parse':
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
          this.close();
          return;
        case 'CopyData':
        case 'CopyDone':
        case 'CopyFail':
          return; // outside COPY these are ignored, as PostgreSQL does
        case 'PasswordMessage':
        case 'FunctionCall':
          throw new PgError('protocol_violation', `unexpected message type "${msg.type}"`);
      }
    } catch (e) {
      this.sendError(e);
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

  /** The error a client may see (engine/client-error.ts); originals of internal errors go to the log. */
  private report(e: unknown): PgError {
    return clientError(e, (m) => this.ctx.logger.error(m));
  }

  private sendError(e: unknown): void {
    this.out.errorResponse(this.report(e).fields);
  }

  /** A fatal error: send it (FramingError may carry none), then end the connection. */
  private fatal(e: unknown): void {
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
