import { OCTAL_GUCS, PG15_GUCS, PG15_HIDDEN_GUCS, formatG, octalMode, parseGucNumber, pg15DefaultShown, showGucNumber, type Pg15Guc } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import type { GucDef } from './guc-table.js';
import { invalidValue, parseBool } from './guc-values.js';

/**
 * PostgreSQL 15's whole parameter list (captured in @pgsqlite/catalog's PG15_GUCS) as GucDefs,
 * merged with pgsqlite's own definitions: every parameter can be read, shown and SET with
 * guc.c's validation (type, range, units, enum values) and context rules. Planner and server
 * parameters change nothing in pgsqlite, which is exact for the results of every query.
 */

type Kind = GucDef['kind'];
const KINDS: Record<Pg15Guc[1], Kind> = { bool: 'bool', integer: 'int', real: 'real', string: 'string', enum: 'enum' };

/** guc.c set_config_option's refusals by context (we are always superuser: superuser/user pass). */
export function checkSettable(def: GucDef, typedName: string): void {
  const context = def.readOnly === true ? 'internal' : def.context;
  const why =
    context === 'internal' ? 'cannot be changed'
    : context === 'postmaster' ? 'cannot be changed without restarting the server'
    : context === 'sighup' ? 'cannot be changed now'
    : context === 'backend' || context === 'superuser-backend' ? 'cannot be set after connection start'
    : null;
  if (why !== null) throw PgError.fromCode('55P02', `parameter "${typedName}" ${why}`);
}

/**
 * Parameters whose other values change query results in ways pgsqlite does not implement (the
 * planner ones change nothing but plans, which is exact here): name → the only value accepted.
 */
const ONLY_VALUE: Record<string, string> = { transform_null_equals: 'off', quote_all_identifiers: 'off' };

/** guc.c's validation, then 0A000 for a value pgsqlite would silently ignore. */
function validator(row: Pg15Guc): (value: string, typedName: string) => string {
  const check = pgValidator(row);
  const only = ONLY_VALUE[row[0]];
  if (only === undefined) return check;
  return (value, name) => {
    const v = check(value, name);
    if (v !== only) throw new PgError('feature_not_supported', `${row[0]} = ${v} is not supported by pgsqlite`);
    return v;
  };
}

/** parse_and_validate_value for one PostgreSQL 15 parameter; returns the value as SHOW displays it. */
function pgValidator(row: Pg15Guc): (value: string, typedName: string) => string {
  const [, vartype, , , , , unit, min, max, enumvals] = row;
  switch (vartype) {
    case 'bool':
      return (value, name) => {
        const b = parseBool(value);
        if (b === null) throw new PgError('invalid_parameter_value', `parameter "${name}" requires a Boolean value`);
        return b ? 'on' : 'off';
      };
    case 'integer':
    case 'real': {
      const integer = vartype === 'integer';
      const lo = Number(min);
      const hi = Number(max);
      const show = (n: number): string => (integer ? String(n) : formatG(n));
      return (value, name) => {
        const parsed = parseGucNumber(value, unit, integer);
        if (!parsed.ok) throw invalidValue(name, value, parsed.hint);
        const v = parsed.value;
        if (v < lo || v > hi) {
          throw new PgError('invalid_parameter_value', `${show(v)}${unit === null ? '' : ` ${unit}`} is outside the valid range for parameter "${name}" (${show(lo)} .. ${show(hi)})`);
        }
        return OCTAL_GUCS.has(row[0]) ? octalMode(v) : showGucNumber(v, unit, integer);
      };
    }
    case 'enum': {
      const values = enumvals ?? [];
      const boolish = values.includes('on') && values.includes('off');
      return (value, name) => {
        const v = value.trim().toLowerCase();
        const found = values.find((x) => x.toLowerCase() === v);
        if (found !== undefined) return found;
        // The hidden spellings guc.c accepts for on/off enums (true, yes, 1 …).
        const b = boolish ? parseBool(value) : null;
        if (b !== null) return b ? 'on' : 'off';
        throw invalidValue(name, value, `Available values: ${values.join(', ')}.`);
      };
    }
    case 'string':
      return (value) => value;
  }
}

/** validator(row), made on first use (start-up builds every parameter's definition; few are ever set). */
function lazyValidator(row: Pg15Guc): (value: string, typedName: string) => string {
  let check: ((value: string, typedName: string) => string) | null = null;
  return (value, name) => (check ??= validator(row))(value, name);
}

/**
 * pgsqlite's own definitions (check hooks, boot values, GUC_REPORT) completed with PostgreSQL 15's
 * context and validation, plus every other PostgreSQL 15 parameter.
 */
export function withPg15Gucs(own: readonly GucDef[]): GucDef[] {
  const byName = new Map(own.map((d) => [d.name.toLowerCase(), d]));
  const out: GucDef[] = [];
  const hidden = new Set(PG15_HIDDEN_GUCS.map(([n]) => n));
  for (const row of PG15_GUCS) {
    const [name, vartype, context, , shortDesc, , , , , enumvals] = row;
    const mine = byName.get(name.toLowerCase());
    if (mine !== undefined) {
      byName.delete(name.toLowerCase());
      out.push(mine.kind === 'string' ? { ...mine, context } : { ...mine, context, validate: lazyValidator(row) });
      continue;
    }
    out.push({
      name,
      kind: KINDS[vartype],
      boot: pg15DefaultShown(row),
      description: shortDesc,
      context,
      ...(context === 'internal' ? { readOnly: true } : {}),
      ...(enumvals === null ? {} : { values: enumvals }),
      validate: lazyValidator(row),
    });
  }
  for (const [name, value] of PG15_HIDDEN_GUCS) {
    const mine = byName.get(name.toLowerCase());
    byName.delete(name.toLowerCase());
    out.push(mine === undefined ? { name, kind: 'string', boot: value, description: '', context: 'user', hidden: true } : { ...mine, hidden: true });
  }
  for (const d of byName.values()) out.push(hidden.has(d.name) ? { ...d, hidden: true } : d);
  return out;
}

/** A character of a simple identifier (scan.l ident_cont, high-bit bytes included). */
function identChar(c: string, first: boolean): boolean {
  return /[A-Za-z_\u0080-\uffff]/.test(c) || (!first && /[0-9$]/.test(c));
}

/** guc.c valid_custom_variable_name: two or more simple identifiers separated by dots. */
function validCustomName(name: string): boolean {
  const parts = name.split('.');
  return parts.length >= 2 && parts.every((p) => p.length > 0 && [...p].every((c, i) => identChar(c, i === 0)));
}

/**
 * The definition of a custom placeholder parameter (`myapp.tenant`): created by its first SET,
 * a string whose reset value is '' (it outlives a rolled-back SET, as in PostgreSQL). Null when
 * `name` has no dot (42704 for the caller); 42602 when it has one but is not a valid name.
 */
export function placeholderDef(name: string): GucDef | null {
  if (!name.includes('.')) return null;
  if (!validCustomName(name)) {
    throw new PgError('invalid_name', `invalid configuration parameter name "${name}"`, { detail: 'Custom parameter names must be two or more simple identifiers separated by dots.' });
  }
  return { name, kind: 'string', boot: '', description: '', context: 'user', hidden: true };
}
