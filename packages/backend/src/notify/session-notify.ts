import { PgError } from '@pgsqlite/errors';
import type { NotificationHub, Notification, NotificationListener } from './hub.js';

/** async.c NOTIFY_PAYLOAD_MAX_LENGTH: BLCKSZ - NAMEDATALEN - 128. */
const MAX_PAYLOAD_BYTES = 8000 - 64 - 128;

type Action = { kind: 'listen' | 'unlisten'; channel: string } | { kind: 'unlisten_all' };

/**
 * One session's LISTEN/NOTIFY state. Inside a transaction, LISTEN/UNLISTEN take effect and
 * NOTIFYs are sent at commit (dropped by a rollback); duplicates within a transaction collapse.
 */
export class SessionNotify {
  private readonly listening = new Set<string>();
  private actions: Action[] = [];
  private pending: Notification[] = [];

  constructor(
    private readonly hub: NotificationHub,
    private readonly database: string,
    private readonly processId: number,
    private readonly listener: NotificationListener,
  ) {}

  listen(channel: string, inTransaction: boolean): void {
    this.act({ kind: 'listen', channel }, inTransaction);
  }

  unlisten(channel: string | null, inTransaction: boolean): void {
    this.act(channel === null ? { kind: 'unlisten_all' } : { kind: 'unlisten', channel }, inTransaction);
  }

  notify(channel: string, payload: string, inTransaction: boolean): void {
    if (channel === '') throw new PgError('invalid_parameter_value', 'channel name cannot be empty');
    if (utf8Length(channel) >= 64) throw new PgError('invalid_parameter_value', 'channel name too long');
    if (utf8Length(payload) >= MAX_PAYLOAD_BYTES) throw new PgError('invalid_parameter_value', 'payload string too long');
    if (this.pending.some((n) => n.channel === channel && n.payload === payload)) return;
    this.pending.push({ channel, payload });
    if (!inTransaction) this.endTransaction(true);
  }

  /** pg_listening_channels(): the channels listened on (committed), in the order of their LISTENs. */
  channels(): string[] {
    return [...this.listening];
  }

  /** Commit applies the transaction's LISTEN/UNLISTEN and sends its notifications; rollback drops them. */
  endTransaction(committed: boolean): void {
    const actions = this.actions;
    const pending = this.pending;
    this.actions = [];
    this.pending = [];
    if (!committed) return;
    for (const a of actions) this.apply(a);
    if (pending.length > 0) this.hub.publish(this.database, this.processId, pending);
  }

  /** The session ended: it listens no more. */
  dispose(): void {
    this.actions = [];
    this.pending = [];
    this.apply({ kind: 'unlisten_all' });
  }

  private act(action: Action, inTransaction: boolean): void {
    if (inTransaction) this.actions.push(action);
    else this.apply(action);
  }

  private apply(a: Action): void {
    if (a.kind === 'listen') {
      this.listening.add(a.channel);
      this.hub.listen(this.database, a.channel, this.listener);
    } else if (a.kind === 'unlisten') {
      this.listening.delete(a.channel);
      this.hub.unlisten(this.database, a.channel, this.listener);
    } else {
      this.listening.clear();
      this.hub.unlistenAll(this.database, this.listener);
    }
  }
}

function utf8Length(s: string): number {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}
