import { isPgError, PgError, toPgError } from '@pgsqlite/errors';
import { FrameReader, FramingError, MessageWriter } from '@pgsqlite/wire';
import type { FrontendMessage, StartupPacket } from '@pgsqlite/wire';
import type { SessionCore } from './core.js';
import type { SessionContext, SessionIO } from './ports.js';
import { PortalStore } from './portal.js';
import { CursorStore } from './cursor.js';
import { SessionNotify } from './notify/session-notify.js';
import { bind, close, describePortal, describeStatement, execute, parse } from './query/extended-query.js';
import { simpleQuery } from './query/simple-query.js';
import { parseIntWithUnit } from './settings/guc-values.js';
import { Settings } from './settings/settings.js';
import { startTimer } from './timers.js';
import { checkStartup } from './startup.js';
import { Transaction } from './transaction.js';

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
 * Platform-neutral; never throws out of `receive`.
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
  /** Why the current statement must stop (CancelRequest, statement_timeout), else null. */
  private cancelReason: PgError | null = null;
  private stopStatementTimer: (() => void) | null = null;
  private stopIdleTimer: (() => void) | null = null;
  private unregisterCancel: (() => void) | null = null;
  private disposed = false;
  /** Unregisters the session from pg_cancel_backend / pg_terminate_backend. */
  private unregisterBackend: (() => void) | null = null;
  /** Unregisters the session from its database (DROP DATABASE counts sessions). */
  private detach: (() => void) | null = null;
  /** Waits that end when the statement is interrupted (advisory locks). */
  private readonly interruptWaiters = new Set<(reason: PgError) => void>();
  /** Notifications waiting for the session to be idle outside a transaction. */
  private notifications: { pid: number; channel: string; payload: string }[] = [];
  /** Wakes a COPY FROM waiting for client data (more bytes, close, cancel). */
  private copyWaiter: (() => void) | null = null;

  constructor(
    private readonly io: SessionIO,
    private readonly ctx: SessionContext,
  ) {}

  /** Bytes from the client. */
  receive(chunk: Uint8Array): void {
    if (this.phase === 'closed') return;
    this.stopIdleTimer?.();
    this.stopIdleTimer = null;
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

  private waitFor<T>(p: Promise<T>): Promise<T> {
    const reason = this.cancelReason;
    if (reason !== null) return Promise.reject(reason);
    return new Promise<T>((resolve, reject) => {
      const stop = (why: PgError): void => {
        this.interruptWaiters.delete(stop);
        reject(why);
      };
      this.interruptWaiters.add(stop);
      p.then(
        (v) => {
          this.interruptWaiters.delete(stop);
          resolve(v);
        },
        (e: unknown) => {
          this.interruptWaiters.delete(stop);
          reject(e instanceof Error ? e : new Error(String(e)));
        },
      );
    });
  }

  private wakeCopy(): void {
    const wake = this.copyWaiter;
    this.copyWaiter = null;
    wake?.();
  }

  /** COPY FROM STDIN reads its messages here while the main loop is busy with the statement. */
  private async readCopyMessage(): Promise<FrontendMessage | null> {
    for (;;) {
      if (this.cancelReason !== null) throw this.cancelReason;
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

  // ------------------------------------------------------------------ startup

  private async startupStep(): Promise<boolean> {
    const packet = this.reader.nextStartup();
    if (packet === null) return false;
    await this.onStartup(packet);
    return true;
  }

  private async onStartup(packet: StartupPacket): Promise<void> {
    switch (packet.kind) {
      case 'SSLRequest':
      case 'GSSENCRequest':
        this.out.sslRefused();
        this.flush();
        if (this.reader.pending > 0) {
          const what = packet.kind === 'SSLRequest' ? 'SSL' : 'GSSAPI encryption';
          throw new PgError('protocol_violation', `received unencrypted data after ${what} request`, {
            severity: 'FATAL',
            detail: 'This could be either a client-software bug or evidence of an attempted man-in-the-middle attack.',
          });
        }
        return;
      case 'CancelRequest':
        this.ctx.cancel(packet.processId, packet.secretKey);
        this.close();
        return;
      case 'StartupMessage':
        await this.onStartupMessage(packet.protocolMajor, packet.protocolMinor, packet.parameters);
    }
  }

  /** @see https://www.postgresql.org/docs/15/protocol-flow.html#PROTOCOL-FLOW-START-UP */
  private async onStartupMessage(major: number, minor: number, parameters: Record<string, string>): Promise<void> {
    if (major < 3) {
      // A protocol-2 client cannot read a v3 ErrorResponse: PostgreSQL answers in the v2 format
      // ('E', "FATAL:  message\n", NUL) and closes.
      this.flush();
      this.io.write(asciiBytes(`EFATAL:  unsupported frontend protocol ${major}.${minor}: server supports 3.0 to 3.0\n\0`));
      this.close();
      return;
    }
    const req = checkStartup(major, minor, parameters);
    if (req.negotiateMinor !== null) this.out.negotiateProtocolVersion(req.negotiateMinor, req.unrecognized);
    this.out.authenticationOk();
    const settings = new Settings(req.user);
    try {
      for (const [name, value] of req.gucs) settings.applyStartup(name, value);
    } catch (e) {
      throw toPgError(e).with({ severity: 'FATAL' });
    }
    const handle = await this.ctx.databases.open(req.database).catch((e: unknown) => {
      throw toPgError(e).with({ severity: 'FATAL' });
    });
    const executor = await handle.openExecutor();
    const key = this.ctx.registerCancel(() => this.onCancel());
    this.unregisterCancel = key.unregister;
    this.detach = handle.attach?.(() => this.terminate()) ?? null;
    this.unregisterBackend = this.ctx.registerBackend?.(key.processId, { cancel: () => this.onCancel(), terminate: () => this.terminate() }) ?? null;
    const tx = new Transaction(executor, handle, key.processId, settings);
    const cursors = new CursorStore();
    const hub = this.ctx.notifications;
    const notify = hub === undefined ? null : new SessionNotify(hub, handle.name, key.processId, { notify: (pid, ch, payload) => this.deliverNotification(pid, ch, payload) });
    const locks = this.ctx.advisoryLocks ?? null;
    tx.onEnd = (committed) => {
      cursors.endTransaction(committed);
      notify?.endTransaction(committed);
      locks?.releaseAll(key.processId, 'xact');
    };
    this.core = {
      out: this.out,
      settings,
      tx,
      handle,
      processId: key.processId,
      databases: this.ctx.databases,
      translator: this.ctx.translator,
      logger: this.ctx.logger,
      portals: new PortalStore(),
      cursors,
      notify,
      advisoryLocks: locks,
      waitFor: (p) => this.waitFor(p),
      signalBackend: (pid, signal) => this.ctx.signalBackend?.(pid, signal) ?? false,
      cancelled: () => this.cancelReason,
      flush: () => this.flush(),
      nextMessageType: () => this.reader.peekType(),
      readCopyMessage: () => this.readCopyMessage(),
    };
    if (this.phase === 'closed') return;
    this.phase = 'ready';
    for (const [name, value] of settings.changedReportable()) this.out.parameterStatus(name, value);
    this.out.backendKeyData(key.processId, key.secretKey);
    this.readyForQuery();
  }

  // ------------------------------------------------------------------ main loop

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
    if (msg.type === 'Query' || msg.type === 'Execute') this.startStatementTimer(core);
    try {
      switch (msg.type) {
        case 'Query':
          await simpleQuery(core, msg.sql, (e) => this.report(e));
          this.stopStatement();
          this.readyForQuery();
          return;
        case 'Parse':
          return parse(core, msg.name, msg.sql, msg.paramTypes);
        case 'Bind':
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
      await core.tx.abort();
      if (core.tx.block === 'none') core.portals.dropPortals();
      this.skipUntilSync = true;
    } finally {
      this.stopStatement();
      this.busy = false;
    }
  }

  /** statement_timeout: 57014 once the statement has run this long (postgres.c enable_statement_timeout). */
  private startStatementTimer(core: SessionCore): void {
    const ms = parseIntWithUnit(core.settings.get('statement_timeout'), 'ms') ?? 0;
    if (ms <= 0) return;
    this.stopStatementTimer = startTimer(ms, () => {
      this.interruptWith(new PgError('query_canceled', 'canceling statement due to statement timeout'));
    });
  }

  private stopStatement(): void {
    this.stopStatementTimer?.();
    this.stopStatementTimer = null;
  }

  /**
   * idle_in_transaction_session_timeout: a session idle inside a transaction is ended with FATAL
   * 25P03; closing it rolls back and releases the write lock.
   */
  private startIdleTimer(core: SessionCore): void {
    if (core.tx.status() === 'I') return;
    const ms = parseIntWithUnit(core.settings.get('idle_in_transaction_session_timeout'), 'ms') ?? 0;
    if (ms <= 0) return;
    this.stopIdleTimer = startTimer(ms, () => {
      this.stopIdleTimer = null;
      if (this.busy || this.phase === 'closed') return;
      this.out.errorResponse({
        severity: 'FATAL',
        code: '25P03',
        message: 'terminating connection due to idle-in-transaction timeout',
      });
      this.close();
      if (!this.running) void this.dispose();
    });
  }

  /** Stops the statement in progress with `reason` (waits end at once, running SQL is interrupted). */
  private interruptWith(reason: PgError): void {
    if (!this.busy || this.cancelReason !== null) return;
    this.cancelReason = reason;
    this.core?.tx.interrupt(reason);
    this.wakeCopy();
    for (const stop of [...this.interruptWaiters]) stop(reason);
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
    this.readyForQuery();
  }

  // ------------------------------------------------------------------ output

  /**
   * A NotificationResponse for this session: sent now when it is idle outside a transaction,
   * else just before its next ReadyForQuery outside one (async.c ProcessNotifyInterrupt).
   */
  private deliverNotification(pid: number, channel: string, payload: string): void {
    if (this.phase === 'closed') return;
    this.notifications.push({ pid, channel, payload });
    if (!this.busy && !this.running && this.core?.tx.status() === 'I') {
      this.writeNotifications();
      this.flush();
    }
  }

  private writeNotifications(): void {
    for (const n of this.notifications) this.out.notificationResponse(n.pid, n.channel, n.payload);
    this.notifications = [];
  }

  private readyForQuery(): void {
    const core = this.core;
    if (core === null) return;
    if (this.notifications.length > 0 && core.tx.status() === 'I') this.writeNotifications();
    for (const [name, value] of core.settings.changedReportable()) this.out.parameterStatus(name, value);
    this.out.readyForQuery(core.tx.status());
    this.cancelReason = null;
    this.flush();
    this.startIdleTimer(core);
  }

  private flush(): void {
    if (this.out.length === 0) return;
    const bytes = this.out.take();
    if (this.phase !== 'closed') this.io.write(bytes);
  }

  /** Logs errors that are not PgErrors (bugs) and turns anything into a PgError. */
  private report(e: unknown): PgError {
    if (!isPgError(e)) this.ctx.logger.error(`internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return toPgError(e);
  }

  private sendError(e: unknown): void {
    this.out.errorResponse(this.report(e).fields);
  }

  /**
   * pg_terminate_backend / DROP DATABASE … WITH (FORCE): FATAL 57P01, then the connection ends
   * (what it had open is rolled back when the session is disposed).
   */
  terminate(): void {
    if (this.phase === 'closed') return;
    const reason = new PgError('admin_shutdown', 'terminating connection due to administrator command', { severity: 'FATAL' });
    this.interruptWith(reason);
    this.out.errorResponse(reason.fields);
    this.close();
    if (!this.running) void this.dispose();
  }

  private onCancel(): void {
    // An idle backend ignores a cancel (postgres.c ProcessInterrupts).
    this.interruptWith(new PgError('query_canceled', 'canceling statement due to user request'));
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
    this.stopStatement();
    this.stopIdleTimer?.();
    this.unregisterCancel?.();
    this.unregisterCancel = null;
    this.detach?.();
    this.detach = null;
    this.unregisterBackend?.();
    this.unregisterBackend = null;
    const core = this.core;
    this.core = null;
    core?.notify?.dispose();
    core?.advisoryLocks?.releaseAll(core.processId, 'session');
    core?.advisoryLocks?.releaseAll(core.processId, 'xact');
    if (core !== null) {
      await core.tx.dispose().catch((e: unknown) => this.ctx.logger.warn(`closing session: ${String(e)}`));
    }
  }
}

/** Bytes of an ASCII string (the v2 error text is ASCII by construction). */
function asciiBytes(s: string): Uint8Array {
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}
