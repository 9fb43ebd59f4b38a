import { isPgError, PgError } from '@pgsqlite/errors';
import type { MessageWriter } from '@pgsqlite/wire';
import { parseIntWithUnit, startTimer, type Settings } from '@pgsqlite/backend';
import type { SessionCore } from './session-core.js';

/** The parts of a Session that signals act on. */
export interface SignalTarget {
  readonly out: MessageWriter;
  /** The established session state, or null before startup completed / after dispose. */
  core(): SessionCore | null;
  /** A client message is being processed. */
  busy(): boolean;
  /** The main loop is running (it flushes and disposes by itself when it stops). */
  running(): boolean;
  closed(): boolean;
  flush(): void;
  /** Flushes, then ends the connection. */
  close(): void;
  dispose(): Promise<void>;
  /** Wakes a COPY FROM waiting for client data. */
  wakeCopy(): void;
}

interface PendingNotification {
  pid: number;
  channel: string;
  payload: string;
}

/**
 * What reaches a backend from outside its message loop: CancelRequest and pg_cancel_backend
 * (57014), pg_terminate_backend (FATAL 57P01), statement_timeout, idle_in_transaction_session_timeout
 * (FATAL 25P03) and NOTIFY from other sessions.
 * @see src/backend/tcop/postgres.c ProcessInterrupts
 */
export class Signalling {
  /** Why the current statement must stop (CancelRequest, statement_timeout), else null. */
  private reason: PgError | null = null;
  /** Waits that end when the statement is interrupted (advisory locks). */
  private readonly waiters = new Set<(reason: PgError) => void>();
  private stopStatementTimer: (() => void) | null = null;
  private stopIdleTimer: (() => void) | null = null;
  /** Notifications waiting for the session to be idle outside a transaction. */
  private notifications: PendingNotification[] = [];

  constructor(private readonly target: SignalTarget) {}

  /** Why the statement being processed must stop, or null. */
  cancelled(): PgError | null {
    return this.reason;
  }

  /** Waits for `p`; rejects at once with the reason when the statement is interrupted. */
  waitFor<T>(p: Promise<T>): Promise<T> {
    const reason = this.reason;
    if (reason !== null) return Promise.reject(reason);
    return new Promise<T>((resolve, reject) => {
      const stop = (why: PgError): void => {
        this.waiters.delete(stop);
        reject(why);
      };
      this.waiters.add(stop);
      p.then(
        (v) => {
          this.waiters.delete(stop);
          resolve(v);
        },
        (e: unknown) => {
          this.waiters.delete(stop);
          reject(e instanceof Error ? e : new Error(String(e)));
        },
      );
    });
  }

  /** Stops the statement in progress with `reason` (waits end at once, running SQL is interrupted). */
  interrupt(reason: PgError): void {
    if (!this.target.busy() || this.reason !== null) return;
    this.reason = reason;
    this.target.core()?.tx.interrupt(reason);
    this.target.wakeCopy();
    for (const stop of [...this.waiters]) stop(reason);
  }

  /** CancelRequest / pg_cancel_backend. An idle backend ignores a cancel (postgres.c ProcessInterrupts). */
  cancel(): void {
    this.interrupt(new PgError('query_canceled', 'canceling statement due to user request'));
  }

  /**
   * pg_terminate_backend / DROP DATABASE … WITH (FORCE): FATAL 57P01, then the connection ends
   * (what it had open is rolled back when the session is disposed).
   */
  terminate(): void {
    const target = this.target;
    if (target.closed()) return;
    const reason = new PgError('admin_shutdown', 'terminating connection due to administrator command', { severity: 'FATAL' });
    this.interrupt(reason);
    target.out.errorResponse(reason.fields);
    target.close();
    if (!target.running()) void target.dispose();
  }

  /** statement_timeout: 57014 once the statement has run this long (postgres.c enable_statement_timeout). */
  startStatementTimer(settings: Settings): void {
    const ms = parseIntWithUnit(settings.get('statement_timeout'), 'ms') ?? 0;
    if (ms <= 0) return;
    this.stopStatementTimer = startTimer(ms, () => {
      this.interrupt(new PgError('query_canceled', 'canceling statement due to statement timeout'));
    });
  }

  stopStatement(): void {
    this.stopStatementTimer?.();
    this.stopStatementTimer = null;
  }

  /**
   * idle_in_transaction_session_timeout: a session idle inside a transaction is ended with FATAL
   * 25P03; closing it rolls back and releases the write lock.
   */
  startIdleTimer(core: SessionCore): void {
    if (core.tx.status() === 'I') return;
    const ms = parseIntWithUnit(core.settings.get('idle_in_transaction_session_timeout'), 'ms') ?? 0;
    if (ms <= 0) return;
    const target = this.target;
    this.stopIdleTimer = startTimer(ms, () => {
      this.stopIdleTimer = null;
      if (target.busy() || target.closed()) return;
      target.out.errorResponse({
        severity: 'FATAL',
        code: '25P03',
        message: 'terminating connection due to idle-in-transaction timeout',
      });
      target.close();
      if (!target.running()) void target.dispose();
    });
  }

  stopIdle(): void {
    this.stopIdleTimer?.();
    this.stopIdleTimer = null;
  }

  /**
   * A NotificationResponse for this session: sent now when it is idle outside a transaction,
   * else just before its next ReadyForQuery outside one (async.c ProcessNotifyInterrupt).
   */
  deliverNotification(pid: number, channel: string, payload: string): void {
    const target = this.target;
    if (target.closed()) return;
    this.notifications.push({ pid, channel, payload });
    if (!target.busy() && !target.running() && target.core()?.tx.status() === 'I') {
      this.writeNotifications();
      target.flush();
    }
  }

  /** Before ReadyForQuery: queued notifications (outside a transaction), and the statement's interrupt is over. */
  beforeReady(core: SessionCore): void {
    if (this.notifications.length > 0 && core.tx.status() === 'I') this.writeNotifications();
    this.reason = null;
  }

  /** The session ends: no timer may fire any more. */
  dispose(): void {
    this.stopStatement();
    this.stopIdle();
  }

  private writeNotifications(): void {
    const pending = this.notifications;
    this.notifications = [];
    for (const n of pending) {
      try {
        this.target.out.notificationResponse(n.pid, n.channel, n.payload);
      } catch (e) {
        // A payload the client encoding cannot hold: PostgreSQL's NotifyMyFrontEnd fails with
        // the 22P05 of the conversion, FATAL, and the connection ends.
        if (!isPgError(e)) throw e;
        this.target.out.errorResponse({ ...e.fields, severity: 'FATAL' });
        this.target.close();
        return;
      }
    }
  }
}
