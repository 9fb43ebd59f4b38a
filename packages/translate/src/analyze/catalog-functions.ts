import { type Catalog, CatalogClassOid, Oid, builtinColumnIndex, builtinRows, builtinTableName, findRowType, findUserType, rowTypesOf, userTypesOf } from '@pgsqlite/catalog';
import { quoteIdent, quoteString } from '../sql/quote.js';
import type { ScalarImpl } from './scalar-functions.js';
import type { ExprEnv } from './expr.js';
import type { Expr } from './expr-types.js';
import { ruleDefinition } from '../catalog-views/pg-rules.js';
import { isVisible, lookupSql, oidArg, resolveRelationName, textArg } from './catalog-lookup.js';
import { constraintDef, domainCheckDef, indexDef } from '../catalog-views/definitions.js';
import { plainExpression } from '../ddl/expr-plain.js';
import { pgQuoteIdent } from '../ddl/pg-ident.js';
import { userDescriptions } from '../catalog-views/pg-class.js';
import { isInteger } from './types.js';
import { currentSchemas } from './current-schema.js';
import { CATALOG_ARRAY_FUNCTIONS } from './catalog-arrays.js';
import { pgGetSerialSequence } from './fn-sequences.js';
import { toRegtype } from '../catalog-views/to-regtype.js';
import { USER_FUNCTION_DEFS } from './fn-user-defs.js';
import { triggerDefinition } from '../catalog-views/pg-trigger.js';
import { formatTypeSql } from '../catalog-views/user-type-names.js';
import { builtinVisibleSql } from '../catalog-views/builtin-lookup.js';
import { PARTITION_FUNCTIONS } from './fn-partition.js';
import { PRIVILEGE_FUNCTIONS } from './fn-privileges.js';
import { TEMP_SCHEMA_FUNCTIONS } from './fn-temp-schema.js';
import { RECOVERY_FUNCTIONS } from './fn-recovery.js';
import { RELATION_SIZE_FUNCTIONS } from './fn-relation-size.js';
import { SESSION_INFO_FUNCTIONS } from './fn-session-info.js';
import { UPDATABLE_FUNCTIONS } from './fn-updatable.js';
import { requalifiedDefault, requalifiedViewQuery } from './requalify-names.js';
import { regclassFromText } from './reg-names.js';
import { cachedViewText } from '../ddl/view-deparse/view-text.js';
import { parseStatements } from '../parse/parser.js';
import type { AstNode } from '../parse/ast.js';
import type { PlanCtx } from './context.js';
import type { RelationDef } from '@pgsqlite/catalog';

const r = (sql: string, type: number) => ({ sql, type, typmod: -1 });

function ctxOf(env: ExprEnv) {
  return env.scope.ctx;
}

/**
 * pg_*_is_visible(oid): true for system objects (OIDs below 16384 live in pg_catalog, which is
 * always searched first) and for the user objects `visible` lists for the catalog and search path.
 */
function isVisibleFn(visible: (ctx: ReturnType<typeof ctxOf>) => number[], builtin: [table: string, nsColumn: string]): ScalarImpl {
  return (args, env) => {
    const a = args.length === 1 ? oidArg(env, args[0]) : undefined;
    if (!a) return undefined;
    const oids = visible(ctxOf(env));
    // A built-in object: visible when its schema is on the search path (pg_catalog always is).
    const system = builtinVisibleSql(ctxOf(env), builtin[0], builtin[1], a.sql);
    return r(`(CASE WHEN ${a.sql} IS NULL THEN NULL WHEN ${a.sql} < 16384 THEN COALESCE(${system}, 0) WHEN ${a.sql} IN (${oids.join(', ') || 'NULL'}) THEN 1 ELSE 0 END)`, Oid.bool);
  };
}

/** pg_*_is_visible of catalogs holding built-in objects only (operators, collations, …). */
const builtinOnlyVisible = (table: string, nsColumn: string): ScalarImpl => isVisibleFn(() => [], [table, nsColumn]);

/** pg_table_is_visible: the relations found first on the search path. */
const pgTableIsVisible = isVisibleFn(({ catalog, searchPath }) => [...catalog.relations()].filter((rel) => isVisible(catalog, rel, searchPath)).map((rel) => rel.oid), ['pg_class', 'relnamespace']);

/** pg_type_is_visible: the user types (and their arrays) their unqualified name finds on the search path. */
const pgTypeIsVisible = isVisibleFn(({ catalog, searchPath }) =>
  [
    ...userTypesOf(catalog)
      .filter((t) => findUserType(catalog, t.name, undefined, searchPath)?.oid === t.oid)
      .flatMap((t) => [t.oid, t.arrayOid]),
    // row types (tables, views, composite types): found first on the search path
    ...rowTypesOf(catalog)
      .filter((t) => findUserType(catalog, t.name, undefined, searchPath) === undefined && findRowType(catalog, t.name, undefined, searchPath)?.oid === t.oid)
      .flatMap((t) => [t.oid, t.arrayOid]),
  ],
  ['pg_type', 'typnamespace'],
);

/** pg_function_is_visible: the user routines and aggregates of a schema on the search path. */
const pgFunctionIsVisible = isVisibleFn(({ catalog, searchPath }) => [...(catalog.userFunctions?.() ?? []), ...(catalog.userAggregates?.() ?? [])].filter((f) => searchPath.includes(f.schema)).map((f) => f.oid), ['pg_proc', 'pronamespace']);

const alwaysTrue = (min: number, max: number): ScalarImpl => (args) => (args.length >= min && args.length <= max ? r('1', Oid.bool) : undefined);

/** pg_get_expr(pg_node_tree, relation oid [, pretty]): the expression text kept in the catalog. */
const pgGetExpr: ScalarImpl = (args, env) => {
  if (args.length < 2 || args.length > 3) return undefined;
  const a = textArg(env, args[0]);
  if (!a) return undefined;
  // defaults naming a relation the reader's search path would not find, qualified (regclassout)
  const { catalog, searchPath } = ctxOf(env);
  const pairs: [string, string][] = [];
  for (const rel of catalog.relations()) {
    for (const c of rel.columns) {
      const text = c.defaultExpr === null ? undefined : requalifiedDefault(catalog, rel, c.defaultExpr, c.typeOid, searchPath);
      if (text !== undefined) pairs.push([`${rel.oid}:${c.defaultExpr}`, text]);
    }
  }
  const text = pairs.length === 0 || args[1] === undefined ? a.sql : `COALESCE(${lookupSql(`(${args[1].sql} || ':' || ${a.sql})`, pairs)}, ${a.sql})`;
  return r(prettyChoice(args[2], (pretty) => (pretty ? text : plainExpressions(catalog, text))), Oid.text);
};

/**
 * The text of a pg_get_*def function for its `pretty` argument: a constant chooses one form (none:
 * not pretty), anything else both under a CASE.
 */
function prettyChoice(arg: Expr | undefined, text: (pretty: boolean) => string): string {
  if (arg === undefined) return text(false);
  if (arg.constant !== undefined) return text(arg.constant.value !== null && Number(arg.constant.value) === 1);
  return `(CASE WHEN ${arg.sql} THEN ${text(true)} ELSE ${text(false)} END)`;
}

/**
 * `text` (SQL of a stored expression's pretty form) as pg_get_expr prints it without pretty: every
 * stored expression of the catalog (defaults, CHECK constraints, index predicates and keys,
 * domains') re-printed with ruleutils' own parentheses (ddl/expr-plain.ts); others as they are.
 */
function plainExpressions(catalog: Catalog, text: string): string {
  const pairs: [string, string][] = [];
  const add = (e: string | null | undefined): void => {
    const plain = e === null || e === undefined ? undefined : plainExpression(e);
    if (plain !== undefined && plain !== e) pairs.push([e!, plain]);
  };
  for (const rel of catalog.relations()) for (const c of rel.columns) add(c.defaultExpr);
  for (const c of catalog.constraints()) add(c.checkExpr);
  for (const i of catalog.indexes()) {
    add(i.predicate);
    for (const k of i.keys) add(k.expr);
  }
  for (const t of userTypesOf(catalog)) {
    add(t.defaultExpr);
    for (const c of t.checks) add(c.expr);
  }
  if (pairs.length === 0) return text;
  return `COALESCE(${lookupSql(text, pairs)}, ${text})`;
}

const pgGetConstraintdef: ScalarImpl = (args, env) => {
  const a = args.length >= 1 && args.length <= 2 ? oidArg(env, args[0]) : undefined;
  if (!a) return undefined;
  const { catalog, searchPath } = ctxOf(env);
  const builtin = `(SELECT condef FROM ${builtinTableName('pg_constraint_text')} WHERE oid = ${a.sql})`;
  const def = (pretty: boolean): string => {
    const domainChecks = userTypesOf(catalog).flatMap((t) => t.checks.map((c) => [c.oid, domainCheckDef(c.expr, pretty)] as const));
    return lookupSql(a.sql, [...catalog.constraints().map((c) => [c.oid, constraintDef(catalog, c, searchPath, pretty)] as const), ...domainChecks], builtin);
  };
  return r(prettyChoice(args[1], def), Oid.text);
};

const pgGetIndexdef: ScalarImpl = (args, env) => {
  const a = args.length === 1 || args.length === 3 ? oidArg(env, args[0]) : undefined;
  if (!a) return undefined;
  const { catalog } = ctxOf(env);
  const col = args[1];
  const pretty = args[2] !== undefined && args[2].constant?.value === 1;
  const builtin = `(SELECT indexdef FROM ${builtinTableName('pg_index_text')} WHERE oid = ${a.sql})`;
  const whole = lookupSql(a.sql, catalog.indexes().map((i) => [i.oid, indexDef(catalog, i, pretty, ctxOf(env).searchPath)] as const), builtin);
  if (!col || (col.constant && Number(col.constant.value) === 0)) return r(whole, Oid.text);
  // pg_get_indexdef(oid, n, pretty) with n > 0: the n-th key column alone.
  const pairs: [string, string][] = [];
  for (const i of catalog.indexes()) {
    const rel = catalog.relationByOid(i.relOid);
    i.keys.forEach((k, n) => pairs.push([`${i.oid}:${n + 1}`, k.attnum ? pgQuoteIdent(rel?.columns.find((c) => c.attnum === k.attnum)?.name ?? '?') : k.expr ?? '']));
  }
  return r(`(CASE WHEN ${col.sql} = 0 THEN ${whole} ELSE ${lookupSql(`(${a.sql} || ':' || ${col.sql})`, pairs)} END)`, Oid.text);
};

/**
 * A view's stored text as pg_get_viewdef prints it for `pretty`, with the relations the reader's
 * search path would not find qualified (the stored text itself where the printer cannot lay it out).
 */
function viewDefinitionFor(ctx: PlanCtx, view: RelationDef, pretty: boolean): string {
  const text = view.viewDefinition ?? '';
  if (text === '') return text;
  const parse = (): AstNode | undefined => requalifiedViewQuery(ctx.catalog, text, view.viewDependencies ?? [], ctx.searchPath) ?? (parseStatements(text)[0]?.ast as AstNode | undefined);
  return cachedViewText(ctx, text, parse, pretty, view.columns.map((c) => c.name)) ?? text;
}

/** pg_get_ruledef(oid[, pretty]): a CREATE RULE's text (catalog-views/pg-rules.ts); NULL for other OIDs. */
const pgGetRuledef: ScalarImpl = (args, env) => {
  const a = args.length >= 1 && args.length <= 2 ? oidArg(env, args[0]) : undefined;
  if (!a) return undefined;
  const { catalog } = ctxOf(env);
  const rules = catalog.rules?.() ?? [];
  const plain = lookupSql(a.sql, rules.map((x) => [x.oid, ruleDefinition(catalog, x, false)] as const));
  if (args[1] === undefined) return r(plain, Oid.text);
  const pretty = lookupSql(a.sql, rules.map((x) => [x.oid, ruleDefinition(catalog, x, true)] as const));
  return r(`(CASE WHEN ${args[1].sql} THEN ${pretty} ELSE ${plain} END)`, Oid.text);
};

const pgGetViewdef: ScalarImpl = (args, env) => {
  if (args.length < 1 || args.length > 2) return undefined;
  const { catalog } = ctxOf(env);
  const first = args[0] as Expr;
  // pg_get_viewdef(text [, bool]): an untyped literal takes the text overload (a relation name, 42P01 when none)
  const name = first.type === Oid.unknown || first.type === Oid.text || first.type === Oid.varchar ? textArg(env, first) : undefined;
  const a = name !== undefined ? (r(regclassFromText(ctxOf(env), name.sql), Oid.oid) as Expr) : oidArg(env, first);
  if (!a) return undefined;
  // a constant OID (psql's \d+) prints that view only, not every view of the catalog
  const only = a.constant !== undefined && a.constant.value !== null && typeof a.constant.value !== 'object' ? Number(a.constant.value) : undefined;
  const views = [...catalog.relations()].filter((v) => (v.kind === 'v' || v.kind === 'm') && (only === undefined || v.oid === only));
  const lookup = (pretty: boolean, column: string): string =>
    lookupSql(a.sql, views.map((v) => [v.oid, viewDefinitionFor(ctxOf(env), v, pretty)] as const), `(SELECT ${column} FROM ${builtinTableName('pg_class_text')} WHERE oid = ${a.sql})`);
  if (args[1] === undefined) return r(lookup(false, 'viewdef'), Oid.text);
  return r(`(CASE WHEN ${args[1].sql} THEN ${lookup(true, 'pretty')} ELSE ${lookup(false, 'viewdef')} END)`, Oid.text);
};

/**
 * The comment of an object: COMMENT ON's (the catalog model's), else PostgreSQL's own for a
 * built-in object (the built-in rows of pg_description).
 */
function description(env: ExprEnv, objSql: string, classoid: number | null, subSql: string | null): string {
  const pairs = userDescriptions(ctxOf(env).catalog)
    .filter((d) => (classoid === null || d.classoid === classoid) && (subSql !== null || d.objsubid === 0))
    .map((d) => [subSql === null ? String(d.objoid) : `${d.objoid}:${d.objsubid}`, d.description] as const);
  const user = lookupSql(subSql === null ? `CAST(${objSql} AS TEXT)` : `(${objSql} || ':' || ${subSql})`, pairs);
  const cls = classoid === null ? '' : ` AND classoid = ${classoid}`;
  const builtin = `(SELECT description FROM ${builtinTableName('pg_description')} WHERE objoid = ${objSql}${cls} AND objsubid = ${subSql ?? '0'} LIMIT 1)`;
  return `COALESCE(${user}, ${builtin})`;
}

/** The OID of a catalog of pg_catalog by name (obj_description's second argument), -1 when none. */
function catalogClassOid(name: string): number {
  const rel = builtinRows('pg_class');
  const nameAt = builtinColumnIndex('pg_class', 'relname');
  const nsAt = builtinColumnIndex('pg_class', 'relnamespace');
  const row = rel.find((r) => r[nameAt] === name && r[nsAt] === 11);
  return row === undefined ? -1 : Number(row[0]);
}

const objDescription: ScalarImpl = (args, env) => {
  const a = oidArg(env, args[0]);
  if (!a || args.length > 2) return undefined;
  const cls = args[1];
  const classoid = cls ? catalogClassOid(String(cls.literal ?? cls.constant?.value ?? '')) : null;
  return r(description(env, a.sql, classoid, null), Oid.text);
};

const colDescription: ScalarImpl = (args, env) => {
  const a = oidArg(env, args[0]);
  const n = args[1];
  if (!a || !n || args.length !== 2) return undefined;
  return r(description(env, a.sql, CatalogClassOid.pg_class, n.sql), Oid.text);
};

/**
 * Functions that introspection queries (psql, ORMs) call: format_type, pg_get_expr,
 * pg_table_is_visible, obj_description, … Merged into the scalar allowlist.
 */
export const CATALOG_FUNCTIONS: Record<string, ScalarImpl> = {
  ...CATALOG_ARRAY_FUNCTIONS,
  ...PARTITION_FUNCTIONS,
  ...RECOVERY_FUNCTIONS,
  ...RELATION_SIZE_FUNCTIONS,
  ...SESSION_INFO_FUNCTIONS,
  ...UPDATABLE_FUNCTIONS,
  format_type: (args, env) => {
    const a = oidArg(env, args[0]);
    const m = args[1];
    if (!a || args.length !== 2 || !m || !(isInteger(m.type) || m.type === Oid.unknown || m.isNull)) return undefined;
    const { catalog, searchPath } = ctxOf(env);
    return r(formatTypeSql(catalog, searchPath, a.sql, m.isNull ? 'NULL' : m.sql), Oid.text);
  },
  pg_get_expr: pgGetExpr,
  pg_get_constraintdef: pgGetConstraintdef,
  pg_get_indexdef: pgGetIndexdef,
  pg_get_viewdef: pgGetViewdef,
  pg_get_userbyid: (args, env) => {
    const a = args.length === 1 ? oidArg(env, args[0]) : undefined;
    return a ? r(`(CASE ${a.sql} WHEN 6171 THEN 'pg_database_owner' ELSE pg_role_name(${a.sql}) END)`, Oid.name) : undefined;
  },
  pg_get_serial_sequence: pgGetSerialSequence,
  pg_get_ruledef: pgGetRuledef,
  pg_get_triggerdef: (args, env) => {
    const a = args.length >= 1 && args.length <= 2 ? oidArg(env, args[0]) : undefined;
    if (!a) return undefined;
    const catalog = env.scope.ctx.catalog;
    const list = catalog.triggers?.() ?? [];
    const pretty = args[1] === undefined ? 'FALSE' : args[1].sql;
    const path = env.scope.ctx.searchPath;
    const plain = lookupSql(a.sql, list.map((t) => [t.oid, triggerDefinition(catalog, t, false, path)] as const));
    const nice = lookupSql(a.sql, list.map((t) => [t.oid, triggerDefinition(catalog, t, true, path)] as const));
    return r(list.length === 0 ? plain : `(CASE WHEN ${pretty} THEN ${nice} ELSE ${plain} END)`, Oid.text);
  },
  pg_get_statisticsobjdef_columns: (args) => (args.length === 1 ? r('NULL', Oid.text) : undefined),
  pg_table_is_visible: pgTableIsVisible,
  ...USER_FUNCTION_DEFS,
  pg_type_is_visible: pgTypeIsVisible,
  pg_function_is_visible: pgFunctionIsVisible,
  pg_operator_is_visible: builtinOnlyVisible('pg_operator', 'oprnamespace'),
  pg_opclass_is_visible: builtinOnlyVisible('pg_opclass', 'opcnamespace'),
  pg_opfamily_is_visible: builtinOnlyVisible('pg_opfamily', 'opfnamespace'),
  pg_collation_is_visible: builtinOnlyVisible('pg_collation', 'collnamespace'),
  pg_conversion_is_visible: builtinOnlyVisible('pg_conversion', 'connamespace'),
  pg_ts_config_is_visible: builtinOnlyVisible('pg_ts_config', 'cfgnamespace'),
  pg_ts_dict_is_visible: builtinOnlyVisible('pg_ts_dict', 'dictnamespace'),
  pg_ts_parser_is_visible: builtinOnlyVisible('pg_ts_parser', 'prsnamespace'),
  pg_ts_template_is_visible: builtinOnlyVisible('pg_ts_template', 'tmplnamespace'),
  // Every tablespace is built in (pg_default, pg_global) and has no directory of its own.
  pg_tablespace_location: (args, env) => (args.length === 1 && oidArg(env, args[0]) ? r(`(CASE WHEN ${args[0]?.sql} IS NULL THEN NULL ELSE '' END)`, Oid.text) : undefined),
  getdatabaseencoding: (args) => (args.length === 0 ? r(`'UTF8'`, Oid.name) : undefined),
  ...TEMP_SCHEMA_FUNCTIONS,
  obj_description: objDescription,
  col_description: colDescription,
  shobj_description: (args) => (args.length === 2 ? r('NULL', Oid.text) : undefined),
  ...PRIVILEGE_FUNCTIONS,
  quote_ident: (args, env) => {
    const t = textArg(env, args[0]);
    return t && args.length === 1 ? r(`pg_quote_ident(${t.sql})`, Oid.text) : undefined;
  },
  to_regtype: toRegtype,
  pg_char_to_encoding: (args) => (args.length === 1 ? r(`pg_char_to_encoding(${args[0]?.sql})`, Oid.int4) : undefined),
  pg_encoding_to_char: (args) => (args.length === 1 ? r(`pg_encoding_to_char(${args[0]?.sql})`, Oid.name) : undefined),
  current_schemas: (args, env) => {
    if (args.length !== 1) return undefined;
    const all = quoteString(JSON.stringify(currentSchemas(ctxOf(env), true)));
    const explicit = quoteString(JSON.stringify(currentSchemas(ctxOf(env), false)));
    return r(`(CASE WHEN ${args[0]?.sql} THEN ${all} ELSE ${explicit} END)`, Oid._name);
  },
  current_user: (args) => (args.length === 0 ? r('pg_current_user()', Oid.name) : undefined),
  session_user: (args) => (args.length === 0 ? r('pg_session_user()', Oid.name) : undefined),
  pg_size_pretty: (args) => (args.length === 1 ? r(`pg_size_pretty(${args[0]?.sql})`, Oid.text) : undefined),
};
