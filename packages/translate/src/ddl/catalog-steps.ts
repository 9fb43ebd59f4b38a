import { BUMP_CATALOG_VERSION_SQL, ROW_TYPED_KINDS, type IndexKey } from '@pgsqlite/catalog';
import { quoteString, sqlLiteral } from '../sql/quote.js';

/** Facts of one column written to the internal catalog. */
export interface AttributeFacts {
  attnum: number;
  name: string;
  typeOid: number;
  typmod: number;
  notNull: boolean;
  defaultExpr: string | null;
  defaultSqlite: string | null;
  identity: '' | 'a' | 'd';
  sqliteName: string;
  generated?: '' | 's';
  /** false: the column is there only by inheritance (attislocal) */
  local?: boolean;
}

/** Facts of a constraint (OIDs as SQL expressions: they may be allocated by the same plan). */
export interface ConstraintFacts {
  oid: string;
  name: string;
  schema: string;
  type: 'p' | 'u' | 'c' | 'f';
  relOid: string;
  columns: number[];
  refRelOid?: string;
  refColumns?: number[];
  onUpdate?: string;
  onDelete?: string;
  matchType?: string;
  deferrable?: boolean;
  deferred?: boolean;
  indexOid?: string;
  checkExpr?: string | null;
  nullsNotDistinct?: boolean;
  /** ALTER TABLE … ADD … NOT VALID: the table's rows were not checked (pg_constraint.convalidated false) */
  notValid?: boolean;
  /** CHECK: false when inherited only (conislocal) */
  local?: boolean;
}

/** Facts of an index. */
export interface IndexFacts {
  oid: string;
  relOid: string;
  keys: IndexKey[];
  unique: boolean;
  primary: boolean;
  nullsNotDistinct: boolean;
  predicate: string | null;
  /** Access method when not btree */
  method?: string;
}

/** Facts of a sequence. */
export interface SequenceFacts {
  oid: string;
  typeOid: number;
  start: bigint;
  increment: bigint;
  min: bigint;
  max: bigint;
  cache: bigint;
  cycle: boolean;
  ownerRel: string;
  ownerAtt: number;
  deptype: '' | 'a' | 'i';
  autoincTable: string | null;
  /** Key of the counter in the engine's SequenceStore (see newSequenceKey); unused with autoincTable */
  storeKey: string;
  /** The sequence's name (for its error messages) */
  name: string;
}

/** A fresh SequenceStore key: fixed for the sequence's life, also when it is renamed or restarted. */
export function newSequenceKey(): string {
  return (globalThis as unknown as { crypto: { randomUUID(): string } }).crypto.randomUUID();
}

/**
 * SQL that (re)defines a sequence in the engine's SequenceStore as a side effect and yields its
 * key: DDL steps store that value in `_pgsqlite_seqstore`. The store is outside the database's
 * transactions, so a rolled-back CREATE leaves an unused key and a rolled-back ALTER keeps its
 * new parameters (PostgreSQL would restore them).
 */
export function defineSequenceSql(
  key: string,
  s: { name: string; start: bigint; increment: bigint; min: bigint; max: bigint; cycle: boolean },
  restart: bigint | null,
): string {
  return `pg_seq_define(${quoteString(key)}, ${quoteString(s.name)}, ${s.start}, ${s.increment}, ${s.min}, ${s.max}, ${s.cycle ? 1 : 0}, ${restart === null ? 'NULL' : restart})`;
}

/**
 * Collects the SQLite steps of one DDL plan that write the internal catalog. New objects get
 * OIDs from a block reserved at the end (`next_oid` is only advanced by `finish`), so one plan
 * can refer to the OIDs it allocates in any of its steps.
 */
export class CatalogWriter {
  readonly steps: string[] = [];
  private allocated = 0;
  /** This writer's own catalog INSERTs (statement → its head and VALUES rows): `finish` coalesces them. */
  private readonly inserts = new Map<string, { head: string; rows: string }>();
  /** OIDs (SQL expressions) of the relations of a row-typed kind this plan registers: `finish` gives them row types. */
  private readonly rowTyped: string[] = [];

  /** Adds `head` + `rows` (an INSERT … VALUES into a catalog table without triggers on other tables' rows). */
  private insert(head: string, rows: string): void {
    const sql = head + rows;
    this.inserts.set(sql, { head, rows });
    this.steps.push(sql);
  }

  /** An OID for a new object: a SQL expression valid in every step of this plan. */
  allocOid(): string {
    return `(SELECT value + ${this.allocated++} FROM _pgsqlite_meta WHERE key = 'next_oid')`;
  }

  /** Puts `other`'s steps first (its catalog INSERTs coalesce with this writer's). */
  prepend(other: CatalogWriter): this {
    this.steps.unshift(...other.steps);
    for (const [sql, insert] of other.inserts) this.inserts.set(sql, insert);
    this.rowTyped.unshift(...other.rowTyped);
    return this;
  }

  add(...sql: string[]): this {
    this.steps.push(...sql);
    return this;
  }

  relation(oid: string, schema: string, name: string, kind: string, sqliteName: string, columns: readonly AttributeFacts[]): this {
    this.insert(
      `INSERT INTO _pgsqlite_class (oid, nspname, relname, relkind, sqlite_name) VALUES `,
      `(${oid}, ${quoteString(schema)}, ${quoteString(name)}, ${quoteString(kind)}, ${quoteString(sqliteName)})`,
    );
    if ((ROW_TYPED_KINDS as readonly string[]).includes(kind)) this.rowTyped.push(oid);
    this.columns(oid, columns);
    return this;
  }

  columns(relOid: string, columns: readonly AttributeFacts[]): this {
    if (columns.length === 0) return this;
    const rows = columns.map(
      (c) =>
        `(${relOid}, ${c.attnum}, ${quoteString(c.name)}, ${c.typeOid}, ${c.typmod}, ${c.notNull ? 1 : 0}, ${sqlLiteral(c.defaultExpr)}, ${sqlLiteral(c.defaultSqlite)}, ${quoteString(c.identity)}, ${quoteString(c.sqliteName)})`,
    );
    this.insert(`INSERT INTO _pgsqlite_attribute (attrelid, attnum, attname, atttypid, atttypmod, attnotnull, attdefault, attdefault_sqlite, attidentity, sqlite_name) VALUES `, rows.join(', '));
    const generated = columns.filter((c) => c.generated === 's');
    if (generated.length) {
      this.steps.push(`INSERT INTO _pgsqlite_attgenerated (attrelid, attnum) VALUES ${generated.map((c) => `(${relOid}, ${c.attnum})`).join(', ')}`);
    }
    const inherited = columns.filter((c) => c.local === false);
    if (inherited.length) {
      this.steps.push(`INSERT INTO _pgsqlite_attnotlocal (attrelid, attnum) VALUES ${inherited.map((c) => `(${relOid}, ${c.attnum})`).join(', ')}`);
    }
    return this;
  }

  constraint(c: ConstraintFacts): this {
    this.insert(
      `INSERT INTO _pgsqlite_constraint (oid, conname, nspname, contype, conrelid, conkey, confrelid, confkey, confupdtype, confdeltype, confmatchtype, condeferrable, condeferred, conindid, condef, connullsnotdistinct) VALUES `,
      `(${[
        c.oid,
        quoteString(c.name),
        quoteString(c.schema),
        quoteString(c.type),
        c.relOid,
        quoteString(JSON.stringify(c.columns)),
        c.refRelOid ?? '0',
        quoteString(JSON.stringify(c.refColumns ?? [])),
        quoteString(c.onUpdate ?? ' '),
        quoteString(c.onDelete ?? ' '),
        quoteString(c.matchType ?? ' '),
        c.deferrable ? 1 : 0,
        c.deferred ? 1 : 0,
        c.indexOid ?? '0',
        sqlLiteral(c.checkExpr ?? null),
        c.nullsNotDistinct ? 1 : 0,
      ].join(', ')})`,
    );
    if (c.notValid) this.insert(`INSERT INTO _pgsqlite_connotvalid (oid) VALUES `, `(${c.oid})`);
    if (c.local === false) this.insert(`INSERT INTO _pgsqlite_connotlocal (oid) VALUES `, `(${c.oid})`);
    return this;
  }

  index(i: IndexFacts): this {
    this.insert(
      `INSERT INTO _pgsqlite_index (indexrelid, indrelid, indkey, indisunique, indisprimary, indnullsnotdistinct, indpred) VALUES `,
      `(${i.oid}, ${i.relOid}, ${quoteString(JSON.stringify(i.method && i.method !== 'btree' ? { am: i.method, keys: i.keys } : i.keys))}, ${i.unique ? 1 : 0}, ${i.primary ? 1 : 0}, ${i.nullsNotDistinct ? 1 : 0}, ${sqlLiteral(i.predicate)})`,
    );
    return this;
  }

  sequence(s: SequenceFacts): this {
    this.steps.push(
      `INSERT INTO _pgsqlite_sequence (seqrelid, seqtypid, seqstart, seqincrement, seqmax, seqmin, seqcache, seqcycle, owner_rel, owner_att, deptype, autoinc_table) VALUES (${[
        s.oid,
        s.typeOid,
        s.start,
        s.increment,
        s.max,
        s.min,
        s.cache,
        s.cycle ? 1 : 0,
        s.ownerRel,
        s.ownerAtt,
        quoteString(s.deptype),
        sqlLiteral(s.autoincTable),
      ].join(', ')})`,
    );
    if (s.autoincTable === null) {
      this.steps.push(`INSERT INTO _pgsqlite_seqstore (seqrelid, store_key) VALUES (${s.oid}, ${defineSequenceSql(s.storeKey, s, s.start)})`);
    } else {
      this.steps.push(`INSERT INTO sqlite_sequence (name, seq) VALUES (${quoteString(s.autoincTable)}, ${s.start - 1n})`);
    }
    return this;
  }

  description(objoid: string, classoid: number, subid: number, text: string | null): this {
    this.steps.push(`DELETE FROM _pgsqlite_description WHERE objoid = ${objoid} AND classoid = ${classoid} AND objsubid = ${subid}`);
    if (text !== null) {
      this.steps.push(`INSERT INTO _pgsqlite_description (objoid, classoid, objsubid, description) VALUES (${objoid}, ${classoid}, ${subid}, ${quoteString(text)})`);
    }
    return this;
  }

  /**
   * The plan's steps, ending with the row types of its new relations (rowtypes-catalog.ts) and the
   * OID counter and catalog version bumps.
   */
  finish(): string[] {
    const out = coalesceInserts(this.steps, this.inserts);
    const rowTypes = rowTypeSteps(this.rowTyped, this.allocated);
    out.push(...rowTypes.steps);
    const allocated = this.allocated + rowTypes.oids;
    out.push(allocated ? bumpOidsAndCatalogVersion(allocated) : BUMP_CATALOG_VERSION_SQL);
    return out;
  }
}

/** An OID the plan allocated (`CatalogWriter.allocOid`): its offset from the counter, else null. */
function allocatedOffset(oid: string): number | null {
  const m = /^\(SELECT value \+ (\d+) FROM _pgsqlite_meta WHERE key = 'next_oid'\)$/.exec(oid);
  return m === null ? null : Number(m[1]);
}

/**
 * The row types of the row-typed relations a plan registers (`oids`), numbered after the plan's
 * `allocated` OIDs as PostgreSQL orders them: per relation, in relation (OID) order, its array
 * type's OID then its type's. Relations the plan allocated (the only kind today) get one INSERT of
 * known OIDs; any other relation (registered again under its own OID) goes through the sync's
 * INSERT … SELECT, which skips a relation that still has its row type, and the counter moves past
 * the highest type OID. `oids`: how far the counter moves for the first form (0 for the second).
 */
export function rowTypeSteps(oids: readonly string[], allocated: number): { steps: string[]; oids: number } {
  if (oids.length === 0) return { steps: [], oids: 0 };
  const offsets = oids.map(allocatedOffset);
  if (offsets.every((o): o is number => o !== null)) {
    const sorted = [...new Set(offsets)].sort((a, b) => a - b);
    const at = (k: number): string => `(SELECT value + ${k} FROM _pgsqlite_meta WHERE key = 'next_oid')`;
    const rows = sorted.map((k, i) => `(${at(k)}, ${at(allocated + 2 * i)}, ${at(allocated + 2 * i + 1)})`);
    return { steps: [`INSERT INTO _pgsqlite_rowtype (relid, typarray, typoid) VALUES ${rows.join(', ')}`], oids: 2 * sorted.length };
  }
  const list = [...new Set(oids)].map((o) => `(${o})`).join(', ');
  const n = `row_number() OVER (ORDER BY r.column1)`;
  return {
    steps: [
      `INSERT INTO _pgsqlite_rowtype (relid, typarray, typoid)
         SELECT r.column1, m.value + ${allocated} + 2 * (${n}) - 2, m.value + ${allocated} + 2 * (${n}) - 1
         FROM (VALUES ${list}) r, _pgsqlite_meta m
         WHERE m.key = 'next_oid' AND r.column1 NOT IN (SELECT relid FROM _pgsqlite_rowtype)`,
      `UPDATE _pgsqlite_meta SET value = (SELECT max(typoid) - ${allocated} + 1 FROM _pgsqlite_rowtype)
         WHERE key = 'next_oid' AND value + ${allocated} < (SELECT coalesce(max(typoid) + 1, 0) FROM _pgsqlite_rowtype)`,
    ],
    oids: 0,
  };
}

/**
 * Advances the OID counter by `n`, then bumps the catalog version, in one statement (issue 18:
 * SQLite compiles each step after the DDL's schema change, and an UPDATE of `_pgsqlite_meta`
 * with the triggers on that table: one compile instead of two). Both rows exist (the bootstrap
 * writes them), so the upsert updates them, in the order of its VALUES: the counter first.
 */
function bumpOidsAndCatalogVersion(n: number): string {
  return `INSERT INTO _pgsqlite_meta (key, value) VALUES ('next_oid', ${n}), ('catalog_version', 1) ON CONFLICT (key) DO UPDATE SET value = value + excluded.value`;
}

/**
 * `steps` with each run of consecutive catalog INSERTs of the writer (`inserts`) made one INSERT
 * per table, at the place of that table's first one in the run (issue 18: SQLite compiles every
 * statement after a schema change, with the triggers of its table; a CREATE TABLE with keys,
 * constraints and a serial wrote _pgsqlite_class, _pgsqlite_index and _pgsqlite_constraint in
 * up to ten statements). Rows keep their order within a table; the tables of a run have no
 * foreign keys and no triggers reading one another, and their OIDs are expressions over
 * `next_oid`, which no step of a run changes: the rows written are the same.
 */
function coalesceInserts(steps: readonly string[], inserts: ReadonlyMap<string, { head: string; rows: string }>): string[] {
  if (inserts.size < 2) return [...steps];
  const out: string[] = [];
  let run: Map<string, string[]> | null = null;
  const flush = (): void => {
    if (run !== null) for (const [head, rows] of run) out.push(head + rows.join(', '));
    run = null;
  };
  for (const sql of steps) {
    const insert = inserts.get(sql);
    if (insert === undefined) {
      flush();
      out.push(sql);
      continue;
    }
    run ??= new Map();
    const rows = run.get(insert.head);
    if (rows === undefined) run.set(insert.head, [insert.rows]);
    else rows.push(insert.rows);
  }
  flush();
  return out;
}

/** Steps that remove a relation (of any kind) and every fact hanging off it from the internal catalog. */
export function unregisterRelation(oid: number): string[] {
  return [
    `DELETE FROM _pgsqlite_attribute WHERE attrelid = ${oid}`,
    `DELETE FROM _pgsqlite_attgenerated WHERE attrelid = ${oid}`,
    `DELETE FROM _pgsqlite_attnotlocal WHERE attrelid = ${oid}`,
    `DELETE FROM _pgsqlite_connotlocal WHERE oid IN (SELECT oid FROM _pgsqlite_constraint WHERE conrelid = ${oid})`,
    `DELETE FROM _pgsqlite_constraint WHERE conrelid = ${oid}`,
    `DELETE FROM _pgsqlite_index WHERE indexrelid = ${oid} OR indrelid = ${oid}`,
    `DELETE FROM _pgsqlite_sequence WHERE seqrelid = ${oid}`,
    `DELETE FROM _pgsqlite_seqstore WHERE seqrelid = ${oid}`,
    `DELETE FROM _pgsqlite_description WHERE objoid = ${oid}`,
    `DELETE FROM _pgsqlite_view WHERE oid = ${oid}`,
    `DELETE FROM _pgsqlite_reloptions WHERE relid = ${oid}`,
    `DELETE FROM _pgsqlite_class WHERE oid = ${oid}`,
  ];
}

/** Every DDL plan ends by bumping the catalog version (the plan cache key). */
export function bumpVersion(): string {
  return BUMP_CATALOG_VERSION_SQL;
}
