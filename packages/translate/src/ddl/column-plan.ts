import { checkCollationName } from '../analyze/collation-name.js';
import { withImmutableCasts } from './immutable-casts.js';
import { Oid, comparesNocase, domainBase, typeIn, userTypeByOid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, names, nodeType } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { translateExpr, resolveTypeName } from '../analyze/expr.js';
import { coerce } from '../analyze/coerce.js';
import type { AttributeFacts } from './catalog-steps.js';
import { printDefault, printCheck } from './expr-text.js';
import { parseExprText } from './table-model.js';
import { typeLabel, userTypeNames } from './type-label.js';
import { sqlConstruct } from '../errors/construct-names.js';
import { checkGenerationClauses, checkGenerationImmutable, checkGenerationReferences, type GenerationTable } from './generated-checks.js';

export const SERIALS: Record<string, number> = {
  serial: Oid.int4, serial4: Oid.int4, bigserial: Oid.int8, serial8: Oid.int8, smallserial: Oid.int2, serial2: Oid.int2,
};

/**
 * SQLite column type per storage class (the declared type decides the column affinity). Floats
 * are declared without a type (no affinity): a REAL-affinity column stores -0.0 as the integer 0,
 * where PostgreSQL keeps -0; every write path hands SQLite a REAL (JS number or `n.0` literal).
 */
export const STORAGE_DECL: Record<string, string> = { integer: 'INTEGER', real: '', text: 'TEXT', blob: 'BLOB' };

/** Identity / serial sequence options of a column. */
export interface SequenceOptions {
  start: bigint | null;
  increment: bigint | null;
  min: bigint | null;
  max: bigint | null;
  cache: bigint | null;
  cycle: boolean | null;
  name: string[] | null;
}

/** A planned column: its catalog facts and its constraints still to plan. */
export interface ColumnPlan {
  facts: AttributeFacts;
  /** serial type when declared serial/bigserial/smallserial */
  serial: boolean;
  /** identity or serial: needs a sequence */
  sequence: SequenceOptions | null;
  constraints: Fields[];
  /** SQLite: DEFAULT / GENERATED part (without NOT NULL, PRIMARY KEY) */
  sqliteExtra: string;
  /** The column's storage declaration */
  storage: string;
}

/** Reads sequence options (CREATE SEQUENCE / identity `( … )` DefElems). */
export function sequenceOptions(ctx: PlanCtx, options: AstNode[] | undefined): SequenceOptions {
  const o: SequenceOptions = { start: null, increment: null, min: null, max: null, cache: null, cycle: null, name: null };
  for (const n of options ?? []) {
    const d = fieldsOf(n);
    const arg = d['arg'] as AstNode | undefined;
    const num = (): bigint | null => {
      if (!arg) return null;
      const f = fieldsOf(arg);
      if (nodeType(arg) === 'Integer' || f['ival'] !== undefined) return BigInt(f['ival'] ?? 0);
      if (f['fval'] !== undefined) return BigInt(String(f['fval']));
      return null;
    };
    switch (d['defname']) {
      case 'start': o.start = num(); break;
      case 'increment': o.increment = num(); break;
      case 'minvalue': o.min = num(); break;
      case 'maxvalue': o.max = num(); break;
      case 'cache': o.cache = num(); break;
      case 'cycle': o.cycle = Boolean(arg ? fieldsOf(arg)['boolval'] ?? fieldsOf(arg)['ival'] : true); break;
      case 'sequence_name': o.name = names(fieldsOf(arg as AstNode)['items'] ?? (arg as unknown as AstNode[])); break;
      case 'as': break;
      default:
        throw ctx.error('feature_not_supported', `sequence option ${String(d['defname'])} is not supported by pgsqlite`, d['location']);
    }
  }
  return o;
}

/**
 * The SQLite DEFAULT of a column of type `oid`. A domain's default is coerced to the domain's base
 * type: SQLite defaults cannot hold the subquery that checks the domain's constraints, so INSERT
 * writes omitted domain columns explicitly with the checked default (stmt/insert.ts).
 */
function storedDefault(ctx: PlanCtx, raw: AstNode, oid: number, typmod: number): string {
  const domain = userTypeByOid(ctx.catalog, oid)?.kind === 'd' ? domainBase(ctx.catalog, oid) : undefined;
  const target = domain ?? { oid, typmod };
  const e = translateExpr(raw, { scope: new Scope(ctx), clause: 'DEFAULT expressions' });
  return coerce(ctx, e, target.oid, domain && typmod < 0 ? target.typmod : typmod, 'assignment').sql;
}

/** Plans one column definition (type, NOT NULL, DEFAULT, identity, GENERATED); key and check constraints are returned for later. */
export function planColumn(ctx: PlanCtx, f: Fields, attnum: number, generationScope: () => Scope, table?: GenerationTable): ColumnPlan {
  const name = String(f['colname']);
  const typeNode = f['typeName'] as Fields;
  const typeNames = names(typeNode['names']);
  const serialType = typeNames.length === 1 && !typeNode['arrayBounds'] ? SERIALS[typeNames[0] as string] : undefined;
  const { oid, typmod } = serialType !== undefined ? { oid: serialType, typmod: -1 } : resolveTypeName(ctx, typeNode);
  // record and record[] (OID 2287) are pseudo-types: no column can have them
  if (oid === Oid.record || oid === 2287) throw ctx.error('invalid_table_definition', `column "${name}" has pseudo-type ${oid === Oid.record ? 'record' : 'record[]'}`);
  const collate = f['collClause'] as Fields | undefined;
  if (collate !== undefined) checkCollationName(ctx, collate['collname'], collate['location']);
  // A domain column stores as its base type (typeIn resolves user types).
  const type = typeIn(ctx.catalog, oid);
  let notNull = Boolean(f['is_not_null']) || serialType !== undefined;
  let identity: '' | 'a' | 'd' = '';
  let defaultExpr: string | null = null;
  let defaultSqlite: string | null = null;
  let generated: '' | 's' = '';
  let sequence: SequenceOptions | null = serialType !== undefined ? sequenceOptions(ctx, []) : null;
  let sqliteExtra = '';
  const constraints: Fields[] = [];
  const declared = ((f['constraints'] as AstNode[] | undefined) ?? []).map((n) => fieldsOf(n));
  if (table !== undefined) checkGenerationClauses(ctx, name, table.name, declared);
  for (const c of declared) {
    switch (c['contype']) {
      case 'CONSTR_NOTNULL':
        notNull = true;
        break;
      case 'CONSTR_NULL':
        break;
      case 'CONSTR_DEFAULT': {
        if (serialType !== undefined) throw ctx.error('syntax_error', `multiple default values specified for column "${name}" of table`);
        defaultSqlite = storedDefault(ctx, c['raw_expr'] as AstNode, oid, typmod);
        defaultExpr = printDefault(c['raw_expr'], oid, typmod, typeLabel(ctx.catalog, ctx.searchPath, oid, -1), userTypeNames(ctx));
        break;
      }
      case 'CONSTR_IDENTITY':
        identity = c['generated_when'] === 'a' ? 'a' : 'd';
        notNull = true;
        sequence = sequenceOptions(ctx, c['options']);
        break;
      case 'CONSTR_GENERATED': {
        if (table !== undefined) checkGenerationReferences(ctx, c['raw_expr'] as AstNode, table);
        const scope = generationScope();
        const e = translateExpr(c['raw_expr'], { scope, clause: 'generation expression' });
        const columnTypes = new Map(scope.entries.flatMap((en) => en.columns.map((x) => [x.name, x.type] as [string, number])));
        checkGenerationImmutable(ctx, c['raw_expr'] as AstNode, columnTypes);
        sqliteExtra += ` GENERATED ALWAYS AS (${withImmutableCasts(coerce(ctx, e, oid, typmod, 'assignment').sql)}) STORED`;
        defaultExpr = printCheck(c['raw_expr'], columnTypes, undefined, userTypeNames(ctx));
        generated = 's';
        break;
      }
      case 'CONSTR_PRIMARY':
        notNull = true;
        constraints.push(c);
        break;
      case 'CONSTR_UNIQUE':
      case 'CONSTR_CHECK':
      case 'CONSTR_FOREIGN':
        constraints.push(c);
        break;
      case 'CONSTR_ATTR_DEFERRABLE':
      case 'CONSTR_ATTR_NOT_DEFERRABLE':
      case 'CONSTR_ATTR_DEFERRED':
      case 'CONSTR_ATTR_IMMEDIATE':
        applyAttr(constraints[constraints.length - 1], c['contype'] as string);
        break;
      default:
        throw ctx.error('feature_not_supported', `column constraint ${sqlConstruct(String(c['contype']))} is not supported by pgsqlite`, c['location']);
    }
  }
  // A domain's DEFAULT applies to a column of the domain that has none of its own (checked as the domain).
  const domainDefault = userTypeByOid(ctx.catalog, oid)?.defaultExpr ?? null;
  if (defaultSqlite === null && domainDefault !== null && serialType === undefined && identity === '' && generated === '') {
    defaultSqlite = storedDefault(ctx, parseExprText(domainDefault), oid, typmod);
  }
  if (defaultSqlite !== null) sqliteExtra = ` DEFAULT (${defaultSqlite})${sqliteExtra}`;
  // citext compares as SQLite's NOCASE collation does (analyze/citext.ts); a domain over it too
  const nocase = comparesNocase(ctx.catalog, oid) ? ' COLLATE NOCASE' : '';
  const storage = `${STORAGE_DECL[type?.storage ?? 'text'] ?? 'TEXT'}${nocase}`;
  return {
    facts: { attnum, name, typeOid: oid, typmod, notNull, defaultExpr, defaultSqlite, identity, sqliteName: name, generated, ...(f['is_local'] === false ? { local: false } : {}) },
    serial: serialType !== undefined,
    sequence,
    constraints,
    sqliteExtra,
    storage,
  };
}

function applyAttr(c: Fields | undefined, attr: string): void {
  if (!c) return;
  if (attr === 'CONSTR_ATTR_DEFERRABLE') c['deferrable'] = true;
  if (attr === 'CONSTR_ATTR_NOT_DEFERRABLE') c['deferrable'] = false;
  if (attr === 'CONSTR_ATTR_DEFERRED') c['initdeferred'] = true;
  if (attr === 'CONSTR_ATTR_IMMEDIATE') c['initdeferred'] = false;
}

/** `"name" TYPE` plus DEFAULT/GENERATED for SQLite (NOT NULL added by the caller). */
export function sqliteColumnSql(col: ColumnPlan, autoKey: boolean): string {
  if (autoKey) return `${quoteIdent(col.facts.sqliteName)} INTEGER PRIMARY KEY AUTOINCREMENT${col.sqliteExtra}`;
  return `${quoteIdent(col.facts.sqliteName)} ${col.storage}${col.facts.notNull ? ' NOT NULL' : ''}${col.sqliteExtra}`;
}
