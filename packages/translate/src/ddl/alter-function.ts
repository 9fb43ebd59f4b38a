import { formatType, storeFunctionSql, type UserFunctionDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, fieldsOf, strVal } from '../parse/ast.js';
import type { DdlPlan } from '../plan.js';
import { bumpVersion } from './catalog-steps.js';
import { findRoutine } from './drop-function.js';
import { applyConfigClauses, booleanOf, numberOf, parallelOf, volatilityOf } from './function-config.js';

const TAGS: Record<string, string> = { OBJECT_FUNCTION: 'ALTER FUNCTION', OBJECT_PROCEDURE: 'ALTER PROCEDURE', OBJECT_ROUTINE: 'ALTER ROUTINE' };

/**
 * ALTER FUNCTION | PROCEDURE | ROUTINE name(args) action … (AlterFunction): IMMUTABLE / STABLE /
 * VOLATILE, [NOT] LEAKPROOF, STRICT / CALLED ON NULL INPUT, SECURITY DEFINER / INVOKER, PARALLEL,
 * COST n, ROWS n, SET / RESET of parameters (proconfig). The function row is rewritten; its
 * calls are planned again (the catalog version changes).
 */
export function planAlterFunction(ctx: PlanCtx, f: Fields): DdlPlan {
  const kind = String(f['objtype'] ?? 'OBJECT_FUNCTION');
  const func = f['func'] as AstNode | Fields;
  const fn = findRoutine(ctx, ('objname' in func ? func : fieldsOf(func as AstNode)) as Fields, kind);
  let def: UserFunctionDef = { ...fn };
  const seen = new Set<string>();
  const sets: Fields[] = [];
  for (const a of (f['actions'] as AstNode[] | undefined) ?? []) {
    const d = fieldsOf(a);
    const name = String(d['defname']);
    if (name !== 'set' && seen.has(name)) throw ctx.error('syntax_error', 'conflicting or redundant options', d['location'] as number | undefined);
    seen.add(name);
    const procedureOnly = (): void => {
      if (fn.procedure === true) throw ctx.error('invalid_function_definition', `invalid attribute in procedure definition`, d['location'] as number | undefined);
    };
    switch (name) {
      case 'volatility':
        procedureOnly();
        def = { ...def, volatility: volatilityOf(d) };
        break;
      case 'strict':
        procedureOnly();
        def = { ...def, strict: booleanOf(d) };
        break;
      case 'security':
        def = { ...def, securityDefiner: booleanOf(d) };
        break;
      case 'leakproof': {
        procedureOnly();
        const { leakproof: _l, ...rest } = def;
        def = booleanOf(d) ? { ...rest, leakproof: true } : rest;
        break;
      }
      case 'parallel': {
        procedureOnly();
        const v = strVal(d['arg'] as AstNode);
        if (v !== 'safe' && v !== 'restricted' && v !== 'unsafe') throw ctx.error('invalid_parameter_value', `parameter "parallel" must be SAFE, RESTRICTED, or UNSAFE`);
        def = { ...def, parallel: parallelOf(d) };
        break;
      }
      case 'cost': {
        procedureOnly();
        const cost = numberOf(d);
        if (cost <= 0) throw ctx.error('invalid_parameter_value', 'COST must be positive');
        def = { ...def, cost };
        break;
      }
      case 'rows': {
        procedureOnly();
        const rows = numberOf(d);
        if (rows <= 0) throw ctx.error('invalid_parameter_value', 'ROWS must be positive');
        if (fn.setof !== true) throw ctx.error('invalid_parameter_value', 'ROWS is not applicable when function does not return a set');
        def = { ...def, rows };
        break;
      }
      case 'set': {
        const arg = d['arg'] as AstNode | Fields;
        sets.push(('kind' in arg ? arg : fieldsOf(arg as AstNode)) as Fields);
        break;
      }
      default:
        throw ctx.error('feature_not_supported', `ALTER FUNCTION … ${name.toUpperCase()} is not supported by pgsqlite`, d['location'] as number | undefined);
    }
  }
  if (sets.length > 0) {
    const config = applyConfigClauses(ctx, fn.config ?? [], sets);
    const { config: _c, ...rest } = def;
    def = config.length > 0 ? { ...rest, config } : rest;
  }
  return { kind: 'ddl', steps: [storeFunctionSql(def, String(fn.oid)), bumpVersion()], tag: TAGS[kind] ?? 'ALTER FUNCTION', notices: [] };
}

/**
 * ALTER FUNCTION | PROCEDURE | ROUTINE name(args) SET SCHEMA s (AlterObjectNamespace): 3F000 for
 * a schema that does not exist, 42723 when it has a routine of that name and argument types.
 * Undefined for other objects.
 */
export function planRoutineSetSchema(ctx: PlanCtx, f: Fields): DdlPlan | undefined {
  const kind = String(f['objectType']);
  const tag = TAGS[kind];
  if (tag === undefined) return undefined;
  const object = f['object'] as AstNode | Fields;
  const fn = findRoutine(ctx, ('objname' in object ? object : fieldsOf(object as AstNode)) as Fields, kind);
  const schema = String(f['newschema']);
  if (!ctx.catalog.schemas().includes(schema)) throw ctx.error('invalid_schema_name', `schema "${schema}" does not exist`);
  if (schema === fn.schema) return { kind: 'ddl', steps: [], tag, notices: [] };
  const same = (ctx.catalog.userFunctions?.() ?? []).some((x) => x.schema === schema && x.name === fn.name && x.argTypes.length === fn.argTypes.length && x.argTypes.every((t, i) => t === fn.argTypes[i]));
  if (same) throw ctx.error('duplicate_function', `function ${fn.name}(${fn.argTypes.map((t) => formatType(t, -1)).join(', ')}) already exists in schema "${schema}"`);
  return { kind: 'ddl', steps: [storeFunctionSql({ ...fn, schema }, String(fn.oid)), bumpVersion()], tag, notices: [] };
}
