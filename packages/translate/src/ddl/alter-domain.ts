import { compositeTypeOf, domainBase, findUserType, rowTypesOf, userTypeByOid, userTypesOf, type RelationDef, type UserTypeDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, names } from '../parse/ast.js';
import { quoteIdent, quoteString, sqlLiteral } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import { coerce } from '../analyze/coerce.js';
import type { DdlPlan } from '../plan.js';
import { CatalogWriter } from './catalog-steps.js';
import { printCheck, printDefault } from './expr-text.js';
import { typeLabel, userTypeNames } from './type-label.js';
import { replaceSqliteIdentifier } from '../sql/identifier-tokens.js';

/** A column holding values of the domain: a table's or materialized view's. */
interface DomainColumn {
  rel: RelationDef;
  column: string;
  sqliteName: string;
  /** The column has a DEFAULT of its own */
  ownDefault: boolean;
}

/**
 * ALTER DOMAIN d {SET DEFAULT e | DROP DEFAULT | SET NOT NULL | DROP NOT NULL | ADD CONSTRAINT …
 * CHECK (…) | DROP CONSTRAINT [IF EXISTS] c | VALIDATE CONSTRAINT c} (AlterDomain*): the domain's
 * facts change, and what is added is checked first against the values already stored in columns
 * of the domain (or of a domain over it), with PostgreSQL's messages. Values are coerced to the
 * domain when written, so the new facts hold from the next statement on.
 */
export function planAlterDomain(ctx: PlanCtx, f: Fields): DdlPlan {
  const parts = names(f['typeName'] as AstNode[] | undefined);
  const t = findUserType(ctx.catalog, parts[parts.length - 1] ?? '', parts.length > 1 ? parts[parts.length - 2] : undefined, ctx.searchPath);
  if (t === undefined) throw ctx.error('undefined_object', `type "${parts.join('.')}" does not exist`);
  if (t.kind !== 'd') throw ctx.error('wrong_object_type', `${typeLabel(ctx.catalog, ctx.searchPath, t.oid, -1)} is not a domain`);
  const w = new CatalogWriter();
  const notices: string[] = [];
  const name = String(f['name'] ?? '');
  switch (String(f['subtype'])) {
    case 'T': {
      // a column without a DEFAULT of its own keeps the domain's as its SQLite DEFAULT (column-plan.ts)
      const taking = domainColumns(ctx, t).find((c) => !c.ownDefault);
      if (taking !== undefined) {
        throw ctx.error('feature_not_supported', `ALTER DOMAIN … ${f['def'] === undefined ? 'DROP' : 'SET'} DEFAULT of a domain that column "${taking.rel.name}.${taking.column}" takes its default from is not supported by pgsqlite`);
      }
      w.add(`UPDATE _pgsqlite_type SET typdefault = ${sqlLiteral(domainDefault(ctx, t, f['def'] as AstNode | undefined))} WHERE oid = ${t.oid}`);
      break;
    }
    case 'N':
      w.add(`UPDATE _pgsqlite_type SET typnotnull = 0 WHERE oid = ${t.oid}`);
      break;
    case 'O':
      for (const c of domainColumns(ctx, t)) {
        w.add(`SELECT pg_raise('23502', ${quoteString(`column "${c.column}" of table "${c.rel.name}" contains null values`)}) FROM ${quoteIdent(c.rel.sqliteName)} WHERE ${quoteIdent(c.sqliteName)} IS NULL LIMIT 1`);
      }
      w.add(`UPDATE _pgsqlite_type SET typnotnull = 1 WHERE oid = ${t.oid}`);
      break;
    case 'C':
      addCheck(ctx, t, fieldsOf(f['def'] as AstNode), w);
      break;
    case 'X':
    case 'V': {
      const check = t.checks.find((c) => c.name === name);
      const missing = `constraint "${name}" of domain "${t.name}" does not exist`;
      if (check === undefined && f['subtype'] === 'X' && f['missing_ok'] === true) notices.push(`${missing}, skipping`);
      else if (check === undefined) throw ctx.error('undefined_object', missing);
      // a domain's constraints are all valid (NOT VALID is refused): VALIDATE has nothing to do
      else if (f['subtype'] === 'X') w.add(`DELETE FROM _pgsqlite_domain_check WHERE oid = ${check.oid}`);
      break;
    }
    default:
      throw ctx.error('feature_not_supported', 'this form of ALTER DOMAIN is not supported by pgsqlite');
  }
  return { kind: 'ddl', steps: w.finish(), tag: 'ALTER DOMAIN', notices };
}

/** The type a domain's values are stored and checked as (its base, through domains over domains). */
function valueType(ctx: PlanCtx, t: UserTypeDef): { oid: number; typmod: number } {
  const root = domainBase(ctx.catalog, t.baseOid);
  return root.oid === t.baseOid ? { oid: t.baseOid, typmod: t.baseTypmod } : { oid: root.oid, typmod: t.baseTypmod >= 0 ? t.baseTypmod : root.typmod };
}

/** SET DEFAULT e (checked against the domain's type now, as PostgreSQL does) or DROP DEFAULT (null). */
function domainDefault(ctx: PlanCtx, t: UserTypeDef, def: AstNode | undefined): string | null {
  if (def === undefined) return null;
  const v = valueType(ctx, t);
  coerce(ctx, translateExpr(def, { scope: new Scope(ctx), clause: 'DEFAULT expressions' }), v.oid, v.typmod, 'assignment');
  return printDefault(def, v.oid, v.typmod, undefined, userTypeNames(ctx));
}

/** ADD [CONSTRAINT c] CHECK (…): the stored values checked first (validateDomainConstraint). */
function addCheck(ctx: PlanCtx, t: UserTypeDef, c: Fields, w: CatalogWriter): void {
  if (c['contype'] !== 'CONSTR_CHECK') throw ctx.error('feature_not_supported', 'ALTER DOMAIN … ADD of a constraint other than CHECK is not supported by pgsqlite');
  if (c['skip_validation'] === true) throw ctx.error('feature_not_supported', 'ALTER DOMAIN … ADD CONSTRAINT … NOT VALID is not supported by pgsqlite');
  const given = c['conname'] as string | undefined;
  if (given !== undefined && t.checks.some((k) => k.name === given)) throw ctx.error('duplicate_object', `constraint "${given}" for domain "${t.name}" already exists`);
  const conname = given ?? chooseCheckName(t);
  const v = valueType(ctx, t);
  const scope = new Scope(ctx);
  scope.add({ alias: t.name, columns: [{ name: 'value', type: v.oid, typmod: v.typmod, sql: 'value', tableOid: 0, attnum: 1, rangeAlias: t.name }] });
  const e = asBool(translateExpr(c['raw_expr'], { scope, clause: 'check constraints', domainCheck: true }), { scope });
  const text = replaceSqliteIdentifier(printCheck(c['raw_expr'], new Map([['value', v.oid]]), undefined, userTypeNames(ctx)), 'value', 'VALUE');
  for (const col of domainColumns(ctx, t)) {
    const msg = `column "${col.column}" of table "${col.rel.name}" contains values that violate the new constraint`;
    w.add(`SELECT pg_raise('23514', ${quoteString(msg)}) FROM (SELECT ${quoteIdent(col.sqliteName)} AS value FROM ${quoteIdent(col.rel.sqliteName)}) WHERE NOT (${e.sql}) LIMIT 1`);
  }
  w.add(`INSERT INTO _pgsqlite_domain_check (oid, contypid, conname, condef, consql) VALUES (${w.allocOid()}, ${t.oid}, ${quoteString(conname)}, ${quoteString(text)}, ${sqlLiteral(e.sql)})`);
}

/** ChooseConstraintName(domain, NULL, "check"): d_check, d_check1, … the first one free. */
function chooseCheckName(t: UserTypeDef): string {
  for (let i = 0; ; i++) {
    const name = i === 0 ? `${t.name}_check` : `${t.name}_check${i}`;
    if (!t.checks.some((k) => k.name === name)) return name;
  }
}

/**
 * The columns whose values are of the domain: of the domain itself or of a domain over it.
 * A column of an array, composite or range holding it is refused as PostgreSQL refuses it (0A000).
 */
function domainColumns(ctx: PlanCtx, t: UserTypeDef): DomainColumn[] {
  const over = (oid: number): boolean => {
    for (let u = userTypeByOid(ctx.catalog, oid); u !== undefined && u.kind === 'd'; u = userTypeByOid(ctx.catalog, u.baseOid)) if (u.oid === t.oid) return true;
    return false;
  };
  // a type whose values hold values of the domain: an array, composite, range or domain over one
  const holds = (oid: number, seen: Set<number>): boolean => {
    if (seen.has(oid)) return false;
    seen.add(oid);
    const u = userTypeByOid(ctx.catalog, oid);
    if (u !== undefined) return u.oid === t.oid || ((u.kind === 'd' || u.kind === 'r' || u.kind === 'm') && holds(u.baseOid, seen));
    const element = userTypesOf(ctx.catalog).find((x) => x.arrayOid === oid)?.oid ?? rowTypesOf(ctx.catalog).find((x) => x.arrayOid === oid)?.oid;
    if (element !== undefined) return holds(element, seen);
    return compositeTypeOf(ctx.catalog, oid)?.rel.columns.some((c) => holds(c.typeOid, seen)) ?? false;
  };
  const out: DomainColumn[] = [];
  for (const rel of ctx.catalog.relations()) {
    if (rel.kind !== 'r' && rel.kind !== 'm') continue;
    for (const c of rel.columns) {
      if (over(c.typeOid)) out.push({ rel, column: c.name, sqliteName: c.sqliteName, ownDefault: c.defaultExpr !== null });
      else if (holds(c.typeOid, new Set())) throw ctx.error('feature_not_supported', `cannot alter type "${t.name}" because column "${rel.name}.${c.name}" uses it`);
    }
  }
  return out;
}
