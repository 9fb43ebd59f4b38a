/**
 * LISTEN/NOTIFY across the sessions of one server (async.c, without its on-disk queue: delivery
 * is in memory, in commit order). Channels are per database, as in PostgreSQL.
 */

/** A session that listens: gets each notification for a channel it listens on. */
export interface NotificationListener {
  notify(processId: number, channel: string, payload: string): void;
}

/** One NOTIFY: channel and payload. */
export interface Notification {
  channel: string;
  payload: string;
}

/** Server-wide registry of listeners; sessions publish what their transactions committed. */
export class NotificationHub {
  /** database → channel → listeners */
  private readonly channels = new Map<string, Map<string, Set<NotificationListener>>>();

  listen(database: string, channel: string, listener: NotificationListener): void {
    let db = this.channels.get(database);
    if (db === undefined) {
      db = new Map();
      this.channels.set(database, db);
    }
    let set = db.get(channel);
    if (set === undefined) {
      set = new Set();
      db.set(channel, set);
    }
    set.add(listener);
  }

  unlisten(database: string, channel: string, listener: NotificationListener): void {
    const db = this.channels.get(database);
    const set = db?.get(channel);
    if (set === undefined) return;
    set.delete(listener);
    if (set.size === 0) db?.delete(channel);
  }

  unlistenAll(database: string, listener: NotificationListener): void {
    const db = this.channels.get(database);
    if (db === undefined) return;
    for (const channel of [...db.keys()]) this.unlisten(database, channel, listener);
  }

  /** Delivers a committed transaction's notifications, in order, to every listener (the sender too). */
  publish(database: string, processId: number, notifications: readonly Notification[]): void {
    const db = this.channels.get(database);
    if (db === undefined) return;
    for (const n of notifications) {
      const set = db.get(n.channel);
      if (set === undefined) continue;
      for (const listener of [...set]) listener.notify(processId, n.channel, n.payload);
    }
  }
}
