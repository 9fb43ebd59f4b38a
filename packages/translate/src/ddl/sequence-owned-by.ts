import { builtinColumnIndex, builtinRows } from '@pgsqlite/catalog';
import { type AstNode, fieldsOf, names } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { builtinRelationOid } from '../catalog-views/builtin-lookup.js';

/** errdetail_relkind_not_supported's words for a relkind. */
const RELKIND_WORDS: Record<string, string> = {
  i: 'indexes', I: 'partitioned indexes', S: 'sequences', m: 'materialized views', c: 'composite types', t: 'TOAST tables',
};

/** A built-in relation's relkind, or undefined. */
function builtinRelkind(oid: number): string | undefined {
  const row = builtinRows('pg_class').find((r) => Number(r[0]) === oid);
  return row === undefined ? undefined : String(row[builtinColumnIndex('pg_class', 'relkind')]);
}

/**
 * The column named by `OWNED BY t.c` of a sequence in `seqSchema` (null for OWNED BY NONE),
 * checked as PostgreSQL's process_owned_by: 42601 for one name other than none, 42P01 for an
 * unknown relation, 42809 for a relation that cannot own a sequence (an index, …), 55000 for one
 * in another schema, 42703 for an unknown column.
 */
export function ownedByColumn(ctx: PlanCtx, arg: AstNode | undefined, seqSchema: string): { relOid: number; attnum: number } | null {
  const node = arg === undefined ? undefined : fieldsOf(arg);
  const parts = names(((node?.['items'] as AstNode[] | undefined) ?? (Array.isArray(arg) ? (arg as AstNode[]) : [])) as AstNode[]);
  if (parts.length === 1 && parts[0] === 'none') return null;
  if (parts.length < 2) throw ctx.error('syntax_error', 'invalid OWNED BY option', undefined, { hint: 'Specify OWNED BY table.column or OWNED BY NONE.' });
  const col = parts[parts.length - 1] as string;
  const relName = parts[parts.length - 2] as string;
  const schema = parts.length > 2 ? parts[parts.length - 3] : undefined;
  const rel = ctx.catalog.findRelation(relName, schema, ctx.searchPath);
  // pg_catalog is searched first: its relations are found by an unqualified name too
  const builtin = (schema === undefined || schema === 'pg_catalog') && (schema !== undefined || !rel) ? builtinRelationOid('pg_catalog', relName) : undefined;
  if (builtin !== undefined) {
    const kind = builtinRelkind(builtin) ?? 'r';
    const words = RELKIND_WORDS[kind];
    if (words !== undefined) throw ctx.error('wrong_object_type', `sequence cannot be owned by relation "${relName}"`, undefined, { detail: `This operation is not supported for ${words}.` });
    throw ctx.error('object_not_in_prerequisite_state', 'sequence must be in same schema as table it is linked to');
  }
  if (!rel) throw ctx.error('undefined_table', `relation "${parts.slice(0, -1).join('.')}" does not exist`);
  const words = RELKIND_WORDS[rel.kind];
  if (words !== undefined) throw ctx.error('wrong_object_type', `sequence cannot be owned by relation "${rel.name}"`, undefined, { detail: `This operation is not supported for ${words}.` });
  if (rel.schema !== seqSchema) throw ctx.error('object_not_in_prerequisite_state', 'sequence must be in same schema as table it is linked to');
  const c = rel.columns.find((x) => x.name === col);
  if (!c) throw ctx.error('undefined_column', `column "${col}" of relation "${rel.name}" does not exist`);
  return { relOid: rel.oid, attnum: c.attnum };
}
