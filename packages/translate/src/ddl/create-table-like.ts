import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { lookupRelation } from '../stmt/from-clause.js';
import { parseExprText } from './table-model.js';
import { typeNameAst } from './inherit-columns.js';

/** CREATE_TABLE_LIKE_* option bits (parsenodes.h). */
const LIKE = { constraints: 1 << 2, defaults: 1 << 3, generated: 1 << 4, identity: 1 << 5, indexes: 1 << 6 } as const;

const constraint = (contype: string, extra: Fields = {}): AstNode => ({ Constraint: { contype, ...extra } }) as unknown as AstNode;

/**
 * `LIKE source [INCLUDING …]` in CREATE TABLE, spelled out as the table elements it stands for
 * (transformTableLikeClause): the source's columns with their types and NOT NULL; defaults with
 * INCLUDING DEFAULTS, generation expressions with INCLUDING GENERATED, CHECK constraints with
 * INCLUDING CONSTRAINTS, its PRIMARY KEY and UNIQUE constraints with INCLUDING INDEXES (named
 * after the new table). Comments, storage and statistics have no effect on what a query sees.
 */
export function withLikeExpanded(ctx: PlanCtx, stmt: Fields): Fields {
  const elts = (stmt['tableElts'] as AstNode[] | undefined) ?? [];
  if (!elts.some((n) => nodeType(n) === 'TableLikeClause')) return stmt;
  const out: AstNode[] = [];
  for (const n of elts) {
    if (nodeType(n) !== 'TableLikeClause') {
      out.push(n);
      continue;
    }
    const f = fieldsOf(n);
    const options = Number(f['options'] ?? 0);
    const rel = lookupRelation(new Scope(ctx), f['relation'] as Fields);
    if (rel.kind !== 'r' && rel.kind !== 'p' && rel.kind !== 'v') throw ctx.error('wrong_object_type', `relation "${rel.name}" is invalid in LIKE clause`);
    for (const c of rel.columns) {
      const cons: AstNode[] = [];
      if (c.notNull) cons.push(constraint('CONSTR_NOTNULL'));
      if (c.identity !== '' && (options & LIKE.identity) !== 0) throw ctx.error('feature_not_supported', 'LIKE … INCLUDING IDENTITY is not supported by pgsqlite');
      if (c.generated === 's' && (options & LIKE.generated) !== 0 && c.defaultExpr !== null) cons.push(constraint('CONSTR_GENERATED', { raw_expr: parseExprText(c.defaultExpr), generated_when: 'a' }));
      else if (c.generated !== 's' && c.identity === '' && (options & LIKE.defaults) !== 0 && c.defaultExpr !== null) cons.push(constraint('CONSTR_DEFAULT', { raw_expr: parseExprText(c.defaultExpr) }));
      out.push({ ColumnDef: { colname: c.name, typeName: typeNameAst(ctx, c.typeOid, c.typmod), is_local: true, constraints: cons } } as unknown as AstNode);
    }
    for (const k of ctx.catalog.constraintsOf(rel.oid)) {
      if (k.type === 'c' && k.checkExpr !== null && (options & LIKE.constraints) !== 0) out.push(constraint('CONSTR_CHECK', { conname: k.name, raw_expr: parseExprText(k.checkExpr), initially_valid: true }));
      if ((k.type === 'p' || k.type === 'u') && (options & LIKE.indexes) !== 0) {
        const keys = k.columns.map((a) => ({ String: { sval: rel.columns.find((c) => c.attnum === a)?.name ?? '' } }));
        out.push(constraint(k.type === 'p' ? 'CONSTR_PRIMARY' : 'CONSTR_UNIQUE', { keys }));
      }
    }
  }
  return { ...stmt, tableElts: out };
}
