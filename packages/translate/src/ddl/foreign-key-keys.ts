import { INTERNAL_PREFIX, Oid, domainBase, type Catalog } from '@pgsqlite/catalog';
import { comparisonKeySql, constraintKeyExpr } from '../analyze/constraint-key.js';
import { canCoerceImplicitly } from '../analyze/coerce.js';
import { isFloat, isInteger } from '../analyze/types.js';
import { quoteIdent } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import { typeLabel } from './type-label.js';

/**
 * Foreign keys compare by PostgreSQL's equality, not by stored form. SQLite's foreign keys
 * compare the stored values, which is PostgreSQL's equality only where the storage is canonical
 * (integers, text, uuid, floats, timestamptz…). Where it is not (numeric 1 and 1.0, interval
 * '1 day' and '24 hours', jsonb, arrays, ranges, records; char(n) of another length; an integer
 * child of a numeric key), SQLite's foreign key is declared over hidden VIRTUAL generated
 * columns holding the comparison key: the referenced side's key column (`_pgsqlite_key_<attnum>`,
 * beside every keyed PRIMARY KEY / UNIQUE column, with a unique index when a foreign key
 * references it) and the referencing side's key of its value as the referenced type
 * (`_pgsqlite_fk_<attnum>_<type>`). SQLite then enforces it with its own machinery: statement-end
 * and deferred checks, RESTRICT, ON DELETE CASCADE.
 */

/** A key column the table carries: its name and its SQLite definition. */
export interface ShadowColumn {
  name: string;
  def: string;
}

/** The referenced side's hidden key column of a keyed PRIMARY KEY / UNIQUE column, or null when it compares as stored. */
export function referencedKeyColumn(catalog: Catalog, col: { sqliteName: string; typeOid: number; typmod: number; name: string; attnum: number }): ShadowColumn | null {
  const expr = constraintKeyExpr(catalog, col);
  if (expr === quoteIdent(col.sqliteName)) return null;
  const name = `${INTERNAL_PREFIX}key_${col.attnum}`;
  return { name, def: `${quoteIdent(name)} GENERATED ALWAYS AS (${expr}) VIRTUAL` };
}

/** What one referencing / referenced column pair becomes in SQLite's FOREIGN KEY clause. */
export interface KeyPair {
  /** SQLite column named on the referencing side */
  from: string;
  /** SQLite column named on the referenced side */
  to: string;
  /** The referencing side's hidden key column, when it needs one */
  fromShadow: ShadowColumn | null;
  /** The referenced side's hidden key column (its unique index makes it a parent key) */
  toShadow: ShadowColumn | null;
}

interface KeyColumn {
  sqliteName: string;
  typeOid: number;
  typmod: number;
  name: string;
  attnum: number;
}

const TEXTS: ReadonlySet<number> = new Set([Oid.text, Oid.varchar, Oid.name]);

/**
 * How a referencing column meets a referenced one, or the error PostgreSQL gives
 * (ATAddForeignKeyConstraint: 42804 when no equality operator of the referenced type's operator
 * family takes the referencing type and it has no implicit cast), or 0A000 for a pair pgsqlite
 * cannot compare in a stored key (one whose comparison depends on the session, e.g. timestamp and
 * timestamptz).
 */
export function keyPair(ctx: PlanCtx, conname: string, from: KeyColumn, to: KeyColumn): KeyPair {
  const c = domainBase(ctx.catalog, from.typeOid).oid;
  const p = domainBase(ctx.catalog, to.typeOid).oid;
  const raw = { from: from.sqliteName, to: to.sqliteName, fromShadow: null, toShadow: null };
  const shadowFrom = (expr: string): ShadowColumn => {
    const name = `${INTERNAL_PREFIX}fk_${from.attnum}_${p}_${Math.max(to.typmod, 0)}`;
    return { name, def: `${quoteIdent(name)} GENERATED ALWAYS AS (${expr}) VIRTUAL` };
  };
  const col = quoteIdent(from.sqliteName);
  if (p === Oid.bpchar && (c === Oid.bpchar || TEXTS.has(c))) {
    if (c === Oid.bpchar && from.typmod === to.typmod) return raw;
    // bpchar equality ignores trailing blanks; the referenced char(n) is stored padded to n
    const trimmed = `rtrim(${col}, ' ')`;
    const n = to.typmod > 4 ? to.typmod - 4 : 0;
    const padded = n > 0 ? `substr(${trimmed} || ${`'${' '.repeat(n)}'`}, 1, max(${n}, length(${trimmed})))` : trimmed;
    return { ...raw, from: shadowFrom(padded).name, fromShadow: shadowFrom(padded) };
  }
  if (TEXTS.has(p) && c === Oid.bpchar) {
    const s = shadowFrom(`rtrim(${col}, ' ')`);
    return { ...raw, from: s.name, fromShadow: s };
  }
  if (TEXTS.has(p) && TEXTS.has(c)) return raw;
  if ((isInteger(p) && isInteger(c)) || (isFloat(p) && (isFloat(c) || isInteger(c)))) return raw;
  const toShadow = referencedKeyColumn(ctx.catalog, to);
  if (c === p || (p === Oid.numeric && isInteger(c))) {
    if (!toShadow) return raw;
    const s = shadowFrom(constraintKeyExpr(ctx.catalog, { ...from, typeOid: p, typmod: to.typmod }));
    return { from: s.name, to: toShadow.name, fromShadow: s, toShadow };
  }
  const label = (t: number): string => typeLabel(ctx.catalog, ctx.searchPath, t, -1);
  if (!canCoerceImplicitly(c, p) && !sameFamily(c, p)) {
    throw ctx.error('datatype_mismatch', `foreign key constraint "${conname}" cannot be implemented`, undefined, {
      detail: `Key columns "${from.name}" and "${to.name}" are of incompatible types: ${label(from.typeOid)} and ${label(to.typeOid)}.`,
    });
  }
  throw ctx.error('feature_not_supported', `a foreign key from ${label(from.typeOid)} to ${label(to.typeOid)} is not supported by pgsqlite`);
}

/** btree operator families with cross-type equality (integer_ops, float_ops, datetime_ops). */
function sameFamily(a: number, b: number): boolean {
  const datetime: readonly number[] = [Oid.date, Oid.timestamp, Oid.timestamptz];
  return (isInteger(a) && isInteger(b)) || (isFloat(a) && isFloat(b)) || (datetime.includes(a) && datetime.includes(b));
}

/** The unique index that makes the referenced key columns a parent key for SQLite. */
export function parentKeyIndexSql(table: string, attnums: readonly number[], columns: readonly string[], stored = false): string {
  const name = `${INTERNAL_PREFIX}${stored ? 'fkstored' : 'fkref'}_${table}_${attnums.join('_')}`;
  return `CREATE UNIQUE INDEX IF NOT EXISTS ${quoteIdent(name)} ON ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')})`;
}

/** SQLite's FOREIGN KEY clause columns of one constraint, with the hidden columns it needs. */
export interface ForeignKeyColumns {
  from: string[];
  to: string[];
  /** Referencing side's hidden key columns */
  fromShadows: ShadowColumn[];
  /** The referenced side's key goes through hidden key columns (it needs their unique index) */
  keyed: boolean;
  /**
   * A key over stored values whose referenced columns have no unique index of their own (a keyed
   * UNIQUE constraint's index is on the keys): SQLite needs one to call them a parent key.
   */
  storedParentIndex: boolean;
}

/**
 * The columns of a foreign key in SQLite. SQLite's SET NULL, SET DEFAULT and ON UPDATE CASCADE
 * write the referencing key columns, which a generated column cannot take: such a key stays on
 * the stored values (a differently written equal value is refused, never silently accepted).
 */
export function foreignKeyColumns(ctx: PlanCtx, conname: string, from: readonly KeyColumn[], to: readonly KeyColumn[], onDelete: string, onUpdate: string): ForeignKeyColumns {
  const pairs = from.map((f, i) => keyPair(ctx, conname, f, to[i] as KeyColumn));
  const writes = writesReferencingKey({ onDelete, onUpdate });
  const shadowed = pairs.some((p) => p.fromShadow !== null || p.toShadow !== null);
  if (!shadowed || writes) {
    const keyedTo = pairs.some((p) => p.toShadow !== null);
    return { from: from.map((c) => c.sqliteName), to: to.map((c) => c.sqliteName), fromShadows: [], keyed: false, storedParentIndex: shadowed && keyedTo };
  }
  return {
    storedParentIndex: false,
    from: pairs.map((p) => p.from),
    to: pairs.map((p) => p.to),
    fromShadows: pairs.flatMap((p) => (p.fromShadow ? [p.fromShadow] : [])),
    keyed: pairs.some((p) => p.toShadow !== null),
  };
}

/**
 * An action that writes the referencing key (SET NULL, SET DEFAULT, ON UPDATE CASCADE): SQLite
 * cannot write a generated column, so such a key compares stored values (foreignKeyColumns).
 */
export function writesReferencingKey(k: { onDelete: string; onUpdate: string }): boolean {
  return k.onDelete === 'n' || k.onDelete === 'd' || k.onUpdate === 'c' || k.onUpdate === 'n' || k.onUpdate === 'd';
}

/**
 * `<column> = ?` of one key pair as the foreign key `k` compares it, for the error DETAIL probes:
 * stored values when its actions write the referencing key, else PostgreSQL's equality.
 */
export function constraintKeyMatchSql(catalog: Catalog, k: { onDelete: string; onUpdate: string }, from: KeyColumn, to: KeyColumn, side: 'from' | 'to'): string {
  if (!writesReferencingKey(k)) return keyMatchSql(catalog, from, to, side);
  return `${quoteIdent(side === 'from' ? from.sqliteName : to.sqliteName)} = ?`;
}

/**
 * `<column> = ?` of one key pair by PostgreSQL's equality (the error DETAIL probes): `side` is the
 * table whose column is read, the parameter holds the other side's stored value.
 */
export function keyMatchSql(catalog: Catalog, from: KeyColumn, to: KeyColumn, side: 'from' | 'to'): string {
  const c = domainBase(catalog, from.typeOid).oid;
  const p = domainBase(catalog, to.typeOid).oid;
  const column = quoteIdent(side === 'from' ? from.sqliteName : to.sqliteName);
  if ((p === Oid.bpchar || c === Oid.bpchar) && (p === Oid.bpchar || TEXTS.has(p)) && (c === Oid.bpchar || TEXTS.has(c))) return `rtrim(${column}, ' ') = rtrim(?, ' ')`;
  if (c !== p && !(p === Oid.numeric && isInteger(c))) return `${column} = ?`;
  return `${comparisonKeySql(catalog, column, p, -1)} = ${comparisonKeySql(catalog, '?', p, -1)}`;
}

/**
 * MATCH FULL (SQLite ignores MATCH): a referencing row whose key columns are partly NULL is
 * refused with PostgreSQL's 23503, as ri_triggers.c does. Null for a single-column key.
 */
export function matchFullCheck(table: string, conname: string, columns: readonly string[]): string | null {
  if (columns.length < 2) return null;
  const nulls = columns.map((c) => `(${quoteIdent(c)} IS NULL)`).join(' + ');
  const msg = `insert or update on table "${table}" violates foreign key constraint "${conname}"`.replaceAll("'", "''");
  return `CHECK (CASE WHEN ${nulls} IN (0, ${columns.length}) THEN 1 ELSE pg_raise('23503', '${msg}') END)`;
}
