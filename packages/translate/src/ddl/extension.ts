import { type AstNode, type Fields, fieldsOf, strVal } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlPlan } from '../plan.js';
import { quoteString } from '../sql/quote.js';
import { CatalogWriter } from './catalog-steps.js';
import { defaultSchema } from './names.js';
import { CONTRIB_EXTENSIONS, SUPPORTED_EXTENSIONS, extensionInstalled } from './extension-list.js';
import { extensionDependents } from './extension-deps.js';

/** The base types an extension creates (typtype 'b'), each with its array type `_name`. */
const EXTENSION_TYPES: Readonly<Record<string, string>> = { citext: 'citext', hstore: 'hstore' };

/** The pg_type row of an extension's type (typtype 'b'), OIDs assigned now as PostgreSQL does. */
function extensionTypeRow(schema: string, name: string, oid: string, arrayOid: string): string {
  return `INSERT INTO _pgsqlite_type (oid, nspname, typname, typtype, typarray) VALUES (${oid}, ${quoteString(schema)}, ${quoteString(name)}, 'b', ${arrayOid})`;
}

const metaKey = (name: string): string => quoteString(`extension:${name}`);

const exists = (ctx: PlanCtx, name: string): boolean => extensionInstalled(ctx.catalog, name);

/** CREATE EXTENSION [IF NOT EXISTS] name [WITH] [SCHEMA s] [VERSION v] [CASCADE]: recorded in the catalog (pg_extension). */
export function planCreateExtension(ctx: PlanCtx, f: Fields): DdlPlan {
  const name = String(f['extname']);
  const tag = 'CREATE EXTENSION';
  if (exists(ctx, name)) {
    if (f['if_not_exists']) return { kind: 'ddl', steps: [], tag, notices: [`extension "${name}" already exists, skipping`] };
    throw ctx.error('duplicate_object', `extension "${name}" already exists`);
  }
  const known = SUPPORTED_EXTENSIONS[name];
  if (known === undefined) {
    if (CONTRIB_EXTENSIONS.has(name)) throw ctx.error('feature_not_supported', `extension "${name}" is not supported by pgsqlite`);
    throw ctx.error('feature_not_supported', `extension "${name}" is not available`, undefined, {
      detail: `Could not open extension control file "/usr/share/postgresql/15/extension/${name}.control": No such file or directory.`,
      hint: 'The extension must first be installed on the system where PostgreSQL is running.',
    });
  }
  const version: string = known.version;
  let schema: string = defaultSchema(ctx) ?? 'public';
  for (const o of (f['options'] as AstNode[] | undefined) ?? []) {
    const d = fieldsOf(o);
    if (d['defname'] === 'schema') {
      schema = strVal(d['arg'] as AstNode) || String(fieldsOf(d['arg'] as AstNode)['sval'] ?? schema);
      if (!ctx.catalog.schemas().includes(schema)) throw ctx.error('invalid_schema_name', `schema "${schema}" does not exist`);
    } else if (d['defname'] === 'new_version') {
      const v = strVal(d['arg'] as AstNode);
      if (v !== version) throw ctx.error('invalid_parameter_value', `extension "${name}" has no installation script nor update path for version "${v}"`);
    }
  }
  const w = new CatalogWriter();
  const oid = w.allocOid();
  w.add(`INSERT INTO _pgsqlite_meta (key, value) VALUES (${metaKey(name)}, json_object('oid', ${oid}, 'version', ${quoteString(version)}, 'schema', ${quoteString(schema)}))`);
  const typeName = EXTENSION_TYPES[name];
  if (typeName !== undefined) w.add(extensionTypeRow(schema, typeName, w.allocOid(), w.allocOid()));
  return { kind: 'ddl', steps: w.finish(), tag, notices: [] };
}

/** DROP EXTENSION [IF EXISTS] name [, …] [CASCADE | RESTRICT]. */
export function planDropExtension(ctx: PlanCtx, f: Fields): DdlPlan {
  const w = new CatalogWriter();
  const notices: string[] = [];
  for (const o of (f['objects'] as AstNode[] | undefined) ?? []) {
    const name = strVal(o);
    if (!exists(ctx, name)) {
      if (f['missing_ok']) {
        notices.push(`extension "${name}" does not exist, skipping`);
        continue;
      }
      throw ctx.error('undefined_object', `extension "${name}" does not exist`);
    }
    if (name === 'plpgsql') throw ctx.error('feature_not_supported', 'DROP EXTENSION plpgsql is not supported by pgsqlite');
    const dependents = extensionDependents(ctx, name);
    if (dependents.length && f['behavior'] === 'DROP_CASCADE') {
      throw ctx.error('feature_not_supported', `DROP EXTENSION ${name} CASCADE with dependent objects is not supported by pgsqlite`);
    }
    if (dependents.length) {
      throw ctx.error('dependent_objects_still_exist', `cannot drop extension ${name} because other objects depend on it`, undefined, {
        detail: dependents.join('\n'),
        hint: 'Use DROP ... CASCADE to drop the dependent objects too.',
      });
    }
    w.add(`DELETE FROM _pgsqlite_meta WHERE key = ${metaKey(name)}`);
    const typeName = EXTENSION_TYPES[name];
    if (typeName !== undefined) w.add(`DELETE FROM _pgsqlite_type WHERE typtype = 'b' AND typname = ${quoteString(typeName)}`);
  }
  return { kind: 'ddl', steps: w.steps.length ? w.finish() : [], tag: 'DROP EXTENSION', notices };
}
