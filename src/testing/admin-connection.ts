import pg from 'pg';

/**
 * One connection per process and server for CREATE/DROP DATABASE: a test worker opens it once and
 * every test's create and drop goes over it (a connection costs more than a copy). Its socket
 * keeps the process alive only while a statement is in flight, so a test runner that waits for
 * the event loop to empty (node:test, Jest) is never held open by it.
 */
export interface AdminConnection {
  query(sql: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Kept on the global object: test runners that evaluate this module afresh for every test file
 * in one worker (Vitest's default isolation) then still share one connection per worker instead
 * of leaving one open per file.
 */
const open: Map<string, Promise<AdminConnection>> = ((globalThis as Record<symbol, unknown>)[Symbol.for('pgsqlite.testing.adminConnections')] ??= new Map()) as Map<
  string,
  Promise<AdminConnection>
>;

/** The admin connection to the server of `url` (its database is the one connected to). */
export function adminConnection(url: string): Promise<AdminConnection> {
  let connection = open.get(url);
  if (connection === undefined) {
    connection = connect(url);
    open.set(url, connection);
    connection.catch(() => open.delete(url));
  }
  return connection;
}

/** Closes every admin connection of this process (a global teardown or afterAll may call it). */
export async function closeAdminConnections(): Promise<void> {
  const all = [...open.values()];
  open.clear();
  await Promise.allSettled(all.map(async (c) => (await c).close()));
}

/** The client's socket (node-postgres keeps it on `connection.stream`). */
function socketOf(client: pg.Client): { ref(): void; unref(): void } | null {
  const stream = (client as unknown as { connection?: { stream?: { ref?(): void; unref?(): void } } }).connection?.stream;
  return typeof stream?.ref === 'function' && typeof stream.unref === 'function' ? (stream as { ref(): void; unref(): void }) : null;
}

async function connect(url: string): Promise<AdminConnection> {
  const client = new pg.Client({ connectionString: url, application_name: 'pgsqlite test databases' });
  let closed = false;
  // A server that goes away (the global teardown stopped it) must not crash the worker.
  client.on('error', () => {
    closed = true;
    open.delete(url);
  });
  await client.connect();
  const socket = socketOf(client);
  let inFlight = 0;
  socket?.unref();
  return {
    async query(sql) {
      if (closed) throw new Error('the admin connection to the test database server was closed');
      if (inFlight++ === 0) socket?.ref();
      try {
        await client.query(sql);
      } finally {
        if (--inFlight === 0) socket?.unref();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      socket?.ref();
      await client.end().catch(() => undefined);
    },
  };
}
