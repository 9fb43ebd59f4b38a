import type { ColumnDef, ConstraintDef, IndexDef, RelationDef, SequenceDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import { parseStatements } from '../parse/parser.js';
import type { PlanCtx } from '../analyze/context.js';

/** An index of a table being rebuilt: its facts and its pg_class row. */
export interface ModelIndex {
  def: IndexDef;
  rel: RelationDef;
}

/**
 * A table as a rebuild re-creates it: columns, constraints and indexes (copies of the catalog
 * facts, edited by ALTER TABLE), and how each new column is filled from the old table.
 */
export interface TableModel {
  rel: RelationDef;
  constraints: ConstraintDef[];
  indexes: ModelIndex[];
  /** attnum → SQL over the old table computing the column; columns without an entry get their DEFAULT */
  copy: Map<number, string>;
  /** The sequence whose counter is the table's `sqlite_sequence` row (serial/identity primary key), or null */
  autoinc: SequenceDef | null;
  /** Facts changed: rewrite the table's attributes and drop the constraints and indexes it lost */
  changed: boolean;
  /** Clauses of constraints added by this ALTER (their facts are written separately) */
  extraClauses: string[];
  /** Columns of a primary key added by this ALTER (it is among the extra clauses) */
  extraPk: number[] | null;
  /** Statements run after the table is refilled (unique indexes of added constraints) */
  extraSql: string[];
  /** Hidden key columns of constraints added by this ALTER (ddl/foreign-key-keys.ts) */
  extraColumns: { name: string; def: string }[];
  /** A CHECK added NOT VALID: the copy skips SQLite's CHECKs (the plan verifies the valid ones itself) */
  uncheckedCopy?: boolean;
}

/** Whether the rows copied into a rebuilt `m` pass SQLite's CHECKs unchecked: a NOT VALID CHECK spares the rows already there. */
export function copiesUnchecked(m: TableModel): boolean {
  return m.uncheckedCopy === true || m.constraints.some((k) => k.type === 'c' && k.notValid === true);
}

function clone<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

/** The current shape of a table, every column copied unchanged. */
export function loadModel(ctx: PlanCtx, rel: RelationDef): TableModel {
  const indexes: ModelIndex[] = [];
  for (const def of ctx.catalog.indexes()) {
    if (def.relOid !== rel.oid) continue;
    const irel = ctx.catalog.relationByOid(def.oid);
    if (irel) indexes.push({ def: clone(def), rel: clone(irel) });
  }
  const copy = new Map<number, string>();
  for (const c of rel.columns) if (c.generated !== 's') copy.set(c.attnum, quoteCol(c));
  return {
    rel: clone(rel),
    constraints: ctx.catalog.constraintsOf(rel.oid).map(clone),
    indexes,
    copy,
    autoinc: ctx.catalog.sequences().find((s) => s.autoincTable !== null && s.autoincTable === rel.sqliteName) ?? null,
    changed: false,
    extraClauses: [],
    extraPk: null,
    extraSql: [],
    extraColumns: [],
  };
}

function quoteCol(c: ColumnDef): string {
  return `"${c.sqliteName.split('"').join('""')}"`;
}

/** Tables whose foreign keys reference `oid`, directly or through other such tables (rebuilt along with it). */
export function referencingClosure(ctx: PlanCtx, oid: number): number[] {
  const out = [oid];
  for (let i = 0; i < out.length; i++) {
    for (const c of ctx.catalog.constraints()) {
      if (c.type === 'f' && c.refRelOid === out[i] && !out.includes(c.relOid)) out.push(c.relOid);
    }
  }
  return out;
}

/** Parses an expression stored as PostgreSQL text (CHECK, index key, predicate, generation). */
export function parseExprText(text: string): AstNode {
  const stmt = parseStatements(`SELECT ${text}`)[0];
  const sel = fieldsOf(stmt?.ast as AstNode) as Fields;
  const target = (sel['targetList'] as AstNode[])[0] as AstNode;
  return fieldsOf(target)['val'] as AstNode;
}
