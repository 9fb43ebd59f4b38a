import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import type { DatabasePlan } from '../plan.js';

/** CREATE DATABASE options PostgreSQL 15 accepts (dbcommands.c createdb); only TEMPLATE matters here. */
const CREATE_OPTIONS = new Set([
  'owner',
  'template',
  'encoding',
  'locale',
  'lc_collate',
  'lc_ctype',
  'icu_locale',
  'locale_provider',
  'collation_version',
  'tablespace',
  'allow_connections',
  'connection_limit',
  'is_template',
  'oid',
  'strategy',
]);

/** CREATE DATABASE name [ [WITH] TEMPLATE x … ]: the server copies the template's file. */
export function planCreateDatabase(ctx: PlanCtx, f: Fields): DatabasePlan {
  let template: string | null = null;
  const seen = new Set<string>();
  for (const node of (f['options'] as AstNode[] | undefined) ?? []) {
    const d = fieldsOf(node);
    const name = String(d['defname']);
    if (!CREATE_OPTIONS.has(name)) throw ctx.error('syntax_error', `option "${name}" not recognized`, d['location']);
    if (seen.has(name)) throw ctx.error('syntax_error', 'conflicting or redundant options', d['location']);
    seen.add(name);
    if (name === 'template') {
      const arg = d['arg'] as AstNode | undefined;
      template = arg !== undefined && nodeType(arg) === 'String' ? strVal(arg) : null;
    }
  }
  return { kind: 'database', action: 'create', name: String(f['dbname']), template, missingOk: false, force: false, tag: 'CREATE DATABASE' };
}

/** DROP DATABASE [IF EXISTS] name [ [WITH] (FORCE) ]. */
export function planDropDatabase(ctx: PlanCtx, f: Fields): DatabasePlan {
  let force = false;
  for (const node of (f['options'] as AstNode[] | undefined) ?? []) {
    const d = fieldsOf(node);
    if (d['defname'] !== 'force') throw ctx.error('syntax_error', `unrecognized DROP DATABASE option "${String(d['defname'])}"`, d['location']);
    force = true;
  }
  return { kind: 'database', action: 'drop', name: String(f['dbname']), template: null, missingOk: f['missing_ok'] === true, force, tag: 'DROP DATABASE' };
}
