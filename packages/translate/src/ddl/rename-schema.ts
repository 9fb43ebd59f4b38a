import type { Fields } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlPlan } from '../plan.js';
import { quoteString } from '../sql/quote.js';
import { CatalogWriter } from './catalog-steps.js';

/** Schemas PostgreSQL has in every database (pgsqlite's are built in, not in the catalog's list). */
const SYSTEM_SCHEMAS: ReadonlySet<string> = new Set(['pg_catalog', 'information_schema', 'pg_toast']);

/**
 * What a schema holds that pgsqlite keeps by the schema's name (SQLite names of relations,
 * `schema.name` texts of types, routines, aggregates, operator classes): the first one, or
 * undefined for a schema that holds nothing of the kind.
 */
function heldObject(ctx: PlanCtx, schema: string): string | undefined {
  const c = ctx.catalog;
  const rel = [...c.relations()].find((r) => r.schema === schema);
  if (rel) return `relation ${schema}.${rel.name}`;
  const type = c.userTypes?.().find((t) => t.schema === schema);
  if (type) return `type ${schema}.${type.name}`;
  const fn = c.userFunctions?.().find((f) => f.schema === schema);
  if (fn) return `function ${schema}.${fn.name}`;
  const agg = c.userAggregates?.().find((a) => a.schema === schema);
  if (agg) return `aggregate ${schema}.${agg.name}`;
  const opc = c.userOpclasses?.().find((o) => o.schema === schema);
  if (opc) return `operator class ${schema}.${opc.name}`;
  return undefined;
}

/**
 * ALTER SCHEMA name RENAME TO new_name (RenameSchema): 3F000 for an unknown schema, 42P06 when
 * the new name is taken, 42939 for the reserved `pg_` prefix. The schema keeps its OID (owner,
 * ACL, comment, default privileges follow it); the search path names schemas, so it no longer
 * finds the old name, as in PostgreSQL. A schema holding objects pgsqlite keeps by the schema's
 * name is refused (0A000) rather than renamed in part.
 */
export function planRenameSchema(ctx: PlanCtx, stmt: Fields): DdlPlan {
  const name = String(stmt['subname'] ?? '');
  const newName = String(stmt['newname'] ?? '');
  const schemas = ctx.catalog.schemas();
  const system = SYSTEM_SCHEMAS.has(name);
  if (!schemas.includes(name) && !system) throw ctx.error('invalid_schema_name', `schema "${name}" does not exist`);
  if (schemas.includes(newName) || SYSTEM_SCHEMAS.has(newName)) throw ctx.error('duplicate_schema', `schema "${newName}" already exists`);
  if (newName.startsWith('pg_')) {
    throw ctx.error('reserved_name', `unacceptable schema name "${newName}"`, undefined, { detail: 'The prefix "pg_" is reserved for system schemas.' });
  }
  // PostgreSQL lets a superuser rename them; pgsqlite's system schemas are built in
  if (system) throw ctx.error('feature_not_supported', `ALTER SCHEMA ${name} RENAME is not supported by pgsqlite`);
  const held = heldObject(ctx, name);
  if (held !== undefined) {
    throw ctx.error('feature_not_supported', `ALTER SCHEMA … RENAME of a schema that holds objects is not supported by pgsqlite yet (schema "${name}" holds ${held})`);
  }
  const w = new CatalogWriter().add(`UPDATE _pgsqlite_namespace SET nspname = ${quoteString(newName)} WHERE nspname = ${quoteString(name)}`);
  return { kind: 'ddl', steps: w.finish(), tag: 'ALTER SCHEMA', notices: [] };
}
