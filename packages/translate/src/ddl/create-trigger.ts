import { standardBody } from '../plpgsql/body-lexing.js';
import { lexOf } from '../parse/string-conform.js';
import { BUMP_OID_SQL, NEXT_OID_SQL, dropTriggerSql, storeTriggerSql, type TriggerAssignment, type TriggerDef, type TriggerEvent } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import type { PlanCtx } from '../analyze/context.js';
import { userFunctionsNamed } from '../analyze/sql-functions.js';
import { type AstNode, type Fields, fieldsOf, names } from '../parse/ast.js';
import { parseStatements, utf16Index } from '../parse/parser.js';
import type { DdlPlan, DoPlan } from '../plan.js';
import { parsePlFunctionSync } from '../plpgsql/do-parse.js';
import { rowTypeTest } from '../plpgsql/row-type-names.js';
import { triggerAssignments } from '../plpgsql/trigger-body.js';
import { bumpVersion } from './catalog-steps.js';
import { transitionNames } from './trigger-transitions.js';
import { cloneDownSql, clonesOf, sameNamedBelow } from './trigger-clones.js';
import { selectExpression, stripLocations } from './create-function.js';

const TRIGGER_OID = 2279;
/** pg_class OID of pg_trigger (pg_description.classoid of a trigger's comment) */
const PG_TRIGGER_CLASS = 2620;
// parsenodes.h TRIGGER_TYPE_* bits of CreateTrigStmt.timing / .events
const BEFORE = 2;
const INSTEAD = 64;
const INSERT = 4;
const DELETE = 8;
const UPDATE = 16;
const TRUNCATE = 32;

/**
 * CREATE [OR REPLACE] TRIGGER name {BEFORE | AFTER} {INSERT | UPDATE [OF col, …] | DELETE} [OR …]
 * ON table FOR EACH {ROW | STATEMENT} [WHEN (…)] EXECUTE {FUNCTION | PROCEDURE} fn(args): a BEFORE
 * ROW INSERT/UPDATE trigger whose function only assigns NEW fields is folded into every
 * INSERT/UPDATE of the table (stmt/trigger-fold.ts); the others run their function in the session
 * around the statement (stmt/trigger-dml.ts); a CONSTRAINT trigger's firings may be deferred to
 * COMMIT (backend pl/deferred-triggers.ts); REFERENCING names transition tables (ddl/trigger-transitions.ts).
 * A view takes INSTEAD OF row triggers and statement triggers (stmt/view-instead-triggers.ts). TRUNCATE
 * triggers are 0A000.
 */
export function planCreateTrigger(ctx: PlanCtx, f: Fields): DdlPlan | DoPlan {
  const name = String(f['trigname'] ?? '');
  const rv = f['relation'] as Fields;
  const relname = String(rv['relname']);
  const rel = ctx.catalog.findRelation(relname, rv['schemaname'] as string | undefined, ctx.searchPath);
  if (rel === undefined) throw ctx.error('undefined_table', `relation "${relname}" does not exist`, rv['location'] as number);
  const timing = Number(f['timing'] ?? 0);
  const events = Number(f['events'] ?? 0);
  const notSupported = (what: string): Error => ctx.error('feature_not_supported', `${what} triggers are not supported by pgsqlite`);
  // trigger.c CreateTriggerFiringOn: which relations take which triggers.
  if ((rel.kind === 'r' || rel.kind === 'p') && (timing & INSTEAD) !== 0) throw PgError.fromCode('42809', `"${rel.name}" is a table`, { detail: 'Tables cannot have INSTEAD OF triggers.' });
  if (rel.kind === 'p' && f['row'] === true && f['transitionRels'] !== undefined) {
    throw PgError.fromCode('0A000', `"${rel.name}" is a partitioned table`, { detail: 'ROW triggers with transition tables are not supported on partitioned tables.' });
  }
  if (rel.kind === 'v' && f['row'] === true && (timing & INSTEAD) === 0) throw PgError.fromCode('42809', `"${rel.name}" is a view`, { detail: 'Views cannot have row-level BEFORE or AFTER triggers.' });
  if (rel.kind === 'v' && (events & TRUNCATE) !== 0) throw PgError.fromCode('42809', `"${rel.name}" is a view`, { detail: 'Views cannot have TRUNCATE triggers.' });
  if (rel.kind !== 'r' && rel.kind !== 'v' && rel.kind !== 'p') throw PgError.fromCode('42809', `"${rel.name}" is not a table or view`);
  if (f['row'] === true && (events & TRUNCATE) !== 0) throw ctx.error('feature_not_supported', 'TRUNCATE FOR EACH ROW triggers are not supported');
  // INSTEAD OF triggers must be row-level, and can't have WHEN or columns.
  if ((timing & INSTEAD) !== 0) {
    if (f['row'] !== true) throw ctx.error('feature_not_supported', 'INSTEAD OF triggers must be FOR EACH ROW');
    if (f['whenClause'] !== undefined) throw ctx.error('feature_not_supported', 'INSTEAD OF triggers cannot have WHEN conditions');
    if (((f['columns'] as AstNode[] | undefined) ?? []).length > 0) throw ctx.error('feature_not_supported', 'INSTEAD OF triggers cannot have column lists');
  }
  // The REFERENCING clause is checked before the function is looked up (trigger.c's order).
  const transitions = transitionNames(ctx, f, rel);
  const parts = names(f['funcname'] as AstNode[]);
  const fnName = parts[parts.length - 1] ?? '';
  const fn = userFunctionsNamed(ctx, fnName, parts.length > 1 ? parts[parts.length - 2] : undefined).find((x) => x.argTypes.length === 0);
  if (fn === undefined) throw ctx.error('undefined_function', `function ${parts.join('.')}() does not exist`);
  if (fn.returnType !== TRIGGER_OID) throw ctx.error('invalid_object_definition', `function ${fnName} must return type trigger`);
  if ((events & TRUNCATE) !== 0) throw notSupported('TRUNCATE');
  // A partitioned table's row triggers are cloned to its partitions (trigger-clones.ts); its
  // transition tables would hold the partitions' rows.
  if (rel.kind === 'p' && transitions !== undefined) throw ctx.error('feature_not_supported', 'transition tables of a partitioned table are not supported by pgsqlite');
  if (fn.language !== 'plpgsql') throw ctx.error('feature_not_supported', `trigger functions in LANGUAGE ${fn.language} are not supported by pgsqlite`);
  const before = (timing & BEFORE) !== 0;
  const row = f['row'] === true;
  const columns = ((f['columns'] as AstNode[] | undefined) ?? []).map((c) => String(fieldsOf(c)['sval'] ?? ''));
  for (const [i, c] of columns.entries()) {
    if (!rel.columns.some((x) => x.name === c)) throw ctx.error('undefined_column', `column "${c}" of relation "${rel.name}" does not exist`);
    if (columns.indexOf(c) !== i) throw ctx.error('duplicate_column', `column "${c}" specified more than once`);
  }
  const args = ((f['args'] as AstNode[] | undefined) ?? []).map((a) => String(fieldsOf(a)['sval'] ?? ''));
  if (f['whenClause'] !== undefined) checkWhen(ctx, f['whenClause'] as AstNode, row, events, (timing & BEFORE) !== 0);
  const eventList: TriggerEvent[] = [];
  if ((events & INSERT) !== 0) eventList.push('insert');
  if ((events & DELETE) !== 0) eventList.push('delete');
  if ((events & UPDATE) !== 0) eventList.push('update');
  const existing = (ctx.catalog.triggers?.() ?? []).find((t) => t.relOid === rel.oid && t.name === name);
  if (existing !== undefined && f['replace'] !== true) throw ctx.error('duplicate_object', `trigger "${name}" for relation "${rel.name}" already exists`);
  if (existing?.parentOid !== undefined) throw ctx.error('duplicate_object', `trigger "${name}" for relation "${rel.name}" is an internal or a child trigger`);
  const prosrc = standardBody(fn.prosrc, lexOf(ctx.settings));
  const tag = quoteTag(prosrc);
  const parsed = parsePlFunctionSync(`CREATE FUNCTION ${quoteIdent(fn.name)}() RETURNS trigger LANGUAGE plpgsql AS ${tag}${prosrc}${tag}`, fn.name, undefined, rowTypeTest(ctx.catalog, ctx.searchPath));
  // A BEFORE ROW INSERT/UPDATE trigger whose function only assigns NEW fields is folded into the
  // statement (stmt/trigger-fold.ts); every other trigger runs its function in the session.
  const foldable = before && row && columns.length === 0 && args.length === 0 && (events & DELETE) === 0;
  let assignments: TriggerAssignment[] = [];
  let runtime = !foldable;
  if (foldable) {
    try {
      assignments = triggerAssignments(parsed, fn.name).map((a) => ({
        column: a.column,
        expr: expressionJson(ctx, a.expr),
        conds: a.conds.map((c) => ({ expr: expressionJson(ctx, c.text), at: c.at })),
      }));
    } catch {
      runtime = true;
      assignments = [];
    }
  }
  const when = f['whenClause'] === undefined ? null : JSON.stringify(stripLocations(f['whenClause']));
  const def: TriggerDef = {
    oid: 0,
    relOid: rel.oid,
    name,
    functionOid: fn.oid,
    events: eventList,
    timing: before ? 'before' : (timing & INSTEAD) !== 0 ? 'instead' : 'after',
    level: row ? 'row' : 'statement',
    ...(args.length > 0 ? { args } : {}),
    ...(columns.length > 0 ? { columns } : {}),
    ...(runtime ? { runtime: true } : {}),
    when,
    whenText: f['whenClause'] === undefined ? null : whenSource(ctx.stmt.source, ctx.stmt.location, (f['whenClause'] as AstNode)),
    assignments,
    definition: ctx.stmt.sql.trim(),
    // CREATE CONSTRAINT TRIGGER (the grammar allows AFTER … FOR EACH ROW only): its firings may wait for COMMIT.
    ...(transitions === undefined ? {} : { transitions }),
    ...(f['isconstraint'] === true ? { deferral: { deferrable: f['deferrable'] === true, initiallyDeferred: f['initdeferred'] === true } } : {}),
  };
  // CREATE OR REPLACE: the old trigger goes, with its clones on the partitions
  const replaced = [...(existing === undefined ? [] : [existing, ...clonesOf(ctx, existing)]), ...(f['replace'] === true && rel.kind === 'p' && row ? sameNamedBelow(ctx, rel, name) : [])].filter((t, i, all) => all.findIndex((x) => x.oid === t.oid) === i);
  const clones = rel.kind === 'p' && row ? cloneDownSql(ctx, def, rel, new Set(replaced.map((t) => t.oid))) : [];
  const steps = [...replaced.map((t) => dropTriggerSql(t.oid)), storeTriggerSql(def, NEXT_OID_SQL), BUMP_OID_SQL, ...clones, bumpVersion()];
  return { kind: 'ddl', steps, tag: 'CREATE TRIGGER', notices: [] };
}

/** System columns a BEFORE trigger's WHEN cannot read of NEW (the row is not yet stored). */
const SYSTEM_COLUMNS = new Set(['ctid', 'xmin', 'cmin', 'xmax', 'cmax', 'tableoid']);

/**
 * trigger.c CreateTrigger's checks of WHEN: no NEW/OLD in statement triggers, no OLD in INSERT or
 * NEW in DELETE triggers, no NEW system column in BEFORE triggers.
 */
function checkWhen(ctx: PlanCtx, when: AstNode, row: boolean, events: number, before: boolean): void {
  const refs: { rec: string; field: string | undefined; location: number | undefined }[] = [];
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (n !== null && typeof n === 'object') {
      const ref = (n as { ColumnRef?: { fields?: { String?: { sval?: string } }[]; location?: number } }).ColumnRef;
      const first = ref?.fields?.[0]?.String?.sval;
      if (ref !== undefined && (ref.fields?.length ?? 0) >= 2 && (first === 'new' || first === 'old')) refs.push({ rec: first, field: ref.fields?.[1]?.String?.sval, location: ref.location });
      else Object.values(n).forEach(walk);
    }
  };
  walk(when);
  for (const r of refs) {
    if (!row) throw ctx.error('invalid_object_definition', `statement trigger's WHEN condition cannot reference column values`, r.location);
    if (r.rec === 'old' && (events & INSERT) !== 0) throw ctx.error('invalid_object_definition', `INSERT trigger's WHEN condition cannot reference OLD values`, r.location);
    if (r.rec === 'new' && (events & DELETE) !== 0) throw ctx.error('invalid_object_definition', `DELETE trigger's WHEN condition cannot reference NEW values`, r.location);
    if (r.rec === 'new' && before && r.field !== undefined && SYSTEM_COLUMNS.has(r.field)) throw ctx.error('feature_not_supported', `BEFORE trigger's WHEN condition cannot reference NEW system columns`, r.location);
  }
}

/** DROP TRIGGER [IF EXISTS] name ON table; undefined for other DROP statements. */
export function planDropTrigger(ctx: PlanCtx, f: Fields): DdlPlan | undefined {
  if (f['removeType'] !== 'OBJECT_TRIGGER') return undefined;
  const steps: string[] = [];
  const notices: string[] = [];
  for (const o of (f['objects'] as AstNode[] | undefined) ?? []) {
    const parts = names(fieldsOf(o)['items'] as AstNode[]);
    const name = parts[parts.length - 1] ?? '';
    const table = parts[parts.length - 2] ?? '';
    const rel = ctx.catalog.findRelation(table, parts.length > 2 ? parts[0] : undefined, ctx.searchPath);
    if (rel === undefined) {
      if (f['missing_ok'] === true) {
        notices.push(`relation "${table}" does not exist, skipping`);
        continue;
      }
      throw ctx.error('undefined_table', `relation "${table}" does not exist`);
    }
    const t = (ctx.catalog.triggers?.() ?? []).find((x) => x.relOid === rel.oid && x.name === name);
    if (t === undefined) {
      if (f['missing_ok'] === true) {
        notices.push(`trigger "${name}" for relation "${table}" does not exist, skipping`);
        continue;
      }
      throw ctx.error('undefined_object', `trigger "${name}" for table "${table}" does not exist`);
    }
    // a clone goes with the partitioned table's trigger only (pg_depend: an internal dependency)
    const parent = t.parentOid === undefined ? undefined : (ctx.catalog.triggers?.() ?? []).find((x) => x.oid === t.parentOid);
    if (parent !== undefined) {
      const on = ctx.catalog.relationByOid(parent.relOid)?.name ?? '?';
      throw PgError.fromCode('2BP01', `cannot drop trigger ${name} on table ${rel.name} because trigger ${parent.name} on table ${on} requires it`, { hint: `You can drop trigger ${parent.name} on table ${on} instead.` });
    }
    for (const x of [t, ...clonesOf(ctx, t)]) steps.push(dropTriggerSql(x.oid), `DELETE FROM _pgsqlite_description WHERE objoid = ${x.oid} AND classoid = ${PG_TRIGGER_CLASS}`);
  }
  return { kind: 'ddl', steps: steps.length > 0 ? [...steps, bumpVersion()] : [], tag: 'DROP TRIGGER', notices };
}

/** The triggers that execute function `fnOid` (pg_depend: DROP FUNCTION is 2BP01 without CASCADE): how PostgreSQL names them, and the SQL dropping each. */
export function triggersUsing(ctx: PlanCtx, fnOid: number): { label: string; drop: string }[] {
  // a clone goes with its partitioned table's trigger, which alone is named
  return (ctx.catalog.triggers?.() ?? [])
    .filter((t) => t.functionOid === fnOid && t.parentOid === undefined)
    .map((t) => ({ label: `trigger ${t.name} on table ${ctx.catalog.relationByOid(t.relOid)?.name ?? '?'}`, drop: `DELETE FROM _pgsqlite_trigger WHERE oid IN (${[t, ...clonesOf(ctx, t)].map((x) => x.oid).join(', ')})` }));
}

/** The SQL expression text as a JSON AST (`SELECT expr`'s target). */
function expressionJson(ctx: PlanCtx, text: string): string {
  const [stmt] = parseStatements(`SELECT ${text}`);
  return JSON.stringify(stripLocations(selectExpression(ctx, stmt!.ast)));
}

/** The text of WHEN (…)'s condition: from the expression's first token to the parenthesis closing WHEN's. */
function whenSource(source: string, stmtLocation: number, when: AstNode): string | null {
  let start = Number.POSITIVE_INFINITY;
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (n !== null && typeof n === 'object') {
      for (const [k, v] of Object.entries(n)) {
        if (k === 'location' && typeof v === 'number' && v >= 0) start = Math.min(start, v);
        else walk(v);
      }
    }
  };
  walk(when);
  if (!Number.isFinite(start) || start < stmtLocation) return null;
  start = utf16Index(source, start);
  // Back to the opening parenthesis of WHEN (the first token may itself be parenthesized).
  let open = start;
  while (open > 0 && source[open - 1] !== undefined && source[open - 1] !== 'N' && source[open - 1] !== 'n') open--;
  let i = source.indexOf('(', open);
  if (i < 0) return null;
  const from = i + 1;
  let depth = 1;
  let quote: string | null = null;
  for (i = from; i < source.length; i++) {
    const ch = source[i];
    if (quote !== null) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return lowerRecords(source.slice(from, i).trim());
  }
  return null;
}

/** `NEW.x` / `OLD.x` as PostgreSQL prints them (new.x, old.x), outside quotes. */
function lowerRecords(text: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote !== null) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') quote = ch;
    else {
      const word = text.slice(i, i + 4).toLowerCase();
      const prev = i === 0 ? ' ' : text[i - 1]!;
      const boundary = !(prev === '_' || prev === '.' || (prev >= '0' && prev <= '9') || prev.toLowerCase() !== prev.toUpperCase());
      if (boundary && (word === 'new.' || word === 'old.')) {
        out += word;
        i += 3;
        continue;
      }
    }
    out += ch;
  }
  return out;
}

function quoteTag(body: string): string {
  let tag = '$pgsqlite_fn$';
  for (let n = 0; body.includes(tag); n++) tag = `$pgsqlite_fn${n}$`;
  return tag;
}

function quoteIdent(name: string): string {
  return `"${name.split('"').join('""')}"`;
}
