import { findRowType, findUserType, rowTypesOf, typeByName, userTypesOf, type UserTypeDef } from '@pgsqlite/catalog';
import { quotedEnd } from '../sql/identifier-tokens.js';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import { quoteString, sqlLiteral } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlPlan } from '../plan.js';
import { CatalogWriter } from './catalog-steps.js';
import { viewText } from './create-view.js';
import { pgQuoteIdent } from './pg-ident.js';
import { parseStatements } from '../parse/parser.js';
import { typeLabel } from './type-label.js';

/**
 * ALTER TYPE … RENAME TO and ALTER DOMAIN … RENAME TO of an enum or a domain (RenameType), and
 * ALTER DOMAIN … RENAME CONSTRAINT. Columns and functions refer to a type by OID, as in
 * PostgreSQL; the expressions pgsqlite keeps as text (defaults, CHECK constraints, index keys and
 * predicates, domain defaults and checks, view queries) name it, so they are written anew with
 * the new name, as PostgreSQL's, which hold the OID, print it.
 */

function objectNames(stmt: Fields): string[] {
  return ((stmt['object'] as Fields | undefined)?.['List']?.['items'] as AstNode[] | undefined)?.map((n) => String((n['String'] as Fields)['sval'])) ?? [];
}

export function planRenameType(ctx: PlanCtx, stmt: Fields): DdlPlan {
  const asDomain = stmt['renameType'] === 'OBJECT_DOMAIN';
  const tag = asDomain ? 'ALTER DOMAIN' : 'ALTER TYPE';
  const names = objectNames(stmt);
  const name = names[names.length - 1] ?? '';
  const schema = names.length > 1 ? names[names.length - 2] : undefined;
  const newName = String(stmt['newname']);
  const t = findUserType(ctx.catalog, name, schema, ctx.searchPath);
  if (t === undefined) {
    const row = findRowType(ctx.catalog, name, schema, ctx.searchPath);
    if (row !== undefined) {
      if (asDomain) throw ctx.error('wrong_object_type', `${typeLabel(ctx.catalog, ctx.searchPath, row.oid, -1)} is not a domain`);
      throw ctx.error('wrong_object_type', `${typeLabel(ctx.catalog, ctx.searchPath, row.oid, -1)} is a table's row type`, undefined, { hint: 'Use ALTER TABLE instead.' });
    }
    const elem = arrayElement(ctx, name, schema);
    if (elem !== undefined) {
      const label = typeLabel(ctx.catalog, ctx.searchPath, elem.oid, -1);
      throw ctx.error('wrong_object_type', `cannot alter array type ${label}[]`, undefined, { hint: `You can alter type ${label}, which will alter the array type as well.` });
    }
    if (schema === undefined && typeByName(name) !== undefined) throw ctx.error('feature_not_supported', `renaming the built-in type ${name} is not supported by pgsqlite`);
    throw ctx.error('undefined_object', `type "${names.join('.')}" does not exist`);
  }
  if (asDomain && t.kind !== 'd') throw ctx.error('wrong_object_type', `${typeLabel(ctx.catalog, ctx.searchPath, t.oid, -1)} is not a domain`);
  if (t.kind !== 'e' && t.kind !== 'd') throw ctx.error('feature_not_supported', `ALTER TYPE … RENAME of a ${t.kind === 'b' ? 'base' : 'range'} type is not supported by pgsqlite`);
  if (typeNameTaken(ctx, t.schema, newName)) throw ctx.error('duplicate_object', `type "${newName}" already exists`);
  const w = new CatalogWriter();
  w.add(`UPDATE _pgsqlite_type SET typname = ${quoteString(newName)} WHERE oid = ${t.oid}`);
  for (const step of typeRenameSteps(ctx, t.schema, t.name, newName)) w.add(step);
  return { kind: 'ddl', steps: w.finish(), tag, notices: [] };
}

/** ALTER DOMAIN d RENAME CONSTRAINT a TO b. */
export function planRenameDomainConstraint(ctx: PlanCtx, stmt: Fields): DdlPlan {
  const names = objectNames(stmt);
  const t = findUserType(ctx.catalog, names[names.length - 1] ?? '', names.length > 1 ? names[names.length - 2] : undefined, ctx.searchPath);
  if (t === undefined) throw ctx.error('undefined_object', `type "${names.join('.')}" does not exist`);
  const label = typeLabel(ctx.catalog, ctx.searchPath, t.oid, -1);
  if (t.kind !== 'd') throw ctx.error('wrong_object_type', `${label} is not a domain`);
  const from = String(stmt['subname']);
  const to = String(stmt['newname']);
  const check = t.checks.find((c) => c.name === from);
  if (check === undefined) throw ctx.error('undefined_object', `constraint "${from}" for domain ${label} does not exist`);
  if (t.checks.some((c) => c.name === to)) throw ctx.error('duplicate_object', `constraint "${to}" for domain ${label} already exists`);
  const w = new CatalogWriter();
  w.add(`UPDATE _pgsqlite_domain_check SET conname = ${quoteString(to)} WHERE oid = ${check.oid}`);
  return { kind: 'ddl', steps: w.finish(), tag: 'ALTER DOMAIN', notices: [] };
}

/** The user type whose array type is `_name` (typname of an array type). */
export function arrayElement(ctx: PlanCtx, name: string, schema: string | undefined): { oid: number } | undefined {
  if (!name.startsWith('_')) return undefined;
  const elem = name.slice(1);
  const all: readonly { oid: number; schema: string; name: string }[] = [...userTypesOf(ctx.catalog), ...rowTypesOf(ctx.catalog)];
  const paths = schema !== undefined ? [schema] : ctx.searchPath;
  for (const s of paths) {
    const hit = all.find((t) => t.schema === s && t.name === elem);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/** Whether a type (of any kind, its array type included) or a relation's row type has this name in the schema. */
export function typeNameTaken(ctx: PlanCtx, schema: string, name: string): boolean {
  const element = name.startsWith('_') ? name.slice(1) : undefined;
  const taken = (t: { schema: string; name: string }): boolean => t.schema === schema && (t.name === name || t.name === element);
  return userTypesOf(ctx.catalog).some(taken) || [...ctx.catalog.relations()].some(taken);
}

/**
 * The catalog updates that make every stored expression text name the type `schema.from` as
 * `to`: column defaults and generation expressions, CHECK constraints, index keys and predicates,
 * domain defaults and CHECKs (as casts, the way they are printed), and view queries (their
 * TypeName nodes, printed again).
 */
export function typeRenameSteps(ctx: PlanCtx, schema: string, from: string, to: string): string[] {
  return storedExpressionSteps(ctx, from, (text) => renameTypeInText(text, schema, from, to), (query) => renameTypeNames(query, schema, from, to));
}

/**
 * The catalog updates that rewrite the stored expression texts mentioning `word` with `editText`
 * (defaults, CHECKs, index keys and predicates, domain defaults and CHECKs) and the view queries
 * with `editView` (true when it changed the tree, which is then printed again).
 */
export function storedExpressionSteps(ctx: PlanCtx, word: string, editText: (text: string) => string, editView: (query: AstNode) => boolean): string[] {
  const steps: string[] = [];
  const edit = (text: string | null): string | null => (text === null || !text.includes(word) ? null : editText(text));
  for (const rel of ctx.catalog.relations()) {
    for (const c of rel.columns) {
      const d = edit(c.defaultExpr);
      if (d !== null && d !== c.defaultExpr) steps.push(`UPDATE _pgsqlite_attribute SET attdefault = ${quoteString(d)} WHERE attrelid = ${rel.oid} AND attnum = ${c.attnum}`);
    }
    for (const k of ctx.catalog.constraintsOf(rel.oid)) {
      const e = edit(k.checkExpr);
      if (e !== null && e !== k.checkExpr) steps.push(`UPDATE _pgsqlite_constraint SET condef = ${quoteString(e)} WHERE oid = ${k.oid}`);
    }
    if ((rel.kind === 'v' || rel.kind === 'm') && rel.viewDefinition?.includes(word)) {
      const query = parseStatements(rel.viewDefinition)[0]?.ast as AstNode | undefined;
      if (query?.['SelectStmt'] && editView(query)) steps.push(`UPDATE _pgsqlite_view SET definition = ${quoteString(viewText(ctx, query))} WHERE oid = ${rel.oid}`);
    }
  }
  for (const i of ctx.catalog.indexes()) {
    const keys = i.keys.map((k) => (k.expr === null ? k : { ...k, expr: edit(k.expr) ?? k.expr }));
    const pred = edit(i.predicate) ?? i.predicate;
    if (pred === i.predicate && keys.every((k, n) => k.expr === i.keys[n]?.expr)) continue;
    steps.push(`UPDATE _pgsqlite_index SET indkey = ${quoteString(JSON.stringify(i.method ? { am: i.method, keys } : keys))}, indpred = ${sqlLiteral(pred)} WHERE indexrelid = ${i.oid}`);
  }
  for (const t of userTypesOf(ctx.catalog) as readonly UserTypeDef[]) {
    const d = edit(t.defaultExpr);
    if (d !== null && d !== t.defaultExpr) steps.push(`UPDATE _pgsqlite_type SET typdefault = ${quoteString(d)} WHERE oid = ${t.oid}`);
    for (const c of t.checks) {
      const e = edit(c.expr);
      if (e !== null && e !== c.expr) steps.push(`UPDATE _pgsqlite_domain_check SET condef = ${quoteString(e)} WHERE oid = ${c.oid}`);
    }
  }
  return steps;
}

/** Renames the TypeName nodes naming `schema.from` in a query tree; whether any was. */
function renameTypeNames(query: AstNode, schema: string, from: string, to: string): boolean {
  let changed = false;
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (n && typeof n === 'object') {
      const rec = n as Record<string, unknown>;
      // a TypeName node: wrapped in lists, a bare field of TypeCast / ColumnDef
      const tn = (rec['TypeName'] ?? rec['typeName']) as Fields | undefined;
      if (tn !== undefined) {
        const parts = ((tn['names'] as AstNode[] | undefined) ?? []).map((p) => fieldsOf(p) as Fields);
        const last = parts[parts.length - 1];
        const qualifier = parts.length > 1 ? String(parts[parts.length - 2]?.['sval']) : undefined;
        if (last?.['sval'] === from && (qualifier === undefined || qualifier === schema)) {
          last['sval'] = to;
          changed = true;
        }
      }
      Object.values(rec).forEach(walk);
    }
  };
  walk(query);
  return changed;
}

const IDENT = /^[A-Za-z_\u0080-\uffff][A-Za-z0-9_$\u0080-\uffff]*/;

/** One name at `at` (bare, folded to lower case, or double-quoted), with the index past it. */
export function readName(text: string, at: number): { name: string; end: number } | undefined {
  if (text[at] === '"') {
    let i = at + 1;
    let name = '';
    while (i < text.length) {
      if (text[i] === '"') {
        if (text[i + 1] !== '"') return { name, end: i + 1 };
        i++;
      }
      name += text[i];
      i++;
    }
    return undefined;
  }
  const m = IDENT.exec(text.slice(at));
  return m === null ? undefined : { name: m[0].toLowerCase(), end: at + m[0].length };
}

/**
 * `text` (an expression as PostgreSQL prints it) with the casts to type `schema.from` (`::from`,
 * `CAST(x AS schema.from)`, either quoted) naming `to`; string literals and other names are left alone.
 * `printed`, when given, replaces the whole name, qualifier included (SET SCHEMA).
 */
export function renameTypeInText(text: string, schema: string, from: string, to: string, printed?: string): string {
  let out = '';
  let i = 0;
  // per open parenthesis: whether it is a CAST's, inside which AS names a type
  const parens: boolean[] = [];
  let lastWord = '';
  const typeAt = (j: number): void => {
    while (text[j] === ' ') j++;
    out += text.slice(i, j);
    i = j;
    const first = readName(text, j);
    if (first === undefined) return;
    const second = text[first.end] === '.' ? readName(text, first.end + 1) : undefined;
    if (second !== undefined) {
      const hit = first.name === schema && second.name === from;
      out += hit && printed !== undefined ? printed : text.slice(j, first.end + 1) + (hit ? pgQuoteIdent(to) : text.slice(first.end + 1, second.end));
      i = second.end;
    } else {
      out += first.name === from ? (printed ?? pgQuoteIdent(to)) : text.slice(j, first.end);
      i = first.end;
    }
  };
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === "'" || ch === '"') {
      const end = quotedEnd(text, i, ch);
      out += text.slice(i, end);
      i = end;
      lastWord = '';
      continue;
    }
    if (ch === ':' && text[i + 1] === ':') {
      typeAt(i + 2);
      lastWord = '';
      continue;
    }
    const word = IDENT.exec(text.slice(i, i + 64))?.[0];
    if (word !== undefined && !/[A-Za-z0-9_$]/.test(text[i - 1] ?? '')) {
      i += word.length;
      out += word;
      if (word.toUpperCase() === 'AS' && parens[parens.length - 1] === true) typeAt(i);
      lastWord = word.toUpperCase();
      continue;
    }
    if (ch === '(') parens.push(lastWord === 'CAST');
    else if (ch === ')') parens.pop();
    if (ch !== ' ') lastWord = '';
    out += ch;
    i++;
  }
  return out;
}
