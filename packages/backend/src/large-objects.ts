import { PgError } from '@pgsqlite/errors';
import { Oid, typeByOid } from '@pgsqlite/catalog';
import type { SqlValue } from '@pgsqlite/engine';
import type { ExecContext } from './context.js';
import { currentRole } from './privileges/identity.js';

/**
 * Large objects (be-fsstubs.c, inv_api.c): the contents live in `_pgsqlite_largeobject` of the
 * database (one row per object, the bytes as one BLOB, so pg_largeobject's 2 kB pages are a view),
 * written in the session's transaction. Descriptors (lo_open) belong to the session and close at
 * the end of its transaction, as PostgreSQL's do. Server-side files (lo_import/lo_export) are 42501.
 */

/** INV_WRITE / INV_READ of lo_open's mode. */
const INV_WRITE = 0x20000;
const INV_READ = 0x40000;
/** The largest offset a large object can have (MAX_LARGE_OBJECT_SIZE). */
const MAX_SIZE = 2147483647n * 2048n;

interface Descriptor {
  oid: number;
  pos: number;
  write: boolean;
}

/** Each session's open descriptors (index = fd; null = closed). */
const open = new WeakMap<ExecContext, (Descriptor | null)[]>();

const VOID: SqlValue = '';

const LARGE_OBJECT_CALLS = new Set(['lo_creat', 'lo_create', 'lo_unlink', 'lo_open', 'lo_close', 'loread', 'lowrite', 'lo_lseek', 'lo_lseek64', 'lo_tell', 'lo_tell64', 'lo_truncate', 'lo_truncate64', 'lo_get', 'lo_put', 'lo_from_bytea', 'lo_import', 'lo_export']);

function descriptors(core: ExecContext): (Descriptor | null)[] {
  let list = open.get(core);
  if (list === undefined) {
    list = [];
    open.set(core, list);
  }
  return list;
}

/** Closes every descriptor when the transaction ends (AtEOXact_LargeObject). */
function closeAtEnd(core: ExecContext): void {
  const previous = core.tx.onEnd;
  if (previous !== null && (previous as { largeObjects?: true }).largeObjects === true) return;
  const hook = Object.assign(
    (committed: boolean): void => {
      core.tx.onEnd = previous;
      open.delete(core);
      previous?.(committed);
    },
    { largeObjects: true as const },
  );
  core.tx.onEnd = hook;
}

function descriptor(core: ExecContext, fd: SqlValue): Descriptor {
  const d = descriptors(core)[Number(fd)];
  if (d === undefined || d === null) throw new PgError('undefined_object', `invalid large-object descriptor: ${String(fd)}`);
  return d;
}

async function query(core: ExecContext, sql: string, params: readonly SqlValue[], writes: boolean): Promise<SqlValue[][]> {
  return (await core.tx.run(sql, params, writes, core.cancelled)).rows ?? [];
}

async function contents(core: ExecContext, oid: number): Promise<Uint8Array> {
  const rows = await query(core, 'SELECT data FROM _pgsqlite_largeobject WHERE loid = ?', [oid], false);
  if (rows.length === 0) throw new PgError('undefined_object', `large object ${oid} does not exist`);
  const v = rows[0]?.[0];
  return v instanceof Uint8Array ? v : new Uint8Array();
}

async function store(core: ExecContext, oid: number, data: Uint8Array): Promise<void> {
  await query(core, 'UPDATE _pgsqlite_largeobject SET data = ? WHERE loid = ?', [data, oid], true);
}

/** lo_create(oid) / lo_creat(mode): 0 picks a new OID; an existing one is 42710. */
async function create(core: ExecContext, wanted: number): Promise<number> {
  const owner = currentRole(core).oid;
  if (wanted === 0) {
    // One write under the write lock draws it (two sessions never read the same counter), past
    // every OID rolled-back work handed out.
    const floor = core.tx.drawOids();
    const rows = await query(core, `UPDATE _pgsqlite_meta SET value = max(value, ${floor}) + 1 WHERE key = 'next_oid' RETURNING value - 1`, [], true);
    const oid = Number(rows[0]?.[0] ?? 0);
    await query(core, 'INSERT INTO _pgsqlite_largeobject (loid, owner) VALUES (?, ?)', [oid, owner], true);
    return oid;
  }
  const found = await query(core, 'SELECT 1 FROM _pgsqlite_largeobject WHERE loid = ?', [wanted], false);
  if (found.length > 0) throw new PgError('unique_violation', 'duplicate key value violates unique constraint "pg_largeobject_metadata_oid_index"', { detail: `Key (oid)=(${wanted}) already exists.` });
  await query(core, 'INSERT INTO _pgsqlite_largeobject (loid, owner) VALUES (?, ?)', [wanted, owner], true);
  return wanted;
}

function bytesArg(core: ExecContext, v: SqlValue): Uint8Array {
  if (v instanceof Uint8Array) return v;
  const t = typeByOid(Oid.bytea);
  const out = t?.fromText(String(v ?? ''), -1, core.settings.formatSettings());
  return out instanceof Uint8Array ? out : new Uint8Array();
}

/** The largest large object pgsqlite keeps (one SQLite BLOB; PostgreSQL's limit is 4 TB). */
const MAX_STORED = 1_000_000_000;

function checkSize(size: number): void {
  if (size > MAX_STORED) throw new PgError('program_limit_exceeded', `large objects larger than ${MAX_STORED} bytes are not supported by pgsqlite`);
}

/** Writes `data` at `pos`, zero-filling a gap (inv_write). */
function splice(old: Uint8Array, pos: number, data: Uint8Array): Uint8Array {
  checkSize(pos + data.length);
  const out = new Uint8Array(Math.max(old.length, pos + data.length));
  out.set(old);
  out.set(data, pos);
  return out;
}

function seek(d: Descriptor, size: number, offset: bigint, whence: number): number {
  const base = whence === 0 ? 0n : whence === 1 ? BigInt(d.pos) : whence === 2 ? BigInt(size) : -1n;
  if (base < 0n) throw new PgError('invalid_parameter_value', `invalid whence setting: ${whence}`);
  const next = base + offset;
  if (next < 0n || next > MAX_SIZE) throw new PgError('invalid_parameter_value', `invalid seek offset: ${next}`);
  d.pos = Number(next);
  return d.pos;
}

function int4Result(v: number, what: string): number {
  if (v > 2147483647) throw new PgError('numeric_value_out_of_range', `lo_${what} result out of range for large-object descriptor ${v}`);
  return v;
}

/** A large-object function of the session (translate LARGE_OBJECT_FUNCTIONS); undefined for others. */
export async function callLargeObject(core: ExecContext, fn: string, args: readonly SqlValue[]): Promise<SqlValue | undefined> {
  if (!LARGE_OBJECT_CALLS.has(fn)) return undefined;
  // every large-object function is strict
  if (args.some((v) => v === null)) return null;
  const a = args;
  switch (fn) {
    case 'lo_creat':
      return create(core, 0);
    case 'lo_create':
      return create(core, Number(a[0]));
    case 'lo_unlink': {
      const oid = Number(a[0]);
      await contents(core, oid);
      await query(core, 'DELETE FROM _pgsqlite_largeobject WHERE loid = ?', [oid], true);
      const list = descriptors(core);
      list.forEach((d, i) => (d?.oid === oid ? (list[i] = null) : undefined));
      return 1;
    }
    case 'lo_open': {
      const oid = Number(a[0]);
      const mode = Number(a[1]);
      await contents(core, oid);
      const list = descriptors(core);
      closeAtEnd(core);
      let fd = list.indexOf(null);
      if (fd < 0) fd = list.length;
      if ((mode & (INV_READ | INV_WRITE)) === 0) throw new PgError('invalid_parameter_value', `invalid large-object mode: ${mode}`);
      list[fd] = { oid, pos: 0, write: (mode & INV_WRITE) !== 0 };
      return fd;
    }
    case 'lo_close':
      descriptor(core, a[0] ?? null);
      descriptors(core)[Number(a[0])] = null;
      return 0;
    case 'loread': {
      const d = descriptor(core, a[0] ?? null);
      const len = Number(a[1]);
      if (len < 0) throw new PgError('invalid_parameter_value', 'requested length cannot be negative');
      const data = await contents(core, d.oid);
      const out = data.slice(Math.min(d.pos, data.length), Math.min(d.pos + len, data.length));
      d.pos += out.length;
      return out;
    }
    case 'lowrite': {
      const d = descriptor(core, a[0] ?? null);
      if (!d.write) throw new PgError('object_not_in_prerequisite_state', `large object descriptor ${String(a[0])} was not opened for writing`);
      const bytes = bytesArg(core, a[1] ?? null);
      await store(core, d.oid, splice(await contents(core, d.oid), d.pos, bytes));
      d.pos += bytes.length;
      return bytes.length;
    }
    case 'lo_lseek':
    case 'lo_lseek64': {
      const d = descriptor(core, a[0] ?? null);
      const pos = seek(d, (await contents(core, d.oid)).length, BigInt(String(a[1])), Number(a[2]));
      return fn === 'lo_lseek' ? int4Result(pos, 'lseek') : BigInt(pos);
    }
    case 'lo_tell':
    case 'lo_tell64': {
      const d = descriptor(core, a[0] ?? null);
      return fn === 'lo_tell' ? int4Result(d.pos, 'tell') : BigInt(d.pos);
    }
    case 'lo_truncate':
    case 'lo_truncate64': {
      const d = descriptor(core, a[0] ?? null);
      if (!d.write) throw new PgError('object_not_in_prerequisite_state', `large object descriptor ${String(a[0])} was not opened for writing`);
      const len = Number(a[1]);
      if (len < 0) throw new PgError('invalid_parameter_value', `invalid large object truncation length: ${len}`);
      checkSize(len);
      const data = await contents(core, d.oid);
      const out = new Uint8Array(len);
      out.set(data.subarray(0, Math.min(len, data.length)));
      await store(core, d.oid, out);
      return 0;
    }
    case 'lo_get': {
      const data = await contents(core, Number(a[0]));
      if (a.length === 1) return data;
      const off = Number(a[1]);
      const len = Number(a[2]);
      if (off < 0 || len < 0) throw new PgError('invalid_parameter_value', 'requested length cannot be negative');
      return data.slice(Math.min(off, data.length), Math.min(off + len, data.length));
    }
    case 'lo_put': {
      const oid = Number(a[0]);
      await store(core, oid, splice(await contents(core, oid), Number(a[1]), bytesArg(core, a[2] ?? null)));
      return VOID;
    }
    case 'lo_from_bytea': {
      const oid = await create(core, Number(a[0]));
      await store(core, oid, bytesArg(core, a[1] ?? null));
      return oid;
    }
    case 'lo_import':
    case 'lo_export':
      throw new PgError('insufficient_privilege', `permission denied for function ${fn}`, { hint: `Server-side files are not reachable through pgsqlite; use the client's \\${fn} instead.` });
    default:
      return undefined;
  }
}
