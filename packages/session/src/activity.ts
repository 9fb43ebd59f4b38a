import type { TransactionStatus } from '@pgsqlite/wire';
import type { BackendActivity } from '@pgsqlite/backend';
import type { SessionIO, SessionTls } from './session-context.js';
import type { Settings } from '@pgsqlite/backend';

/** The wall clock in µs since 1970 (a JSON-safe number: below 2^53 for the next few centuries). */
function nowMicros(): number {
  return Date.now() * 1000;
}

const IDLE_STATE: Record<TransactionStatus, BackendActivity['state']> = {
  I: 'idle',
  T: 'idle in transaction',
  E: 'idle in transaction (aborted)',
};

/**
 * What pg_stat_activity shows of one session, kept up to date by its message loop as
 * pgstat_report_activity does in PostgreSQL (postgres.c): `active` with the query text while a
 * Query or Execute runs, one of the idle states at ReadyForQuery.
 */
export class ActivityTracker {
  private readonly backendStart = nowMicros();
  private state: BackendActivity['state'] = 'idle';
  private query = '';
  private queryStart: number | null = null;
  private stateChange: number | null = this.backendStart;
  private xactStart: number | null = null;
  /** Source text of each portal, for Execute (PostgreSQL reports the portal's source text). */
  private readonly portalText = new Map<string, string>();

  constructor(
    private readonly pid: number,
    private readonly datname: string,
    private readonly settings: Settings,
    private readonly peer: SessionIO['peer'],
    private readonly tls: SessionTls | null = null,
  ) {}

  /** Bind: remembers the text of the statement the portal runs. */
  bound(portal: string, text: string): void {
    this.portalText.set(portal, text);
  }

  /** A Query, or an Execute of `portal`, starts running. */
  running(text: string | { portal: string }): void {
    const now = nowMicros();
    this.query = typeof text === 'string' ? text : (this.portalText.get(text.portal) ?? this.query);
    this.queryStart = now;
    this.xactStart ??= now;
    if (this.state !== 'active') this.stateChange = now;
    this.state = 'active';
  }

  /** ReadyForQuery with this transaction status. */
  idle(status: TransactionStatus): void {
    const state = IDLE_STATE[status];
    if (state !== this.state) this.stateChange = nowMicros();
    this.state = state;
    if (status === 'I') {
      this.xactStart = null;
      this.portalText.clear();
    }
  }

  /** The session's pg_stat_activity row now. */
  snapshot(): BackendActivity {
    return {
      pid: this.pid,
      datname: this.datname,
      usename: this.settings.get('session_authorization'),
      application_name: this.settings.get('application_name'),
      client_addr: this.peer?.address ?? null,
      client_port: this.peer === undefined || this.peer === null ? -1 : this.peer.port,
      server_addr: this.peer?.localAddress ?? null,
      server_port: this.peer?.localPort ?? null,
      backend_start: this.backendStart,
      xact_start: this.xactStart,
      query_start: this.queryStart,
      state_change: this.stateChange,
      state: this.state,
      query: this.query,
      backend_type: 'client backend',
      ssl: this.tls === null ? null : { version: this.tls.version, cipher: this.tls.cipher, bits: this.tls.bits },
    };
  }
}
