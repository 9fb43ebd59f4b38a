import type { RelationDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { rowHolders } from './inherit-expand.js';

/**
 * An UPDATE / DELETE of a table with descendants runs once per table of the hierarchy
 * (inherit-dml.ts), so a WITH query, FROM/USING item or subquery that reads the hierarchy would be
 * evaluated again after the earlier tables were changed, where PostgreSQL reads it once, before any
 * change (`WITH s AS (SELECT sum(id) FROM parent) UPDATE parent SET id = id + s.sum FROM s` adding
 * a different sum to each child). Such a statement is refused (0A000) rather than answered wrongly,
 * unless it is an UPDATE whose reads name none of the columns it assigns.
 */
export function refuseHierarchySelfRead(ctx: PlanCtx, stmt: Fields, rel: RelationDef, kind: 'update' | 'delete'): void {
  const members = new Set<number>([...rowHolders(ctx, rel), rel].map((r) => r.oid));
  // the target's ancestors hold its rows too
  const up = (r: RelationDef): void => {
    for (const oid of r.inherits ?? []) {
      if (members.has(oid)) continue;
      members.add(oid);
      const p = ctx.catalog.relationByOid(oid);
      if (p !== undefined) up(p);
    }
  };
  up(rel);
  // an UPDATE changes only its assigned columns: a read that names none of them (nor `*`) sees the same rows
  const assigned = new Set(((stmt['targetList'] as AstNode[] | undefined) ?? []).map((t) => String(fieldsOf(t)['name'])));
  let seesChanges = kind === 'delete';
  const cteNames = new Set<string>();
  const reads: string[] = [];
  const walk = (n: unknown, reading: boolean): void => {
    if (Array.isArray(n)) return n.forEach((x) => walk(x, reading));
    if (n === null || typeof n !== 'object') return;
    const node = n as AstNode;
    // column names count inside what reads the hierarchy (WITH, FROM/USING, subqueries), not in SET/WHERE of the target
    const inRead = reading || nodeType(node) === 'SubLink';
    if (nodeType(node) === 'CommonTableExpr') cteNames.add(String(fieldsOf(node)['ctename']));
    if (nodeType(node) === 'RangeVar') {
      const rv = fieldsOf(node);
      const name = String(rv['relname']);
      const schema = rv['schemaname'] as string | undefined;
      const found = schema === undefined && cteNames.has(name) ? undefined : ctx.catalog.findRelation(name, schema, ctx.searchPath);
      if (found !== undefined && members.has(found.oid)) reads.push(name);
    }
    if (nodeType(node) === 'ColumnRef') {
      const fields = (fieldsOf(node)['fields'] as AstNode[] | undefined) ?? [];
      const last = fields[fields.length - 1];
      if (inRead && last !== undefined && (nodeType(last) === 'A_Star' || assigned.has(String(fieldsOf(last)['sval'])))) seesChanges = true;
    }
    for (const v of Object.values(node)) walk(v, inRead);
  };
  const { relation: _target, ...rest } = stmt;
  void _target;
  walk(rest['withClause'], true);
  walk(rest['fromClause'] ?? rest['usingClause'], true);
  walk(Object.fromEntries(Object.entries(rest).filter(([k]) => !['withClause', 'fromClause', 'usingClause'].includes(k))), false);
  if (reads.length > 0 && seesChanges) {
    throw ctx.error('feature_not_supported', `${kind.toUpperCase()} of a table with inheritance children that also reads "${reads[0]}" (in WITH, FROM/USING or a subquery) is not supported by pgsqlite`);
  }
}
