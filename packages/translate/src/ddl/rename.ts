import { findUserType, type RelationDef } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import { quoteIdent, quoteString, sqlLiteral } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { lookupRelation } from '../stmt/from-clause.js';
import type { DdlPlan } from '../plan.js';
import { CatalogWriter, defineSequenceSql } from './catalog-steps.js';
import { printCheck } from './expr-text.js';
import { defaultSchema, freshSqliteName } from './names.js';
import { pgQuoteIdent } from './pg-ident.js';
import { rebuildSteps } from './rebuild.js';
import { hierarchyTriggerSql, partitionsOf } from './create-partition.js';
import { loadModel, parseExprText } from './table-model.js';
import { viewText } from './create-view.js';
import { renameInViewQuery } from './view-deparse/rename-in-view.js';
import { renameViewColumnSteps, renamedDefinition } from './rename-view-column.js';
import { parseStatements } from '../parse/parser.js';
import { sqlConstruct } from '../errors/construct-names.js';
import { planRenameTrigger } from './rename-trigger.js';
import { planRenameDomainConstraint, planRenameType } from './rename-type.js';
import { planRenameRoutine } from './rename-routine.js';
import { planRenameSchema } from './rename-schema.js';
import { isSystemColumnName, systemColumnClash } from '../analyze/system-columns.js';

const TAGS: Record<string, string> = {
  OBJECT_TABLE: 'ALTER TABLE', OBJECT_COLUMN: 'ALTER TABLE', OBJECT_TABCONSTRAINT: 'ALTER TABLE',
  OBJECT_INDEX: 'ALTER INDEX', OBJECT_SEQUENCE: 'ALTER SEQUENCE', OBJECT_VIEW: 'ALTER VIEW', OBJECT_MATVIEW: 'ALTER MATERIALIZED VIEW',
};

/** ALTER TABLE|INDEX|SEQUENCE|VIEW … RENAME [COLUMN|CONSTRAINT] … TO … */
export function planRename(ctx: PlanCtx, stmt: Fields): DdlPlan {
  const type = String(stmt['renameType']);
  if (type === 'OBJECT_TRIGGER') return planRenameTrigger(ctx, stmt);
  if (type === 'OBJECT_TYPE' || type === 'OBJECT_DOMAIN') return planRenameType(ctx, stmt);
  if (type === 'OBJECT_DOMCONSTRAINT') return planRenameDomainConstraint(ctx, stmt);
  if (type === 'OBJECT_SCHEMA') return planRenameSchema(ctx, stmt);
  const routine = planRenameRoutine(ctx, stmt);
  if (routine !== undefined) return routine;
  // ALTER VIEW v RENAME COLUMN: the column's relation kind as written (relationType) names the command
  const tag = type === 'OBJECT_COLUMN' && (stmt['relationType'] === 'OBJECT_VIEW' || stmt['relationType'] === 'OBJECT_MATVIEW') ? TAGS[String(stmt['relationType'])] : TAGS[type];
  if (!tag) throw ctx.error('feature_not_supported', `ALTER ${sqlConstruct(String(type))} … RENAME is not supported by pgsqlite yet`);
  const rv = stmt['relation'] as Fields;
  let rel: RelationDef;
  try {
    rel = lookupRelation(new Scope(ctx), rv);
  } catch (e) {
    if (stmt['missing_ok'] && e instanceof PgError && e.code === '42P01') return { kind: 'ddl', steps: [], tag, notices: [`relation "${String(rv['relname'])}" does not exist, skipping`] };
    throw e;
  }
  const newName = String(stmt['newname']);
  const w = new CatalogWriter();
  if (type === 'OBJECT_COLUMN') return { kind: 'ddl', steps: [...renameColumnTree(ctx, rel, String(stmt['subname']), newName, rv['inh'] === true), ...w.finish()], tag, notices: [] };
  if (type === 'OBJECT_TABCONSTRAINT') return { kind: 'ddl', steps: [...renameConstraint(ctx, rel, String(stmt['subname']), newName), ...w.finish()], tag, notices: [] };
  if (ctx.catalog.findRelation(newName, rel.schema, [rel.schema])) throw ctx.error('duplicate_table', `relation "${newName}" already exists`);
  // the row type is renamed with it (RenameTypeInternal): an enum or domain of that name is in the way
  if (rel.rowType !== undefined && findUserType(ctx.catalog, newName, rel.schema, []) !== undefined) throw ctx.error('duplicate_object', `type "${newName}" already exists`);
  const steps = [`UPDATE _pgsqlite_class SET relname = ${quoteString(newName)} WHERE oid = ${rel.oid}`];
  if (type === 'OBJECT_MATVIEW' && rel.kind !== 'm') throw ctx.error('wrong_object_type', `"${rel.name}" is not a materialized view`);
  if (rel.kind === 'r' || rel.kind === 'p' || rel.kind === 'm') {
    const sqliteName = freshSqliteName(ctx, rel.schema, newName);
    // Not legacy: SQLite rewrites the views that read the table (PostgreSQL's views follow by OID).
    steps.push(
      `ALTER TABLE ${quoteIdent(rel.sqliteName)} RENAME TO ${quoteIdent(sqliteName)}`,
      `UPDATE _pgsqlite_class SET sqlite_name = ${quoteString(sqliteName)} WHERE oid = ${rel.oid}`,
      `UPDATE _pgsqlite_sequence SET autoinc_table = ${quoteString(sqliteName)} WHERE autoinc_table = ${quoteString(rel.sqliteName)}`,
    );
    steps.push(...renameInViews(ctx, rel, { ...rel, name: newName }, null));
  }
  if (rel.kind === 'S') steps.push(...renameSequenceSteps(ctx, rel, newName));
  return { kind: 'ddl', steps: [...steps, ...w.finish()], tag, notices: [] };
}

/**
 * A renamed sequence: its store counter's name (error messages) and the `nextval('name'::regclass)`
 * defaults that name it (PostgreSQL stores the OID, so they follow the rename).
 */
function renameSequenceSteps(ctx: PlanCtx, rel: RelationDef, newName: string): string[] {
  const seq = ctx.catalog.sequenceByOid(rel.oid);
  if (!seq) return [];
  const steps: string[] = [];
  if (seq.storeKey) steps.push(`UPDATE _pgsqlite_seqstore SET store_key = ${defineSequenceSql(seq.storeKey, { ...seq, name: newName }, null)} WHERE seqrelid = ${seq.oid}`);
  const shown = (n: string): string => (rel.schema === defaultSchema(ctx) ? pgQuoteIdent(n) : `${pgQuoteIdent(rel.schema)}.${pgQuoteIdent(n)}`);
  const text = (n: string): string => quoteString(`nextval('${shown(n).split("'").join("''")}'::regclass)`);
  steps.push(`UPDATE _pgsqlite_attribute SET attdefault = ${text(newName)} WHERE attdefault = ${text(rel.name)}`);
  return steps;
}

/** Renames column references in a stored expression and prints it again. */
function renameInText(text: string, from: string, to: string, types: Map<string, number>): string {
  const node = parseExprText(text);
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (n && typeof n === 'object') {
      const rec = n as Record<string, unknown>;
      const ref = rec['ColumnRef'] as Fields | undefined;
      if (ref) {
        const last = (ref['fields'] as AstNode[]).at(-1);
        const str = last ? (fieldsOf(last) as Fields) : undefined;
        if (str && str['sval'] === from) str['sval'] = to;
      } else Object.values(rec).forEach(walk);
    }
  };
  walk(node);
  return printCheck(node, types);
}

/**
 * The stored text (pg_get_viewdef) of the views reading `rel`, printed again after a rename of
 * the table (`after.name`) or of one of its columns (`column`): references follow, and a view
 * column keeps its name (`t.new AS old`), as PostgreSQL's views, which refer by OID, do.
 */
function renameInViews(ctx: PlanCtx, rel: RelationDef, after: RelationDef, column: { from: string; to: string } | null): string[] {
  const steps: string[] = [];
  for (const view of ctx.catalog.relations()) {
    if ((view.kind !== 'v' && view.kind !== 'm') || !view.viewDefinition || !view.viewDependencies?.includes(rel.oid)) continue;
    const query = parseStatements(view.viewDefinition)[0]?.ast as AstNode | undefined;
    if (!query?.['SelectStmt']) continue;
    renameInViewQuery(query['SelectStmt'] as Fields, { name: rel.name, schema: rel.schema, to: after.name, ...(column ? { column } : {}) });
    steps.push(`UPDATE _pgsqlite_view SET definition = ${quoteString(viewText(ctx, query, after))} WHERE oid = ${view.oid}`);
  }
  return steps;
}

/**
 * RENAME COLUMN of a table in an inheritance tree (renameatt_internal): without ONLY the column is
 * renamed in every descendant too; a column a table inherits cannot be renamed on its own (42P16,
 * nor when it has more parents than the rename reaches), and ONLY on a table with children is
 * refused (they would keep the old name, and the parent would no longer read their rows). The
 * partition routing of the hierarchy is made again with the new names.
 */
function renameColumnTree(ctx: PlanCtx, rel: RelationDef, from: string, to: string, recurse: boolean): string[] {
  if (rel.kind === 'v' || rel.kind === 'm') return renameColumn(ctx, rel, from, to);
  const tree = [rel];
  if (recurse) {
    for (let i = 0; i < tree.length; i++) {
      for (const oid of (tree[i] as RelationDef).inheritedBy ?? []) {
        const child = ctx.catalog.relationByOid(oid);
        if (child !== undefined && !tree.some((r) => r.oid === oid)) tree.push(child);
      }
    }
  } else if ((rel.inheritedBy ?? []).length > 0) {
    throw ctx.error('invalid_table_definition', `inherited column "${from}" must be renamed in child tables too`);
  }
  const inTree = new Set(tree.map((r) => r.oid));
  const steps: string[] = [];
  const renamed = new Map<number, RelationDef>();
  // children first, as PostgreSQL recurses before renaming the table itself (which error comes first)
  for (const r of [...tree.slice(1), rel]) {
    const expectedParents = r === rel ? 0 : (r.inherits ?? []).filter((p) => inTree.has(p)).length;
    const inhCount = (r.inherits ?? []).filter((p) => ctx.catalog.relationByOid(p)?.columns.some((c) => c.name === from)).length;
    if (r.columns.some((c) => c.name === from) && inhCount > expectedParents) throw ctx.error('invalid_table_definition', `cannot rename inherited column "${from}"`);
    steps.push(...renameColumn(ctx, r, from, to));
    const after: RelationDef = { ...r, columns: r.columns.map((c) => (c.name === from ? { ...c, name: to, sqliteName: to } : c)) };
    // an expression of the partition key names the column (pg_partitioned_table.partexprs follow by attnum)
    if (r.partitionKey !== undefined && r.partitionKey.keys.some((k) => k.expr !== null)) {
      const types = new Map(after.columns.map((c) => [c.name, c.typeOid]));
      after.partitionKey = { ...r.partitionKey, keys: r.partitionKey.keys.map((k) => (k.expr === null ? k : { ...k, expr: renameInText(k.expr, from, to, types) })) };
      steps.push(`UPDATE _pgsqlite_partition SET partkey = ${quoteString(JSON.stringify(after.partitionKey))} WHERE relid = ${r.oid}`);
    }
    renamed.set(r.oid, after);
  }
  return [...steps, ...routingAfter(ctx, tree, renamed)];
}

/** The routing triggers of the partitioned tables among `tree` (and of the one above it), made with the renamed columns. */
function routingAfter(ctx: PlanCtx, tree: readonly RelationDef[], renamed: ReadonlyMap<number, RelationDef>): string[] {
  const top = tree[0] as RelationDef;
  const root = top.partitionBound !== undefined ? ctx.catalog.relationByOid(top.inherits?.[0] ?? 0) : top.partitionKey !== undefined ? top : undefined;
  if (root === undefined) return [];
  const catalog = Object.create(ctx.catalog) as PlanCtx['catalog'];
  const byOid = ctx.catalog.relationByOid.bind(ctx.catalog);
  Object.defineProperty(catalog, 'relationByOid', { value: (oid: number) => renamed.get(oid) ?? byOid(oid) });
  const view = Object.create(ctx) as PlanCtx;
  Object.defineProperty(view, 'catalog', { value: catalog });
  const parent = view.catalog.relationByOid(root.oid) as RelationDef;
  return hierarchyTriggerSql(view, parent, partitionsOf(view, parent));
}

function renameColumn(ctx: PlanCtx, rel: RelationDef, from: string, to: string): string[] {
  if (rel.kind === 'v') return [...renameViewColumnSteps(ctx, rel, from, to), ...renameInViews(ctx, rel, { ...rel, columns: rel.columns.map((c) => (c.name === from ? { ...c, name: to } : c)) }, { from, to })];
  const col = rel.columns.find((c) => c.name === from);
  if (!col) throw ctx.error('undefined_column', `column "${from}" does not exist`);
  if (rel.columns.some((c) => c.name === to)) throw ctx.error('duplicate_column', `column "${to}" of relation "${rel.name}" already exists`);
  if (isSystemColumnName(to) && rel.kind !== 'c') throw systemColumnClash(ctx, to);
  const types = new Map(rel.columns.map((c) => [c.name === from ? to : c.name, c.typeOid]));
  const steps = [
    `ALTER TABLE ${quoteIdent(rel.sqliteName)} RENAME COLUMN ${quoteIdent(col.sqliteName)} TO ${quoteIdent(to)}`,
    `UPDATE _pgsqlite_attribute SET attname = ${quoteString(to)}, sqlite_name = ${quoteString(to)} WHERE attrelid = ${rel.oid} AND attnum = ${col.attnum}`,
  ];
  for (const c of rel.columns) {
    if (c.generated === 's' && c.defaultExpr) steps.push(`UPDATE _pgsqlite_attribute SET attdefault = ${quoteString(renameInText(c.defaultExpr, from, to, types))} WHERE attrelid = ${rel.oid} AND attnum = ${c.attnum}`);
  }
  for (const k of ctx.catalog.constraintsOf(rel.oid)) {
    if (k.type === 'c' && k.checkExpr) steps.push(`UPDATE _pgsqlite_constraint SET condef = ${quoteString(renameInText(k.checkExpr, from, to, types))} WHERE oid = ${k.oid}`);
  }
  for (const i of ctx.catalog.indexes()) {
    if (i.relOid !== rel.oid) continue;
    const keys = i.keys.map((k) => (k.expr === null ? k : { ...k, expr: renameInText(k.expr, from, to, types) }));
    const pred = i.predicate === null ? null : renameInText(i.predicate, from, to, types);
    steps.push(`UPDATE _pgsqlite_index SET indkey = ${quoteString(JSON.stringify(i.method ? { am: i.method, keys } : keys))}, indpred = ${sqlLiteral(pred)} WHERE indexrelid = ${i.oid}`);
  }
  // a materialized view's stored query names the column anew (`… AS to`), as for a view
  const definition = rel.kind === 'm' ? renamedDefinition(ctx, rel, col.attnum, to) : undefined;
  if (definition !== undefined) steps.push(`UPDATE _pgsqlite_view SET definition = ${quoteString(definition)} WHERE oid = ${rel.oid}`);
  const after = { ...rel, columns: rel.columns.map((c) => (c.name === from ? { ...c, name: to } : c)) };
  steps.push(...renameInViews(ctx, rel, after, { from, to }));
  return steps;
}

function renameConstraint(ctx: PlanCtx, rel: RelationDef, from: string, to: string): string[] {
  const k = ctx.catalog.constraintsOf(rel.oid).find((c) => c.name === from);
  if (!k) throw ctx.error('undefined_object', `constraint "${from}" for table "${rel.name}" does not exist`);
  if (ctx.catalog.constraintsOf(rel.oid).some((c) => c.name === to)) throw ctx.error('duplicate_object', `constraint "${to}" for relation "${rel.name}" already exists`);
  const steps = [`UPDATE _pgsqlite_constraint SET conname = ${quoteString(to)} WHERE oid = ${k.oid}`];
  if (k.indexOid) {
    if (ctx.catalog.findRelation(to, rel.schema, [rel.schema])) throw ctx.error('duplicate_table', `relation "${to}" already exists`);
    steps.push(`UPDATE _pgsqlite_class SET relname = ${quoteString(to)} WHERE oid = ${k.indexOid}`);
    return steps;
  }
  // CHECK and FOREIGN KEY names live in SQLite's table definition (its errors name them): rebuild.
  const m = loadModel(ctx, rel);
  m.constraints = m.constraints.map((c) => (c.oid === k.oid ? { ...c, name: to } : c));
  return [...rebuildSteps(ctx, [m]), ...steps];
}
