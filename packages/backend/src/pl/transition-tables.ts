import type { Catalog, ColumnDef, TransitionTableDef } from '@pgsqlite/catalog';
import type { SqlValue } from '@pgsqlite/engine';
import type { TriggerCall, TriggeredDml } from '@pgsqlite/translate';
import type { ExecContext } from '../context.js';
import type { DatabaseHandle } from '../ports.js';

/**
 * Transition tables (CREATE TRIGGER … REFERENCING OLD TABLE AS o NEW TABLE AS n), as PostgreSQL's
 * AFTER trigger machinery keeps them (trigger.c AfterTriggersTableData): the old and new rows of
 * every row one statement wrote, in order, which the queries of an AFTER trigger's function read
 * by name as ephemeral named relations. pgsqlite holds them in tables of the connection's TEMP
 * database, made after the statement's writes and dropped once its AFTER triggers have fired, and
 * plans the function's statements with a catalog that resolves the names to them.
 */
export interface TransitionCapture {
  /** The SQLite tables holding the statement's old and new rows (null where the event has none) */
  old: string | null;
  new: string | null;
  columns: readonly ColumnDef[];
}

type Run = (sql: string, values: readonly SqlValue[]) => Promise<unknown>;

/** Nesting of captures per transaction: a trigger's statement that fires triggers of its own captures its own rows. */
const level = new WeakMap<object, number>();

/** Rows per INSERT (SQLite binds at most 32,766 parameters). */
const MAX_PARAMS = 30_000;

/**
 * Captures the statement's rows when one of its AFTER triggers names transition tables; runs
 * `fire` (the AFTER triggers) with them, then drops them. `written`: each row's old and new values.
 */
export async function withTransitionTables<T>(
  core: ExecContext,
  dml: TriggeredDml,
  written: readonly { old: readonly SqlValue[] | null; new: readonly SqlValue[] | null }[],
  run: Run,
  fire: (capture: TransitionCapture | null) => Promise<T>,
): Promise<T> {
  const calls = [...dml.afterRow, ...dml.afterStatement];
  if (!calls.some((c) => c.transitions !== undefined)) return fire(null);
  const rel = core.handle.catalog().relationByOid(dml.table.oid);
  const columns = rel?.columns ?? [];
  const depth = (level.get(core.tx) ?? 0) + 1;
  level.set(core.tx, depth);
  const names = { old: `_pgsqlite_transition_${depth}_old`, new: `_pgsqlite_transition_${depth}_new` };
  const made: string[] = [];
  try {
    const capture: TransitionCapture = { old: null, new: null, columns };
    for (const which of ['old', 'new'] as const) {
      if (!calls.some((c) => c.transitions?.[which] !== undefined)) continue;
      const table = names[which];
      await run(`DROP TABLE IF EXISTS temp.${quote(table)}`, []);
      // No declared types: the values keep their storage form (no affinity conversions).
      await run(`CREATE TEMP TABLE ${quote(table)} (${columns.map((c) => quote(c.sqliteName)).join(', ')})`, []);
      made.push(table);
      capture[which] = table;
      const rows = written.map((w) => w[which]).filter((r): r is readonly SqlValue[] => r !== null);
      const width = Math.max(1, columns.length);
      const per = Math.max(1, Math.floor(MAX_PARAMS / width));
      for (let i = 0; i < rows.length; i += per) {
        const chunk = rows.slice(i, i + per);
        const tuple = `(${columns.map(() => '?').join(', ')})`;
        await run(`INSERT INTO temp.${quote(table)} VALUES ${chunk.map(() => tuple).join(', ')}`, chunk.flatMap((r) => columns.map((_, j) => r[j] ?? null)));
      }
    }
    return await fire(capture);
  } finally {
    level.set(core.tx, depth - 1);
    for (const t of made) await run(`DROP TABLE IF EXISTS temp.${quote(t)}`, []).catch(() => undefined);
  }
}

const BASE = Symbol('pgsqlite.transitionBase');

/** The session context without any trigger's transition tables (a nested function or trigger does not see them). */
export function plainCore(core: ExecContext): ExecContext {
  return (core as ExecContext & { [BASE]?: ExecContext })[BASE] ?? core;
}

/** The context a trigger function runs in: its transition tables readable by the names REFERENCING gave them. */
export function transitionCore(core: ExecContext, call: TriggerCall, capture: TransitionCapture | null): ExecContext {
  const base = plainCore(core);
  if (call.transitions === undefined || capture === null) return base;
  const tables: TransitionTableDef[] = [];
  for (const which of ['old', 'new'] as const) {
    const name = call.transitions[which];
    const sqliteName = capture[which];
    if (name !== undefined && sqliteName !== null) tables.push({ name, sqliteName, columns: capture.columns });
  }
  const handle = overlayHandle(base.handle, tables);
  return Object.assign(Object.create(Object.getPrototypeOf(base) as object) as ExecContext, base, { handle, [BASE]: base });
}

/**
 * Plan cache identities of overlays: a catalog version (negative, apart from real ones) per base
 * version and tables. Never reused (a plan cached under one must not serve another shape), so the
 * map can be forgotten when it grows.
 */
const versions = new Map<string, number>();
let nextVersion = -1;
const MAX_VERSIONS = 10_000;

function overlayHandle(handle: DatabaseHandle, tables: readonly TransitionTableDef[]): DatabaseHandle {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const shape = tables.map((t) => `${t.name}\u0001${t.sqliteName}\u0001${t.columns.map((c) => `${c.sqliteName}:${c.name}:${c.typeOid}:${c.typmod}`).join(',')}`).join('\u0002');
  const cache = new WeakMap<Catalog, Catalog>();
  const wrap = (catalog: Catalog): Catalog => {
    let out = cache.get(catalog);
    if (out !== undefined) return out;
    const key = `${catalog.version}\u0003${shape}`;
    let version = versions.get(key);
    if (version === undefined) {
      if (versions.size >= MAX_VERSIONS) versions.clear();
      version = nextVersion--;
      versions.set(key, version);
    }
    const v = version;
    out = new Proxy(catalog, {
      get(target, prop) {
        if (prop === 'version') return v;
        if (prop === 'transitionTable') return (name: string) => byName.get(name);
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    cache.set(catalog, out);
    return out;
  };
  return new Proxy(handle, {
    get(target, prop) {
      if (prop === 'catalog') return () => wrap(target.catalog());
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function quote(name: string): string {
  return `"${name.split('"').join('""')}"`;
}
