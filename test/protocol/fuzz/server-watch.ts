import pg from 'pg';
import type { ServerProcess } from './server-process.js';

/** What the fuzz watches of the server between its cases. */
export interface ServerWatch {
  /** A fresh connection answers SELECT 1; returns how long it took (ms). */
  health(): Promise<number>;
  /** Sessions in pg_stat_activity (the one asking included). */
  activeSessions(): Promise<number>;
  /** The sessions still there besides the one asking (what they do), for a report. */
  lingering(): Promise<unknown[]>;
  /** Fds the server holds, module files being read at that moment not counted. */
  heldFds(): number;
  /** Fds on the database files (the SQLite connections, with their WAL and shm). */
  databaseFds(): number;
  /**
   * Waits until the server is at rest: no session but the one asking, and the thread count the
   * same for `steadyMs` (the executor pool retires extra threads idle for 10 s, checked every 10 s).
   */
  quiesce(steadyMs: number, limitMs: number): Promise<{ sessionsMs: number; threadsMs: number }>;
}

/** Log lines that must never appear: internal errors, stack frames, uncaught exceptions. */
export const badLines = (log: string): string[] => log.split('\n').filter((l) => /internal error|XX000|57P02|crash of another server process|^\s+at |uncaught|unhandled/i.test(l));

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export function watchServer(server: ServerProcess): ServerWatch {
  const client = (): pg.Client => new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', database: 'postgres', connectionTimeoutMillis: 60_000, query_timeout: 60_000 });
  const ask = async <T>(sql: string): Promise<T[]> => {
    const c = client();
    await c.connect();
    try {
      return (await c.query(sql)).rows as T[];
    } finally {
      await c.end();
    }
  };
  const watch: ServerWatch = {
    async health() {
      const t = Date.now();
      const rows = await ask<{ ok: number }>('SELECT 1 AS ok');
      if (rows[0]?.ok !== 1) throw new Error(`health check answered ${JSON.stringify(rows)}`);
      return Date.now() - t;
    },
    async activeSessions() {
      return Number((await ask<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity'))[0]?.n);
    },
    lingering: () =>
      ask("SELECT pid, state, wait_event_type, wait_event, backend_start, query_start, state_change, left(query, 120) AS query FROM pg_stat_activity WHERE pid <> pg_backend_pid()"),
    heldFds() {
      let n = 0;
      for (const [kind, count] of Object.entries(server.fdKinds())) if (!/\.(m?js|ts|json|node)$/.test(kind)) n += count;
      return n;
    },
    databaseFds() {
      let n = 0;
      for (const [kind, count] of Object.entries(server.fdKinds())) if (/\.sqlite/.test(kind)) n += count;
      return n;
    },
    async quiesce(steadyMs, limitMs) {
      const start = Date.now();
      const until = start + limitMs;
      while (Date.now() < until && (await watch.activeSessions()) > 1) await sleep(100);
      const ended = Date.now();
      let last = server.threads();
      let since = ended;
      while (Date.now() < until && Date.now() - since < steadyMs) {
        await sleep(250);
        const now = server.threads();
        if (now !== last) since = Date.now();
        last = now;
      }
      return { sessionsMs: ended - start, threadsMs: since - ended };
    },
  };
  return watch;
}
