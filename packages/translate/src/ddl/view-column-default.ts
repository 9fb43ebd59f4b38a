import type { RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { coerce } from '../analyze/coerce.js';
import { translateExpr } from '../analyze/expr.js';
import { Scope } from '../analyze/scope.js';
import type { AstNode, Fields } from '../parse/ast.js';
import type { DdlPlan } from '../plan.js';
import { quoteString } from '../sql/quote.js';
import { printDefault } from './expr-text.js';
import { typeLabel, userTypeNames } from './type-label.js';

/**
 * ALTER VIEW v ALTER [COLUMN] c SET DEFAULT expr | DROP DEFAULT: a view column's default
 * (pg_attrdef), which INSERT and UPDATE … SET c = DEFAULT through the view use before the base
 * table's (stmt/view-defaults.ts). Undefined unless `rel` is a view and every action is one of these.
 */
export function planViewColumnDefault(ctx: PlanCtx, rel: RelationDef, cmds: readonly Fields[], tag: string): DdlPlan | undefined {
  if (rel.kind !== 'v' || !cmds.every((c) => c['subtype'] === 'AT_ColumnDefault')) return undefined;
  const steps: string[] = [];
  for (const c of cmds) {
    const name = String(c['name']);
    const col = rel.columns.find((x) => x.name === name);
    if (col === undefined) throw ctx.error('undefined_column', `column "${name}" of relation "${rel.name}" does not exist`);
    const def = c['def'] as AstNode | undefined;
    let text = 'NULL';
    let sqlite = 'NULL';
    if (def !== undefined) {
      sqlite = quoteString(coerce(ctx, translateExpr(def, { scope: new Scope(ctx), clause: 'DEFAULT expressions' }), col.typeOid, col.typmod, 'assignment').sql);
      text = quoteString(printDefault(def, col.typeOid, col.typmod, typeLabel(ctx.catalog, ctx.searchPath, col.typeOid, -1), userTypeNames(ctx)));
    }
    steps.push(`UPDATE _pgsqlite_attribute SET attdefault = ${text}, attdefault_sqlite = ${sqlite} WHERE attrelid = ${rel.oid} AND attnum = ${col.attnum}`);
  }
  return { kind: 'ddl', steps, tag, notices: [] };
}
