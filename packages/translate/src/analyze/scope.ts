import type { RecordFieldLayout } from '@pgsqlite/catalog';
import { Oid } from '@pgsqlite/catalog';
import type { PlanCtx } from './context.js';
import { exprTypeOf } from './user-types.js';
import type { ScopeColumn } from './expr-types.js';
import { hasSystemColumns, isSystemColumnName, systemColumn } from './system-columns.js';

/** One FROM item: a table, a subquery, a CTE reference or a join's output. */
export interface RangeEntry {
  /** The name it is referred to by (alias or relation name) */
  alias: string;
  columns: ScopeColumn[];
  /** Primary-key column names, when known (GROUP BY functional dependency) */
  primaryKey?: readonly string[];
  /** Reached only by its alias (`alias.col`): not by unqualified names nor `*` (hoisted SELECT-list SRFs) */
  hidden?: boolean;
  /** A function returning one scalar whose column keeps its own name (json_array_elements' value): a whole-row reference is that value */
  scalarRow?: boolean;
  /** A table or view: its row type, the type of a whole-row reference to it (else such a reference is a `record`) */
  rowType?: number;
  /** A table read in place: SQL that is NULL only on a row its outer join null-extended (its rowid) */
  rowidSql?: string;
  /** A relation: its OID, the value of its system column `tableoid` (`alias.tableoid`) */
  relationOid?: number;
  /** A relation read with its descendants (inheritance, partitions): SQL of each row's own `tableoid` */
  tableoidSql?: string;
  /** A table whose rows have a `ctid`: SQL of the row's SQLite rowid (system-columns.ts) */
  ctidSql?: string;
  /** Inside an aliased JOIN (`(a JOIN b) AS j`): the name it had, which no reference may use any more */
  aliasedAway?: string;
}

/** A query's CTE visible by name. */
export interface CteDef {
  name: string;
  /**
   * Its name in the SQLite text when that differs from `name`: a WITH query named like a table's
   * SQLite name would hide the table from every reference SQLite resolves in its scope
   * (`WITH t AS (…) SELECT … FROM public.t`, MERGE's own target) — see cteSqlName.
   */
  sqlName?: string;
  columns: { name: string; type: number; typmod: number; recordLayout?: readonly RecordFieldLayout[] }[];
  /** A data-modifying WITH query without RETURNING: naming it in FROM is 0A000 */
  noReturning?: true;
}

/**
 * Name resolution for one query level; `parent` is the enclosing query (correlated
 * subqueries resolve outward as PostgreSQL does).
 */
export class Scope {
  readonly entries: RangeEntry[] = [];
  readonly ctes = new Map<string, CteDef>();
  /** Output columns of the SELECT list by name (ORDER BY / GROUP BY may name them) */
  outputAliases = new Map<string, string>();
  /** Output names two SELECT list entries of different expressions share: an ORDER BY naming one is ambiguous */
  ambiguousOutputs = new Set<string>();

  /**
   * Names resolved when no column of this level or an enclosing one matches: the parameters of an
   * inlined SQL function body (PostgreSQL's sql_fn_post_column_ref: columns win over parameters).
   */
  fallback?: (fields: readonly string[]) => ScopeColumn | undefined;

  /**
   * While the right side of a RIGHT or FULL join is translated: the entries [from, to) of its left
   * side, which a LATERAL reference may not name (PostgreSQL 42P10; the left rows do not drive it).
   */
  lateralBarrier: { from: number; to: number; target?: boolean } | null = null;

  /** A non-LATERAL subquery in FROM: the level whose FROM items it cannot see (named in errors only). */
  unseen?: Scope;

  /** A LATERAL subquery in FROM: the level whose FROM clause it is an item of (an aggregate of that level may not be in it). */
  fromItemOf?: Scope;

  /** While an aggregate's arguments of this level are translated (an aggregate of this level inside them is nested). */
  inAggregateArgs = false;

  constructor(
    readonly ctx: PlanCtx,
    readonly parent?: Scope,
  ) {}

  /**
   * Where the namespace a new FROM item's name must be unique in begins: inside an aliased JOIN
   * (`x JOIN (y AS x CROSS JOIN z) AS j`) only the join's own items, whose names the alias hides
   * (checkNameSpaceConflicts compares the two sides of each join; the inner `x` is then the one
   * an inner reference means).
   */
  namespaceStart = 0;

  add(entry: RangeEntry): void {
    if (this.entries.some((e, i) => i >= this.namespaceStart && e.alias === entry.alias)) {
      // checkNameSpaceConflicts reports no position
      throw this.ctx.error('duplicate_alias', `table name "${entry.alias}" specified more than once`);
    }
    this.entries.push({ ...entry, columns: entry.columns.map((c) => ({ ...c, ...exprTypeOf(this.ctx, c.type, c.typmod) })) });
  }

  /**
   * The enclosing scope of a non-LATERAL subquery in this level's FROM (or of an ORDER BY over a
   * set operation): it sees this level's CTEs and SQL-function parameters, not its FROM items.
   */
  forNestedFrom(): Scope | undefined {
    if (this.ctes.size === 0 && this.fallback === undefined) return this.parent;
    const s = new Scope(this.ctx, this.parent);
    for (const [name, cte] of this.ctes) s.ctes.set(name, cte);
    if (this.fallback !== undefined) s.fallback = this.fallback;
    return s;
  }

  findCte(name: string): CteDef | undefined {
    return this.ctes.get(name) ?? this.parent?.findCte(name);
  }

  /** Resolves `col` or `alias.col`; throws 42703 / 42702 / 42P01 as PostgreSQL does. */
  resolve(fields: readonly string[], location: number | undefined): ScopeColumn {
    const found = this.lookup(fields, location) ?? (fields.length === 1 ? this.wholeRow(fields[0] as string) : undefined) ?? this.fallbackLookup(fields);
    if (found) {
      // a column read needs SELECT on it (or its table): analyze/access.ts
      // (a USING merged column reads its side columns)
      for (const c of found.rowFields ?? found.sources ?? [found]) if (c.tableOid > 0 && c.attnum > 0) this.ctx.noteAccess(c.tableOid, 'r', [c.attnum]);
      return found;
    }
    const shown = fields.join('.');
    if (fields.length >= 2) {
      const alias = fields[fields.length - 2] as string;
      if (!this.hasAlias(alias)) throw this.missingTable(alias, location);
    }
    const unseen = fields.length === 1 ? this.unseenColumn(fields[0] as string) : undefined;
    const hint = unseen ? { hint: `There is a column named "${fields[0]}" in table "${unseen}", but it cannot be referenced from this part of the query.` } : {};
    throw this.ctx.error('undefined_column', `column ${fields.length >= 2 ? shown : `"${shown}"`} does not exist`, location, hint);
  }

  /** The FROM item of a level out of this part's sight that has a column `name` (errorMissingColumn's hint). */
  private unseenColumn(name: string): string | undefined {
    for (let s: Scope | undefined = this; s; s = s.parent) {
      for (let u: Scope | undefined = s.unseen; u; u = u.parent) {
        const e = u.entries.find((x) => x.columns.some((c) => c.name === name));
        if (e) return e.alias;
      }
    }
    return undefined;
  }

  /**
   * `alias.*` in an expression: the whole row of the FROM item `alias` (42P01 when there is none),
   * as transformWholeRowRef makes it whatever columns are named like the alias.
   */
  resolveWholeRow(alias: string, location: number | undefined): ScopeColumn {
    const found = this.wholeRow(alias);
    if (found === undefined) throw this.missingTable(alias, location);
    for (const c of found.rowFields ?? []) if (c.tableOid > 0 && c.attnum > 0) this.ctx.noteAccess(c.tableOid, 'r', [c.attnum]);
    return found;
  }

  /**
   * A whole-row reference: a name that is no column but a FROM item's name stands for its row
   * (transformWholeRowRef), typed with the relation's row type, or `record`; NULL on a row an
   * outer join null-extended. Searched outward, after the columns of every level.
   */
  private wholeRow(name: string): ScopeColumn | undefined {
    const e = this.entries.findLast((x) => x.alias === name && x.hidden !== true);
    if (e === undefined) return this.parent?.wholeRow(name);
    // a function returning one scalar (an OUT parameter's column): its whole row is that value
    if (e.scalarRow === true && e.columns[0] !== undefined) return { ...e.columns[0], name };
    // a relation's row type is a composite (stored packed, catalog composite-value.ts); other rows are anonymous records
    const record = e.rowType !== undefined ? `pg_row_pack(${e.columns.map((c) => c.sql).join(', ')})` : `pg_record_out(${e.columns.map((c) => `${c.type}, ${c.sql}`).join(', ')})`;
    const sql = e.rowidSql !== undefined ? `(CASE WHEN ${e.rowidSql} IS NULL THEN NULL ELSE ${record} END)` : record;
    return { name, type: e.rowType ?? Oid.record, typmod: -1, sql, tableOid: 0, attnum: 0, rangeAlias: name, rowFields: e.columns };
  }

  private fallbackLookup(fields: readonly string[]): ScopeColumn | undefined {
    return this.fallback?.(fields) ?? this.parent?.fallbackLookup(fields);
  }

  private hasAlias(alias: string): boolean {
    return this.entries.some((e) => e.alias === alias) || (this.parent?.hasAlias(alias) ?? false);
  }

  /** The level (this scope or an enclosing one) a column reference resolves in, without raising; undefined where none has it. */
  levelOf(fields: readonly string[]): Scope | undefined {
    const colName = fields[fields.length - 1];
    const alias = fields.length >= 2 ? fields[fields.length - 2] : undefined;
    for (let s: Scope | undefined = this; s; s = s.parent) {
      const found = alias !== undefined ? s.entries.some((e) => e.alias === alias) : s.entries.some((e) => e.hidden !== true && e.columns.some((c) => c.name === colName && c.qualifiedOnly !== true));
      if (found) return s;
    }
    return undefined;
  }

  private lookup(fields: readonly string[], location: number | undefined): ScopeColumn | undefined {
    const colName = fields[fields.length - 1] as string;
    if (fields.length >= 2) {
      const alias = fields[fields.length - 2] as string;
      const at = this.entries.findLastIndex((e) => e.alias === alias);
      const entry = this.entries[at];
      if (entry) {
        const col = entry.columns.find((c) => c.name === colName);
        const system = !col && isSystemColumnName(colName) && hasSystemColumns(this.ctx, entry) ? systemColumn(this.ctx, entry, colName, location) : undefined;
        if (system) return system;
        if (!col) throw this.ctx.error('undefined_column', `column ${alias}.${colName} does not exist`, location);
        this.checkLateral(at, location);
        return col;
      }
      return this.parent?.lookup(fields, location);
    }
    let hit: ScopeColumn | undefined;
    let hitAt = -1;
    this.entries.forEach((e, i) => {
      if (e.hidden === true) return;
      for (const c of e.columns) {
        if (c.name !== colName || c.qualifiedOnly === true) continue;
        if (hit) throw this.ctx.error('ambiguous_column', `column reference "${colName}" is ambiguous`, location);
        hit = c;
        hitAt = i;
      }
    });
    if (hit === undefined && isSystemColumnName(colName)) hit = this.systemColumn(colName, location);
    if (hit !== undefined) this.checkLateral(hitAt, location);
    return hit ?? this.parent?.lookup(fields, location);
  }

  /** An unqualified system column (`ctid`, `tableoid`, …): the one relation in FROM that has them (ambiguous with several, as any column). */
  private systemColumn(name: string, location: number | undefined): ScopeColumn | undefined {
    const rels = this.entries.filter((e) => hasSystemColumns(this.ctx, e));
    if (rels.length > 1) throw this.ctx.error('ambiguous_column', `column reference "${name}" is ambiguous`, location);
    const e = rels[0];
    return e === undefined ? undefined : systemColumn(this.ctx, e, name, location);
  }

  /**
   * 42P10 (check_lateral_ref_ok) for a reference to the left side of a RIGHT/FULL join from its
   * right side, or to an UPDATE / DELETE's target from its FROM / USING items (lateralBarrier).
   */
  private checkLateral(index: number, location: number | undefined): void {
    const b = this.lateralBarrier;
    if (b === null || index < b.from || index >= b.to) return;
    const alias = this.entries[index]?.alias ?? '';
    throw this.ctx.error('invalid_column_reference', `invalid reference to FROM-clause entry for table "${alias}"`, location, b.target === true
      ? { hint: `There is an entry for table "${alias}", but it cannot be referenced from this part of the query.` }
      : { detail: 'The combining JOIN type must be INNER or LEFT for a LATERAL reference.' });
  }

  /** Translates an UPDATE's FROM or a DELETE's USING items, which may not read the target (transformUpdateStmt's p_lateral_ok). */
  withTargetHidden<T>(run: () => T): T {
    const outer = this.lateralBarrier;
    this.lateralBarrier = { from: 0, to: this.entries.length, target: true };
    try {
      return run();
    } finally {
      this.lateralBarrier = outer;
    }
  }

  /**
   * errorMissingRTE: a relation known here by another alias ("Perhaps you meant to reference the
   * table alias"), or a FROM item this part of the query cannot see, is an invalid reference;
   * anything else a missing FROM-clause entry.
   */
  private missingTable(alias: string, location: number | undefined): Error {
    const invalid = (hint: string): Error => this.ctx.error('undefined_table', `invalid reference to FROM-clause entry for table "${alias}"`, location, { hint });
    for (let s: Scope | undefined = this; s; s = s.parent) {
      // a FROM item inside an aliased JOIN (`(a JOIN b) AS j`): out of sight
      if (s.entries.some((e) => e.aliasedAway === alias)) return invalid(`There is an entry for table "${alias}", but it cannot be referenced from this part of the query.`);
      for (const e of s.entries) {
        if (e.alias !== alias && e.aliasedAway === undefined && e.relationOid !== undefined && this.ctx.catalog.relationByOid(e.relationOid)?.name === alias) {
          return invalid(`Perhaps you meant to reference the table alias "${e.alias}".`);
        }
      }
      if (s.unseen?.hasAlias(alias)) return invalid(`There is an entry for table "${alias}", but it cannot be referenced from this part of the query.`);
    }
    return this.ctx.error('undefined_table', `missing FROM-clause entry for table "${alias}"`, location);
  }

  /** Entries for `*` or `alias.*`. */
  star(alias: string | undefined, location: number | undefined): ScopeColumn[] {
    if (alias === undefined) return this.noteRead(this.entries.flatMap((e) => (e.hidden === true ? [] : e.columns.filter((c) => c.qualifiedOnly !== true))));
    // an outer level's FROM item too (a correlated or LATERAL subquery's `outer.*`), as columns are searched
    for (let s: Scope | undefined = this; s; s = s.parent) {
      const at = s.entries.findLastIndex((e) => e.alias === alias);
      const entry = s.entries[at];
      if (entry === undefined) continue;
      s.checkLateral(at, location);
      return this.noteRead(entry.columns);
    }
    throw this.missingTable(alias, location);
  }

  /** Columns read by the statement (SELECT privilege on each: analyze/access.ts). */
  private noteRead(cols: ScopeColumn[]): ScopeColumn[] {
    for (const c of cols) for (const r of c.sources ?? [c]) if (r.tableOid > 0 && r.attnum > 0) this.ctx.noteAccess(r.tableOid, 'r', [r.attnum]);
    return cols;
  }
}
