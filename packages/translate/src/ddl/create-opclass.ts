import { BUMP_OID_SQL, NEXT_OID_SQL, dropOpclassSql, formatType, storeOpclassSql, type UserOpclassDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, names, strVal } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlPlan } from '../plan.js';
import { resolveTypeName } from '../analyze/expr.js';
import { userFunctionsNamed } from '../analyze/sql-functions.js';
import { defaultSchema } from './names.js';
import { bumpVersion } from './catalog-steps.js';

/** Index access methods of PostgreSQL 15 (pg_am, amtype 'i'). */
const METHODS = new Set(['btree', 'hash', 'gist', 'gin', 'spgist', 'brin']);

/** The visible user operator class `name` (qualified or along the search path) of access method `method`. */
export function findOpclass(ctx: PlanCtx, parts: readonly string[], method: string): UserOpclassDef | undefined {
  const name = parts[parts.length - 1] ?? '';
  const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
  const all = (ctx.catalog.userOpclasses?.() ?? []).filter((c) => c.name === name && c.method === method);
  if (schema !== undefined) return all.find((c) => c.schema === schema);
  for (const s of ctx.searchPath) {
    const hit = all.find((c) => c.schema === s);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/**
 * CREATE OPERATOR CLASS name [DEFAULT] FOR TYPE t USING am AS OPERATOR n op, FUNCTION n fn(args), …
 * (opclasscmds.c): recorded with its operators and support functions; a FUNCTION item names a
 * user function by its argument types (42883 when none has them).
 */
export function planCreateOpclass(ctx: PlanCtx, f: Fields): DdlPlan {
  const parts = names(f['opclassname'] as AstNode[]);
  const name = parts[parts.length - 1] ?? '';
  const schema = parts.length > 1 ? (parts[parts.length - 2] as string) : defaultSchema(ctx);
  if (schema === undefined) throw ctx.error('invalid_schema_name', 'no schema has been selected to create in');
  const method = String(f['amname']);
  if (!METHODS.has(method)) throw ctx.error('undefined_object', `access method "${method}" does not exist`);
  if (f['opfamilyname'] !== undefined) throw ctx.error('feature_not_supported', 'CREATE OPERATOR CLASS … FAMILY is not supported by pgsqlite');
  if (findOpclass(ctx, [schema, name], method) !== undefined) throw ctx.error('duplicate_object', `operator class "${name}" for access method "${method}" already exists`);
  const intype = resolveTypeName(ctx, f['datatype'] as Fields).oid;
  const operators: UserOpclassDef['operators'] = [];
  const functions: UserOpclassDef['functions'] = [];
  for (const node of (f['items'] as AstNode[] | undefined) ?? []) {
    const item = fieldsOf(node);
    const number = Number(item['number'] ?? 0);
    const of = (item['name'] ?? {}) as Fields;
    const objname = ((of['objname'] as AstNode[] | undefined) ?? []).map((n) => strVal(n));
    if (item['itemtype'] === 1) operators.push({ strategy: number, name: objname.join('.') });
    else if (item['itemtype'] === 2) {
      const argTypes = ((of['objargs'] as AstNode[] | undefined) ?? []).map((t) => resolveTypeName(ctx, fieldsOf(t)).oid);
      const fnName = objname[objname.length - 1] ?? '';
      const fnSchema = objname.length > 1 ? objname[objname.length - 2] : undefined;
      const fn = userFunctionsNamed(ctx, fnName, fnSchema).find((u) => u.argTypes.length === argTypes.length && u.argTypes.every((t, i) => t === argTypes[i]));
      if (fn === undefined) throw ctx.error('undefined_function', `function ${objname.join('.')}(${argTypes.map((t) => formatType(t, -1)).join(', ')}) does not exist`);
      functions.push({ number, oid: fn.oid, name: fn.name });
    }
  }
  const def: UserOpclassDef = { oid: 0, schema, name, method, intype, isDefault: f['isDefault'] === true, operators, functions };
  return { kind: 'ddl', steps: [storeOpclassSql(def, NEXT_OID_SQL), BUMP_OID_SQL, bumpVersion()], tag: 'CREATE OPERATOR CLASS', notices: [] };
}

/** DROP OPERATOR CLASS [IF EXISTS] name USING am, …; null for other DROPs. */
export function planDropOpclass(ctx: PlanCtx, f: Fields): DdlPlan | null {
  if (f['removeType'] !== 'OBJECT_OPCLASS') return null;
  const steps: string[] = [];
  const notices: string[] = [];
  for (const node of (f['objects'] as AstNode[] | undefined) ?? []) {
    const [method = '', ...parts] = ((fieldsOf(node)['items'] as AstNode[] | undefined) ?? []).map((n) => strVal(n));
    const found = findOpclass(ctx, parts, method);
    if (found === undefined) {
      const msg = `operator class "${parts.join('.')}" does not exist for access method "${method}"`;
      if (f['missing_ok'] === true) {
        notices.push(`${msg}, skipping`);
        continue;
      }
      throw ctx.error('undefined_object', msg);
    }
    const user = [...ctx.catalog.relations()].find((r) => r.partitionKey?.keys.some((k) => k.opclassOid === found.oid));
    if (user !== undefined) {
      throw ctx.error('dependent_objects_still_exist', `cannot drop operator class ${parts.join('.')} for access method ${method} because other objects depend on it`, undefined, {
        detail: `table ${user.name} depends on operator class ${parts.join('.')} for access method ${method}`,
        hint: 'Use DROP ... CASCADE to drop the dependent objects too.',
      });
    }
    steps.push(dropOpclassSql(found.oid));
  }
  return { kind: 'ddl', steps: steps.length > 0 ? [...steps, bumpVersion()] : [], tag: 'DROP OPERATOR CLASS', notices };
}
