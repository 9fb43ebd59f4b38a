import type { RelationDef } from '@pgsqlite/catalog';
import type { PgError } from '@pgsqlite/errors';
import type { Fields } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';

/** How PostgreSQL names an ALTER TABLE subcommand in its messages (alter_table_type_to_string). */
const ACTION: Readonly<Record<string, string>> = {
  AT_AddColumn: 'ADD COLUMN',
  AT_ColumnDefault: 'ALTER COLUMN ... SET DEFAULT',
  AT_DropNotNull: 'ALTER COLUMN ... DROP NOT NULL',
  AT_SetNotNull: 'ALTER COLUMN ... SET NOT NULL',
  AT_DropColumn: 'DROP COLUMN',
  AT_AlterColumnType: 'ALTER COLUMN ... SET DATA TYPE',
  AT_AddConstraint: 'ADD CONSTRAINT',
  AT_DropConstraint: 'DROP CONSTRAINT',
  AT_ValidateConstraint: 'VALIDATE CONSTRAINT',
  AT_AddIdentity: 'ALTER COLUMN ... ADD IDENTITY',
  AT_SetIdentity: 'ALTER COLUMN ... SET',
  AT_DropIdentity: 'ALTER COLUMN ... DROP IDENTITY',
};

/** errdetail_relkind_not_supported's plural per relkind. */
const KINDS: Readonly<Record<string, string>> = {
  v: 'views',
  m: 'materialized views',
  i: 'indexes',
  I: 'partitioned indexes',
  S: 'sequences',
  c: 'composite types',
  f: 'foreign tables',
};

/**
 * ALTER TABLE on a relation that is no table (ATSimplePermissions): 42809 `ALTER action … cannot
 * be performed on relation "v"` with the relkind in the DETAIL, for the first subcommand that
 * only tables take; else `"v" is not a table`.
 */
export function notForRelkind(ctx: PlanCtx, rel: RelationDef, cmds: readonly Fields[]): PgError {
  const action = cmds.map((c) => ACTION[String(c['subtype'])]).find((a) => a !== undefined);
  const kind = KINDS[rel.kind];
  if (action === undefined || kind === undefined) return ctx.error('wrong_object_type', `"${rel.name}" is not a table`);
  return ctx.error('wrong_object_type', `ALTER action ${action} cannot be performed on relation "${rel.name}"`, undefined, { detail: `This operation is not supported for ${kind}.` });
}
