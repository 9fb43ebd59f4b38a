import { type AstNode, type Fields, fieldsOf, strVal } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { AclTarget, PrivilegePlan } from '../privilege-plan.js';
import { databaseTarget, relationNamed, relationTarget, roleRef, roleRefs, routineTarget, schemaTarget, typeTarget } from './acl-targets.js';

const TAGS: Record<string, string> = {
  OBJECT_SCHEMA: 'ALTER SCHEMA', OBJECT_FUNCTION: 'ALTER FUNCTION', OBJECT_PROCEDURE: 'ALTER PROCEDURE', OBJECT_ROUTINE: 'ALTER ROUTINE',
  OBJECT_TYPE: 'ALTER TYPE', OBJECT_DOMAIN: 'ALTER DOMAIN', OBJECT_DATABASE: 'ALTER DATABASE',
  OBJECT_TABLE: 'ALTER TABLE', OBJECT_SEQUENCE: 'ALTER SEQUENCE', OBJECT_VIEW: 'ALTER VIEW', OBJECT_MATVIEW: 'ALTER MATERIALIZED VIEW', OBJECT_INDEX: 'ALTER INDEX',
};

/** ALTER SCHEMA | FUNCTION | PROCEDURE | ROUTINE | TYPE | DOMAIN | DATABASE … OWNER TO role */
export function planAlterOwner(ctx: PlanCtx, f: Fields): PrivilegePlan {
  const objtype = String(f['objectType']);
  const object = f['object'] as AstNode;
  let target: AclTarget;
  switch (objtype) {
    case 'OBJECT_SCHEMA':
      target = schemaTarget(ctx, strVal(object));
      break;
    case 'OBJECT_DATABASE':
      target = databaseTarget(ctx, strVal(object), undefined);
      break;
    case 'OBJECT_FUNCTION':
    case 'OBJECT_PROCEDURE':
    case 'OBJECT_ROUTINE':
      target = routineTarget(ctx, fieldsOf(object), objtype);
      break;
    case 'OBJECT_TYPE':
    case 'OBJECT_DOMAIN':
      target = typeTarget(ctx, object);
      break;
    default:
      throw ctx.error('feature_not_supported', `${TAGS[objtype] ?? `ALTER ${objtype.slice('OBJECT_'.length)}`} … OWNER TO is not supported by pgsqlite`);
  }
  return { kind: 'privilege', tag: TAGS[objtype] ?? 'ALTER', body: { action: 'owner', targets: [target], owner: roleRef(f['newowner'] as Fields | undefined) } };
}

/** ALTER TABLE | SEQUENCE | VIEW | INDEX name OWNER TO role (its only subcommand); null otherwise. */
export function planAlterTableOwner(ctx: PlanCtx, f: Fields): PrivilegePlan | null {
  const cmds = (f['cmds'] as AstNode[] | undefined) ?? [];
  const owner = cmds.map((c) => fieldsOf(c)).filter((c) => c['subtype'] === 'AT_ChangeOwner');
  if (owner.length === 0) return null;
  if (owner.length !== cmds.length) throw ctx.error('feature_not_supported', 'ALTER TABLE … OWNER TO together with other subcommands is not supported by pgsqlite');
  const rv = f['relation'] as Fields;
  const missingOk = f['missing_ok'] === true;
  const objtype = String(f['objtype']);
  const tag = TAGS[objtype] ?? 'ALTER TABLE';
  let rel;
  try {
    rel = relationNamed(ctx, rv);
  } catch (e) {
    if (missingOk) return { kind: 'privilege', tag, body: { action: 'owner', targets: [], owner: roleRef(owner[0]?.['newowner'] as Fields | undefined) } };
    throw e;
  }
  // An index follows its table's owner (ATExecChangeOwner warns and does nothing).
  if (rel.kind === 'i') return { kind: 'privilege', tag, body: { action: 'owner', targets: [], owner: roleRef(owner[0]?.['newowner'] as Fields | undefined) } };
  if (objtype === 'OBJECT_SEQUENCE' && rel.kind !== 'S') throw ctx.error('wrong_object_type', `"${rel.name}" is not a sequence`);
  if (objtype === 'OBJECT_VIEW' && rel.kind !== 'v') throw ctx.error('wrong_object_type', `"${rel.name}" is not a view`);
  return { kind: 'privilege', tag, body: { action: 'owner', targets: [relationTarget(rel)], owner: roleRef(owner[owner.length - 1]?.['newowner'] as Fields | undefined) } };
}

/** REASSIGN OWNED BY role, … TO role */
export function planReassignOwned(f: Fields): PrivilegePlan {
  return { kind: 'privilege', tag: 'REASSIGN OWNED', body: { action: 'reassign-owned', roles: roleRefs(f['roles'] as AstNode[] | undefined), newOwner: roleRef(f['newrole'] as Fields | undefined), cascade: false } };
}

/** DROP OWNED BY role, … [CASCADE | RESTRICT] */
export function planDropOwned(f: Fields): PrivilegePlan {
  return { kind: 'privilege', tag: 'DROP OWNED', body: { action: 'drop-owned', roles: roleRefs(f['roles'] as AstNode[] | undefined), newOwner: null, cascade: f['behavior'] === 'DROP_CASCADE' } };
}
