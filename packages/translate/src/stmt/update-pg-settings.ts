import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import type { SessionFunctionPlan } from '../plan.js';
import { type ArgsPlanner, planSessionFunctions } from './session-functions.js';

const str = (sval: string): AstNode => ({ String: { sval } });
const column = (rel: string, name: string): AstNode => ({ ColumnRef: { fields: [str(rel), str(name)], location: -1 } });

/**
 * `UPDATE pg_settings SET setting = … WHERE …`: PostgreSQL's rules on the view (system_views.sql,
 * pg_settings_u / pg_settings_n) turn it into `SELECT set_config(name, <new setting>, false) FROM
 * pg_settings WHERE … AND <new name> = name`, whose rows are returned under the tag UPDATE 0.
 * Returns null when the statement updates another relation.
 */
export function planSettingsUpdate(ctx: PlanCtx, f: Fields, planArgs: ArgsPlanner): SessionFunctionPlan | null {
  const rel = f['relation'] as Fields | undefined;
  if (rel === undefined || rel['relname'] !== 'pg_settings' || (rel['schemaname'] !== undefined && rel['schemaname'] !== 'pg_catalog')) return null;
  if (rel['catalogname'] !== undefined) return null;
  if (((f['returningList'] as AstNode[] | undefined) ?? []).length > 0) {
    throw ctx.error('feature_not_supported', 'cannot perform UPDATE RETURNING on relation "pg_settings"', undefined, { hint: 'You need an unconditional ON UPDATE DO INSTEAD rule with a RETURNING clause.' });
  }
  const alias = (rel['alias'] as Fields | undefined)?.['aliasname'] as string | undefined;
  const ref = alias ?? 'pg_settings';
  const assigned = new Map<string, AstNode>();
  for (const t of (f['targetList'] as AstNode[] | undefined) ?? []) {
    const rt = fieldsOf(t);
    if (typeof rt['name'] === 'string' && rt['val'] !== undefined && rt['indirection'] === undefined) assigned.set(rt['name'], rt['val'] as AstNode);
  }
  const setting = assigned.get('setting') ?? column(ref, 'setting');
  const no = { TypeCast: { arg: { A_Const: { sval: { sval: 'f' }, location: -1 } }, typeName: { names: [str('pg_catalog'), str('bool')], typemod: -1, location: -1 }, location: -1 } };
  const call = { FuncCall: { funcname: [str('pg_catalog'), str('set_config')], args: [column(ref, 'name'), setting, no], funcformat: 'COERCE_EXPLICIT_CALL', location: -1 } };
  const newName = assigned.get('name');
  const same = newName === undefined ? undefined : { A_Expr: { kind: 'AEXPR_OP', name: [str('=')], lexpr: newName, rexpr: column(ref, 'name'), location: -1 } };
  const where = f['whereClause'] as AstNode | undefined;
  const conditions = [where, same].filter((c): c is AstNode => c !== undefined);
  const select: Fields = {
    targetList: [{ ResTarget: { val: call, location: -1 } }],
    fromClause: [{ RangeVar: rel }, ...((f['fromClause'] as AstNode[] | undefined) ?? [])],
    ...(conditions.length === 0 ? {} : { whereClause: conditions.length === 1 ? conditions[0] : { BoolExpr: { boolop: 'AND_EXPR', args: conditions, location: -1 } } }),
    limitOption: 'LIMIT_OPTION_DEFAULT',
    op: 'SETOP_NONE',
  };
  const plan = planSessionFunctions(ctx, select, planArgs);
  return plan === null ? null : { ...plan, tag: 'UPDATE 0' };
}
