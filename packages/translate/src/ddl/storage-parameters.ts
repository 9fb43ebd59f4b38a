import type { RelationDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';

/**
 * Storage parameters (reloptions.c): the options of `WITH (…)` and `ALTER … SET / RESET (…)`,
 * checked per relation kind and access method as PostgreSQL checks them and kept as the
 * `name=value` texts pg_class.reloptions shows. SQLite's storage ignores them; what a client
 * sees — the options accepted, refused and read back — is PostgreSQL's.
 */

type Option =
  | { type: 'int'; min: number; max: number }
  | { type: 'real'; min: number; max: number }
  | { type: 'bool' }
  | { type: 'enum'; values: readonly string[]; detail: string };

const INT_MAX = 2147483647;
const int = (min: number, max: number): Option => ({ type: 'int', min, max });
const real = (min: number, max: number): Option => ({ type: 'real', min, max });
const bool: Option = { type: 'bool' };
const onOffAuto: Option = { type: 'enum', values: ['auto', 'on', 'off'], detail: 'Valid values are "on", "off", and "auto".' };
const fillfactor = int(10, 100);

/** Options of heap tables that also apply to their TOAST table (`toast.` namespace). */
const HEAP_AND_TOAST: Record<string, Option> = {
  autovacuum_enabled: bool,
  autovacuum_vacuum_threshold: int(0, INT_MAX),
  autovacuum_vacuum_insert_threshold: int(-1, INT_MAX),
  autovacuum_vacuum_cost_limit: int(1, 10000),
  autovacuum_freeze_min_age: int(0, 1000000000),
  autovacuum_freeze_max_age: int(100000, 2000000000),
  autovacuum_freeze_table_age: int(0, 2000000000),
  autovacuum_multixact_freeze_min_age: int(0, 1000000000),
  autovacuum_multixact_freeze_max_age: int(10000, 2000000000),
  autovacuum_multixact_freeze_table_age: int(0, 2000000000),
  log_autovacuum_min_duration: int(-1, INT_MAX),
  autovacuum_vacuum_cost_delay: real(0, 100),
  autovacuum_vacuum_scale_factor: real(0, 100),
  autovacuum_vacuum_insert_scale_factor: real(0, 100),
  vacuum_index_cleanup: onOffAuto,
  vacuum_truncate: bool,
};

const HEAP: Record<string, Option> = {
  ...HEAP_AND_TOAST,
  fillfactor,
  toast_tuple_target: int(128, 8160),
  parallel_workers: int(0, 1024),
  autovacuum_analyze_threshold: int(0, INT_MAX),
  autovacuum_analyze_scale_factor: real(0, 100),
  user_catalog_table: bool,
};

const VIEW: Record<string, Option> = {
  security_barrier: bool,
  security_invoker: bool,
  check_option: { type: 'enum', values: ['local', 'cascaded'], detail: 'Valid values are "local" and "cascaded".' },
};

const INDEX: Record<string, Record<string, Option>> = {
  btree: { fillfactor, deduplicate_items: bool },
  hash: { fillfactor },
  gist: { fillfactor, buffering: onOffAuto },
  spgist: { fillfactor },
  gin: { fastupdate: bool, gin_pending_list_limit: int(64, INT_MAX / 1024) },
  brin: { pages_per_range: int(1, 131072), autosummarize: bool },
};

/** What the options are checked against: a table kind, a view, or an index of an access method. */
export type OptionsTarget = { kind: 'table' | 'partitioned' | 'view' } | { kind: 'index'; method: string };

function optionsOf(target: OptionsTarget, namespace: string | undefined): Record<string, Option> | undefined {
  if (target.kind === 'index') return INDEX[target.method] ?? {};
  if (target.kind === 'view') return namespace === undefined ? VIEW : undefined;
  if (target.kind === 'partitioned') return namespace === undefined || namespace === 'toast' ? {} : undefined;
  if (namespace === 'toast') return HEAP_AND_TOAST;
  return namespace === undefined ? HEAP : undefined;
}

/** One DefElem of a WITH / SET / RESET list. */
interface Given {
  namespace: string | undefined;
  name: string;
  /** The value's text as PostgreSQL keeps it (defGetString); null when none was given. */
  value: string | null;
}

function valueText(arg: AstNode | undefined): string | null {
  if (arg === undefined) return null;
  const t = nodeType(arg);
  const f = fieldsOf(arg);
  if (t === 'Integer') return String(f['ival'] ?? 0);
  if (t === 'Float') return String(f['fval'] ?? '0');
  if (t === 'Boolean') return f['boolval'] === true ? 'true' : 'false';
  if (t === 'TypeName') return ((f['names'] as AstNode[] | undefined) ?? []).map(strVal).join('.');
  return strVal(arg);
}

function givenOf(list: readonly AstNode[] | undefined): Given[] {
  return (list ?? []).map((n) => {
    const f = fieldsOf(n);
    const ns = f['defnamespace'] as string | undefined;
    return { namespace: ns, name: String(f['defname']), value: valueText(f['arg'] as AstNode | undefined) };
  });
}

/** parse_int: an integer, or a number PostgreSQL rounds (strtod), surrounded by spaces. */
function parseIntOption(text: string): number | undefined {
  const t = text.trim();
  if (/^[+-]?\d+$/.test(t)) return Number(t);
  if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t) || /^0x[0-9a-f]+$/i.test(t)) {
    const v = Math.round(Number(t));
    return Number.isFinite(v) ? v : undefined;
  }
  return undefined;
}

function parseRealOption(text: string): number | undefined {
  const t = text.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t) && !/^[+-]?(inf|infinity|nan)$/i.test(t)) return undefined;
  return Number(t.replace(/^([+-]?)inf(inity)?$/i, '$1Infinity'));
}

/** parse_bool: true/false/yes/no/on/off and their unique prefixes, 1 and 0. */
function parseBoolOption(text: string): boolean | undefined {
  const t = text.trim().toLowerCase();
  if (t === '') return undefined;
  if (t === '1') return true;
  if (t === '0') return false;
  if ('true'.startsWith(t) || 'yes'.startsWith(t)) return true;
  if ('false'.startsWith(t) || 'no'.startsWith(t)) return false;
  if (t.length >= 2 && 'on'.startsWith(t)) return true;
  if (t.length >= 2 && 'off'.startsWith(t)) return false;
  return undefined;
}

function checkValue(ctx: PlanCtx, name: string, option: Option, text: string): void {
  const bad = (kind: string): never => {
    throw ctx.error('invalid_parameter_value', `invalid value for ${kind} option "${name}": ${text}`);
  };
  const bounds = (min: string, max: string): never => {
    throw ctx.error('invalid_parameter_value', `value ${text} out of bounds for option "${name}"`, undefined, { detail: `Valid values are between "${min}" and "${max}".` });
  };
  switch (option.type) {
    case 'bool':
      if (parseBoolOption(text) === undefined) bad('boolean');
      return;
    case 'int': {
      const v = parseIntOption(text);
      if (v === undefined) bad('integer');
      else if (v < option.min || v > option.max) bounds(String(option.min), String(option.max));
      return;
    }
    case 'real': {
      const v = parseRealOption(text);
      if (v === undefined) bad('floating point');
      else if (!(v >= option.min && v <= option.max)) bounds(option.min.toFixed(6), option.max.toFixed(6));
      return;
    }
    case 'enum':
      if (!option.values.includes(text.toLowerCase())) {
        throw ctx.error('invalid_parameter_value', `invalid value for enum option "${name}": ${text}`, undefined, { detail: option.detail });
      }
  }
}

/**
 * Checks options against their target as heap_reloptions / index_reloptions / view_reloptions
 * do, and returns the texts kept in pg_class.reloptions (TOAST options are checked, then kept by
 * the TOAST table PostgreSQL would have — pgsqlite has none, so they are not shown).
 */
function checked(ctx: PlanCtx, target: OptionsTarget, given: readonly Given[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const g of given) {
    const options = optionsOf(target, g.namespace);
    if (options === undefined) throw ctx.error('invalid_parameter_value', `unrecognized parameter namespace "${g.namespace}"`);
    const option = Object.hasOwn(options, g.name) ? options[g.name] : undefined;
    if (option === undefined) throw ctx.error('invalid_parameter_value', `unrecognized parameter "${g.name}"`);
    const key = `${g.namespace ?? ''}.${g.name}`;
    if (seen.has(key)) throw ctx.error('invalid_parameter_value', `parameter "${g.name}" specified more than once`);
    seen.add(key);
    const text = g.value ?? 'true';
    checkValue(ctx, g.name, option, text);
    if (g.namespace === undefined) kept.push(`${g.name}=${text}`);
  }
  return kept;
}

/**
 * The options of a CREATE TABLE / INDEX / VIEW / TABLE AS `WITH (…)` list, checked. `WITH (oids =
 * true)` is refused as PostgreSQL 15 refuses it; `oids = false` is accepted and not kept.
 */
export function createOptions(ctx: PlanCtx, list: readonly AstNode[] | undefined, target: OptionsTarget): string[] {
  const given = givenOf(list);
  const oids = given.find((g) => g.namespace === undefined && g.name === 'oids');
  if (oids !== undefined && target.kind !== 'index' && target.kind !== 'view' && parseBoolOption(oids.value ?? 'true') === true) {
    throw ctx.error('feature_not_supported', 'tables declared WITH OIDS are not supported');
  }
  return checked(ctx, target, given.filter((g) => !(g === oids && (target.kind === 'table' || target.kind === 'partitioned'))));
}

/** The target of an existing relation's options. */
export function optionsTarget(rel: RelationDef, indexMethod: string | undefined): OptionsTarget | undefined {
  if (rel.kind === 'r' || rel.kind === 'm') return { kind: 'table' };
  if (rel.kind === 'p') return { kind: 'partitioned' };
  if (rel.kind === 'v') return { kind: 'view' };
  if (rel.kind === 'i') return { kind: 'index', method: indexMethod ?? 'btree' };
  return undefined;
}

/**
 * The options after `ALTER … SET (…)` or `RESET (…)` (transformRelOptions): the ones not named
 * keep their place, the ones SET are appended in the order given, and the result is checked.
 */
export function alteredOptions(ctx: PlanCtx, current: readonly string[], cmd: Fields, target: OptionsTarget): string[] {
  const reset = cmd['subtype'] === 'AT_ResetRelOptions';
  const given = givenOf(((fieldsOf(cmd['def'] as AstNode)['items'] as AstNode[] | undefined) ?? []));
  if (reset && given.some((g) => g.value !== null)) throw ctx.error('syntax_error', 'RESET must not include values for parameters');
  const named = new Set(given.filter((g) => g.namespace === undefined).map((g) => g.name));
  const kept = current.filter((o) => !named.has(o.slice(0, o.indexOf('='))));
  if (reset) {
    for (const g of given) if (g.namespace !== undefined && optionsOf(target, g.namespace) === undefined) throw ctx.error('invalid_parameter_value', `unrecognized parameter namespace "${g.namespace}"`);
    return kept;
  }
  const added = checked(ctx, target, given);
  // the result is validated as a whole: an option kept from before was valid when it was set
  return [...kept, ...added];
}
