import { rowTypesOf, storedArrayParts, storedArrayText, typeByOid, userTypesOf } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import { typeLabel, type DoStatement } from '@pgsqlite/translate';
import { planOf } from '../statement-plan.js';
import { parameterRecord, setStored } from './composite-vars.js';
import { assignRow, assignValue, evaluate, type DoRun } from './do-eval.js';
import { iteration, type LoopRunner } from './do-loops.js';

type Foreach = Extract<DoStatement, { kind: 'foreach' }>;

/**
 * FOREACH target [SLICE n] IN ARRAY expr (pl_exec.c exec_stmt_foreach_a): the array's elements in
 * storage order — or, with SLICE n, its sub-arrays of the last n dimensions (keeping their lower
 * bounds). An element of a composite type goes whole into a record target, field by field into a
 * list of variables.
 */
export async function runForeach(run: DoRun, s: Foreach, r: LoopRunner): Promise<void> {
  let items: SqlValue[] = [];
  let arrayType = 0;
  let elem = 0;
  await r.withContext(s.line, 'FOREACH over array', async () => {
    const { value, column } = await evaluate(run, s.expr);
    arrayType = column.typeOid;
    elem = elementOf(run, arrayType);
    const label = (t: number): string => typeLabel(run.core.handle.catalog(), run.core.settings.searchPath(), t, -1);
    if (elem === 0) throw new PgError('datatype_mismatch', `FOREACH expression must yield an array, not type ${label(arrayType)}`);
    if (value === null) throw new PgError('null_value_not_allowed', 'FOREACH expression must not be null');
    if (s.slice > 0) {
      const v = s.target.kind === 'vars' && s.target.names.length === 1 ? run.state.values.get(s.target.names[0]!) : undefined;
      if (v?.kind !== 'scalar' || elementOf(run, v.type) === 0) throw new PgError('datatype_mismatch', 'FOREACH ... SLICE loop variable must be of an array type');
      items = slices(String(value), s.slice);
      return;
    }
    const [parsed] = run.core.translator.parse('SELECT pg_catalog.unnest($1)');
    if (parsed === undefined) return;
    const out = await run.exec(run.core, planOf(run.core, parsed, [arrayType]), [value]);
    items = (out.rows ?? []).map((row) => row[0] ?? null);
  });
  for (const item of items) {
    await r.withContext(s.line, 'FOREACH over array', () => assignItem(run, s, item, s.slice > 0 ? arrayType : elem));
    if (!(await iteration(run, s, r))) break;
  }
}

/** The element type of an array type (built-in, or of a user or row type), 0 when it is none. */
function elementOf(run: DoRun, type: number): number {
  const builtin = typeByOid(type)?.elemOid;
  if (builtin !== undefined) return builtin;
  const catalog = run.core.handle.catalog();
  return rowTypesOf(catalog).find((t) => t.arrayOid === type)?.oid ?? userTypesOf(catalog).find((t) => t.arrayOid === type)?.oid ?? 0;
}

/** One element (or slice) of type `type` into the loop's target. */
async function assignItem(run: DoRun, s: Foreach, item: SqlValue, type: number): Promise<void> {
  const names = s.target.kind === 'vars' ? s.target.names : [];
  const single = s.target.kind === 'record' ? s.target.name : names.length === 1 ? names[0] : undefined;
  const target = single === undefined ? undefined : run.state.values.get(single);
  const composite = parameterRecord(run.core, type, item);
  if (target?.kind === 'record' && composite !== undefined) {
    // a record takes the composite element whole (its own type when it has a declared one)
    if (target.declaredType === true && target.typeOid === type) setStored(target, item);
    else Object.assign(target, composite, { declaredType: target.declaredType });
    return;
  }
  if (composite !== undefined && (names.length > 1 || target?.kind === 'record')) {
    const columns = (composite.columns ?? []).filter((c) => c.name !== '').map((c) => ({ name: c.name, typeOid: c.type, typmod: -1, tableOid: 0, attnum: 0 }));
    const values = (composite.columns ?? []).flatMap((c, i) => (c.name === '' ? [] : [composite.values[i] ?? null]));
    await assignRow(run, s.target, columns, values);
    return;
  }
  if (single !== undefined && target?.kind === 'scalar') return assignValue(run, single, item, type);
  await assignRow(run, s.target, [{ name: 'unnest', typeOid: type, typmod: -1, tableOid: 0, attnum: 0 }], [item]);
}

/** The sub-arrays of the last `n` dimensions of a stored array (2202E when n exceeds its dimensions). */
function slices(stored: string, n: number): string[] {
  const { lbs, body } = storedArrayParts(stored);
  let ndim = 0;
  // an empty array has no dimensions
  if (body !== '[]') while (body[ndim] === '[') ndim++;
  if (n > ndim) throw new PgError('array_subscript_error', `slice dimension (${n}) is out of the valid range 0..${ndim}`);
  let units = [body];
  for (let d = 0; d < ndim - n; d++) units = units.flatMap(topLevelItems);
  const kept = lbs === null ? null : lbs.slice(ndim - n);
  return units.map((u) => storedArrayText(u, kept));
}

/** The items of a JSON array's text, each as its own text (strings and nested arrays skipped over). */
function topLevelItems(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 1;
  let inString = false;
  for (let i = 1; i < text.length - 1; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') depth++;
    else if (ch === ']' || ch === '}') depth--;
    else if (ch === ',' && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (text.length > 2) out.push(text.slice(start, text.length - 1));
  return out;
}
