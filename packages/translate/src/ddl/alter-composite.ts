import { findRowType, type ColumnDef, type RelationDef, type RowTypeDef } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { quoteString } from '../sql/quote.js';
import type { DdlPlan } from '../plan.js';
import { type AttributeFacts, CatalogWriter } from './catalog-steps.js';
import { compositeAttributes, compositeUsers } from './create-composite.js';
import { typeNameTaken, typeRenameSteps } from './rename-type.js';

/**
 * ALTER TYPE of a composite type: ADD / DROP / ALTER … TYPE / RENAME ATTRIBUTE and RENAME TO.
 * Stored values keep one item per attribute position, so an attribute added later reads as NULL
 * from older values (as in PostgreSQL); DROP and ALTER … TYPE of a type some column uses are
 * refused (PostgreSQL refuses ALTER … TYPE too; it keeps dropped attributes as hidden
 * placeholders, which pgsqlite does not, so DROP there is 0A000 rather than a silent reshuffle).
 */

function target(ctx: PlanCtx, rv: Fields): { type: RowTypeDef; rel: RelationDef } {
  const name = String(rv['relname']);
  const schema = rv['schemaname'] as string | undefined;
  const type = findRowType(ctx.catalog, name, schema, ctx.searchPath);
  const rel = type === undefined ? undefined : ctx.catalog.relationByOid(type.relOid);
  if (type === undefined || rel === undefined) throw ctx.error('undefined_table', `relation "${schema ? `${schema}.` : ''}${name}" does not exist`, rv['location'] as number | undefined);
  if (rel.kind !== 'c') throw ctx.error('wrong_object_type', `"${rel.name}" is not a composite type`);
  return { type, rel };
}

function inUse(ctx: PlanCtx, type: RowTypeDef, rel: RelationDef): void {
  const user = compositeUsers(ctx, type).find((u) => u.column !== '');
  if (user !== undefined) throw ctx.error('feature_not_supported', `cannot alter type "${rel.name}" because column "${user.rel.name}.${user.column}" uses it`);
}

function facts(c: ColumnDef, attnum: number): AttributeFacts {
  return { attnum, name: c.name, typeOid: c.typeOid, typmod: c.typmod, notNull: false, defaultExpr: null, defaultSqlite: null, identity: '', sqliteName: '' };
}

/** ALTER TYPE t ADD / DROP / ALTER ATTRIBUTE …; undefined for ALTER TABLE / VIEW / … statements. */
export function planAlterComposite(ctx: PlanCtx, f: Fields): DdlPlan | undefined {
  if (f['objtype'] !== 'OBJECT_TYPE') return undefined;
  const { type, rel } = target(ctx, f['relation'] as Fields);
  let attrs = rel.columns.map((c, i) => facts(c, i + 1));
  const notices: string[] = [];
  for (const node of (f['cmds'] as AstNode[] | undefined) ?? []) {
    const cmd = node['AlterTableCmd'] as Fields;
    const sub = String(cmd['subtype']);
    const name = String(cmd['name'] ?? '');
    if (sub === 'AT_AddColumn') {
      const [added] = compositeAttributes(ctx, [cmd['def'] as AstNode], { oid: type.oid, name: rel.name });
      if (added === undefined) continue;
      if (attrs.some((a) => a.name === added.name)) throw ctx.error('duplicate_column', `column "${added.name}" of relation "${rel.name}" already exists`);
      attrs = [...attrs, { ...added, attnum: attrs.length + 1 }];
    } else if (sub === 'AT_DropColumn') {
      if (!attrs.some((a) => a.name === name)) {
        if (cmd['missing_ok']) {
          notices.push(`column "${name}" of relation "${rel.name}" does not exist, skipping`);
          continue;
        }
        throw ctx.error('undefined_column', `column "${name}" of relation "${rel.name}" does not exist`);
      }
      inUse(ctx, type, rel);
      attrs = attrs.filter((a) => a.name !== name).map((a, i) => ({ ...a, attnum: i + 1 }));
    } else if (sub === 'AT_AlterColumnType') {
      const at = attrs.findIndex((a) => a.name === name);
      if (at < 0) throw ctx.error('undefined_column', `column "${name}" of relation "${rel.name}" does not exist`);
      inUse(ctx, type, rel);
      const def = cmd['def'] as Fields;
      const [changed] = compositeAttributes(ctx, [{ ColumnDef: { ...(def['ColumnDef'] as Fields), colname: name } }], { oid: type.oid, name: rel.name });
      if (changed !== undefined) attrs[at] = { ...changed, attnum: at + 1 };
    } else throw ctx.error('feature_not_supported', `this form of ALTER TYPE on a composite type is not supported by pgsqlite`);
  }
  const w = new CatalogWriter();
  w.add(`DELETE FROM _pgsqlite_attribute WHERE attrelid = ${rel.oid}`);
  w.columns(String(rel.oid), attrs);
  return { kind: 'ddl', steps: w.finish(), tag: 'ALTER TYPE', notices };
}

/** ALTER TYPE t RENAME TO n / RENAME ATTRIBUTE a TO b of a composite type; undefined otherwise. */
export function planRenameComposite(ctx: PlanCtx, f: Fields): DdlPlan | undefined {
  const kind = String(f['renameType']);
  const w = new CatalogWriter();
  const newName = String(f['newname']);
  if (kind === 'OBJECT_ATTRIBUTE') {
    const { rel } = target(ctx, f['relation'] as Fields);
    const old = String(f['subname']);
    const col = rel.columns.find((c) => c.name === old);
    if (col === undefined) throw ctx.error('undefined_column', `column "${old}" does not exist`);
    if (rel.columns.some((c) => c.name === newName)) throw ctx.error('duplicate_column', `column "${newName}" of relation "${rel.name}" already exists`);
    w.add(`UPDATE _pgsqlite_attribute SET attname = ${quoteString(newName)} WHERE attrelid = ${rel.oid} AND attnum = ${col.attnum}`);
    return { kind: 'ddl', steps: w.finish(), tag: 'ALTER TYPE', notices: [] };
  }
  if (kind !== 'OBJECT_TYPE') return undefined;
  const names = ((f['object'] as Fields | undefined)?.['List']?.['items'] as AstNode[] | undefined)?.map((n) => String((n['String'] as Fields)['sval'])) ?? [];
  const type = findRowType(ctx.catalog, names[names.length - 1] ?? '', names.length > 1 ? names[names.length - 2] : undefined, ctx.searchPath);
  const rel = type === undefined ? undefined : ctx.catalog.relationByOid(type.relOid);
  if (rel === undefined || rel.kind !== 'c') return undefined;
  if (typeNameTaken(ctx, rel.schema, newName)) throw ctx.error('duplicate_object', `type "${newName}" already exists`);
  w.add(`UPDATE _pgsqlite_class SET relname = ${quoteString(newName)} WHERE oid = ${rel.oid}`);
  for (const step of typeRenameSteps(ctx, rel.schema, rel.name, newName)) w.add(step);
  return { kind: 'ddl', steps: w.finish(), tag: 'ALTER TYPE', notices: [] };
}
