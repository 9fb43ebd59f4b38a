import { PgError, toPgError } from '@pgsqlite/errors';
import type { PlanCtx } from '../analyze/context.js';
import { resolveRelationName } from '../analyze/catalog-lookup.js';
import { resolveTypeName } from '../analyze/expr.js';
import { virtualRelation } from '../catalog-views/virtual-relations.js';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import { parseStatements } from '../parse/parser.js';
import { bodyErrorPlace } from './body-literal.js';
import { bodyTokensSync } from './do-parse.js';
import type { DoBlock, DoDeclaration, DoStatement } from './do-types.js';
import type { BodyToken } from './grammar/body-tokens.js';

/** What RETURN must look like: no value (void, set, procedure), a value (scalar), or not checked. */
export type ReturnRule = 'void' | 'set' | 'procedure' | 'scalar' | 'out' | 'unchecked';

/**
 * What PL/pgSQL checks while it compiles a DO body, in source order, with its positions
 * (pl_comp.c / pl_gram.y): a declared type that does not exist (42704 at the type), a
 * `table.column%TYPE` that names no column (parsed as a type name instead: 42601 at the `%`),
 * and RETURN with a value (42804: a DO block returns void).
 */
export function checkDoCompile(ctx: PlanCtx, body: string, program: DoBlock, query: string): void {
  checkCompile(ctx, { body, query, decls: program.declarations ?? [], returns: returnsOf(program.body), rule: 'void', lookups: true });
}

/**
 * The RETURN checks for CREATE FUNCTION / PROCEDURE … LANGUAGE plpgsql (plpgsql_validator compiles
 * the body), from libpg_query's PLpgSQL_function JSON: RETURN against the result type (`RETURN;`
 * where a value is due is 42601 'missing expression'). Declared types and %TYPE are not looked up
 * here: pg_dump restores functions before tables with check_function_bodies off, which pgsqlite
 * does not see.
 */
export function checkFunctionCompile(ctx: PlanCtx, fn: unknown, site: { body: string; query: string; rule: ReturnRule }): void {
  const f = (fn as { PLpgSQL_function?: { action?: unknown } } | null)?.PLpgSQL_function;
  if (f === undefined) return;
  const returns: { expr?: string }[] = [];
  collectReturns(f.action, returns);
  checkCompile(ctx, { ...site, decls: [], returns, lookups: false });
}

/** The PLpgSQL_stmt_return nodes of a JSON tree in source order (libpg_query's implicit final RETURN, with no line, left out). */
function collectReturns(node: unknown, out: { expr?: string }[]): void {
  if (Array.isArray(node)) {
    for (const n of node) collectReturns(n, out);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (k === 'PLpgSQL_stmt_return') {
      const r = v as { lineno?: number; expr?: unknown };
      if (r.lineno !== undefined || r.expr !== undefined) out.push(r.expr === undefined ? {} : { expr: '' });
      continue;
    }
    collectReturns(v, out);
  }
}

interface CompileSite {
  body: string;
  query: string;
  decls: readonly DoDeclaration[];
  returns: readonly { expr?: string }[];
  rule: ReturnRule;
  /** Whether declared types and %TYPE references are looked up in the catalog. */
  lookups: boolean;
}

function checkCompile(ctx: PlanCtx, site: CompileSite): void {
  const { body, query, decls } = site;
  const tokens = bodyTokensSync(body) ?? [];
  const at = (offset: number | undefined): object => (offset === undefined ? {} : bodyErrorPlace(body, offset, query));
  const typeAt = typeOffsets(tokens, decls);
  const percents = typeMarks(tokens);
  const copied = decls.filter(isCopiedType);
  const declared = new Set(decls.map((d) => d.name));
  for (const [i, d] of decls.entries()) {
    if (d.typname === null || !site.lookups) continue;
    if (isCopiedType(d)) {
      const k = copied.indexOf(d);
      if (missingColumn(ctx, d.typname.slice(0, -'%TYPE'.length), declared)) {
        const where = `invalid type name "${d.typname}"`;
        throw new PgError('syntax_error', 'syntax error at or near "%"', { ...at(percents.length === copied.length ? percents[k] : undefined), where });
      }
      continue;
    }
    const err = unknownType(ctx, d.typname);
    if (err !== undefined) throw err.with(at(typeAt[i]));
  }
  // RETURN NEXT / RETURN QUERY are other statements
  const keywords = tokens.filter((t, n) => t.text.toLowerCase() === 'return' && !['next', 'query', undefined].includes(tokens[n + 1]?.text.toLowerCase()));
  site.returns.forEach((r, k) => {
    const keyword = keywords[k];
    const next = keyword === undefined ? undefined : tokens[tokens.indexOf(keyword) + 1];
    const err = returnError(site.rule, r.expr !== undefined, next?.text ?? ';');
    if (err !== undefined) throw err.with(at(next?.start));
  });
}

/** pl_gram.y make_return_stmt's checks of one RETURN against the function's result. */
function returnError(rule: ReturnRule, hasValue: boolean, next: string): PgError | undefined {
  // `RETURN var;` of a row or record variable compiles without an expression (retvarno).
  if (rule === 'scalar') return hasValue || next !== ';' ? undefined : new PgError('syntax_error', `missing expression at or near "${next}"`);
  if (!hasValue || rule === 'unchecked') return undefined;
  if (rule === 'out') return new PgError('datatype_mismatch', 'RETURN cannot have a parameter in function with OUT parameters');
  if (rule === 'set') return new PgError('datatype_mismatch', 'RETURN cannot have a parameter in function returning set', { hint: 'Use RETURN NEXT or RETURN QUERY.' });
  if (rule === 'procedure') return new PgError('syntax_error', 'RETURN cannot have a parameter in a procedure');
  return new PgError('datatype_mismatch', 'RETURN cannot have a parameter in function returning void');
}

function isCopiedType(d: DoDeclaration): boolean {
  return d.typname?.toUpperCase().endsWith('%TYPE') === true;
}

/** `rel.col` of `rel.col%TYPE` names an existing relation without that column, or no relation at all. */
function missingColumn(ctx: PlanCtx, ref: string, declared: ReadonlySet<string>): boolean {
  const dot = ref.lastIndexOf('.');
  if (dot < 0 || ref.includes('"') || ref.includes("'") || declared.has(ref.slice(0, ref.indexOf('.')).trim().toLowerCase())) return false;
  const relText = ref.slice(0, dot).trim();
  const col = ref.slice(dot + 1).trim().toLowerCase();
  const rel = resolveRelationName(ctx.catalog, relText, ctx.searchPath);
  // system catalogs: their columns are the catalog views' (not all in the snapshot), left to the session
  if (rel !== undefined) return !SYSTEM.has(rel.schema) && !rel.columns.some((c) => c.name === col);
  const parts = relText.toLowerCase().split('.');
  const name = parts[parts.length - 1] ?? '';
  if (parts.length > 2 || name.startsWith('pg_') || parts.some((p) => SYSTEM.has(p))) return false;
  return virtualRelation(ctx, { relname: name, ...(parts.length > 1 ? { schemaname: parts[0] } : {}) }) === undefined;
}

const SYSTEM = new Set(['pg_catalog', 'information_schema']);

/** The 42704 a declared type name raises, if it names no type. */
function unknownType(ctx: PlanCtx, typname: string): PgError | undefined {
  let typeName: Fields | undefined;
  try {
    const stmt = parseStatements(`SELECT NULL::${typname}`)[0];
    const target = ((fieldsOf(stmt?.ast as AstNode)['targetList'] as AstNode[] | undefined) ?? [])[0];
    const cast = fieldsOf(fieldsOf(target as AstNode)['val'] as AstNode);
    typeName = cast['typeName'] as Fields | undefined;
  } catch {
    return undefined;
  }
  if (typeName === undefined) return undefined;
  // a table's name is its row type
  if (resolveRelationName(ctx.catalog, typname, ctx.searchPath) !== undefined) return undefined;
  const parts = ((typeName['names'] as AstNode[] | undefined) ?? []).map((n) => String(fieldsOf(n)['sval'] ?? ''));
  const schema = parts.length === 2 ? (parts[0] as string) : undefined;
  // LookupTypeName: a qualified name whose schema does not exist fails on the schema
  if (schema !== undefined && !SYSTEM.has(schema) && !ctx.catalog.schemas().includes(schema)) return new PgError('invalid_schema_name', `schema "${schema}" does not exist`);
  try {
    resolveTypeName(ctx, typeName);
    return undefined;
  } catch (e) {
    const err = toPgError(e);
    return err.fields.code === '42704' ? new PgError('undefined_object', err.fields.message) : undefined;
  }
}

/** Every RETURN of the body in source order (nested statement lists included). */
function returnsOf(list: readonly DoStatement[]): { expr?: string }[] {
  const out: { expr?: string }[] = [];
  for (const s of list) {
    if (s.kind === 'return') {
      if (s.implicit !== true) out.push(s);
      continue;
    }
    if (s.kind === 'if') {
      for (const b of s.branches) out.push(...returnsOf(b.body));
      out.push(...returnsOf(s.otherwise));
    } else if ('body' in s) {
      out.push(...returnsOf(s.body));
      if (s.kind === 'block') for (const h of s.handlers) out.push(...returnsOf(h.body));
    }
  }
  return out;
}

/** Offsets of the `%` of each `% TYPE` token pair. */
function typeMarks(tokens: readonly BodyToken[]): number[] {
  const out: number[] = [];
  tokens.forEach((t, i) => {
    if (t.text === '%' && tokens[i + 1]?.text.toLowerCase() === 'type') out.push(t.start);
  });
  return out;
}

function identifier(t: BodyToken | undefined): string | undefined {
  if (t === undefined) return undefined;
  return t.text.startsWith('"') ? t.text.slice(1, -1).split('""').join('"') : t.text.toLowerCase();
}

/** Where each declaration's type starts: after its name (at a declaration's start) and CONSTANT. */
function typeOffsets(tokens: readonly BodyToken[], decls: readonly DoDeclaration[]): (number | undefined)[] {
  let from = 0;
  return decls.map((d) => {
    for (let j = from; j < tokens.length; j++) {
      const before = identifier(tokens[j - 1]);
      if (identifier(tokens[j]) !== d.name || (before !== 'declare' && before !== ';')) continue;
      from = j + 1;
      const next = identifier(tokens[j + 1]) === 'constant' ? j + 2 : j + 1;
      return tokens[next]?.start;
    }
    return undefined;
  });
}
