import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, fieldsOf, listItems, nodeType, strVal } from '../parse/ast.js';
import type { CopyOptions } from '../plan.js';

/** A COPY option as written, before defaults (copy.c ProcessCopyOptions' opts_out). */
interface RawCopyOptions {
  encoding?: string;
  format?: 'text' | 'csv' | 'binary';
  freeze?: boolean;
  delimiter?: string;
  null?: string;
  header?: boolean | 'match';
  quote?: string;
  escape?: string;
  forceQuote?: string[] | '*';
  forceNotNull?: string[];
  forceNull?: string[];
}

/** Column-name lists of FORCE_* options, resolved by the caller against the copied columns. */
export interface CopyOptionLists {
  forceQuote: string[] | '*' | undefined;
  forceNotNull: string[] | undefined;
  forceNull: string[] | undefined;
}

const ENCODINGS = new Set(['utf8', 'utf-8', 'unicode', 'sql_ascii']);

/**
 * Validates COPY's options in the order PostgreSQL does (copy.c ProcessCopyOptions) and fills in
 * the defaults. FORCE_* lists come back as names (the caller maps them to columns).
 */
export function processCopyOptions(ctx: PlanCtx, defs: readonly AstNode[], isFrom: boolean): { options: Omit<CopyOptions, 'forceQuote' | 'forceNotNull' | 'forceNull'>; lists: CopyOptionLists } {
  const o: RawCopyOptions = {};
  const conflicting = (loc: number | undefined) => ctx.error('syntax_error', 'conflicting or redundant options', loc);
  for (const node of defs) {
    const d = fieldsOf(node);
    const name = String(d['defname']);
    const loc = d['location'] as number | undefined;
    switch (name) {
      case 'format': {
        if (o.format !== undefined) throw conflicting(loc);
        const fmt = defString(ctx, d);
        if (fmt !== 'text' && fmt !== 'csv' && fmt !== 'binary') throw ctx.error('invalid_parameter_value', `COPY format "${fmt}" not recognized`, loc);
        o.format = fmt;
        break;
      }
      case 'freeze':
        if (o.freeze !== undefined) throw conflicting(loc);
        o.freeze = defBoolean(ctx, d) === true;
        break;
      case 'delimiter':
        if (o.delimiter !== undefined) throw conflicting(loc);
        o.delimiter = defString(ctx, d);
        break;
      case 'null':
        if (o.null !== undefined) throw conflicting(loc);
        o.null = defString(ctx, d);
        break;
      case 'header':
        if (o.header !== undefined) throw conflicting(loc);
        o.header = headerChoice(ctx, d, isFrom);
        break;
      case 'quote':
        if (o.quote !== undefined) throw conflicting(loc);
        o.quote = defString(ctx, d);
        break;
      case 'escape':
        if (o.escape !== undefined) throw conflicting(loc);
        o.escape = defString(ctx, d);
        break;
      case 'force_quote':
        if (o.forceQuote !== undefined) throw conflicting(loc);
        o.forceQuote = d['arg'] !== undefined && nodeType(d['arg'] as AstNode) === 'A_Star' ? '*' : nameList(ctx, d);
        break;
      case 'force_not_null':
        if (o.forceNotNull !== undefined) throw conflicting(loc);
        o.forceNotNull = nameList(ctx, d);
        break;
      case 'force_null':
        if (o.forceNull !== undefined) throw conflicting(loc);
        o.forceNull = nameList(ctx, d);
        break;
      case 'encoding': {
        const enc = defString(ctx, d).toLowerCase();
        if (!ENCODINGS.has(enc)) throw ctx.error('feature_not_supported', `COPY encoding "${enc}" is not supported by pgsqlite`, loc);
        o.encoding = enc === 'sql_ascii' ? 'SQL_ASCII' : 'UTF8';
        break;
      }
      default:
        throw ctx.error('syntax_error', `option "${name}" not recognized`, loc);
    }
  }
  const binary = o.format === 'binary';
  const csv = o.format === 'csv';
  if (binary && o.delimiter !== undefined) throw ctx.error('syntax_error', 'cannot specify DELIMITER in BINARY mode');
  if (binary && o.null !== undefined) throw ctx.error('syntax_error', 'cannot specify NULL in BINARY mode');
  const delimiter = o.delimiter ?? (csv ? ',' : '\t');
  const nullMarker = o.null ?? (csv ? '' : '\\N');
  if (utf8Length(delimiter) !== 1) throw ctx.error('feature_not_supported', 'COPY delimiter must be a single one-byte character');
  if (delimiter === '\r' || delimiter === '\n') throw ctx.error('invalid_parameter_value', 'COPY delimiter cannot be newline or carriage return');
  if (nullMarker.includes('\r') || nullMarker.includes('\n')) {
    throw ctx.error('invalid_parameter_value', 'COPY null representation cannot use newline or carriage return');
  }
  if (!csv && '\\.abcdefghijklmnopqrstuvwxyz0123456789'.includes(delimiter)) {
    throw ctx.error('invalid_parameter_value', `COPY delimiter cannot be "${delimiter}"`);
  }
  if (binary && o.header !== undefined && o.header !== false) throw ctx.error('feature_not_supported', 'cannot specify HEADER in BINARY mode');
  if (!csv && o.quote !== undefined) throw ctx.error('feature_not_supported', 'COPY quote available only in CSV mode');
  const quote = o.quote ?? '"';
  if (csv && utf8Length(quote) !== 1) throw ctx.error('feature_not_supported', 'COPY quote must be a single one-byte character');
  if (csv && delimiter === quote) throw ctx.error('invalid_parameter_value', 'COPY delimiter and quote must be different');
  if (!csv && o.escape !== undefined) throw ctx.error('feature_not_supported', 'COPY escape available only in CSV mode');
  const escape = o.escape ?? quote;
  if (csv && utf8Length(escape) !== 1) throw ctx.error('feature_not_supported', 'COPY escape must be a single one-byte character');
  if (!csv && o.forceQuote !== undefined) throw ctx.error('feature_not_supported', 'COPY force quote available only in CSV mode');
  if (o.forceQuote !== undefined && isFrom) throw ctx.error('feature_not_supported', 'COPY force quote only available using COPY TO');
  if (!csv && o.forceNotNull !== undefined) throw ctx.error('feature_not_supported', 'COPY force not null available only in CSV mode');
  if (o.forceNotNull !== undefined && !isFrom) throw ctx.error('feature_not_supported', 'COPY force not null only available using COPY FROM');
  if (!csv && o.forceNull !== undefined) throw ctx.error('feature_not_supported', 'COPY force null available only in CSV mode');
  if (o.forceNull !== undefined && !isFrom) throw ctx.error('feature_not_supported', 'COPY force null only available using COPY FROM');
  if (nullMarker.includes(delimiter)) throw ctx.error('feature_not_supported', 'COPY delimiter must not appear in the NULL specification');
  if (csv && nullMarker.includes(quote)) throw ctx.error('feature_not_supported', 'CSV quote character must not appear in the NULL specification');
  return {
    options: { format: o.format ?? 'text', delimiter, null: nullMarker, header: o.header ?? false, quote, escape, ...(o.encoding === undefined ? {} : { encoding: o.encoding }) },
    lists: { forceQuote: o.forceQuote, forceNotNull: o.forceNotNull, forceNull: o.forceNull },
  };
}

/** Bytes of `s` in UTF-8. */
function utf8Length(s: string): number {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

/** defGetString: strings, numbers and identifiers as written. */
function defString(ctx: PlanCtx, d: Fields): string {
  const arg = d['arg'] as AstNode | undefined;
  if (arg === undefined) throw ctx.error('syntax_error', `${String(d['defname'])} requires a parameter`, d['location']);
  const t = nodeType(arg);
  const f = fieldsOf(arg);
  if (t === 'Integer') return String(f['ival'] ?? 0);
  if (t === 'Float') return String(f['fval']);
  if (t === 'Boolean') return f['boolval'] === true ? 'true' : 'false';
  if (t === 'String') return strVal(arg);
  throw ctx.error('syntax_error', `${String(d['defname'])} requires a parameter`, d['location']);
}

/** defGetBoolean; null when the value is not a Boolean spelling. */
function booleanValue(d: Fields): boolean | null {
  const arg = d['arg'] as AstNode | undefined;
  if (arg === undefined) return true;
  const t = nodeType(arg);
  const f = fieldsOf(arg);
  if (t === 'Boolean') return f['boolval'] === true;
  if (t === 'Integer') {
    const n = Number(f['ival'] ?? 0);
    return n === 0 ? false : n === 1 ? true : null;
  }
  if (t !== 'String') return null;
  const s = strVal(arg).toLowerCase();
  if (s === 'true' || s === 'on' || s === 'yes') return true;
  if (s === 'false' || s === 'off' || s === 'no') return false;
  return null;
}

function defBoolean(ctx: PlanCtx, d: Fields): boolean {
  const b = booleanValue(d);
  if (b === null) throw ctx.error('syntax_error', `${String(d['defname'])} requires a Boolean value`);
  return b;
}

/** defGetCopyHeaderChoice (PostgreSQL 15): a Boolean or `match` (COPY FROM only). */
function headerChoice(ctx: PlanCtx, d: Fields, isFrom: boolean): boolean | 'match' {
  const b = booleanValue(d);
  if (b !== null) return b;
  const arg = d['arg'] as AstNode;
  if (nodeType(arg) === 'String' && strVal(arg).toLowerCase() === 'match') {
    if (!isFrom) throw ctx.error('feature_not_supported', 'cannot use "match" with HEADER in COPY TO');
    return 'match';
  }
  throw ctx.error('syntax_error', `${String(d['defname'])} requires a Boolean value or "match"`);
}

function nameList(ctx: PlanCtx, d: Fields): string[] {
  const arg = d['arg'] as AstNode | undefined;
  if (arg === undefined || nodeType(arg) !== 'List') {
    throw ctx.error('invalid_parameter_value', `argument to option "${String(d['defname'])}" must be a list of column names`, d['location']);
  }
  return listItems(arg).map((n) => strVal(n));
}
