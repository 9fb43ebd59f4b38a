import { INTERNAL_PREFIX } from '@pgsqlite/catalog';
import { type AstNode, type Fields, names } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlPlan } from '../plan.js';
import { bumpVersion, unregisterRelation } from './catalog-steps.js';

const KINDS: Record<string, { kind: string; word: string; tag: string; sqlite: string }> = {
  OBJECT_TABLE: { kind: 'r', word: 'table', tag: 'DROP TABLE', sqlite: 'TABLE' },
  OBJECT_INDEX: { kind: 'i', word: 'index', tag: 'DROP INDEX', sqlite: 'INDEX' },
  OBJECT_VIEW: { kind: 'v', word: 'view', tag: 'DROP VIEW', sqlite: 'VIEW' },
};

/** DROP TABLE / INDEX / VIEW [IF EXISTS] name, … [CASCADE | RESTRICT] */
export function planDrop(ctx: PlanCtx, stmt: Fields): DdlPlan {
  const k = KINDS[stmt['removeType'] as string];
  if (!k) throw ctx.error('feature_not_supported', `DROP ${String(stmt['removeType']).slice(7)} is not supported by pgsqlite yet`);
  const steps: string[] = [];
  const notices: string[] = [];
  for (const obj of (stmt['objects'] as AstNode[]) ?? []) {
    const parts = names((obj['List'] as Fields | undefined)?.['items'] as AstNode[] | undefined);
    const name = parts[parts.length - 1] ?? '';
    const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
    const shown = parts.join('.');
    const rel = name.startsWith(INTERNAL_PREFIX) ? undefined : ctx.catalog.findRelation(name, schema, ctx.searchPath);
    if (!rel) {
      if (stmt['missing_ok']) {
        notices.push(`${k.word} "${shown}" does not exist, skipping`);
        continue;
      }
      throw ctx.error(k.kind === 'i' ? 'undefined_object' : 'undefined_table', `${k.word} "${shown}" does not exist`);
    }
    if (rel.kind !== k.kind) {
      throw ctx.error('wrong_object_type', `"${shown}" is not ${k.word === 'index' ? 'an index' : `a ${k.word}`}`, undefined, {
        hint: `Use DROP ${rel.kind === 'i' ? 'INDEX' : rel.kind === 'v' ? 'VIEW' : 'TABLE'} to remove ${rel.kind === 'i' ? 'an index' : rel.kind === 'v' ? 'a view' : 'a table'}.`,
      });
    }
    steps.push(`DROP ${k.sqlite} ${quoteIdent(rel.sqliteName)}`, ...unregisterRelation(rel.oid));
    if (k.kind === 'r') steps.push(`DELETE FROM _pgsqlite_class WHERE relkind = 'i' AND sqlite_name NOT IN (SELECT name FROM sqlite_schema WHERE type = 'index')`);
  }
  if (steps.length) steps.push(bumpVersion());
  return { kind: 'ddl', steps, tag: k.tag, notices };
}
