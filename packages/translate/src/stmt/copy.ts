import { PgError } from '@pgsqlite/errors';
import type { ColumnDef, RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import type { CopyColumn, CopyPlan, ResultColumn, SqlPlan } from '../plan.js';
import { lookupRelation } from './from-clause.js';
import { processCopyOptions, type CopyOptionLists } from './copy-options.js';
import { translateSelect } from './select.js';
import { sqlConstruct } from '../errors/construct-names.js';
import { hasTopLevelSessionCall, planSessionFunctions } from './session-functions.js';

/** Builds the SqlPlan of COPY's query from raw SQL and its result columns (the translator's helper). */
export type CopyQueryPlanner = (rawSql: string, columns: ResultColumn[]) => SqlPlan;

const SERVER_FILE_HINT = "Anyone can COPY to stdout or from stdin. psql's \\copy command also works for anyone.";

/**
 * COPY … FROM STDIN / TO STDOUT and COPY (query) TO STDOUT (copy.c DoCopy, BeginCopyFrom/To).
 * Server files and programs are refused as PostgreSQL refuses them to non-superusers (42501).
 */
export function planCopy(ctx: PlanCtx, f: Fields, planQuery: CopyQueryPlanner): CopyPlan {
  const isFrom = f['is_from'] === true;
  checkPipe(f, isFrom);
  const { options, lists } = processCopyOptions(ctx, (f['options'] as AstNode[] | undefined) ?? [], isFrom);
  if (f['whereClause'] !== undefined) throw ctx.error('feature_not_supported', 'COPY FROM … WHERE is not supported by pgsqlite yet');
  if (f['query'] !== undefined) return planQueryTo(ctx, f['query'] as AstNode, options, lists, planQuery);
  const rel = lookupRelation(new Scope(ctx), f['relation'] as Fields);
  checkRelKind(rel, isFrom);
  const columns = copyColumns(rel, (f['attlist'] as AstNode[] | undefined) ?? []);
  const names = columns.map((c) => c.name);
  const allNames = rel.columns.map((c) => c.name);
  const force = resolveLists(names, allNames, lists, (n) => new PgError('undefined_column', `column "${n}" of relation "${rel.name}" does not exist`));
  const plan: CopyPlan = {
    kind: 'copy',
    direction: isFrom ? 'from' : 'to',
    options: { ...options, ...force },
    columns: columns.map((c) => ({ name: c.name, typeOid: c.typeOid, typmod: c.typmod })),
    relation: rel.name,
  };
  const target = `${quotePg(rel.schema)}.${quotePg(rel.name)}`;
  const list = columns.map((c) => quotePg(c.name)).join(', ');
  if (isFrom) {
    const overriding = columns.some((c) => c.identity === 'a') ? ' OVERRIDING SYSTEM VALUE' : '';
    plan.insertPrefix = `INSERT INTO ${target} (${list})${overriding} VALUES `;
    return plan;
  }
  plan.query = planRelationQuery(ctx, rel, columns, planQuery);
  return plan;
}

function checkPipe(f: Fields, isFrom: boolean): void {
  if (f['is_program'] === true) {
    throw new PgError('insufficient_privilege', 'must be superuser or have privileges of the pg_execute_server_program role to COPY to or from an external program', {
      hint: SERVER_FILE_HINT,
    });
  }
  if (f['filename'] === undefined) return;
  const message = isFrom
    ? 'must be superuser or have privileges of the pg_read_server_files role to COPY from a file'
    : 'must be superuser or have privileges of the pg_write_server_files role to COPY to a file';
  throw new PgError('insufficient_privilege', message, { hint: SERVER_FILE_HINT });
}

function checkRelKind(rel: RelationDef, isFrom: boolean): void {
  if (rel.kind === 'r' || (rel.kind === 'p' && isFrom)) return;
  if (rel.kind === 'p') throw new PgError('wrong_object_type', `cannot copy from partitioned table "${rel.name}"`, { hint: 'Try the COPY (SELECT ...) TO variant.' });
  const what = rel.kind === 'v' ? 'view' : rel.kind === 'm' ? 'materialized view' : rel.kind === 'S' ? 'sequence' : 'non-table relation';
  if (isFrom) {
    const hint = rel.kind === 'v' ? 'To enable copying to a view, provide an INSTEAD OF INSERT trigger.' : undefined;
    throw new PgError('wrong_object_type', `cannot copy to ${what} "${rel.name}"`, hint === undefined ? {} : { hint });
  }
  const hint = rel.kind === 'v' || rel.kind === 'm' ? 'Try the COPY (SELECT ...) TO variant.' : undefined;
  throw new PgError('wrong_object_type', `cannot copy from ${what} "${rel.name}"`, hint === undefined ? {} : { hint });
}

/** copy.c CopyGetAttnums: all non-generated columns, or the listed ones (42703, 42701, 42P10). */
function copyColumns(rel: RelationDef, attlist: readonly AstNode[]): ColumnDef[] {
  if (attlist.length === 0) return rel.columns.filter((c) => c.generated !== 's');
  const out: ColumnDef[] = [];
  for (const node of attlist) {
    const name = strVal(node);
    const col = rel.columns.find((c) => c.name === name);
    if (col === undefined) throw new PgError('undefined_column', `column "${name}" of relation "${rel.name}" does not exist`);
    if (col.generated === 's') {
      throw new PgError('invalid_column_reference', `column "${name}" is a generated column`, { detail: 'Generated columns cannot be used in COPY.' });
    }
    if (out.includes(col)) throw new PgError('duplicate_column', `column "${name}" specified more than once`);
    out.push(col);
  }
  return out;
}

/**
 * FORCE_QUOTE / FORCE_NOT_NULL / FORCE_NULL as one flag per copied column: a name that is no
 * column at all is `unknown` (42703), a column that is not copied is 42P10.
 */
function resolveLists(
  names: readonly string[],
  allNames: readonly string[],
  lists: CopyOptionLists,
  unknown: (name: string) => PgError,
): Pick<CopyPlan['options'], 'forceQuote' | 'forceNotNull' | 'forceNull'> {
  const flags = (list: string[] | '*' | undefined, label: string): boolean[] => {
    if (list === '*') return names.map(() => true);
    const out = names.map(() => false);
    for (const n of list ?? []) {
      if (!allNames.includes(n)) throw unknown(n);
      const i = names.indexOf(n);
      if (i < 0) throw new PgError('invalid_column_reference', `${label} column "${n}" not referenced by COPY`);
      out[i] = true;
    }
    return out;
  };
  return {
    forceQuote: flags(lists.forceQuote, 'FORCE_QUOTE'),
    forceNotNull: flags(lists.forceNotNull, 'FORCE_NOT_NULL'),
    forceNull: flags(lists.forceNull, 'FORCE_NULL'),
  };
}

function planRelationQuery(ctx: PlanCtx, rel: RelationDef, columns: readonly ColumnDef[], planQuery: CopyQueryPlanner): SqlPlan {
  const select: Fields = {
    targetList: columns.map((c) => ({ ResTarget: { val: { ColumnRef: { fields: [{ String: { sval: c.name } }] } } } })),
    fromClause: [{ RangeVar: { schemaname: rel.schema, relname: rel.name, inh: true, relpersistence: 'p' } }],
    limitOption: 'LIMIT_OPTION_DEFAULT',
    op: 'SETOP_NONE',
  };
  const r = translateSelect(select, new Scope(ctx));
  return planQuery(r.sql, r.columns.map((c) => ({ name: c.name, typeOid: c.type, typmod: c.typmod, tableOid: c.tableOid, attnum: c.attnum })));
}

function planQueryTo(ctx: PlanCtx, query: AstNode, options: ReturnType<typeof processCopyOptions>['options'], lists: CopyOptionLists, planQuery: CopyQueryPlanner): CopyPlan {
  if (nodeType(query) !== 'SelectStmt') throw ctx.error('feature_not_supported', `COPY (${sqlConstruct(nodeType(query))}) TO is not supported by pgsqlite yet`);
  // a query calling session functions (pg_sleep() per row) among its output columns: the session runs them
  const calls = hasTopLevelSessionCall(fieldsOf(query)) ? planSessionFunctions(ctx, fieldsOf(query), planQuery) : null;
  if (calls !== null && calls.columns !== null) {
    const names = calls.columns.map((c) => c.name);
    const force = resolveLists(names, names, lists, (n) => new PgError('undefined_column', `column "${n}" does not exist`));
    return { kind: 'copy', direction: 'to', options: { ...options, ...force }, columns: calls.columns.map((c) => ({ name: c.name, typeOid: c.typeOid, typmod: c.typmod })), relation: null, query: calls };
  }
  const r = translateSelect(fieldsOf(query), new Scope(ctx));
  const columns = r.columns.map((c) => ({ name: c.name, typeOid: c.type, typmod: c.typmod, tableOid: c.tableOid, attnum: c.attnum }));
  const names = columns.map((c) => c.name);
  const force = resolveLists(names, names, lists, (n) => new PgError('undefined_column', `column "${n}" does not exist`));
  const copyColumnsOut: CopyColumn[] = columns.map((c) => ({ name: c.name, typeOid: c.typeOid, typmod: c.typmod }));
  return { kind: 'copy', direction: 'to', options: { ...options, ...force }, columns: copyColumnsOut, relation: null, query: planQuery(r.sql, columns) };
}

/** Always-quoted PostgreSQL identifier (the session re-parses the INSERT text). */
function quotePg(name: string): string {
  return `"${name.split('"').join('""')}"`;
}
