import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import type { DatabaseOptions } from '../plan.js';

/**
 * PostgreSQL's encoding names (pg_wchar.h pg_enc2name_tbl), compared as pg_char_to_encoding
 * does: lower case, non-alphanumerics removed. pgsqlite's databases are all UTF8.
 */
const ENCODINGS = new Map<string, number>(
  [
    'SQL_ASCII', 'EUC_JP', 'EUC_CN', 'EUC_KR', 'EUC_TW', 'EUC_JIS_2004', 'UTF8', 'MULE_INTERNAL', 'LATIN1', 'LATIN2', 'LATIN3', 'LATIN4',
    'LATIN5', 'LATIN6', 'LATIN7', 'LATIN8', 'LATIN9', 'LATIN10', 'WIN1256', 'WIN1258', 'WIN866', 'WIN874', 'KOI8R', 'WIN1251', 'WIN1252',
    'ISO_8859_5', 'ISO_8859_6', 'ISO_8859_7', 'ISO_8859_8', 'WIN1250', 'WIN1253', 'WIN1254', 'WIN1255', 'WIN1257', 'KOI8U',
  ].map((name, id) => [name, id]),
);
/** Aliases of pg_encname_tbl that name a server encoding (client-only encodings are refused, as pg_valid_server_encoding). */
const ALIASES: Record<string, string> = { unicode: 'UTF8', utf8: 'UTF8', iso88591: 'LATIN1', iso88592: 'LATIN2', iso88593: 'LATIN3', iso88594: 'LATIN4', iso88599: 'LATIN5', iso885910: 'LATIN6', iso885913: 'LATIN7', iso885914: 'LATIN8', iso885915: 'LATIN9', iso885916: 'LATIN10', win: 'WIN1251', alt: 'WIN866', koi8: 'KOI8R', tcvn: 'WIN1258', tcvn5712: 'WIN1258', vscii: 'WIN1258', abc: 'WIN1258' };
const clean = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The canonical name of an encoding given by name or number (22023/42704 as createdb). */
function encodingName(ctx: PlanCtx, arg: AstNode | undefined, location: number | undefined): string {
  if (arg !== undefined && nodeType(arg) === 'Integer') {
    const id = Number(fieldsOf(arg)['ival'] ?? 0);
    const name = [...ENCODINGS].find(([, n]) => n === id)?.[0];
    if (name === undefined) throw ctx.error('undefined_object', `${id} is not a valid encoding code`, location);
    return name;
  }
  const text = optionText(arg);
  const key = clean(text);
  const name = ALIASES[key] ?? [...ENCODINGS.keys()].find((n) => clean(n) === key);
  if (name === undefined) throw ctx.error('undefined_object', `${text} is not a valid encoding name`, location);
  return name;
}

/** The text of an option's argument (a string, a name, or a number). */
function optionText(arg: AstNode | undefined): string {
  if (arg === undefined) return '';
  const t = nodeType(arg);
  if (t === 'String') return strVal(arg);
  if (t === 'Integer') return String(fieldsOf(arg)['ival'] ?? 0);
  if (t === 'Float') return String(fieldsOf(arg)['fval'] ?? '');
  if (t === 'Boolean') return fieldsOf(arg)['boolval'] === true ? 'true' : 'false';
  return '';
}

/** A Boolean option as parse_bool reads it (22023 "… requires a Boolean value"). */
function boolOption(ctx: PlanCtx, name: string, arg: AstNode | undefined): boolean {
  const v = optionText(arg).toLowerCase();
  if (arg === undefined) return true;
  if (['true', 'on', '1', 't', 'yes', 'y'].includes(v)) return true;
  if (['false', 'off', '0', 'f', 'no', 'n'].includes(v)) return false;
  throw ctx.error('syntax_error', `${name} requires a Boolean value`, undefined);
}

/** Options both CREATE DATABASE and ALTER DATABASE take. */
function commonOption(ctx: PlanCtx, o: DatabaseOptions, name: string, arg: AstNode | undefined, location: number | undefined): boolean {
  if (name === 'is_template') o.isTemplate = boolOption(ctx, name, arg);
  else if (name === 'allow_connections') o.allowConnections = boolOption(ctx, name, arg);
  else if (name === 'connection_limit') {
    const n = Number(optionText(arg));
    if (!Number.isInteger(n)) throw ctx.error('syntax_error', `${name} requires an integer value`, undefined);
    if (n < -1) throw ctx.error('invalid_parameter_value', `invalid connection limit: ${n}`, undefined);
    o.connectionLimit = n;
  } else if (name === 'tablespace') {
    const t = optionText(arg);
    if (t !== 'pg_default') throw ctx.error('undefined_object', `tablespace "${t}" does not exist`, location);
  } else return false;
  return true;
}

/** CREATE DATABASE's WITH options (dbcommands.c createdb), values checked as PostgreSQL does. */
export function createOptions(ctx: PlanCtx, list: AstNode[] | undefined): DatabaseOptions {
  const o: DatabaseOptions = {};
  const seen = new Set<string>();
  for (const node of list ?? []) {
    const d = fieldsOf(node);
    const name = String(d['defname']);
    const arg = d['arg'] as AstNode | undefined;
    const at = d['location'] as number | undefined;
    if (seen.has(name)) throw ctx.error('syntax_error', 'conflicting or redundant options', at);
    seen.add(name);
    if (commonOption(ctx, o, name, arg, at)) continue;
    switch (name) {
      case 'template':
        o.template = arg === undefined ? null : optionText(arg);
        break;
      case 'owner':
        o.owner = arg === undefined ? null : optionText(arg);
        break;
      case 'encoding':
        if (arg !== undefined) o.encoding = encodingName(ctx, arg, at);
        break;
      case 'locale':
        // LC_COLLATE / LC_CTYPE given too win over LOCALE, whatever the order (createdb).
        if (arg !== undefined) {
          o.collate ??= optionText(arg);
          o.ctype ??= optionText(arg);
        }
        break;
      case 'lc_collate':
        if (arg !== undefined) o.collate = optionText(arg);
        break;
      case 'lc_ctype':
        if (arg !== undefined) o.ctype = optionText(arg);
        break;
      case 'locale_provider':
        if (arg !== undefined && optionText(arg).toLowerCase() !== 'libc') {
          const p = optionText(arg);
          if (p.toLowerCase() === 'icu') throw ctx.error('feature_not_supported', 'ICU is not supported in this build', at);
          throw ctx.error('invalid_parameter_value', `unrecognized locale provider: ${p}`, at);
        }
        break;
      case 'icu_locale':
      case 'collation_version':
      case 'oid':
      case 'strategy':
        break;
      default:
        throw ctx.error('syntax_error', `option "${name}" not recognized`, at);
    }
  }
  return o;
}

/** ALTER DATABASE name [WITH] option …: IS_TEMPLATE, ALLOW_CONNECTIONS, CONNECTION LIMIT, TABLESPACE. */
export function alterOptions(ctx: PlanCtx, list: AstNode[] | undefined): DatabaseOptions {
  const o: DatabaseOptions = {};
  const seen = new Set<string>();
  for (const node of list ?? []) {
    const d = fieldsOf(node);
    const name = String(d['defname']);
    if (seen.has(name)) throw ctx.error('syntax_error', 'conflicting or redundant options', d['location'] as number | undefined);
    seen.add(name);
    if (!commonOption(ctx, o, name, d['arg'] as AstNode | undefined, d['location'] as number | undefined)) throw ctx.error('syntax_error', `option "${name}" not recognized`, d['location'] as number | undefined);
  }
  return o;
}

