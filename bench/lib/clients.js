// One connection per client mode, behind the same small interface:
//   query(name, text, params) -> { rows: unknown[][], rowCount }   exec(text) (setup, simple)   close()
// Modes: node-postgres simple (parameters inlined as literals, so the simple protocol is used),
// extended (unnamed statement) and named prepared; postgres.js unnamed (prepare: false) and
// prepared (prepare: true). Raw better-sqlite3 gets the same interface with SQLite's `?` text.
import pg from 'pg';
import postgres from 'postgres';
import Database from 'better-sqlite3';
import { dirname } from 'node:path';

/** Client modes, in table order. */
export const CLIENT_MODES = ['pg/simple', 'pg/extended', 'pg/prepared', 'postgres.js/unnamed', 'postgres.js/prepared'];

/** A SQL literal for one of our own parameter values (integers and plain strings). */
function literal(v) {
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  return `'${String(v).split("'").join("''")}'`;
}

/** Replaces $1, $2 … by literals: a scan of our own benchmark statements (no quoted `$`). */
export function inlineParams(text, params) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '$' && i + 1 < text.length && text[i + 1] >= '0' && text[i + 1] <= '9') {
      let j = i + 1;
      while (j < text.length && text[j] >= '0' && text[j] <= '9') j++;
      out += literal(params[Number(text.slice(i + 1, j)) - 1]);
      i = j;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Connects one client in `mode` to a server ({ host, port, socketPath? }, `unix` picks the socket). */
export async function connectClient(mode, server, { unix = false } = {}) {
  const host = unix ? dirname(server.socketPath) : server.host;
  if (mode.startsWith('pg/')) {
    const client = new pg.Client({ host, port: server.port, user: 'postgres', database: 'postgres' });
    await client.connect();
    const run = async (config) => {
      const r = await client.query(config);
      return { rows: r.rows, rowCount: r.rowCount };
    };
    const query =
      mode === 'pg/simple'
        ? (name, text, params) => run({ text: inlineParams(text, params), rowMode: 'array' })
        : mode === 'pg/extended'
          ? (name, text, params) => run({ text, values: params, rowMode: 'array' })
          : (name, text, params) => run({ name, text, values: params, rowMode: 'array' });
    return {
      query,
      exec: async (text) => void (await client.query(text)),
      close: () => client.end(),
    };
  }
  const sql = postgres({
    host,
    port: server.port,
    ...(unix ? { path: server.socketPath } : {}),
    user: 'postgres',
    database: 'postgres',
    max: 1,
    prepare: mode === 'postgres.js/prepared',
    fetch_types: false,
    onnotice: () => {},
  });
  const prepare = mode === 'postgres.js/prepared';
  return {
    query: async (name, text, params) => {
      const r = await sql.unsafe(text, params, { prepare }).values();
      return { rows: r, rowCount: r.count };
    },
    exec: async (text) => void (await sql.unsafe(text).simple()),
    close: () => sql.end({ timeout: 5 }),
  };
}

/** `$1, $2 …` (in order, as in every benchmark statement) → `?`, better-sqlite3's positional form. */
function positional(text) {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '$' && text[i + 1] >= '0' && text[i + 1] <= '9') {
      while (text[i + 1] >= '0' && text[i + 1] <= '9') i++;
      out += '?';
    } else out += c;
  }
  return out;
}

/**
 * Raw better-sqlite3 in this process with the same interface: statements prepared once and
 * cached by text, parameters bound positionally.
 */
export function openSqlite(file, { synchronous = 'FULL' } = {}) {
  const db = new Database(file, { timeout: 0 });
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('foreign_keys = ON');
  const cache = new Map();
  const prepared = (text) => {
    let s = cache.get(text);
    if (s === undefined) {
      s = db.prepare(positional(text));
      if (s.reader) s.raw(true);
      cache.set(text, s);
    }
    return s;
  };
  return {
    query: async (name, text, params) => {
      const s = prepared(text);
      if (s.reader) {
        const rows = s.all(...params);
        return { rows, rowCount: rows.length };
      }
      return { rows: [], rowCount: s.run(...params).changes };
    },
    exec: async (text) => void db.exec(text),
    close: async () => db.close(),
  };
}
