import { dropRuleSql, storeRuleSql, type RelationDef } from '@pgsqlite/catalog';
import { deparseSync } from 'pgsql-deparser';
import type { AstNode, Fields } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { parseStatements } from '../parse/parser.js';

/**
 * The rules whose actions name a relation moved to `schema` (ALTER … SET SCHEMA), stored again
 * with the name qualified: PostgreSQL's rule actions refer by OID (pg_rules then prints the new
 * schema); pgsqlite keeps them as SQL text, which would no longer find the relation.
 */
export function qualifyInRules(ctx: PlanCtx, rel: RelationDef, schema: string): string[] {
  const steps: string[] = [];
  for (const rule of ctx.catalog.rules?.() ?? []) {
    let changed = false;
    const actions = rule.actions.map((text) => {
      if (!text.includes(rel.name)) return text;
      const ast = parseStatements(text)[0]?.ast as AstNode | undefined;
      if (ast === undefined || !qualifyRangeVars(ast, rel, schema)) return text;
      changed = true;
      return deparseSync(ast, { pretty: false });
    });
    if (!changed) continue;
    const { oid, ...def } = rule;
    steps.push(dropRuleSql(oid), storeRuleSql({ ...def, actions }, String(oid)));
  }
  return steps;
}

/**
 * Qualifies the RangeVars naming `rel` (unqualified, or by its old schema) with `schema`: FROM
 * items, and the bare `relation` of INSERT / UPDATE / DELETE; whether any was.
 */
export function qualifyRangeVars(tree: unknown, rel: RelationDef, schema: string): boolean {
  let changed = false;
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (n && typeof n === 'object') {
      const rec = n as Record<string, unknown>;
      const rv = (rec['RangeVar'] ?? rec['relation']) as Fields | undefined;
      if (rv && rv['relname'] === rel.name && (rv['schemaname'] === undefined || rv['schemaname'] === rel.schema)) {
        rv['schemaname'] = schema;
        changed = true;
      }
      Object.values(n).forEach(walk);
    }
  };
  walk(tree);
  return changed;
}
